import { messages } from '@iyl/core/catalog/messages';
import type { SilencedMember } from '@iyl/core/community/contract';
import { Button, Group, Loader, Stack, Table, Title } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import area from '../../../components/coach-area.module.css';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useSilence } from '../api.ts';
import { useSilencedMembers } from '../moderator-api.ts';
import { dayAndTime } from '../rules.ts';
import classes from '../community.module.css';

function SilencedRow({ member }: { member: SilencedMember }) {
  const silence = useSilence();
  return (
    <Table.Tr data-testid="silenced-member">
      <Table.Th scope="row" className={classes.wrap}>
        {member.name}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={member.silencedUntil}>{dayAndTime(member.silencedUntil)}</time>
      </Table.Td>
      <Table.Td className={classes.plain}>{member.note ?? '—'}</Table.Td>
      <Table.Td>{member.decidedBy ?? '—'}</Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconVolume size={14} aria-hidden="true" />}
          loading={silence.isPending}
          onClick={() => silence.mutate({ memberId: member.id, hours: 0 })}
          aria-label={`Let ${member.name} back in`}
        >
          Let back in
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Who is silenced now, the soonest to speak again first: until when, why and by whom; "Let back in" lifts it. */
export function SilencedMembers() {
  const [page, setPage] = useState(1);
  const silenced = useSilencedMembers(page);
  const data = silenced.data;
  useClampPage(page, data?.pages, setPage);
  const updating = silenced.isFetching && silenced.isPlaceholderData;
  return (
    <Stack component="section" gap="sm" aria-labelledby="silenced-members-heading" data-testid="silenced-members">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="silenced-members-heading">
          Silenced members
        </Title>
        {(updating || silenced.isPending) && <Loader size="xs" aria-label="Loading the silenced members" />}
      </Group>
      {silenced.isError && !data && <LoadFailed message={messages.listFailed} onRetry={() => silenced.refetch()} />}
      <div aria-busy={updating || undefined} className={updating ? area.busy : undefined}>
        {data && data.items.length === 0 && (
          <EmptyState icon={IconVolume} testId="silenced-empty">
            Nobody is silenced.
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <div className={area.tableBox}>
            <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label="Silenced members table">
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Member</Table.Th>
                    <Table.Th scope="col">Silenced until</Table.Th>
                    <Table.Th scope="col">Why</Table.Th>
                    <Table.Th scope="col">By</Table.Th>
                    <Table.Th scope="col">Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((member) => (
                    <SilencedRow key={member.id} member={member} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </div>
        )}
      </div>
      {data && data.pages > 1 && <PageNav page={data.page} pages={data.pages} onChange={setPage} label="Silenced member pages" />}
    </Stack>
  );
}
