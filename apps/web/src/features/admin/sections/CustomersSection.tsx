import { admits } from '@iyl/core/access/permissions';
import type { ConsoleCustomer } from '@iyl/core/admin/contract';
import { SEARCH_MAX } from '@iyl/core/coach-profiles/constants';
import { Badge, Button, Group, Loader, Popover, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCash, IconUserOff, IconLockOpen, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { formatDay } from '../../../lib/format.ts';
import { messages } from '@iyl/core/catalog/messages';
import area from '../../../components/coach-area.module.css';
import { useSession } from '../../auth/api.ts';
import { useConsoleCustomers, useMarkCustomerPaid } from '../api.ts';
import { ReasonDialog } from '../ReasonDialog.tsx';
import { SuspensionBadge } from '../SuspensionBadge.tsx';
import { useSuspendDialog } from '../use-suspend-dialog.ts';
import { ACTIONS, ConsoleTable, counted } from '../ConsoleTable.tsx';

/** Mark unpaid, after a question: it takes back the referrer's reward. */
function MarkUnpaid({ name, marking, onConfirm }: { name: string; marking: boolean; onConfirm: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus position="bottom-start" withArrow>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
          loading={marking}
          onClick={() => setOpened((o) => !o)}
          aria-label={`Mark ${name} unpaid`}
        >
          Mark unpaid
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={280}>
        <Stack gap="xs">
          <Text size="sm">Mark {name} as not paid? A referral of theirs goes back to pending, and the referrer’s reward with it.</Text>
          <Group gap="xs">
            <Button
              size="xs"
              color="red.8"
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
            >
              Mark unpaid
            </Button>
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function CustomerRow({ customer, canMarkPaid, marking, onMarkPaid, suspending, onSuspend }: {
  customer: ConsoleCustomer;
  canMarkPaid: boolean;
  marking: boolean;
  onMarkPaid: (paid: boolean) => void;
  suspending: boolean;
  onSuspend: () => void;
}) {
  const suspended = customer.suspendedAt !== null;
  return (
    <Table.Tr data-testid="console-customer-row">
      <Table.Th scope="row">{customer.fullname}</Table.Th>
      <Table.Td className={area.wrap}>{customer.email}</Table.Td>
      <Table.Td>{customer.onboardingDone ? <Badge color="teal.9">Done</Badge> : <Badge color="gray.7">Not yet</Badge>}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{customer.lastSignInAt ? formatDay(customer.lastSignInAt) : 'Never'}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          {customer.ispaid ? <Badge color="teal.9">Paid</Badge> : <Badge color="indigo.8">Not paid</Badge>}
          {!customer.ispaid && canMarkPaid && (
            <Button size="compact-xs" variant="light" leftSection={<IconCash size={14} aria-hidden="true" />} loading={marking} onClick={() => onMarkPaid(true)} aria-label={`Mark ${customer.fullname} paid`}>
              Mark paid
            </Button>
          )}
          {customer.ispaid && canMarkPaid && <MarkUnpaid name={customer.fullname} marking={marking} onConfirm={() => onMarkPaid(false)} />}
        </Stack>
      </Table.Td>
      <Table.Td>
        <SuspensionBadge suspendedAt={customer.suspendedAt} suspendReason={customer.suspendReason} />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant={suspended ? 'light' : 'outline'}
          color={suspended ? undefined : 'red.8'}
          leftSection={suspended ? <IconLockOpen size={14} aria-hidden="true" /> : <IconUserOff size={14} aria-hidden="true" />}
          loading={suspending}
          onClick={onSuspend}
          aria-label={`${suspended ? 'Restore' : 'Suspend'} ${customer.fullname}`}
        >
          {suspended ? 'Restore' : 'Suspend'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Customers: search by name or e-mail, page through; Mark paid and unpaid (the referral's), suspend and restore with a reason. */
export function CustomersSection() {
  const role = useSession().data?.user?.role;
  const [search, setSearch] = useState({ q: '', page: 1 });
  const list = useConsoleCustomers(search.page, search.q);
  const markPaid = useMarkCustomerPaid();
  const dialog = useSuspendDialog();
  const data = list.data;
  const updating = list.isFetching && list.isPlaceholderData;
  const canMarkPaid = role !== undefined && admits('customer:mark-paid', role);

  return (
    <Stack component="section" gap="sm" aria-labelledby="customers-heading">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="customers-heading">
          Customers
        </Title>
        {updating && <Loader size="xs" aria-label="Loading customers" />}
      </Group>
      <SearchForm label="Search customers" placeholder="Name or e-mail" maxLength={SEARCH_MAX} busy={updating} onSearch={(q) => setSearch({ q, page: 1 })} />
      {list.isError && !data && <LoadFailed message={messages.listFailed} onRetry={() => list.refetch()} />}
      {!data && list.isPending && <Loader size="sm" aria-label="Loading customers" />}
      <div aria-busy={updating || undefined}>
        {data && data.items.length === 0 && (
          <EmptyState icon={IconUsers} testId="console-customers-empty">
            {search.q ? `No customer's name or e-mail holds “${search.q}”.` : 'No customers yet. They appear here once they register.'}
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <ConsoleTable label="Customers table" minWidth={880} caption={counted(data.total, 'customer', 'customers')} columns={['Name', 'E-mail', 'Onboarding', 'Last sign-in', 'Referral', 'Status', ACTIONS]}>
                  {data.items.map((customer) => (
                    <CustomerRow
                      key={customer.id}
                      customer={customer}
                      canMarkPaid={canMarkPaid}
                      marking={markPaid.isPending && markPaid.variables?.email === customer.email}
                      onMarkPaid={(paid) => markPaid.mutate({ email: customer.email, paid })}
                      suspending={dialog.pendingId === customer.id}
                      onSuspend={() => dialog.open(customer)}
                    />
                  ))}
                </ConsoleTable>
        )}
      </div>
      {data && <PageNav label="Customer pages" page={search.page} pages={data.pages} onChange={(page) => setSearch((s) => ({ ...s, page }))} />}
      {data && data.items.length > 0 && (
        <Text size="xs" c="dimmed">
          A suspended customer is signed out everywhere at once and cannot sign in until restored.
        </Text>
      )}
      <ReasonDialog ask={dialog.ask} busy={dialog.busy} onConfirm={dialog.confirm} onClose={dialog.close} />
    </Stack>
  );
}
