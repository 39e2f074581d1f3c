import { messages } from '@iyl/core/catalog/messages';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { preloadAuthValidation, validOrToastLazy } from '../../lib/validate-lazy.ts';
import { authApi, forgetSignedInData, useChangePassword, useForgot } from './api.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { PasswordField } from './PasswordField.tsx';

/** The spec: opening this page clears the stored session. Here that is a real sign-out. */
function useSignOutOnMount() {
  const queryClient = useQueryClient();
  useEffect(() => {
    authApi
      .logout()
      .catch(() => {
        // Not signed in (401) is the usual case and exactly what we want.
      })
      .finally(() => forgetSignedInData(queryClient));
  }, [queryClient]);
}

export function ForgotPage() {
  useSignOutOnMount();
  const navigate = useNavigate();
  const forgot = useForgot();
  const changePassword = useChangePassword();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    const data = await validOrToastLazy((c) => c.ForgotRequest, { email });
    if (!data) return;
    forgot.mutate(data, {
      onSuccess: () => {
        toast.success(messages.otpSentProvided);
        setEmail(data.email);
        setStep(2);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const data = await validOrToastLazy((c) => c.ChangePasswordRequest, { email, code, password, confirmPassword });
    if (!data) return;
    changePassword.mutate(data, {
      onSuccess: () => {
        toast.success(messages.passwordChanged);
        navigate('/Login', { replace: true });
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <AuthCard title="Forgot Password">
      {step === 1 ? (
        <form onSubmit={requestCode} onFocus={preloadAuthValidation} noValidate>
          <Text mb="md">Enter the e-mail of your account. We will send you a code to set a new password.</Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            mb="md"
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            Verify Account
          </Button>
        </form>
      ) : (
        <form onSubmit={reset} onFocus={preloadAuthValidation} noValidate>
          <Text mb="md">
            We sent a code to <strong>{email}</strong>. Enter it with your new password.
          </Text>
          <TextInput
            label="OTP Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            mb="sm"
            data-autofocus
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            mb="sm"
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.currentTarget.value)}
            mb="md"
          />
          <Button type="submit" fullWidth loading={changePassword.isPending}>
            Reset Password
          </Button>
        </form>
      )}
      <Anchor component={Link} to="/Login" ta="center" size="sm">
        Back to Sign in
      </Anchor>
    </AuthCard>
  );
}
