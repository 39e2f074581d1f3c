import { authEndpoints } from '@iyl/core/auth/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { authApi, forgetSignedInData, useChangePassword, useForgot } from './api.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { PasswordField } from './public/PasswordField.tsx';

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
  const ask = useEndpointForm(authEndpoints.RequestOTP, {
    initialValues: { email: '' },
    submit: (data) =>
      forgot.mutate(data, {
        onSuccess: () => {
          toast.success(messages.otpSentProvided);
          reset.form.setFieldValue('email', data.email);
          setStep(2);
        },
        onError: (error) => toast.error(error.message),
      }),
  });
  const reset = useEndpointForm(authEndpoints.ChangePassword, {
    initialValues: { email: '', code: '', password: '', confirmPassword: '' },
    submit: (data) =>
      changePassword.mutate(data, {
        onSuccess: () => {
          toast.success(messages.passwordChanged);
          navigate('/Login', { replace: true });
        },
        onError: (error) => toast.error(error.message),
      }),
  });

  return (
    <AuthCard title="Forgot Password">
      {step === 1 ? (
        <form onSubmit={ask.onSubmit} onFocus={ask.preload} noValidate>
          <Text mb="md">Enter the e-mail of your account. We will send you a code to set a new password.</Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...ask.form.getInputProps('email')}
            mb="md"
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            Verify Account
          </Button>
        </form>
      ) : (
        <form onSubmit={reset.onSubmit} onFocus={reset.preload} noValidate>
          <Text mb="md">
            We sent a code to <strong>{reset.form.getValues().email}</strong>. Enter it with your new password.
          </Text>
          <TextInput
            label="OTP Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...reset.form.getInputProps('code')}
            onChange={(e) => reset.form.setFieldValue('code', e.currentTarget.value.replace(/\D/g, ''))}
            mb="sm"
            data-autofocus
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            {...reset.form.getInputProps('password')}
            mb="sm"
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            {...reset.form.getInputProps('confirmPassword')}
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
