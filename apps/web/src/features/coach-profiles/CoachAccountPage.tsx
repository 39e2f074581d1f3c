import { greeting } from '@iyl/core/app/rules';
import { PAYOUT_MIN_CENTS } from '@iyl/core/payouts/constants';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { scoreOutOf10 } from '@iyl/core/bookings/rules';
import { messages } from '@iyl/core/catalog/messages';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconCash, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { useCoachBookings } from '../bookings/api.ts';
import { useCoachProfile } from './api.ts';
import { useBookingDialogs } from '../bookings/public/BookingDialogs.tsx';
import { BookingsTable } from '../bookings/public/BookingsTable.tsx';
import area from '../../components/coach-area.module.css';
import { PageNav } from '../../components/PageNav.tsx';
import { PayRequestModal } from '../payouts/public/PayRequestModal.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { useClampPage } from '../../lib/use-clamp-page.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';

/** /CoachAccount: greeting, earnings (hidden until asked), booking scores, payment details, Request Fund and the open bookings. */
export function CoachAccountPage() {
  usePageTitle('Dashboard');
  const session = useSession();
  const profile = useDeferredAnswer(useCoachProfile());
  const [page, setPage] = useState(1);
  const open = useDeferredAnswer(useCoachBookings('open', page, ''));
  const [showEarnings, setShowEarnings] = useState(false);
  const [paying, setPaying] = useState({ opened: false, round: 0 });
  const { openInvite, openDetails, dialogs } = useBookingDialogs();

  const coach = profile.data;
  const name = coach?.fullname ?? session.data?.user?.fullname ?? '';
  const money = coach?.money;
  const counts = coach?.bookings;
  const available = money ? Math.max(0, money.availableCents) : 0;
  // Nothing to ask for yet: the button says so before the modal could (it stays reachable, with the reason).
  const loaded = Boolean(coach && money && counts);
  const nothingToRequest = loaded && available < PAYOUT_MIN_CENTS;
  const fundHintId = useId();
  const list = open.data?.bookings;
  const refreshing = open.isPlaceholderData && open.isFetching;
  useClampPage(page, list?.pages, setPage);

  return (
    <Stack gap="lg" className={area.page}>
      <div className={area.wrap}>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed" data-testid="coach-greeting">{`${greeting()}, ${name}`}</Text>
      </div>

      {profile.isError && !coach && (
        <LoadFailed message={messages.coachFetchFailed} onRetry={() => profile.refetch()} />
      )}

      {/* Drawn before the figures arrive (blank, busy), so the bookings below do not move when they do. */}
      {(loaded || profile.isPending) && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            <StatCard
              title="Total earnings"
              testId="coach-card-earnings"
              loading={!money}
              value={money && (showEarnings ? formatUsd(money.earnedCents) : '****')}
              caption="USD, from completed sessions"
              action={
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={showEarnings ? 'Hide earnings' : 'Show earnings'}
                  onClick={() => setShowEarnings((s) => !s)}
                >
                  {showEarnings ? <IconEyeOff size={20} aria-hidden="true" /> : <IconEye size={20} aria-hidden="true" />}
                </ActionIcon>
              }
            />
            <StatCard
              title="Available balance"
              testId="coach-card-available"
              loading={!money}
              value={formatUsd(available)}
              // Below the payout minimum the card says what Request Fund says, not 'Ready to request'.
              caption={nothingToRequest ? 'Nothing to request yet' : 'Ready to request'}
            />
            <StatCard
              title="Completed"
              testId="coach-card-completed"
              loading={!counts}
              value={counts && `${scoreOutOf10(counts.completed, counts.total)} / 10`}
              caption={counts && `${counts.completed} of ${counts.total}`}
            />
            <StatCard
              title="Pending"
              testId="coach-card-pending"
              loading={!counts}
              value={counts && `${scoreOutOf10(counts.pending, counts.total)} / 10`}
              caption={counts && `${counts.pending} of ${counts.total}`}
            />
          </SimpleGrid>

          <Paper component="section" withBorder radius="md" p="md" aria-labelledby="coach-payment-heading" aria-busy={!loaded || undefined} className={area.card}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <div className={area.wrap}>
                <Title order={2} size="h4" id="coach-payment-heading" mb="xs">
                  Payment details
                </Title>
                <dl className={area.details}>
                  <dt>Payment address</dt>
                  <dd data-testid="coach-payment-address">{coach ? coach.profile?.paymentAddress || 'Not set yet' : '\u00a0'}</dd>
                  <dt>Consult fee</dt>
                  <dd data-testid="coach-consult-fee">{coach ? (coach.profile ? formatUsd(coach.profile.feeCents) : 'Not set yet') : '\u00a0'}</dd>
                </dl>
              </div>
              <Stack gap={4} align="flex-end" maw={{ base: '100%', xs: 320 }}>
                <Button
                  leftSection={<IconCash size={18} aria-hidden="true" />}
                  data-disabled={!loaded || nothingToRequest || undefined}
                  aria-disabled={!loaded || nothingToRequest || undefined}
                  aria-describedby={nothingToRequest ? fundHintId : undefined}
                  onClick={() => {
                    if (loaded && !nothingToRequest) setPaying((p) => ({ opened: true, round: p.round + 1 }));
                  }}
                >
                  Request Fund
                </Button>
                {nothingToRequest && (
                  <Text size="sm" c="dimmed" id={fundHintId} ta="right" className={area.wrap} data-testid="request-fund-reason">
                    {messages.payoutNothingAvailable}
                  </Text>
                )}
              </Stack>
            </Group>
          </Paper>
        </>
      )}

      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="coach-open-heading" className={area.tableBox}>
        <Title order={2} size="h4" id="coach-open-heading" mb="sm">
          Pending bookings
        </Title>
        {open.isError && !list && (
          <LoadFailed message={messages.coachFetchFailed} onRetry={() => open.refetch()} />
        )}
        {list && list.items.length === 0 && (
          <EmptyState icon={IconCalendarOff} testId="open-bookings-empty">
            No pending bookings. New bookings from your clients appear here.
          </EmptyState>
        )}
        {list && list.items.length > 0 && (
          <div className={refreshing ? area.busy : undefined} aria-busy={refreshing || undefined}>
            <BookingsTable
              testId="open-bookings"
              bookings={list.items}
              firstNumber={(list.page - 1) * list.pageSize + 1}
              caption={list.total === 1 ? '1 pending booking' : `${list.total} pending bookings${list.pages > 1 ? `, page ${list.page} of ${list.pages}` : ''}`}
              onInvite={openInvite}
              onDetails={openDetails}
            />
            <PageNav label="Pending bookings pages" page={page} pages={list.pages} onChange={setPage} />
          </div>
        )}
      </Paper>

      <PayRequestModal key={paying.round} opened={paying.opened} onClose={() => setPaying((p) => ({ ...p, opened: false }))} availableCents={available} />
      {dialogs}
    </Stack>
  );
}
