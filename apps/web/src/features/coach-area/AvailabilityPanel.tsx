import { messages } from '@iyl/core/catalog/messages';
import { SESSION_LENGTHS, type Weekday, weekdays } from '@iyl/core/coaches/constants';
import type { Availability } from '@iyl/core/coaches/contract';
import { Button, Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { SidePanel } from '../../components/SidePanel.tsx';
import { useSetAvailability } from './api.ts';
import classes from './coach-area.module.css';
import { usePhone } from '../../lib/use-phone.ts';

interface DayRow {
  on: boolean;
  start: string;
  end: string;
}

const onQuarter = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time) && Number(time.slice(3)) % 15 === 0;

function rowsOf(availability: Availability): Record<Weekday, DayRow> {
  const rows = {} as Record<Weekday, DayRow>;
  for (const day of weekdays) {
    const window = availability.windows.find((w) => w.day === day);
    rows[day] = { on: Boolean(window), start: window?.start ?? '09:00', end: window?.end ?? '17:00' };
  }
  return rows;
}

interface AvailabilityPanelProps {
  availability: Availability;
  opened: boolean;
  onClose: () => void;
}

/**
 * Edit availability: the session length and one window a day (quarter hours, in the coach's zone).
 * Mount with a new `key` each time it opens, so it starts from the saved week.
 */
export function AvailabilityPanel({ availability, opened, onClose }: AvailabilityPanelProps) {
  const phone = usePhone();
  const save = useSetAvailability();
  const [minutes, setMinutes] = useState(String(availability.sessionMinutes));
  const [rows, setRows] = useState(() => rowsOf(availability));
  const [problem, setProblem] = useState<string | null>(null);

  const change = (day: Weekday, patch: Partial<DayRow>) => setRows((old) => ({ ...old, [day]: { ...old[day], ...patch } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const windows = weekdays.filter((day) => rows[day].on).map((day) => ({ day, start: rows[day].start, end: rows[day].end }));
    const length = SESSION_LENGTHS.find((n) => String(n) === minutes);
    if (!length || windows.some((w) => !onQuarter(w.start) || !onQuarter(w.end) || w.start >= w.end)) {
      setProblem(messages.availabilityBad);
      return;
    }
    setProblem(null);
    save.mutate({ sessionMinutes: length, windows }, { onSuccess: onClose });
  };

  return (
    <SidePanel opened={opened} onClose={onClose} title="Weekly availability" fullScreen={phone} size="md">
      <form noValidate onSubmit={onSubmit} data-testid="availability-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">{`Times are in your time zone (${availability.timeZone}), on the quarter hour.`}</Text>
          <NativeSelect
            label="Session length"
            data={SESSION_LENGTHS.map((n) => ({ value: String(n), label: `${n} minutes` }))}
            value={minutes}
            onChange={(event) => setMinutes(event.currentTarget.value)}
          />
          <Stack gap="xs">
            <div className={classes.dayRow} aria-hidden="true">
              <Text size="xs" fw={600}>
                Day
              </Text>
              <Text size="xs" fw={600}>
                Start
              </Text>
              <Text size="xs" fw={600}>
                End
              </Text>
            </div>
            {weekdays.map((day) => {
              const row = rows[day];
              return (
                <div key={day} className={classes.dayRow} data-testid="availability-row">
                  <Checkbox label={day} checked={row.on} onChange={(event) => change(day, { on: event.currentTarget.checked })} mb={8} />
                  <TextInput
                    type="time"
                    step={900}
                    aria-label={`${day} start`}
                    value={row.start}
                    disabled={!row.on}
                    onChange={(event) => change(day, { start: event.currentTarget.value })}
                  />
                  <TextInput
                    type="time"
                    step={900}
                    aria-label={`${day} end`}
                    value={row.end}
                    disabled={!row.on}
                    onChange={(event) => change(day, { end: event.currentTarget.value })}
                  />
                </div>
              );
            })}
          </Stack>
          {problem && (
            <Text c="red.8" size="sm" role="alert" data-testid="availability-problem">
              {problem}
            </Text>
          )}
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />} loading={save.isPending}>
            Save availability
          </Button>
        </Stack>
      </form>
    </SidePanel>
  );
}
