import { authEndpoints } from '@iyl/core/auth/endpoints';
import { FULLNAME_MAX } from '@iyl/core/auth/limits';
import { messages } from '@iyl/core/catalog/messages';
import { type RegistrationRole, registrationRoleLabels, registrationRoles } from '@iyl/core/access/roles';
import { Alert, Anchor, Button, Group, Radio, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useRegister } from './api.ts';
import { AuthCard } from '../../components/AuthCard.tsx';
import { PasswordField } from './public/PasswordField.tsx';

/** Long enough to read the two toasts before the Login screen replaces this one. */
const REDIRECT_DELAY_MS = 1500;

export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const register = useRegister();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const refer = searchParams.get('ref')?.trim() || undefined;
  // Shown back only when it has a referral code's shape (letters and digits): a link could say anything.
  const shownCode = refer && /^[A-Za-z0-9]{4,16}$/.test(refer) ? refer : undefined;

  const { form, onSubmit, preload } = useEndpointForm(authEndpoints.Register, {
    initialValues: { fullname: '', email: '', role: 'Customer' as RegistrationRole, password: '', confirmPassword: '' },
    transform: (values) => ({ ...values, ...(refer ? { refer } : {}) }),
    submit: (data) =>
      register.mutate(data, {
        onSuccess: () => {
          toast.success(messages.registrationRedirect, messages.registrationComplete);
          setRedirecting(true);
          redirectTimer.current = setTimeout(() => navigate('/Login'), REDIRECT_DELAY_MS);
        },
        onError: (error) => toast.error(error.message),
      }),
  });

  return (
    <AuthCard title="Create your account">
      <form onSubmit={onSubmit} onFocus={preload} noValidate>
        <TextInput
          label="Fullname"
          autoComplete="name"
          maxLength={FULLNAME_MAX}
          {...form.getInputProps('fullname')}
          mb="sm"
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          mb="sm"
        />
        <Radio.Group label="Registration Type" {...form.getInputProps('role')} mb="sm">
          <Group gap="lg" mt={6}>
            {registrationRoles.map((role) => (
              <Radio key={role} value={role} label={registrationRoleLabels[role]} />
            ))}
          </Group>
        </Radio.Group>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...form.getInputProps('password')}
          mb="sm"
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
          mb="md"
        />
        <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} mb="md" p="sm">
          Use an accurate e-mail: you verify your account with a code sent there when you sign in.
        </Alert>
        {shownCode && (
          <Text size="sm" c="dimmed" mb="sm">
            Referral code: {shownCode}
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
