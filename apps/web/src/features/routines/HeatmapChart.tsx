import '@mantine/charts/styles.css';
import { HEATMAP_WEEKS } from '@iyl/core/routines/constants';
import type { Heatmap as HeatmapData, RoutineDay } from '@iyl/core/routines/contract';
import { Heatmap } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { formatCalendarDate } from '../../lib/format.ts';
import classes from './routines.module.css';

// Its own chunk (with the charts' styles), loaded when a heatmap is first opened.

type HeatState = RoutineDay['state'];

/** Each state once in the legend, in this order; "before" the routine began looks like a day still to come. */
const legend: { state: HeatState; label: string }[] = [
  { state: 'done', label: 'Done' },
  { state: 'skipped', label: 'Skipped' },
  { state: 'paused', label: 'Paused' },
  { state: 'missed', label: 'Missed' },
  { state: 'open', label: 'Today, not done yet' },
  { state: 'future', label: 'Not yet / not tracked' },
];

/** Told apart by lightness as well as hue (and named in the legend and on each day). */
const colors: Record<HeatState, string> = {
  done: '#0f766e',
  skipped: '#f2c94c',
  paused: '#74a9e8',
  missed: '#c92a2a',
  open: '#ffffff',
  future: '#e9ecef',
  before: '#e9ecef',
};

/** The chart wants numbers; each state gets its own, and its look comes from the state itself. */
const values: Record<HeatState, number> = { before: 0, future: 0, open: 1, missed: 2, paused: 3, skipped: 4, done: 5 };

export function HeatmapChart({ data, title }: { data: HeatmapData; title: string }) {
  const states = new Map(data.days.map((d) => [d.day, d.state]));
  return (
    <Stack gap="sm">
      <div className={classes.heatmapScroll}>
        <Heatmap
          data={Object.fromEntries(data.days.map((d) => [d.day, values[d.state]]))}
          startDate={data.from}
          endDate={data.to}
          withOutsideDates={false}
          withWeekdayLabels
          // Sunday first, as the chart wants them; it turns them to start on Monday.
          weekdayLabels={['Sun', 'Mon', '', 'Wed', '', 'Fri', '']}
          withMonthLabels
          firstDayOfWeek={1}
          rectSize={18}
          gap={3}
          role="group"
          aria-label={`${title}: the last ${HEATMAP_WEEKS} weeks, day by day`}
          data-testid="heatmap"
          getRectProps={({ date }) => {
            const state = states.get(date) ?? 'future';
            const outline = state === 'open' ? { stroke: colors.done, strokeWidth: 1.5 } : {};
            const props: Record<string, unknown> = { fill: colors[state], ...outline, role: 'img', 'aria-label': `${date}: ${state}`, 'data-state': state };
            return props as ComponentProps<'rect'>;
          }}
        />
      </div>
      <ul className={classes.legend} aria-label="Legend">
        {legend.map((item) => (
          <li key={item.state}>
            <span className={classes.swatch} style={{ background: colors[item.state] }} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
      <Text size="sm" data-testid="heatmap-counts">{`${data.done} done · ${data.skipped} skipped · ${data.missed} missed, ${formatCalendarDate(data.from)} – ${formatCalendarDate(data.to)}`}</Text>
    </Stack>
  );
}

