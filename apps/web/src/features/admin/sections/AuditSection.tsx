import { FORMER_MEMBER } from '@iyl/core/account-data/constants';
import type { AuditEntry } from '@iyl/core/admin/contract';
import { messages } from '@iyl/core/catalog/messages';
import { SEARCH_MAX } from '@iyl/core/coach-profiles/constants';
import { Anchor, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { SearchForm } from '../../../components/SearchForm.tsx';
import area from '../../../components/coach-area.module.css';
import { useAuditLog } from '../api.ts';
import { auditKindLabel, conversationLink, stateLine } from '../audit-lines.ts';
import { consoleMoment, ConsoleTable, counted } from '../ConsoleTable.tsx';

const actionLabel: Record<string, string> = {
  'user.suspend': 'Suspended',
  'user.restore': 'Restored',
  'coach.hide': 'Hidden from the directory',
  'coach.show': 'Shown in the directory',
  'customer.markPaid': 'Marked paid',
  'customer.markUnpaid': 'Marked unpaid',
  'payout.markPaid': 'Payout marked paid',
  'account.delete': 'Account deleted',
  'message.hide': 'Message hidden',
  'message.restore': 'Message restored',
  'topic.hide': 'Topic hidden',
  'topic.restore': 'Topic restored',
  'member.silence': 'Member silenced',
  'member.unsilence': 'Member unsilenced',
  'admin.invite': 'Admin invited',
  'admin.accept': 'Admin invitation accepted',
  'admin.disable': 'Admin disabled',
  'admin.enable': 'Admin enabled',
  'job.retry': 'Failed job retried',
};

/** Who acted: their name while the account exists; the system (a demo's payout), or the stand-in for a deleted account. */
const actorName = (actor: AuditEntry['actor']) => actor.name ?? (actor.role === 'System' ? 'The system' : FORMER_MEMBER);

function RecordCell({ entry }: { entry: AuditEntry }) {
  const { target } = entry;
  const link = conversationLink(entry);
  const invited = target.kind === 'adminInvite' && typeof entry.after?.email === 'string' ? entry.after.email : null;
  return (
    <Table.Td className={area.wrap}>
      <Text size="sm">{target.name ?? (target.kind === 'user' ? FORMER_MEMBER : (auditKindLabel[target.kind] ?? target.kind))}</Text>
      {invited && <Text size="sm">{invited}</Text>}
      {link && (
        <Anchor component={Link} to={link} size="sm">
          Open the conversation
        </Anchor>
      )}
      {target.role && (
        <Text size="xs" c="dimmed">
          {target.role}
        </Text>
      )}
    </Table.Td>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Tr data-testid="audit-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{consoleMoment(entry.at)}</Table.Td>
      <Table.Td>
        <Text size="sm">{actorName(entry.actor)}</Text>
        <Text size="xs" c="dimmed">
          {entry.actor.role}
        </Text>
      </Table.Td>
      <Table.Th scope="row">
        <Badge variant="light">{actionLabel[entry.action] ?? entry.action}</Badge>
      </Table.Th>
      <RecordCell entry={entry} />
      <Table.Td className={area.wrap}>
        <Text size="xs">{`Before: ${stateLine(entry.before)}`}</Text>
        <Text size="xs">{`After: ${stateLine(entry.after)}`}</Text>
      </Table.Td>
      <Table.Td className={area.wrap}>{entry.reason ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

/** The audit log: every admin and Global action, newest first, searchable; nobody can change it. */
export function AuditSection() {
  const [search, setSearch] = useState({ q: '', page: 1 });
  const log = useAuditLog(search.page, search.q);
  const data = log.data;
  const updating = log.isFetching && log.isPlaceholderData;

  return (
    <Stack component="section" gap="sm" aria-labelledby="audit-heading">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="audit-heading">
          Audit log
        </Title>
        {updating && <Loader size="xs" aria-label="Loading the audit log" />}
      </Group>
      <Text size="sm" c="dimmed">
        Every admin action: who, what, when, the record, before and after. Nobody can change or delete it.
      </Text>
      <SearchForm label="Search the audit log" placeholder="Name, e-mail, action or reason" maxLength={SEARCH_MAX} busy={updating} onSearch={(q) => setSearch({ q, page: 1 })} />
      {log.isError && !data && <LoadFailed message={messages.listFailed} onRetry={() => log.refetch()} />}
      {!data && log.isPending && <Loader size="sm" aria-label="Loading the audit log" />}
      <div aria-busy={updating || undefined}>
        {data && data.items.length === 0 && (
          <EmptyState icon={IconHistory} testId="audit-empty">
            {search.q ? `No entry matches “${search.q}”.` : 'Nothing yet: suspensions, restorations and directory changes appear here.'}
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <ConsoleTable label="Audit log table" minWidth={900} caption={counted(data.total, 'entry', 'entries')} columns={['When', 'Who', 'Action', 'Record', 'Change', 'Reason']} highlight={false}>
                  {data.items.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </ConsoleTable>
        )}
      </div>
      {data && <PageNav label="Audit log pages" page={search.page} pages={data.pages} onChange={(page) => setSearch((s) => ({ ...s, page }))} />}
    </Stack>
  );
}
