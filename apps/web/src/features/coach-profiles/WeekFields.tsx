import { SESSION_LENGTHS } from '@iyl/core/coach-profiles/constants';
import { type Weekday, weekdays } from '@iyl/core/time/weekdays';
import { Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import classes from './coach-profile.module.css';
import type { DayRow, WeekDraft } from './week-form.ts';

interface WeekFieldsProps {
  draft: WeekDraft;
  onChange: (draft: WeekDraft) => void;
  /** The coach's time zone: the windows are its wall-clock times. */
  timeZone: string;
  disabled?: boolean;
}

/**
 * The session length and one window a day (quarter hours, in the coach's zone): the onboarding form's and
 * the availability panel's. A row is the day, its start and its end; on a phone the two times go under the day.
 */
export function WeekFields({ draft, onChange, timeZone, disabled }: WeekFieldsProps) {
  const change = (day: Weekday, patch: Partial<DayRow>) => onChange({ ...draft, rows: { ...draft.rows, [day]: { ...draft.rows[day], ...patch } } });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">{`Times are in your time zone (${timeZone}), on the quarter hour.`}</Text>
      <NativeSelect
        label="Session length"
        data={SESSION_LENGTHS.map((n) => ({ value: String(n), label: `${n} minutes` }))}
        value={draft.minutes}
        onChange={(event) => onChange({ ...draft, minutes: event.currentTarget.value })}
        disabled={disabled}
      />
      <Stack gap="xs">
        <div className={`${classes.dayRow} ${classes.dayHead}`} aria-hidden="true">
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
          const row = draft.rows[day];
          return (
            <div key={day} className={classes.dayRow} data-testid="availability-row">
              <Checkbox
                className={classes.dayCheck}
                label={day}
                checked={row.on}
                onChange={(event) => change(day, { on: event.currentTarget.checked })}
                disabled={disabled}
              />
              {/* The visible Start and End labels are for a phone, where the columns' heads are gone; the names stay 'Mon start'. */}
              <TextInput
                type="time"
                step={900}
                label="Start"
                classNames={{ label: classes.phoneLabel }}
                aria-label={`${day} start`}
                value={row.start}
                disabled={disabled || !row.on}
                onChange={(event) => change(day, { start: event.currentTarget.value })}
              />
              <TextInput
                type="time"
                step={900}
                label="End"
                classNames={{ label: classes.phoneLabel }}
                aria-label={`${day} end`}
                value={row.end}
                disabled={disabled || !row.on}
                onChange={(event) => change(day, { end: event.currentTarget.value })}
              />
            </div>
          );
        })}
      </Stack>
    </Stack>
  );
}
