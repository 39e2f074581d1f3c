import { messages } from '@iyl/core/catalog/messages';
import { customerBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import type { CoachCard } from '@iyl/core/coach-profiles/contract';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { Button, Chip, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconClock } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SidePanel } from '../../../components/SidePanel.tsx';
import { type FieldErrors, useEndpointForm } from '../../../lib/use-endpoint-form.ts';
import { nextFreeOf, useBookSession, useCoachSlots } from '../api.ts';
import { dayAndTime, groupByDay, sameInstant, zonedParts } from '../slot-time.ts';
import classes from '../customer-bookings.module.css';
import { usePhone } from '../../../lib/use-phone.ts';


/** 'Book a session': the coach, the fee, then a day with free times, a time in the customer's zone, and Book Session. */
export function BookingPanel({ coach, opened, onClose }: { coach: CoachCard | null; opened: boolean; onClose: () => void }) {
  const phone = usePhone();
  return (
    <SidePanel opened={opened} onClose={onClose} title="Book a session" fullScreen={phone} size="md">
      {coach && <BookingForm key={coach.id} coach={coach} opened={opened} onBooked={onClose} />}
    </SidePanel>
  );
}

/** The form's fields: a day, then one of its free start times (an ISO instant). */
interface Choice {
  date: string | null;
  startsAt: string | null;
}

function BookingForm({ coach, opened, onBooked }: { coach: CoachCard; opened: boolean; onBooked: () => void }) {
  const slots = useCoachSlots(coach.id, opened);
  const book = useBookSession();
  // The next free times the server offered when a time was taken (not a field: what the form offers).
  const [nextFree, setNextFree] = useState<string[]>([]);
  const timeLabelId = useId();
  const { form, onSubmit } = useEndpointForm(customerBookingsEndpoints.Booking, {
    initialValues: { date: null, startsAt: null } as Choice,
    // A day, then one of its free times: 'bookingMissing' at whichever is not chosen yet.
    rules: (): FieldErrors<Choice> => (!chosenDay ? { date: messages.bookingMissing } : !choice ? { startsAt: messages.bookingMissing } : {}),
    transform: () => ({ coachId: coach.id, startsAt: choice ?? '' }),
    submit: (body) =>
      book.mutate(body, {
        onSuccess: () => onBooked(),
        onError: (error) => {
          const offered = nextFreeOf(error);
          setNextFree(offered);
          if (offered.length > 0) form.setFieldValue('startsAt', null);
        },
      }),
  });
  const { date, startsAt }: Choice = form.getValues();

  const data = slots.data;
  const shown = data?.coach ?? coach;
  const timeZone = data?.timeZone;
  const days = useMemo(() => (data ? groupByDay(data.slots, data.timeZone) : []), [data]);
  const chosenDay = days.find((d) => d.day === date) ?? null;
  // A choice stays valid only while it is still free (the list refreshes after a taken time).
  const choice: string | null = startsAt && (chosenDay?.times.some((t) => sameInstant(t.startsAt, startsAt)) || nextFree.some((t) => sameInstant(t, startsAt))) ? startsAt : null;

  const pickDay = (day: string | null) => form.setValues({ date: day, startsAt: null });
  /** A quick pick from the offered next free times: its day and time at once. */
  const pickInstant = (iso: string) => {
    const parts = zonedParts(iso, timeZone);
    if (!parts) return;
    const slot = days.find((d) => d.day === parts.day)?.times.find((t) => sameInstant(t.startsAt, iso));
    form.setValues({ date: parts.day, startsAt: slot?.startsAt ?? iso });
  };

  return (
    <Stack gap="md">
      <Stack gap={4} className={classes.wrap}>
        <Text fw={600} data-testid="booking-coach">{`Coach Name: ${shown.fullname}`}</Text>
        <Text size="sm">{shown.specialization}</Text>
        <Text size="sm" data-testid="booking-fee">{`Fee: ${formatUsd(shown.feeCents)} per ${shown.sessionMinutes}-minute session`}</Text>
      </Stack>

      {slots.isPending && opened && (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Loading free times…</Text>
        </Group>
      )}

      {slots.isError && !data && (
        <Stack gap="xs" align="flex-start">
          <Text>The free times could not be loaded.</Text>
          <Button variant="light" onClick={() => slots.refetch()} loading={slots.isFetching}>
            Try again
          </Button>
        </Stack>
      )}

      {data && data.slots.length === 0 && nextFree.length === 0 && (
        <EmptyState icon={IconCalendarOff} testId="slots-empty">
          {`No free times in the next 4 weeks. ${shown.fullname} has no open times yet; please check back later or choose another coach.`}
        </EmptyState>
      )}

      {data && (data.slots.length > 0 || nextFree.length > 0) && (
        <form onSubmit={onSubmit} noValidate aria-label={`Book a session with ${shown.fullname}`}>
          <Stack gap="md">
            {nextFree.length > 0 && (
              <Stack gap={6} data-testid="next-free">
                <Text size="sm" fw={600} id={`${timeLabelId}-next`}>
                  Next free times
                </Text>
                <Group gap="xs" role="group" aria-labelledby={`${timeLabelId}-next`} wrap="wrap">
                  {nextFree.map((iso) => (
                    <Button key={iso} size="xs" variant={choice && sameInstant(choice, iso) ? 'filled' : 'light'} aria-pressed={Boolean(choice && sameInstant(choice, iso))} onClick={() => pickInstant(iso)}>
                      {dayAndTime(iso, timeZone)}
                    </Button>
                  ))}
                </Group>
              </Stack>
            )}

            <Select
              label="Date"
              placeholder="Pick a day"
              description={`${days.length} ${days.length === 1 ? 'day has' : 'days have'} free times in the next 4 weeks.`}
              data={days.map((d) => ({ value: d.day, label: d.label }))}
              value={chosenDay ? chosenDay.day : null}
              onChange={pickDay}
              allowDeselect={false}
              maxDropdownHeight={280}
              error={form.errors.date}
              comboboxProps={{ withinPortal: true }}
            />

            <Stack gap={6}>
              <Text size="sm" fw={500} id={timeLabelId}>
                Time
              </Text>
              <Text size="xs" c="dimmed" id={`${timeLabelId}-zone`}>{`Times are in your time zone: ${timeZone ?? ''}`}</Text>
              {chosenDay ? (
                <div role="radiogroup" aria-labelledby={timeLabelId} aria-describedby={`${timeLabelId}-zone`} data-testid="slot-times">
                  <Chip.Group value={choice ?? null} onChange={(value) => form.setFieldValue('startsAt', value)}>
                    <Group gap="xs" wrap="wrap">
                      {chosenDay.times.map((t) => (
                        <Chip key={t.startsAt} value={t.startsAt} size="sm" variant="outline" icon={<IconClock size={12} aria-hidden="true" />}>
                          {t.label}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </div>
              ) : (
                <Text size="sm" c="dimmed">
                  Pick a day to see its free times.
                </Text>
              )}
              {form.errors.startsAt && (
                <Text size="sm" c="red.8">
                  {form.errors.startsAt}
                </Text>
              )}
            </Stack>

            <Text size="sm" aria-live="polite" data-testid="booking-choice">
              {choice ? `Your choice: ${dayAndTime(choice, timeZone)} (${timeZone})` : ''}
            </Text>

            <Button type="submit" loading={book.isPending}>
              Book Session
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
