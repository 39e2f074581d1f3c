import { SEARCH_MAX } from '@iyl/core/coach-profiles/constants';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { messages } from '@iyl/core/catalog/messages';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCoachBookings } from './api.ts';
import { useBookingDialogs } from './public/BookingDialogs.tsx';
import { BookingsTable } from './public/BookingsTable.tsx';
import area from '../../components/coach-area.module.css';
import { PageNav } from '../../components/PageNav.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { useClampPage } from '../../lib/use-clamp-page.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';

/** /Bookings: Appointment, Earning, Completed and Pending cards, a search, and every booking with its invite and details. */
export function BookingsPage() {
  usePageTitle('All Bookings');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const bookings = useDeferredAnswer(useCoachBookings('all', page, q));
  const { openInvite, openDetails, dialogs } = useBookingDialogs();
  const data = bookings.data;
  const list = data?.bookings;
  const refreshing = bookings.isPlaceholderData && bookings.isFetching;
  useClampPage(page, list?.pages, setPage);

  const onSearch = (text: string) => {
    setPage(1);
    // The same search again (or an empty one again) reloads the list.
    if (text === q) void bookings.refetch();
    else setQ(text);
  };

  return (
    <Stack gap="lg" className={area.page}>
      <div className={area.wrap}>
        <Title order={1}>All Bookings</Title>
        <Text c="dimmed">Every session your clients booked with you, newest first (cancelled ones are left out).</Text>
      </div>

      {/* Drawn before the figures arrive (blank, busy), so the search and the list below do not move when they do. */}
      {(data || bookings.isPending) && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <StatCard title="Appointment" testId="coach-card-appointment" loading={!data} value={data?.counts.total} caption="booked sessions, as listed below" />
          <StatCard title="Earning" testId="coach-card-earning" loading={!data} value={data && formatUsd(data.money.earnedCents)} caption="from completed sessions" />
          <StatCard title="Completed" testId="coach-card-completed" loading={!data} value={data?.counts.completed} caption="sessions held" />
          <StatCard title="Pending" testId="coach-card-pending" loading={!data} value={data?.counts.pending} caption="still to hold" />
        </SimpleGrid>
      )}

      <SearchForm label="Search bookings" placeholder="Client or coach name or e-mail" maxLength={SEARCH_MAX} busy={refreshing} onSearch={onSearch} />

      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="coach-bookings-heading" className={area.tableBox}>
        <Title order={2} size="h4" id="coach-bookings-heading" mb="sm">
          {q ? 'Matching bookings' : 'Bookings'}
        </Title>
        {bookings.isError && !list && (
          <LoadFailed message={messages.coachFetchFailed} onRetry={() => bookings.refetch()} />
        )}
        {list && list.items.length === 0 && (
          <EmptyState icon={IconCalendarOff} testId="bookings-empty">
            {q ? `No bookings match “${q}”.` : 'No bookings yet. When a client books a session with you, it appears here.'}
          </EmptyState>
        )}
        {list && list.items.length > 0 && (
          <div className={refreshing ? area.busy : undefined} aria-busy={refreshing || undefined}>
            <BookingsTable
              testId="all-bookings"
              bookings={list.items}
              firstNumber={(list.page - 1) * list.pageSize + 1}
              caption={`${list.total === 1 ? '1 booking' : `${list.total} bookings`}${list.pages > 1 ? `, page ${list.page} of ${list.pages}` : ''}`}
              onInvite={openInvite}
              onDetails={openDetails}
            />
            <PageNav label="Bookings pages" page={page} pages={list.pages} onChange={setPage} />
          </div>
        )}
      </Paper>
      {dialogs}
    </Stack>
  );
}
