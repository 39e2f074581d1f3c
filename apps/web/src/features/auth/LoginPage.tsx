import { loggedInAs } from '@iyl/core/app/routes';
import { greeting } from '@iyl/core/app/rules';
import { authEndpoints } from '@iyl/core/auth/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { rememberPendingCode, useLogin } from './api.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { InstallAppButton } from './InstallAppButton.tsx';
import { PasswordField } from './public/PasswordField.tsx';
import { returnPathOf, returnStateOf } from './return-to.ts';
import { SignedInNotice } from './SignedInNotice.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  // A link opened signed out: back to it once signed in (through the code step when there is one).
  const returnTo = returnPathOf(useLocation().state);
  const login = useLogin();
  const { form, onSubmit, preload } = useEndpointForm(authEndpoints.Loginv1, {
    initialValues: { email: '', password: '' },
    submit: (data) => {
      const body = { email: data.email, password: data.password };
      login.mutate(body, {
        onSuccess: (result) => {
          if (result.next === 'code') {
            if (result.reused) toast.info(result.message);
            else toast.success(messages.otpSentAccount, messages.credentialsVerified);
            rememberPendingCode(body.email, result);
            navigate('/TwoStepAuth', { state: returnStateOf(returnTo) });
            return;
          }
          // This browser already passed the code step recently: straight in.
          toast.success(loggedInAs(result.user.role), `${greeting()}, ${result.user.fullname}`);
          navigate(returnTo ?? result.home, { replace: true });
        },
        onError: (error) => toast.error(error.message, messages.loginFailedTitle),
      });
    },
  });

  return (
    <AuthCard title="Sign in your account">
      <SignedInNotice />
      <form onSubmit={onSubmit} onFocus={preload} noValidate>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          mb="sm"
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
          mb="xs"
        />
        <Group justify="flex-end" mb="md">
          <Anchor component={Link} to="/Forgot" size="sm">
            Forgot Password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth leftSection={<IconLock size={18} aria-hidden="true" />} loading={login.isPending}>
          Login Securely
        </Button>
      </form>
      <Text ta="center" size="sm">
        New here?{' '}
        <Anchor component={Link} to="/Register" fw={600}>
          Create An Account.
        </Anchor>
      </Text>
      <InstallAppButton />
    </AuthCard>
  );
}
