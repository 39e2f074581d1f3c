import { FULLNAME_MAX } from '@iyl/core/auth/limits';
import { messages } from '@iyl/core/catalog/messages';
import { type RegistrationRole, registrationRoleLabels, registrationRoles } from '@iyl/core/access/roles';
import { Alert, Anchor, Button, Group, Radio, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { preloadAuthValidation, validOrToastLazy } from '../../lib/validate-lazy.ts';
import { useRegister } from './api.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { PasswordField } from './PasswordField.tsx';

/** Long enough to read the two toasts before the Login screen replaces this one. */
const REDIRECT_DELAY_MS = 1500;

export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const register = useRegister();
  const [form, setForm] = useState({
    fullname: '',
    email: '',
    role: 'Customer' as RegistrationRole,
    password: '',
    confirmPassword: '',
  });
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const refer = searchParams.get('ref')?.trim() || undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await validOrToastLazy((c) => c.RegisterRequest, { ...form, ...(refer ? { refer } : {}) });
    if (!data) return;
    register.mutate(data, {
      onSuccess: () => {
        toast.success(messages.registrationRedirect, messages.registrationComplete);
        setRedirecting(true);
        redirectTimer.current = setTimeout(() => navigate('/Login'), REDIRECT_DELAY_MS);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <AuthCard title="Create your account">
      <form onSubmit={onSubmit} onFocus={preloadAuthValidation} noValidate>
        <TextInput
          label="Fullname"
          autoComplete="name"
          maxLength={FULLNAME_MAX}
          value={form.fullname}
          onChange={(e) => set('fullname')(e.currentTarget.value)}
          mb="sm"
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          mb="sm"
        />
        <Radio.Group label="Registration Type" value={form.role} onChange={set('role')} mb="sm">
          <Group gap="lg" mt={6}>
            {registrationRoles.map((role) => (
              <Radio key={role} value={role} label={registrationRoleLabels[role]} />
            ))}
          </Group>
        </Radio.Group>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          mb="sm"
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.currentTarget.value)}
          mb="md"
        />
        <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} mb="md" p="sm">
          Use an accurate e-mail: you verify your account with a code sent there when you sign in.
        </Alert>
        {refer && (
          <Text size="sm" c="dimmed" mb="sm">
            Referral code: {refer}
          </Text>
        )}
        <Button type="submit" fullWidth loading={register.isPending || redirecting}>
          Register
        </Button>
      </form>
      <Text ta="center" size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/Login" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
