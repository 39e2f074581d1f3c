import { accountEndpoints } from '@iyl/core/account/endpoints';
import { homeFor } from '@iyl/core/app/routes';
import { Anchor, Button, Group, PasswordInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconMail, IconShieldLock, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toastError } from '../../lib/toast-error.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { PhotoUpload } from '../profile/public/PhotoUpload.tsx';
import { TimeZoneSection } from '../reminders/public/TimeZoneSection.tsx';
import { useChangeMyPassword, useConfirmEmailChange, useRequestEmailChange, useUpdateName } from './api.ts';
import { Section } from './Section.tsx';
import classes from './settings.module.css';

/** The sections below the first screenful: their code loads once the page above is drawn (LaterSections.tsx). */
const LaterSections = lazy(() => import('./LaterSections.tsx').then((m) => ({ default: m.LaterSections })));

/** Where the later sections come, until their code is in: cards' worth of blank, busy space. */
function LaterSectionsLoading() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="settings-later-loading">
      <Skeleton height={200} radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

const PASSWORD_TOGGLE = { 'aria-label': 'Show or hide the password' };

function NameForm({ fullname }: { fullname: string }) {
  const update = useUpdateName();
  const { form, onSubmit, preload } = useEndpointForm(accountEndpoints.UpdateName, {
    initialValues: { fullname },
    submit: (body) =>
      update.mutate(body, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          form.setValues({ fullname: answer.user.fullname });
          form.resetDirty();
        },
        onError: toastError,
      }),
  });
  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      <Stack gap="xs">
        <TextInput label="Full name" autoComplete="name" onFocus={preload} {...form.getInputProps('fullname')} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const emptyPasswords = { currentPassword: '', password: '', confirmPassword: '' };

function PasswordForm() {
  const change = useChangeMyPassword();
  const { form, onSubmit, preload } = useEndpointForm(accountEndpoints.ChangeMyPassword, {
    initialValues: emptyPasswords,
    submit: (body) =>
      change.mutate(body, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          form.setValues(emptyPasswords);
        },
        onError: toastError,
      }),
  });
  return (
    <form onSubmit={onSubmit} noValidate className={classes.form} data-testid="password-form">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Every other device signed in to your account is signed out when the password changes; this one stays.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          onFocus={preload}
          visibilityToggleButtonProps={PASSWORD_TOGGLE}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description="8 to 128 characters."
          autoComplete="new-password"
          visibilityToggleButtonProps={PASSWORD_TOGGLE}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          visibilityToggleButtonProps={PASSWORD_TOGGLE}
          {...form.getInputProps('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Changing the e-mail: the new address and the password, then the code mailed to that address. */
function EmailForm({ email }: { email: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const ask = useEndpointForm(accountEndpoints.RequestEmailChange, {
    initialValues: { email: '', password: '' },
    submit: (body) =>
      request.mutate(body, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setSentTo(body.email);
          ask.form.setValues({ email: '', password: '' });
        },
        onError: toastError,
      }),
  });
  const code = useEndpointForm(accountEndpoints.ConfirmEmailChange, {
    initialValues: { code: '' },
    submit: (body) =>
      confirm.mutate(body, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setSentTo(null);
          code.form.setValues({ code: '' });
        },
        onError: toastError,
      }),
  });

  return (
    <Stack gap="xs">
      <Text size="sm">
        Your e-mail address: <strong data-testid="current-email">{email}</strong>
      </Text>
      {sentTo ? (
        <form onSubmit={code.onSubmit} noValidate className={classes.form} data-testid="email-code-form">
          <Stack gap="xs">
            <Text size="sm">
              We e-mailed a 6-digit code to <strong>{sentTo}</strong>. It is valid for 10 minutes.
            </Text>
            <TextInput
              label="Code from the e-mail"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onFocus={code.preload}
              {...code.form.getInputProps('code')}
            />
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                Confirm new e-mail
              </Button>
              <Button variant="subtle" onClick={() => setSentTo(null)} disabled={confirm.isPending}>
                Use another address
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={ask.onSubmit} noValidate className={classes.form} data-testid="email-form">
          <Stack gap="xs">
            <TextInput label="New e-mail address" type="email" autoComplete="email" onFocus={ask.preload} {...ask.form.getInputProps('email')} />
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              visibilityToggleButtonProps={PASSWORD_TOGGLE}
              {...ask.form.getInputProps('password')}
            />
            <Group>
              <Button type="submit" loading={request.isPending}>
                Send code
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** Settings: every user's own account, whatever their role. */
export function SettingsPage() {
  usePageTitle('Settings');
  const user = useSession().data?.user;
  if (!user) return null;
  // The staff homes draw their own frame: from here, a way back to it.
  const framed = user.role === 'Customer' || user.role === 'Coach';
  return (
    <Stack gap="lg" className={classes.page} p={framed ? undefined : 'md'}>
      {!framed && (
        <Anchor component={Link} to={homeFor(user)} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            Back to your home
          </Group>
        </Anchor>
      )}
      <Title order={1}>Settings</Title>

      <Section id="profile" title="Profile" icon={IconUser}>
        <Stack gap="md">
          <NameForm fullname={user.fullname} />
          <PhotoUpload />
          <TimeZoneSection timeZone={user.timeZone} />
        </Stack>
      </Section>

      <Section id="email" title="E-mail address" icon={IconMail}>
        <EmailForm email={user.email} />
      </Section>

      <Section id="password" title="Password" icon={IconShieldLock}>
        <PasswordForm />
      </Section>

      <Suspense fallback={<LaterSectionsLoading />}>
        <LaterSections timeZone={user.timeZone} framed={framed} />
      </Suspense>
    </Stack>
  );
}
