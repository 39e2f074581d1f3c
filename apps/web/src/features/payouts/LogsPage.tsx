import { SEARCH_MAX } from '@iyl/core/coach-profiles/constants';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { messages } from '@iyl/core/catalog/messages';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTransactions } from './api.ts';
import { formatEntryDate } from '../../lib/format.ts';
import { requestTypeLabel, transactionBadge } from './payout-format.ts';
import area from '../../components/coach-area.module.css';
import { PageNav } from '../../components/PageNav.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { useClampPage } from '../../lib/use-clamp-page.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';

/** /Logs: Transactions, Earning, Pending Pay and Paid Payout cards, a search and the ledger as a timeline. */
export function LogsPage() {
  usePageTitle('Transactions');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const ledger = useDeferredAnswer(useTransactions('all', page, q));
  const data = ledger.data;
  const list = data?.transactions;
  const refreshing = ledger.isPlaceholderData && ledger.isFetching;
  useClampPage(page, list?.pages, setPage);

  const onSearch = (text: string) => {
    setPage(1);
    if (text === q) void ledger.refetch();
    else setQ(text);
  };

  return (
    <Stack gap="lg" className={area.page}>
      <div className={area.wrap}>
        <Title order={1}>Transactions</Title>
        <Text c="dimmed">Your session credits and payout requests, newest first.</Text>
      </div>

      {/* Drawn before the figures arrive (blank, busy), so the search and the list below do not move when they do. */}
      {(data || ledger.isPending) && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <StatCard title="Transactions" testId="coach-card-transactions" loading={!data} value={data?.summary.count} caption="records in all" />
          <StatCard title="Earning" testId="coach-card-earning" loading={!data} value={data && formatUsd(data.summary.paidOutCents)} caption="paid out to you" />
          <StatCard title="Pending Pay" testId="coach-card-pending-pay" loading={!data} value={data?.summary.pendingPayouts} caption="payout requests not paid yet" />
          <StatCard title="Paid Payout" testId="coach-card-paid-payout" loading={!data} value={data?.summary.paidPayouts} caption="payouts paid" />
        </SimpleGrid>
      )}

      <SearchForm label="Search transactions" placeholder="Coach e-mail, amount or request type" maxLength={SEARCH_MAX} busy={refreshing} onSearch={onSearch} />

      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="coach-ledger-heading" className={area.card}>
        <Title order={2} size="h4" id="coach-ledger-heading" mb="sm">
          {q ? 'Matching records' : 'Records'}
        </Title>
        {ledger.isError && !list && (
          <LoadFailed message={messages.coachFetchFailed} onRetry={() => ledger.refetch()} />
        )}
        {list && list.items.length === 0 && (
          <EmptyState icon={IconReceiptOff} testId="transactions-empty">
            {q ? `No records match “${q}”.` : 'No transactions yet. Completed sessions and payout requests appear here.'}
          </EmptyState>
        )}
        {list && list.items.length > 0 && (
          <div className={refreshing ? area.busy : undefined} aria-busy={refreshing || undefined}>
            <Text size="sm" c="dimmed" mb="sm" aria-live="polite" data-testid="transactions-count">
              {`${list.total === 1 ? '1 record' : `${list.total} records`}${list.pages > 1 ? `, page ${list.page} of ${list.pages}` : ''}`}
            </Text>
            <Timeline bulletSize={28} lineWidth={2} active={-1} data-testid="transactions-timeline">
              {list.items.map((t) => {
                const badge = transactionBadge(t);
                const Icon = t.requestType === 'payout' ? IconArrowUpRight : IconArrowDownLeft;
                return (
                  <Timeline.Item
                    key={t.id}
                    bullet={
                      <ThemeIcon size={28} radius="xl" variant="light" aria-hidden="true">
                        <Icon size={16} />
                      </ThemeIcon>
                    }
                    title={formatEntryDate(t.entryDate)}
                    data-testid="transaction-item"
                    data-paid={t.paid || undefined}
                  >
                    <Group gap="xs" wrap="wrap" mt={4}>
                      <Badge color={badge.color} data-testid="transaction-badge">
                        {badge.label}
                      </Badge>
                      <Text size="sm" fw={600}>
                        {requestTypeLabel(t.requestType)}
                      </Text>
                      <Text size="sm" fw={700} data-testid="transaction-amount">
                        {formatUsd(t.amountCents)}
                      </Text>
                    </Group>
                    {t.description && (
                      <Text size="sm" mt={4} className={area.wrap}>
                        {t.description}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" mt={2} className={area.wrap}>{`${t.reference} · ${t.coachEmail}`}</Text>
                  </Timeline.Item>
                );
              })}
            </Timeline>
            <PageNav label="Transactions pages" page={page} pages={list.pages} onChange={setPage} />
          </div>
        )}
      </Paper>
    </Stack>
  );
}
