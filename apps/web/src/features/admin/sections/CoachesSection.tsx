import type { ConsoleCoach } from '@iyl/core/admin/contract';
import { messages } from '@iyl/core/catalog/messages';
import { SEARCH_MAX } from '@iyl/core/coach-profiles/constants';
import { Badge, Button, Group, Loader, Stack, Table, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconLockOpen, IconSchool, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import area from '../../../components/coach-area.module.css';
import { useConsoleCoaches, useSetCoachListed } from '../api.ts';
import { ReasonDialog } from '../ReasonDialog.tsx';
import { SuspensionBadge } from '../SuspensionBadge.tsx';
import { useSuspendDialog } from '../use-suspend-dialog.ts';
import { ACTIONS, ConsoleTable, counted } from '../ConsoleTable.tsx';

function DirectoryBadge({ coach }: { coach: ConsoleCoach }) {
  if (!coach.profileComplete) return <Badge color="gray.7">No profile yet</Badge>;
  if (coach.hidden) return <Badge color="orange.9">Hidden</Badge>;
  if (!coach.listed) return <Badge color="gray.7">Not listed</Badge>;
  return <Badge color="teal.9">Listed</Badge>;
}

function CoachRow({ coach, listing, onListed, suspending, onSuspend }: {
  coach: ConsoleCoach;
  listing: boolean;
  onListed: (listed: boolean) => void;
  suspending: boolean;
  onSuspend: () => void;
}) {
  const suspended = coach.suspendedAt !== null;
  return (
    <Table.Tr data-testid="console-coach-row">
      <Table.Th scope="row">{coach.fullname}</Table.Th>
      <Table.Td className={area.wrap}>{coach.email}</Table.Td>
      <Table.Td>{coach.profileComplete ? <Badge color="teal.9">Complete</Badge> : <Badge color="gray.7">Incomplete</Badge>}</Table.Td>
      <Table.Td>
        <DirectoryBadge coach={coach} />
      </Table.Td>
      <Table.Td>{coach.bookings}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUsd(coach.balanceCents)}</Table.Td>
      <Table.Td>
        <SuspensionBadge suspendedAt={coach.suspendedAt} suspendReason={coach.suspendReason} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {coach.profileComplete && (
            <Button
              size="xs"
              variant="light"
              leftSection={coach.hidden ? <IconEye size={14} aria-hidden="true" /> : <IconEyeOff size={14} aria-hidden="true" />}
              loading={listing}
              onClick={() => onListed(coach.hidden)}
              aria-label={coach.hidden ? `Show ${coach.fullname} in the directory` : `Hide ${coach.fullname} from the directory`}
            >
              {coach.hidden ? 'Show' : 'Hide'}
            </Button>
          )}
          <Button
            size="xs"
            variant={suspended ? 'light' : 'outline'}
            color={suspended ? undefined : 'red.8'}
            leftSection={suspended ? <IconLockOpen size={14} aria-hidden="true" /> : <IconUserOff size={14} aria-hidden="true" />}
            loading={suspending}
            onClick={onSuspend}
            aria-label={`${suspended ? 'Restore' : 'Suspend'} ${coach.fullname}`}
          >
            {suspended ? 'Restore' : 'Suspend'}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Coaches: profile, directory, bookings and balance; hide from or show in the directory; suspend and restore with a reason. */
export function CoachesSection() {
  const [search, setSearch] = useState({ q: '', page: 1 });
  const list = useConsoleCoaches(search.page, search.q);
  const setListed = useSetCoachListed();
  const dialog = useSuspendDialog();
  const data = list.data;
  const updating = list.isFetching && list.isPlaceholderData;

  return (
    <Stack component="section" gap="sm" aria-labelledby="coaches-heading">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="coaches-heading">
          Coaches
        </Title>
        {updating && <Loader size="xs" aria-label="Loading coaches" />}
      </Group>
      <SearchForm label="Search coaches" placeholder="Name or e-mail" maxLength={SEARCH_MAX} busy={updating} onSearch={(q) => setSearch({ q, page: 1 })} />
      {list.isError && !data && <LoadFailed message={messages.listFailed} onRetry={() => list.refetch()} />}
      {!data && list.isPending && <Loader size="sm" aria-label="Loading coaches" />}
      <div aria-busy={updating || undefined}>
        {data && data.items.length === 0 && (
          <EmptyState icon={IconSchool} testId="console-coaches-empty">
            {search.q ? `No coach's name or e-mail holds “${search.q}”.` : 'No coaches yet. They appear here once they register.'}
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <ConsoleTable label="Coaches table" minWidth={940} caption={counted(data.total, 'coach', 'coaches')} columns={['Name', 'E-mail', 'Profile', 'Directory', 'Bookings', 'Balance', 'Status', ACTIONS]}>
                  {data.items.map((coach) => (
                    <CoachRow
                      key={coach.id}
                      coach={coach}
                      listing={setListed.isPending && setListed.variables?.id === coach.id}
                      onListed={(listed) => setListed.mutate({ id: coach.id, listed })}
                      suspending={dialog.pendingId === coach.id}
                      onSuspend={() => dialog.open(coach)}
                    />
                  ))}
                </ConsoleTable>
        )}
      </div>
      {data && <PageNav label="Coach pages" page={search.page} pages={data.pages} onChange={(page) => setSearch((s) => ({ ...s, page }))} />}
      <ReasonDialog ask={dialog.ask} busy={dialog.busy} onConfirm={dialog.confirm} onClose={dialog.close} />
    </Stack>
  );
}
