import { loggedInAs } from '@iyl/core/app/routes';
import { authEndpoints } from '@iyl/core/auth/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { forgetPendingCode, pendingEmailKey, readPendingCode, rememberPendingCode, useResendCode, useVerifyCode } from './api.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { returnPathOf, returnStateOf } from './return-to.ts';

export function TwoStepAuthPage() {
  const navigate = useNavigate();
  // Where the sign-in goes back to (a link opened signed out), carried on to Login if it starts again.
  const returnTo = returnPathOf(useLocation().state);
  const back = returnStateOf(returnTo);
  const verify = useVerifyCode();
  // Read once: the key is removed on success, and this screen must not bounce to Login meanwhile.
  const [email] = useState(() => sessionStorage.getItem(pendingEmailKey));
  const [pending, setPending] = useState(readPendingCode);
  const secondsLeft = useSecondsUntil(pending.resendAt);
  const resend = useResendCode();
  const { form, onSubmit, preload } = useEndpointForm(authEndpoints.verifyOTP, {
    initialValues: { code: '' },
    // The e-mail is the one the password step kept, not a field.
    transform: (values) => ({ email: email ?? '', code: values.code }),
    submit: (data) =>
      verify.mutate(
        { email: data.email, code: data.code },
        {
          onSuccess: (result) => {
            toast.success(loggedInAs(result.user.role), messages.loginAuthenticated);
            forgetPendingCode();
            navigate(returnTo ?? result.home, { replace: true });
          },
          onError: (error) => {
            toast.error(error.message);
            // Spec: back to Login. Signing in again there comes straight back here while the e-mailed code still works.
            forgetPendingCode();
            navigate('/Login', { replace: true, state: back });
          },
        },
      ),
  });

  if (!email) return <Navigate to="/Login" replace state={back} />;

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          rememberPendingCode(email, result);
          setPending(readPendingCode());
        },
        onError: (error) => {
          toast.error(error.message);
          // The code is gone (used, expired or asked for by another browser): start again.
          if (error instanceof ApiError && error.status === 400) {
            forgetPendingCode();
            navigate('/Login', { replace: true, state: back });
          }
        },
      },
    );

  return (
    <AuthCard title="Two-Step Authentication">
      <Text ta="center" data-testid="code-intro">
        {pending.reused ? (
          <>
            The code we e-mailed to <strong>{email}</strong> a moment ago still works. Enter it below to finish signing in.
          </>
        ) : (
          <>
            A 6-digit code is on its way to <strong>{email}</strong>; it usually arrives within a minute. Enter it below to finish
            signing in.
          </>
        )}
      </Text>
      <form onSubmit={onSubmit} onFocus={preload} noValidate>
        <TextInput
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.getInputProps('code')}
          onChange={(e) => form.setFieldValue('code', e.currentTarget.value.replace(/\D/g, ''))}
          styles={{ input: { letterSpacing: '0.4em', fontSize: 'var(--mantine-font-size-lg)', textAlign: 'center' } }}
          mb="md"
        />
        <Button type="submit" fullWidth leftSection={<IconShieldCheck size={18} aria-hidden="true" />} loading={verify.isPending}>
          Authenticate Login
        </Button>
      </form>
      <Text ta="center" size="sm">
        No code?{' '}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onResend}
          disabled={secondsLeft > 0}
          loading={resend.isPending}
          data-testid="resend-code"
        >
          {secondsLeft > 0 ? `Send a new code (in ${secondsLeft} s)` : 'Send a new code'}
        </Button>
      </Text>
      <Anchor component={Link} to="/Login" state={back} ta="center" size="sm">
        Back to Sign in
      </Anchor>
    </AuthCard>
  );
}

/** Whole seconds until `at` (ms since the epoch). */
const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** Whole seconds until `at`, counting down once a second; 0 once it has passed. */
function useSecondsUntil(at: number) {
  const [seconds, setSeconds] = useState(() => secondsUntil(at));
  useEffect(() => {
    setSeconds(secondsUntil(at));
    const timer = setInterval(() => {
      const next = secondsUntil(at);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}
