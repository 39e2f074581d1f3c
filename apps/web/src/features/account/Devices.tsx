import type { SignedInDevice } from '@iyl/core/account/contract';
import { messages } from '@iyl/core/catalog/messages';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { useRef } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { toastError } from '../../lib/toast-error.ts';
import { toast } from '../../lib/toast.tsx';
import { useMyDevices, useSignOutDevice, useSignOutOthers } from './api.ts';
import classes from './settings.module.css';

/** One formatter per zone (each row says its time twice: as text and in its button's name). */
const seenFormats = new Map<string, Intl.DateTimeFormat | null>();

function formatSeen(iso: string, timeZone: string) {
  let format = seenFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    } catch {
      format = null;
    }
    seenFormats.set(timeZone, format);
  }
  return format ? format.format(new Date(iso)) : new Date(iso).toLocaleString();
}

function DeviceRow({ device, timeZone, onSignedOut }: { device: SignedInDevice; timeZone: string; onSignedOut: () => void }) {
  const signOut = useSignOutDevice();
  const where = device.place ? ` · ${device.place}` : '';
  const seen = formatSeen(device.lastSeenAt, timeZone);
  return (
    <li className={classes.device} data-testid="device-row">
      <Stack gap={2} className={classes.deviceText}>
        <Group gap="xs">
          <Text fw={600}>{device.device}</Text>
          {/* The brand's light badge: green's light text is 4.0:1 on its own tint, too faint at a badge's size. */}
          {device.current && <Badge variant="light">This device</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          Last used {seen}
          {where}
        </Text>
      </Stack>
      {!device.current && (
        <Button
          variant="default"
          size="compact-md"
          loading={signOut.isPending}
          aria-label={`Sign out ${device.device}, last used ${seen}`}
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

/** The devices signed in to the account, each with its sign-out, and "Sign out everywhere else". */
export function Devices({ timeZone }: { timeZone: string }) {
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
