import { adminInviteEndpoints } from '@iyl/core/admin/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { Alert, Anchor, Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
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
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert" data-testid="invite-invalid">
          {invalid}
        </Alert>
      ) : check.isError ? (
        <LoadFailed message={serverWords(check.error, messages.adminInviteCheckFailed)} onRetry={() => check.refetch()} />
      ) : check.data?.valid ? (
        <AcceptForm token={token} email={check.data.email} />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Checking the invitation">
          <Skeleton height={48} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      )}
      <Anchor component={Link} to="/Login" ta="center" size="sm">
        Back to Sign in
      </Anchor>
    </AuthCard>
  );
}
