import type { AdminPayout } from '@iyl/core/payouts/contract';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { Badge, Button, Group, Loader, Pagination, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash, IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDay } from '../../../lib/format.ts';
import { pageControlNames } from '../../../lib/pagination.ts';
import a11y from '../../../lib/visually-hidden.module.css';
import { type PayoutStatus, useMarkPayoutPaid, usePayouts } from '../api.ts';
import area from '../../../components/coach-area.module.css';
import classes from '../payouts.module.css';

const filters: { value: PayoutStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'all', label: 'All' },
];

const emptyText: Record<PayoutStatus, string> = {
  pending: 'No payout requests are waiting to be paid.',
  paid: 'No payout requests have been paid yet.',
  all: 'No payout requests yet. Coaches ask for their earnings from their dashboard.',
};

function PayoutRow({ payout, marking, busy, onMark }: { payout: AdminPayout; marking: boolean; busy: boolean; onMark: (payout: AdminPayout) => void }) {
  return (
    <Table.Tr data-testid="payout-row" data-status={payout.paid ? 'paid' : 'pending'}>
      <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
        {payout.reference}
      </Table.Th>
      <Table.Td>{payout.coachName}</Table.Td>
      <Table.Td className={area.wrap}>{payout.coachEmail}</Table.Td>
      <Table.Td className={classes.address}>{payout.paymentAddress}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUsd(payout.amountCents)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(payout.entryDate)}</Table.Td>
      <Table.Td>
        {payout.paid ? (
          <Stack gap={2}>
            <Badge color="teal.9">Paid</Badge>
            {payout.paidAt && (
              <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                {formatDay(payout.paidAt)}
              </Text>
            )}
          </Stack>
        ) : (
          <Badge color="indigo.8">Pending</Badge>
        )}
      </Table.Td>
      <Table.Td>
        {!payout.paid && (
          <Button size="xs" leftSection={<IconCheck size={14} aria-hidden="true" />} loading={marking} disabled={busy && !marking} onClick={() => onMark(payout)} aria-label={`Mark ${payout.reference} paid`}>
            Mark Paid
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The admin's payout requests: filter by status, page through, and mark each pending one paid once. */
export function PayoutRequests() {
  const [status, setStatus] = useState<PayoutStatus>('pending');
  const [paging, setPaging] = useState({ status, page: 1 });
  const page = paging.status === status ? paging.page : 1;
  const payouts = usePayouts(status, page);
  const mark = useMarkPayoutPaid();
  const data = payouts.data;
  const updating = payouts.isFetching && payouts.isPlaceholderData;
  // A page emptied by marking its last rows paid falls back to the last page there is.
  const lastPage = data && !payouts.isPlaceholderData && data.pages > 0 && page > data.pages ? data.pages : null;
  useEffect(() => {
    if (lastPage) setPaging({ status, page: lastPage });
  }, [lastPage, status]);

  return (
    <Stack component="section" gap="sm" aria-labelledby="payouts-heading">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="payouts-heading">
          Payout requests
        </Title>
        {updating && <Loader size="xs" aria-label="Loading payout requests" />}
      </Group>
      <SegmentedControl aria-label="Show payout requests" data={filters} value={status} onChange={(value) => setStatus(value as PayoutStatus)} w={{ base: '100%', xs: 'auto' }} />
      {payouts.isError && !data && (
        <Group gap="xs">
          <Text>The payout requests could not be loaded.</Text>
          <Button variant="subtle" onClick={() => payouts.refetch()}>
            Try again
          </Button>
        </Group>
      )}
      <div aria-busy={updating || undefined}>
        {data && data.items.length === 0 && (
          <EmptyState icon={IconCash} testId="payouts-empty">
            {emptyText[status]}
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <div className={area.tableBox}>
            {/* Focusable so a keyboard can scroll it sideways on a phone even when no row has a button (Paid). */}
            <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} role="region" aria-label="Payout requests table">
              <Table verticalSpacing="xs" highlightOnHover data-testid="payouts-table">
                <Table.Caption>{`${data.total} ${data.total === 1 ? 'request' : 'requests'}`}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Reference</Table.Th>
                    <Table.Th scope="col">Coach</Table.Th>
                    <Table.Th scope="col">Email</Table.Th>
                    <Table.Th scope="col">Payment address</Table.Th>
                    <Table.Th scope="col">Amount</Table.Th>
                    <Table.Th scope="col">Requested</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">
                      <span className={a11y.visuallyHidden}>Actions</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((payout) => (
                    <PayoutRow key={payout.id} payout={payout} marking={mark.isPending && mark.variables === payout.id} busy={mark.isPending} onMark={(p) => mark.mutate(p.id)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </div>
        )}
      </div>
      {data && data.pages > 1 && <Pagination total={data.pages} value={page} onChange={(next) => setPaging({ status, page: next })} getControlProps={pageControlNames} aria-label="Payout request pages" />}
    </Stack>
  );
}
