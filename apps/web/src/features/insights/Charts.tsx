import '@mantine/charts/styles.css';
import { CHART_WEEKS, MOOD_DAYS, MOOD_ROLLING_DAYS } from '@iyl/core/insights/constants';
import type { InsightCharts } from '@iyl/core/insights/contract';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconMoodSmile, IconSalad } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatCalendarDate } from '../../lib/format.ts';
import classes from './insights.module.css';

/** 'Mar 02' of '2026-03-02'. */
const short = (day: string) => formatCalendarDate(day).slice(0, 6);

interface ChartCardProps {
  testId: string;
  title: string;
  /** One sentence saying what the chart shows, read by screen readers with the table below. */
  summary: string;
  empty: string | null;
  emptyIcon?: typeof IconChartBar;
  /** The data as a table for screen readers: column headings and rows. */
  table: { head: string[]; rows: (string | number)[][] };
  children: ReactNode;
}

/** One chart: a visible title, its summary, the chart (or an empty state) and a hidden table of the data. */
function ChartCard({ testId, title, summary, empty, emptyIcon = IconChartBar, table, children }: ChartCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid={testId} miw={0}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {summary}
      </Text>
      {empty ? (
        <EmptyState icon={emptyIcon} testId={`${testId}-empty`}>
          {empty}
        </EmptyState>
      ) : (
        <>
          <figure aria-label={`${title}: ${summary}`} className={classes.figure}>
            {children}
          </figure>
          <VisuallyHidden>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.head.map((cell) => (
                    <th key={cell} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row[0])}>
                    {row.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns
                      <td key={i}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}

const areaColor = { Health: 'teal.8', Finance: 'blue.8', Relationship: 'pink.8' } as const;
type Area = keyof typeof areaColor;

function AreaChart({ area, weeks }: { area: Area; weeks: InsightCharts['weeks'] }) {
  const data = weeks.map((w) => ({ week: short(w.week), [area]: w[area] }));
  const total = weeks.reduce((sum, w) => sum + w[area], 0);
  return (
    <ChartCard
      testId={`chart-${area}`}
      title={`${area}: items ticked off`}
      summary={`Plan items ticked off each week, the last ${CHART_WEEKS} weeks: ${total} in all.`}
      empty={total === 0 ? `Nothing ticked off in ${area} in the last ${CHART_WEEKS} weeks. Ticked-off goals, tasks and habits show up here.` : null}
      table={{ head: ['Week of', 'Items ticked off'], rows: weeks.map((w) => [formatCalendarDate(w.week), w[area]]) }}
    >
      <BarChart h={180} data={data} dataKey="week" series={[{ name: area, label: 'Items ticked off', color: areaColor[area] }]} yAxisProps={{ allowDecimals: false }} tickLine="y" />
    </ChartCard>
  );
}

function RoutinesChart({ weeks }: { weeks: InsightCharts['weeks'] }) {
  const total = weeks.reduce((sum, w) => sum + w.checkIns, 0);
  return (
    <ChartCard
      testId="chart-routines"
      title="Routine check-ins"
      summary={`Routine check-ins each week, the last ${CHART_WEEKS} weeks: ${total} in all.`}
      empty={total === 0 ? `No routine check-ins in the last ${CHART_WEEKS} weeks. Each routine you tick off on My Habit Routines shows up here.` : null}
      table={{ head: ['Week of', 'Check-ins'], rows: weeks.map((w) => [formatCalendarDate(w.week), w.checkIns]) }}
    >
      <BarChart
        h={180}
        data={weeks.map((w) => ({ week: short(w.week), checkIns: w.checkIns }))}
        dataKey="week"
        series={[{ name: 'checkIns', label: 'Check-ins', color: 'violet.8' }]}
        yAxisProps={{ allowDecimals: false }}
        tickLine="y"
      />
    </ChartCard>
  );
}

function MealsChart({ meals }: { meals: InsightCharts['meals'] }) {
  const eaten = meals.reduce((sum, m) => sum + m.eaten, 0);
  const planned = meals.reduce((sum, m) => sum + m.planned, 0);
  const data = meals.map((m) => ({ day: short(m.day), planned: m.planned, eaten: m.eaten, calories: m.calories ?? undefined, target: m.target ?? undefined }));
  const withTarget = meals.some((m) => m.target !== null);
  return (
    <ChartCard
      testId="chart-meals"
      title="Meals eaten and calories"
      summary={`Your meal plan's days: ${planned > 0 ? `${eaten} of ${planned} planned meals eaten, and ` : ''}the calories eaten each day${withTarget ? ' against your target' : ''}.`}
      emptyIcon={IconSalad}
      empty={meals.length === 0 ? 'No meal plan yet. Plan your week on the Meal Planner and the meals you eat show up here.' : null}
      table={{
        head: ['Day', 'Planned', 'Eaten', 'Calories', 'Target'],
        rows: meals.map((m) => [formatCalendarDate(m.day), m.planned, m.eaten, m.calories ?? '—', m.target ?? '—']),
      }}
    >
      <Stack gap="xs">
        <Text size="xs" fw={600} aria-hidden="true">
          Meals eaten of planned
        </Text>
        <BarChart
          h={160}
          data={data}
          dataKey="day"
          series={[
            { name: 'planned', label: 'Planned', color: 'gray.5' },
            { name: 'eaten', label: 'Eaten', color: 'orange.8' },
          ]}
          yAxisProps={{ allowDecimals: false }}
          withLegend
          tickLine="y"
        />
        <Text size="xs" fw={600} aria-hidden="true">
          Calories (kcal)
        </Text>
        <LineChart
          h={160}
          data={data}
          dataKey="day"
          series={[
            { name: 'calories', label: 'Calories', color: 'orange.8' },
            ...(withTarget ? [{ name: 'target', label: 'Target', color: 'gray.7', strokeDasharray: '5 5' }] : []),
          ]}
          withLegend
          tickLine="y"
          connectNulls
        />
      </Stack>
    </ChartCard>
  );
}

function MoodChart({ mood }: { mood: InsightCharts['mood'] }) {
  const logged = mood.filter((d) => d.mood !== null).length;
  const data = mood.map((d) => ({ day: short(d.day), good: d.goodPercent ?? undefined, mood: d.mood }));
  return (
    <ChartCard
      testId="chart-mood"
      title="Good days"
      summary={`The percent of calm-or-better days among those logged in the ${MOOD_ROLLING_DAYS} days up to each day, the last ${MOOD_DAYS} days (${logged} logged).`}
      emptyIcon={IconMoodSmile}
      empty={logged === 0 ? `No mood logged in the last ${MOOD_DAYS} days. Log your mood on the Emotional page each day and your good days show up here.` : null}
      table={{
        head: ['Day', 'Mood', 'Good days'],
        rows: mood.map((d) => [formatCalendarDate(d.day), d.mood ?? 'Not logged', d.goodPercent === null ? '—' : `${d.goodPercent}%`]),
      }}
    >
      <LineChart
        h={200}
        data={data}
        dataKey="day"
        series={[{ name: 'good', label: 'Good days', color: 'grape.8' }]}
        yAxisProps={{ domain: [0, 100] }}
        unit="%"
        connectNulls
        tickLine="y"
        tooltipProps={{
          content: ({ payload }) => {
            const point = payload?.[0]?.payload as (typeof data)[number] | undefined;
            if (!point) return null;
            return (
              <Paper withBorder shadow="sm" p="xs" radius="sm">
                <Text size="sm" fw={600}>
                  {point.day}
                </Text>
                <Text size="sm">{`Mood: ${point.mood ?? 'not logged'}`}</Text>
                <Text size="sm">{`Good days: ${point.good === undefined ? '—' : `${point.good}%`}`}</Text>
              </Paper>
            );
          },
        }}
      />
    </ChartCard>
  );
}

/** The "Trends" charts: one a plan area, routines, meals and mood, live from the records. */
export function Trends({ charts }: { charts: InsightCharts }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <AreaChart area="Health" weeks={charts.weeks} />
      <AreaChart area="Finance" weeks={charts.weeks} />
      <AreaChart area="Relationship" weeks={charts.weeks} />
      <RoutinesChart weeks={charts.weeks} />
      <MealsChart meals={charts.meals} />
      <MoodChart mood={charts.mood} />
    </SimpleGrid>
  );
}
