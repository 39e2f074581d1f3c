import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { messages } from '@iyl/core/catalog/messages';
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { formatEntryDate } from '../../../lib/format.ts';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useTransactions } from '../api.ts';
import area from '../../../components/coach-area.module.css';
import { useDeferredAnswer } from '../../../lib/deferred-answer.ts';

/** The paid payouts, newest first: date, reference, amount and description. */
export function PayoutHistory() {
  const [page, setPage] = useState(1);
  const payouts = useDeferredAnswer(useTransactions('paidPayouts', page, ''));
  const list = payouts.data?.transactions;
  const refreshing = payouts.isPlaceholderData && payouts.isFetching;
  useClampPage(page, list?.pages, setPage);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="coach-payouts-heading" className={area.tableBox}>
      <Title order={2} size="h4" id="coach-payouts-heading" mb="sm">
        Payout history
      </Title>
      {payouts.isError && !list && (
        <LoadFailed message={messages.coachFetchFailed} onRetry={() => payouts.refetch()} />
      )}
      {list && list.items.length === 0 && (
        <EmptyState icon={IconReceiptOff} testId="payouts-empty">
          {messages.payoutNone}
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <div className={refreshing ? area.busy : undefined} aria-busy={refreshing || undefined}>
          <Table.ScrollContainer minWidth={600} type="native">
            <Table verticalSpacing="xs" data-testid="payout-history">
              <Table.Caption>{`${list.total === 1 ? '1 paid payout' : `${list.total} paid payouts`}${list.pages > 1 ? `, page ${list.page} of ${list.pages}` : ''}`}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Reference</Table.Th>
                  <Table.Th scope="col">Amount</Table.Th>
                  <Table.Th scope="col">Description</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.items.map((t) => (
                  <Table.Tr key={t.id} data-testid="payout-row">
                    <Table.Td>{formatEntryDate(t.entryDate)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {t.reference}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatUsd(t.amountCents)}</Table.Td>
                    <Table.Td className={area.wrap}>{t.description || '—'}</Table.Td>
                    <Table.Td>
                      <Badge color="indigo.8">{t.paidAt ? `Paid ${formatEntryDate(t.paidAt)}` : 'Paid'}</Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PageNav label="Payout history pages" page={page} pages={list.pages} onChange={setPage} />
        </div>
      )}
    </Paper>
  );
}
