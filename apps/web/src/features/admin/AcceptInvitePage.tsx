import { adminInviteEndpoints } from '@iyl/core/admin/endpoints';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { call } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { PasswordField } from '../auth/public/PasswordField.tsx';

/**
 * An admin invitation's link (/AcceptInvite?token=…, from the e-mail): the invitee sets their name and
 * password, then signs in.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const accept = useMutation({ mutationFn: (body: { token: string; fullname: string; password: string; confirmPassword: string }) => call(adminInviteEndpoints.AcceptAdminInvite, { body }) });
  const form = useEndpointForm(adminInviteEndpoints.AcceptAdminInvite, {
    initialValues: { token, fullname: '', password: '', confirmPassword: '' },
    submit: (data) =>
      accept.mutate(data, {
        onSuccess: (result) => {
          toast.success(result.message);
          navigate("/Login", { replace: true });
        },
        onError: (error) => toast.error(error.message),
      }),
  });

  return (
    <AuthCard title="Accept your admin invitation">
      <form onSubmit={form.onSubmit} onFocus={form.preload} noValidate>
        <Text mb="md">Choose the name others see and a password. You then sign in to the admin console.</Text>
        <TextInput label="Full name" autoComplete="name" {...form.form.getInputProps('fullname')} mb="sm" data-autofocus />
        <PasswordField label="Password" autoComplete="new-password" {...form.form.getInputProps('password')} mb="sm" />
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.form.getInputProps('confirmPassword')} mb="md" />
        <Button type="submit" fullWidth loading={accept.isPending}>
          Accept and set password
        </Button>
      </form>
      <Anchor component={Link} to="/Login" ta="center" size="sm">
        Back to Sign in
      </Anchor>
    </AuthCard>
  );
}
