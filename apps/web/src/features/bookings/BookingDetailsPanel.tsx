import { BOOKING_HORIZON_DAYS } from '@iyl/core/bookings/constants';
import type { Booking } from '@iyl/core/bookings/contract';
import { coachBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarTime, IconCalendarX, IconCheck } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { SidePanel } from '../../components/SidePanel.tsx';
import { localDateKey } from '../../lib/format.ts';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useMarkComplete, useReschedule } from './api.ts';
import { bookingDate, bookingStatus, bookingTime, completeOpensAt, isClosed } from './booking-format.ts';
import area from '../../components/coach-area.module.css';
import classes from './coach-bookings.module.css';
import { usePhone } from '../../lib/use-phone.ts';

// Loaded when the coach first asks to cancel: the dashboard's first load stays as it was.
const CancelSessionModal = lazy(() => import('./CancelSessionModal.tsx').then((m) => ({ default: m.CancelSessionModal })));

interface BookingDetailsPanelProps {
  booking: Booking | null;
  opened: boolean;
  onClose: () => void;
  /** The booking as the server answered a reschedule or a completion, so the panel shows it at once. */
  onChanged: (booking: Booking) => void;
}

/** Reschedule Appointment's date and time (the coach's own zone) and Submit; both are required. */
function RescheduleForm({ booking, id, onDone }: { booking: Booking; id: string; onDone: (booking: Booking) => void }) {
  const reschedule = useReschedule();
  const { form, onSubmit, problem } = useEndpointForm(coachBookingsEndpoints.Reschedule, {
    initialValues: { date: '', time: '' },
    // The panel says what is wrong in place, above Submit.
    toast: false,
    submit: (body) => reschedule.mutate({ id: booking.id, ...body }, { onSuccess: (result) => onDone(result.booking) }),
  });

  return (
    <form id={id} noValidate onSubmit={onSubmit} data-testid="reschedule-form">
      <Stack gap="sm">
        <Group grow gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="New date"
            type="date"
            min={localDateKey()}
            max={localDateKey(new Date(Date.now() + BOOKING_HORIZON_DAYS * 86_400_000))}
            {...form.getInputProps('date')}
            miw={150}
          />
          <TextInput label="New time" type="time" {...form.getInputProps('time')} miw={120} />
        </Group>
        <Text size="xs" c="dimmed">{`A session start within your weekly availability, in the next ${BOOKING_HORIZON_DAYS / 7} weeks, in your time zone (${booking.coachTimeZone}).`}</Text>
        {problem && (
          <Text c="red.8" size="sm" role="alert" data-testid="reschedule-problem">
            {problem}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={reschedule.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The time now, ticking every half minute while `on` (so a button waiting for a start opens by itself). */
function useNow(on: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

/**
 * The booking-details side panel ('Personal Coaching', 'Booking Details'): who, when, status and the
 * meeting details as plain text; while the booking is open, Reschedule Appointment and Mark as Complete,
 * and before the session starts, Cancel session.
 */
export function BookingDetailsPanel({ booking, opened, onClose, onChanged }: BookingDetailsPanelProps) {
  const phone = usePhone();
  const formId = useId();
  const complete = useMarkComplete();
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // Mounted from the first Cancel session on, so closing it animates and gives focus back.
  const [askedToCancel, setAskedToCancel] = useState(false);
  const status = booking ? bookingStatus(booking.status) : null;
  const hintId = useId();
  const now = useNow(opened && booking !== null && !isClosed(booking));
  // Before the session starts it cannot be completed: the button stays reachable and says from when.
  const opensAt = booking ? completeOpensAt(booking, now) : null;

  return (
    <>
    <SidePanel opened={opened} onClose={onClose} title="Personal Coaching" fullScreen={phone} size="md">
      {booking && status && (
        <Stack gap="md" data-testid="booking-details">
          <Title order={3} size="h4">
            Booking Details
          </Title>
          <dl className={area.details}>
            <dt>Coach</dt>
            <dd data-testid="detail-coach">{booking.coachName}</dd>
            <dt>Client name</dt>
            <dd data-testid="detail-client">{booking.clientName}</dd>
            <dt>Client email</dt>
            <dd data-testid="detail-email">{booking.clientEmail}</dd>
            <dt>Booking date</dt>
            <dd data-testid="detail-date">{bookingDate(booking)}</dd>
            <dt>Booking time</dt>
            <dd data-testid="detail-time">
              {bookingTime(booking)}
              <Text span size="xs" c="dimmed">{` (${booking.coachTimeZone})`}</Text>
            </dd>
            <dt>Status</dt>
            <dd>
              <Badge color={status.color} data-testid="detail-status">
                {status.label}
              </Badge>
            </dd>
            <dt>Meeting details</dt>
            <dd className={classes.plainText} data-testid="detail-meeting">
              {booking.meetingDetails || <Text span c="dimmed" size="sm">No meeting details sent yet.</Text>}
            </dd>
            {booking.reschedules > 0 && (
              <>
                <dt>Rescheduled</dt>
                <dd>{booking.reschedules === 1 ? 'once' : `${booking.reschedules} times`}</dd>
              </>
            )}
          </dl>

          {!isClosed(booking) && (
            <Stack gap="sm">
              <Group gap="sm" wrap="wrap">
                <Button
                  variant="light"
                  leftSection={<IconCalendarTime size={18} aria-hidden="true" />}
                  aria-expanded={moving}
                  aria-controls={moving ? formId : undefined}
                  onClick={() => setMoving((m) => !m)}
                >
                  Reschedule Appointment
                </Button>
                <Button
                  leftSection={<IconCheck size={18} aria-hidden="true" />}
                  loading={complete.isPending}
                  data-disabled={opensAt ? true : undefined}
                  aria-disabled={opensAt ? true : undefined}
                  aria-describedby={opensAt ? hintId : undefined}
                  onClick={() => {
                    if (!opensAt) complete.mutate({ id: booking.id }, { onSuccess: (result) => onChanged(result.booking) });
                  }}
                >
                  Mark as Complete
                </Button>
                {/* Before it starts, the coach may call it off (once it has started, it can only be completed). */}
                {opensAt && (
                  <Button variant="subtle" color="red" leftSection={<IconCalendarX size={18} aria-hidden="true" />} onClick={() => {
                      setAskedToCancel(true);
                      setCancelling(true);
                    }}>
                    Cancel session
                  </Button>
                )}
              </Group>
              {opensAt && (
                <Text size="sm" c="dimmed" id={hintId} data-testid="complete-opens">
                  {`Available from ${opensAt} (${booking.coachTimeZone}), when the session starts.`}
                </Text>
              )}
              {moving && (
                <RescheduleForm
                  booking={booking}
                  id={formId}
                  onDone={(changed) => {
                    setMoving(false);
                    onChanged(changed);
                  }}
                />
              )}
            </Stack>
          )}
        </Stack>
      )}
    </SidePanel>
    {/* Beside the panel, not in it: Escape in the modal closes the modal only. */}
    {booking && askedToCancel && (
      <Suspense fallback={null}>
      <CancelSessionModal
        booking={booking}
        opened={opened && cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={(changed) => {
          setCancelling(false);
          setMoving(false);
          onChanged(changed);
        }}
      />
      </Suspense>
    )}
    </>
  );
}
