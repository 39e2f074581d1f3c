import { loggedInAs } from '@iyl/core/app/routes';
import { messages } from '@iyl/core/catalog/messages';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { preloadAuthValidation, validOrToastLazy } from '../../lib/validate-lazy.ts';
import { pendingEmailKey, useVerifyCode } from './api.ts';
import { AuthCard } from './AuthCard.tsx';

export function TwoStepAuthPage() {
  const navigate = useNavigate();
  const verify = useVerifyCode();
  // Read once: the key is removed on success, and this screen must not bounce to Login meanwhile.
  const [email] = useState(() => sessionStorage.getItem(pendingEmailKey));
  const [code, setCode] = useState('');

  if (!email) return <Navigate to="/Login" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await validOrToastLazy((c) => c.VerifyCodeRequest, { email, code });
    if (!data) return;
    verify.mutate(
      { email: data.email, code: data.code },
      {
        onSuccess: (result) => {
          toast.success(loggedInAs(result.user.role), messages.loginAuthenticated);
          sessionStorage.removeItem(pendingEmailKey);
          navigate(result.home, { replace: true });
        },
        onError: (error) => {
          toast.error(error.message);
          sessionStorage.removeItem(pendingEmailKey);
          navigate('/Login', { replace: true });
        },
      },
    );
  };

  return (
    <AuthCard title="Two-Step Authentication">
      <Text ta="center">
        We e-mailed a 6-digit code to <strong>{email}</strong>. Enter it below to finish signing in.
      </Text>
      <form onSubmit={onSubmit} onFocus={preloadAuthValidation} noValidate>
        <TextInput
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
          styles={{ input: { letterSpacing: '0.4em', fontSize: 'var(--mantine-font-size-lg)', textAlign: 'center' } }}
          mb="md"
        />
        <Button type="submit" fullWidth leftSection={<IconShieldCheck size={18} aria-hidden="true" />} loading={verify.isPending}>
          Authenticate Login
        </Button>
      </form>
      <Anchor component={Link} to="/Login" ta="center" size="sm">
        Back to Sign in
      </Anchor>
    </AuthCard>
  );
}
