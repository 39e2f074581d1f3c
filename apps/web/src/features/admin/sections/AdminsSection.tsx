import type { AdminAccount } from '@iyl/core/admin/contract';
import { adminAccountEndpoints } from '@iyl/core/admin/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconLockOpen, IconMailForward, IconUserOff, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import area from '../../../components/coach-area.module.css';
import { formatDay } from '../../../lib/format.ts';
import { useEndpointForm } from '../../../lib/use-endpoint-form.ts';
import { useAdminAccounts, useAdminEnabled, useInviteAdmin } from '../admins-api.ts';
import { type ReasonAsk, ReasonDialog } from '../ReasonDialog.tsx';
import { SuspensionBadge } from '../SuspensionBadge.tsx';
import { ACTIONS, ConsoleTable, counted } from '../ConsoleTable.tsx';

/** Disable or enable an admin: the dialog's question, and the call once confirmed. */
function useDisableDialog() {
  const action = useAdminEnabled();
  const [admin, setAdmin] = useState<AdminAccount | null>(null);
  const disable = admin !== null && admin.suspendedAt === null;
  const ask: ReasonAsk | null = admin && {
    title: disable ? `Disable ${admin.fullname}?` : `Enable ${admin.fullname}?`,
    consequence: disable ? 'They are signed out everywhere at once and cannot sign in until enabled again.' : 'They can sign in to the admin console again.',
    confirm: disable ? 'Disable' : 'Enable',
    danger: disable,
  };
  return {
    ask,
    busy: action.isPending,
    pendingId: action.isPending ? action.variables?.id : undefined,
    open: setAdmin,
    close: () => setAdmin(null),
    confirm: (reason: string) => admin && action.mutate({ id: admin.id, disable, reason }, { onSuccess: () => setAdmin(null) }),
  };
}

function InviteForm() {
  const invite = useInviteAdmin();
  const form = useEndpointForm(adminAccountEndpoints.InviteAdmin, {
    initialValues: { email: '' },
    submit: (data) => invite.mutate(data.email, { onSuccess: () => form.form.reset() }),
  });
  return (
    <form onSubmit={form.onSubmit} onFocus={form.preload} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput label="Invite an admin by e-mail" type="email" autoComplete="off" style={{ flex: '1 1 240px' }} {...form.form.getInputProps('email')} />
        <Button type="submit" leftSection={<IconMailForward size={16} aria-hidden="true" />} loading={invite.isPending}>
          Send invitation
        </Button>
      </Group>
    </form>
  );
}

/** Admins (the Global administrator's only): invite by e-mail, the admins and pending invitations, disable and enable. */
export function AdminsSection() {
  const list = useAdminAccounts();
  const dialog = useDisableDialog();
  const data = list.data;

  return (
    <Stack component="section" gap="sm" aria-labelledby="admins-heading">
      <Title order={2} size="h3" id="admins-heading">
        Admins
      </Title>
      <InviteForm />
      {list.isError && !data && <LoadFailed message={messages.listFailed} onRetry={() => list.refetch()} />}
      {!data && list.isPending && <Loader size="sm" aria-label="Loading admins" />}
      {data && data.admins.length === 0 && data.invites.length === 0 && (
        <EmptyState icon={IconUserShield} testId="console-admins-empty">
          No admins yet. Invite one above: they set a password from the e-mailed link.
        </EmptyState>
      )}
      {data && (data.admins.length > 0 || data.invites.length > 0) && (
        <ConsoleTable label="Admins table" minWidth={720} caption={`${counted(data.admins.length, 'admin', 'admins')}, ${data.invites.length} invited`} columns={['Name', 'E-mail', 'Last sign-in', 'Status', ACTIONS]}>
                {data.admins.map((admin) => {
                  const disabled = admin.suspendedAt !== null;
                  return (
                    <Table.Tr key={admin.id} data-testid="console-admin-row">
                      <Table.Th scope="row">{admin.fullname}</Table.Th>
                      <Table.Td className={area.wrap}>{admin.email}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{admin.lastSignInAt ? formatDay(admin.lastSignInAt) : 'Never'}</Table.Td>
                      <Table.Td>
                        {disabled ? (
                          <Stack gap={2}>
                            <Badge color="red.8">Disabled</Badge>
                            <SuspensionBadgeReason admin={admin} />
                          </Stack>
                        ) : (
                          <SuspensionBadge suspendedAt={null} suspendReason={null} />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant={disabled ? 'light' : 'outline'}
                          color={disabled ? undefined : 'red.8'}
                          leftSection={disabled ? <IconLockOpen size={14} aria-hidden="true" /> : <IconUserOff size={14} aria-hidden="true" />}
                          loading={dialog.pendingId === admin.id}
                          onClick={() => dialog.open(admin)}
                          aria-label={`${disabled ? 'Enable' : 'Disable'} ${admin.fullname}`}
                        >
                          {disabled ? 'Enable' : 'Disable'}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
                {data.invites.map((invite) => (
                  <Table.Tr key={invite.id} data-testid="console-invite-row">
                    <Table.Th scope="row">
                      <Text size="sm" c="dimmed">
                        (not accepted yet)
                      </Text>
                    </Table.Th>
                    <Table.Td className={area.wrap}>{invite.email}</Table.Td>
                    <Table.Td>Never</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Badge color={invite.expired ? 'gray.7' : 'indigo.8'}>{invite.expired ? 'Invitation expired' : 'Invited'}</Badge>
                        <Text size="xs">{invite.expired ? `Ended ${formatDay(invite.expiresAt)}` : `Link works until ${formatDay(invite.expiresAt)}`}</Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td />
                  </Table.Tr>
                ))}
              </ConsoleTable>
      )}
      <Text size="xs" c="dimmed">
        A disabled admin is signed out everywhere at once and cannot sign in until enabled again. To send a new link, invite the same address again.
      </Text>
      <ReasonDialog ask={dialog.ask} busy={dialog.busy} onConfirm={dialog.confirm} onClose={dialog.close} />
    </Stack>
  );
}

function SuspensionBadgeReason({ admin }: { admin: AdminAccount }) {
  return (
    <>
      {admin.suspendedAt && <Text size="xs">{`Since ${formatDay(admin.suspendedAt)}`}</Text>}
      {admin.suspendReason && (
        <Text size="xs" c="dimmed" maw={220} style={{ overflowWrap: 'anywhere' }}>
          {admin.suspendReason}
        </Text>
      )}
    </>
  );
}
