import { messages } from '@iyl/core/catalog/messages';
import type { BookingStatus } from '@iyl/core/bookings/constants';
import type { Booking } from '@iyl/core/bookings/contract';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { Anchor, Badge, Button, Group, Loader, Modal, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { pageControlNames } from '../../../lib/pagination.ts';
import { useCancelBooking, useMyBookings } from '../api.ts';
import { dayAndTime, splitLinks } from '../slot-time.ts';
import classes from '../customer-bookings.module.css';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { useDeferredAnswer } from '../../../lib/deferred-answer.ts';

/** Badge colours dark enough for white text (contrast 4.5:1 or more). */
const statusLook: Record<BookingStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'indigo.8' },
  confirmed: { label: 'Confirmed', color: 'teal.9' },
  completed: { label: 'Completed', color: 'gray.8' },
  cancelled: { label: 'Cancelled', color: 'pink.9' },
};

const open = (status: BookingStatus) => status === 'pending' || status === 'confirmed';

const minutesOf = (booking: Booking) => Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000);

/** The coach's meeting details as text; https addresses become links (nothing in it is read as HTML). */
function MeetingDetails({ text }: { text: string }) {
  return (
    <Text size="sm" className={classes.details} data-testid="booking-details">
      {splitLinks(text).map((piece, index) =>
        piece.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order
          <Anchor key={index} href={piece.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {piece.text}
          </Anchor>
        ) : (
          piece.text
        ),
      )}
    </Text>
  );
}

function BookingItem({ booking, timeZone, onCancel }: { booking: Booking; timeZone: string | undefined; onCancel: (booking: Booking) => void }) {
  const look = statusLook[booking.status];
  const minutes = minutesOf(booking);
  return (
    <li className={classes.booking} data-testid="my-booking" data-status={booking.status}>
      <Stack gap={4} className={classes.wrap}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{booking.coachName}</Text>
          <Badge color={look.color}>{look.label}</Badge>
        </Group>
        <Text size="sm" data-testid="my-booking-when">
          {dayAndTime(booking.startsAt, timeZone)}
        </Text>
        <Text size="xs" c="dimmed">{`${Number.isFinite(minutes) && minutes > 0 ? `${minutes}-minute session · ` : ''}${formatUsd(booking.feeCents)}`}</Text>
        {booking.reschedules > 0 && (
          <Text size="sm" fs="italic" data-testid="my-booking-rescheduled">
            {booking.reschedules === 1 ? 'Rescheduled by your coach' : `Rescheduled by your coach (${booking.reschedules} times)`}
          </Text>
        )}
        {booking.meetingDetails ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Meeting details
            </Text>
            <MeetingDetails text={booking.meetingDetails} />
          </Stack>
        ) : (
          open(booking.status) && (
            <Text size="sm" c="dimmed">
              Your coach will send the meeting details.
            </Text>
          )
        )}
        {open(booking.status) && (
          <Group>
            <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden="true" />} onClick={() => onCancel(booking)} aria-label={`Cancel booking with ${booking.coachName}`}>
              Cancel booking
            </Button>
          </Group>
        )}
      </Stack>
    </li>
  );
}

/** 'My bookings': the customer's own sessions, newest first, with Cancel for the open ones. */
export function MyBookings({ timeZone }: { timeZone: string | undefined }) {
  const [page, setPage] = useState(1);
  const bookings = useDeferredAnswer(useMyBookings(page));
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<{ booking: Booking; opened: boolean } | null>(null);
  const data = bookings.data;
  const updating = bookings.isFetching && bookings.isPlaceholderData;
  const target = cancelling?.booking;
  const closeModal = () => setCancelling((c) => (c ? { ...c, opened: false } : c));

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="my-bookings-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="my-bookings-heading">
            My bookings
          </Title>
          {updating && <Loader size="xs" aria-label="Loading bookings" />}
        </Group>
        {bookings.isError && !data && (
          <LoadFailed message={messages.bookingFailed} onRetry={() => bookings.refetch()} />
        )}
        <div aria-busy={updating || undefined}>
          {data && data.items.length === 0 && (
            <EmptyState icon={IconCalendarEvent} testId="my-bookings-empty">
              No bookings yet. Pick a coach above and book a session.
            </EmptyState>
          )}
          {data && data.items.length > 0 && (
            <ul className={classes.plainList} data-testid="my-bookings">
              {data.items.map((booking) => (
                <BookingItem key={booking.id} booking={booking} timeZone={timeZone} onCancel={(b) => setCancelling({ booking: b, opened: true })} />
              ))}
            </ul>
          )}
        </div>
        {timeZone && data && data.items.length > 0 && (
          <Text size="xs" c="dimmed">{`Dates and times are in your time zone: ${timeZone}.`}</Text>
        )}
        {data && data.pages > 1 && <Pagination total={data.pages} value={page} onChange={setPage} getControlProps={pageControlNames} aria-label="My bookings pages" />}
      </Stack>

      <Modal opened={Boolean(cancelling?.opened)} onClose={closeModal} onExitTransitionEnd={() => setCancelling(null)} title="Cancel booking" closeButtonProps={{ 'aria-label': 'Close' }}>
        {target && (
          <Stack gap="md">
            <Text>{`Cancel your session with ${target.coachName} on ${dayAndTime(target.startsAt, timeZone)}? Your coach will be told.`}</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={closeModal}>
                Keep booking
              </Button>
              <Button color="red.8" loading={cancel.isPending} onClick={() => cancel.mutate(target.id, { onSettled: closeModal })}>
                Yes, cancel booking
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
