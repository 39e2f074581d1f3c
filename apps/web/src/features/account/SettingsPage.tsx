import { accountEndpoints } from '@iyl/core/account/endpoints';
import type { SignedInDevice } from '@iyl/core/account/contract';
import { homeFor } from '@iyl/core/app/routes';
import { messages } from '@iyl/core/catalog/messages';
import { Anchor, Badge, Button, Group, Paper, PasswordInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceDesktop, IconDownload, IconLogout, IconMail, IconShieldLock, IconTrash, IconUser } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { toastError } from '../../lib/toast-error.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DeleteMyAccount } from '../account-data/public/DeleteMyAccount.tsx';
import { DownloadMyData } from '../account-data/public/DownloadMyData.tsx';
import { useSession } from '../auth/api.ts';
import { NotificationPreferences } from '../notifications/public/NotificationPreferences.tsx';
import { PhotoUpload } from '../profile/public/PhotoUpload.tsx';
import { TimeZoneSection } from '../reminders/public/TimeZoneSection.tsx';
import {
  useChangeMyPassword,
  useConfirmEmailChange,
  useMyDevices,
  useRequestEmailChange,
  useSignOutDevice,
  useSignOutOthers,
  useUpdateName,
} from './api.ts';
import classes from './settings.module.css';

/** A part of the page: a titled card, named for screen readers by its title. */
function Section({ id, title, icon: Icon, children }: { id: string; title: string; icon: typeof IconUser; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" aria-labelledby={`${id}-heading`} className={classes.section}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <Icon size={20} aria-hidden="true" />
        <Title order={2} size="h4" id={`${id}-heading`}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
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

function formatSeen(iso: string, timeZone: string) {
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  } catch {
    return new Date(iso).toLocaleString();
  }
}

function DeviceRow({ device, timeZone, onSignedOut }: { device: SignedInDevice; timeZone: string; onSignedOut: () => void }) {
  const signOut = useSignOutDevice();
  const where = device.place ? ` · ${device.place}` : '';
  return (
    <li className={classes.device} data-testid="device-row">
      <Stack gap={2} className={classes.deviceText}>
        <Group gap="xs">
          <Text fw={600}>{device.device}</Text>
          {/* The brand's light badge: green's light text is 4.0:1 on its own tint, too faint at a badge's size. */}
          {device.current && (
            <Badge variant="light">
              This device
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Last used {formatSeen(device.lastSeenAt, timeZone)}
          {where}
        </Text>
      </Stack>
      {!device.current && (
        <Button
          variant="default"
          size="compact-md"
          loading={signOut.isPending}
          aria-label={`Sign out ${device.device}, last used ${formatSeen(device.lastSeenAt, timeZone)}`}
          onClick={() =>
            signOut.mutate(device.id, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                onSignedOut();
              },
              onError: toastError,
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

function Devices({ timeZone }: { timeZone: string }) {
  const devices = useMyDevices();
  const signOutOthers = useSignOutOthers();
  const others = devices.data?.items.filter((item) => !item.current).length ?? 0;
  // The button pressed goes (its row) or turns disabled: keyboard users are taken to the list, not lost on the page.
  const list = useRef<HTMLUListElement>(null);
  const focusList = () => list.current?.focus();
  if (devices.isError) return <LoadFailed message={messages.devicesFailed} onRetry={() => devices.refetch()} />;
  return (
    <Stack gap="sm" aria-busy={devices.isPending || undefined}>
      {devices.isPending ? (
        <Stack gap="xs">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : (
        <ul className={classes.devices} aria-label="Signed-in devices" ref={list} tabIndex={-1}>
          {devices.data.items.map((device) => (
            <DeviceRow key={device.id} device={device} timeZone={timeZone} onSignedOut={focusList} />
          ))}
        </ul>
      )}
      {!devices.isPending && others === 0 && <EmptyState icon={IconDeviceDesktop}>No other device is signed in to your account.</EmptyState>}
      <Group>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          disabled={others === 0}
          loading={signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                focusList();
              },
              onError: toastError,
            })
          }
        >
          Sign out everywhere else
        </Button>
      </Group>
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

      <Section id="devices" title="Signed-in devices" icon={IconDeviceDesktop}>
        <Devices timeZone={user.timeZone} />
      </Section>

      {/* The notifications feature's own section (its title, its switches, its toasts). */}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" className={classes.section}>
        <NotificationPreferences />
      </Paper>

      {/* A person's own data (features/account-data): customers and coaches only, last on the page. */}
      {framed && (
        <>
          <Section id="my-data" title={messages.dataExportTitle} icon={IconDownload}>
            <DownloadMyData />
          </Section>
          <Section id="delete-account" title={messages.deleteAccountTitle} icon={IconTrash}>
            <DeleteMyAccount />
          </Section>
        </>
      )}
    </Stack>
  );
}
