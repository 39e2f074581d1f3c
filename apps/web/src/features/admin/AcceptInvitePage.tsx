import { adminInviteEndpoints } from '@iyl/core/admin/endpoints';
// The admin part of the catalogue alone: the whole one would double this public page's first load.
import { adminMessages as messages } from '@iyl/core/admin/messages';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { PasswordField } from '../auth/public/PasswordField.tsx';

/** The invitee's form: their name and password, for the address the invitation names. */
function AcceptForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const accept = useMutation({ mutationFn: (body: { token: string; fullname: string; password: string; confirmPassword: string }) => call(adminInviteEndpoints.AcceptAdminInvite, { body }) });
  const form = useEndpointForm(adminInviteEndpoints.AcceptAdminInvite, {
    initialValues: { token, fullname: '', password: '', confirmPassword: '' },
    submit: (data) =>
      accept.mutate(data, {
        onSuccess: (result) => {
          toast.success(result.message);
          navigate('/Login', { replace: true });
        },
        onError: (error) => toast.error(error.message),
      }),
  });
  return (
    <form onSubmit={form.onSubmit} onFocus={form.preload} noValidate>
      <Text mb="md">
        This invitation is for <strong data-testid="invited-email">{email}</strong>. Choose the name others see and a password. You then sign in to the admin console.
      </Text>
      <TextInput label="Full name" autoComplete="name" {...form.form.getInputProps('fullname')} mb="sm" data-autofocus />
      <PasswordField label="Password" autoComplete="new-password" {...form.form.getInputProps('password')} mb="sm" />
      <PasswordField label="Confirm password" autoComplete="new-password" {...form.form.getInputProps('confirmPassword')} mb="md" />
      <Button type="submit" fullWidth loading={accept.isPending}>
        Accept and set password
      </Button>
    </form>
  );
}

/**
 * An admin invitation's link (/AcceptInvite?token=…, from the e-mail). The link is checked first: one
 * already used, replaced by a newer invitation or expired says so at once, instead of a form that could
 * only fail once filled in. A live one shows the address it is for, and the invitee sets their name and
 * password, then signs in.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const check = useQuery({
    queryKey: ['admin-invite', token],
    queryFn: () => call(adminInviteEndpoints.CheckAdminInvite, { query: { token } }),
    enabled: token.length > 0,
  });
  // No token at all (a link cut short) is not valid either, without asking.
  const invalid = !token ? messages.adminInviteInvalid : check.data && !check.data.valid ? check.data.message : null;

  return (
    <AuthCard title="Accept your admin invitation">
      {invalid ? (
        <Text role="alert" c="red.8" fw={500} data-testid="invite-invalid">
          {invalid}
        </Text>
      ) : check.isError ? (
        <Text role="alert" c="red.8">
          {serverWords(check.error, messages.adminInviteCheckFailed)}{' '}
          <Button variant="light" size="compact-sm" onClick={() => check.refetch()}>
            Try again
          </Button>
        </Text>
      ) : check.data?.valid ? (
        <AcceptForm token={token} email={check.data.email} />
      ) : (
        <Text role="status" c="dimmed">
          Checking the invitation…
        </Text>
      )}
      <Anchor component={Link} to="/Login" ta="center" size="sm">
        Back to Sign in
      </Anchor>
    </AuthCard>
  );
}
