import { CHART_WEEKS, MEAL_DAYS, MOOD_DAYS, MOOD_ROLLING_DAYS } from '@iyl/core/insights/constants';
import type { InsightCharts, Readiness } from '@iyl/core/insights/contract';
import { groupDigits, kcalText, percentText } from '@iyl/core/insights/format';
import type { ReadinessPart } from '@iyl/core/insights/readiness';
import { Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { formatCalendarDate, formatShortCalendarDate } from '../../lib/format.ts';
import classes from './insights.module.css';
import { NotEnoughData } from './public/NotEnoughData.tsx';

/*
 * The Trends charts, drawn as plain SVG: a few dozen shapes each, so a phone draws all six in a few
 * milliseconds (a chart library's six charts were most of /Insights' 2-3 s of blocking time, issue 47).
 * Each keeps its data as a hidden table for screen readers, and a chart short of data (fewer than
 * TREND_MIN_DAYS days with entries) shows what it needs and when instead of a line from too little.
 */

// ——— Drawing ———

const WIDTH = 320;
const PAD = { left: 30, right: 6, top: 8, bottom: 18 };
/** At most this many day labels under a chart (a phone's width). */
const X_LABELS = 5;

interface Series {
  key: string;
  label: string;
  /** A Mantine colour variable's name, e.g. 'teal-8'. */
  color: string;
  dashed?: boolean;
}

const colour = (name: string) => `var(--mantine-color-${name})`;

function Legend({ series }: { series: readonly Series[] }) {
  if (series.length < 2) return null;
  return (
    <Group gap="md" aria-hidden="true">
      {series.map((s) => (
        <Group key={s.key} gap={4} wrap="nowrap">
          <span className={classes.swatch} style={{ background: colour(s.color) }} />
          <Text size="xs">{s.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The frame of a chart: the y axis' top and zero, and a few x labels. */
function Frame({ height, max, unit = '', labels }: { height: number; max: number; unit?: string; labels: readonly string[] }) {
  const bottom = height - PAD.bottom;
  const plot = WIDTH - PAD.left - PAD.right;
  const step = Math.max(1, Math.ceil(labels.length / X_LABELS));
  const slot = plot / Math.max(1, labels.length);
  return (
    <g className={classes.axis}>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={bottom} y2={bottom} />
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top} y2={PAD.top} strokeDasharray="2 3" />
      <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end">
        {`${groupDigits(max)}${unit}`}
      </text>
      <text x={PAD.left - 4} y={bottom} textAnchor="end">
        {`0${unit}`}
      </text>
      {labels.map((label, i) =>
        i % step === 0 ? (
          <text key={label} x={PAD.left + slot * (i + 0.5)} y={height - 4} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** A round top for the y axis: 1, 2, 5 or 10 times a power of ten, at least `value`. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

/** Bars, one group a row (side by side when several series). */
function Bars({ rows, series, height = 150 }: { rows: { label: string; title: string; values: Record<string, number> }[]; series: readonly Series[]; height?: number }) {
  const max = niceMax(Math.max(1, ...rows.flatMap((r) => series.map((s) => r.values[s.key] ?? 0))));
  const plot = WIDTH - PAD.left - PAD.right;
  const bottom = height - PAD.bottom;
  const slot = plot / Math.max(1, rows.length);
  const bar = (slot * 0.7) / series.length;
  return (
    <Stack gap={4}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className={classes.chart} aria-hidden="true" focusable="false">
        <Frame height={height} max={max} labels={rows.map((r) => r.label)} />
        {rows.map((row, i) =>
          series.map((s, j) => {
            const value = row.values[s.key] ?? 0;
            const h = ((bottom - PAD.top) * value) / max;
            return (
              <rect
                key={`${row.label}-${s.key}`}
                x={PAD.left + slot * i + slot * 0.15 + bar * j}
                y={bottom - h}
                width={bar}
                height={h}
                rx={1.5}
                style={{ fill: colour(s.color) }}
              >
                <title>{`${row.title}: ${s.label} ${value}`}</title>
              </rect>
            );
          }),
        )}
      </svg>
      <Legend series={series} />
    </Stack>
  );
}

/** Lines over the rows (a missing value is skipped and the line joins across it). */
function Lines({
  rows,
  series,
  height = 150,
  max: fixedMax,
  unit = '',
}: {
  rows: { label: string; title: string; values: Record<string, number | null> }[];
  series: readonly Series[];
  height?: number;
  max?: number;
  unit?: string;
}) {
  const max = fixedMax ?? niceMax(Math.max(1, ...rows.flatMap((r) => series.map((s) => r.values[s.key] ?? 0))));
  const plot = WIDTH - PAD.left - PAD.right;
  const bottom = height - PAD.bottom;
  const slot = plot / Math.max(1, rows.length);
  const x = (i: number) => PAD.left + slot * (i + 0.5);
  const y = (v: number) => bottom - ((bottom - PAD.top) * Math.min(v, max)) / max;
  return (
    <Stack gap={4}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className={classes.chart} aria-hidden="true" focusable="false">
        <Frame height={height} max={max} unit={unit} labels={rows.map((r) => r.label)} />
        {series.map((s) => {
          const points = rows.flatMap((row, i) => {
            const v = row.values[s.key];
            return v === null || v === undefined ? [] : [{ i, v, title: row.title }];
          });
          return (
            <g key={s.key}>
              <polyline
                points={points.map((p) => `${x(p.i)},${y(p.v)}`).join(' ')}
                fill="none"
                strokeWidth={2}
                strokeDasharray={s.dashed ? '5 4' : undefined}
                style={{ stroke: colour(s.color) }}
              />
              {!s.dashed &&
                points.map((p) => (
                  <circle key={p.i} cx={x(p.i)} cy={y(p.v)} r={2.5} style={{ fill: colour(s.color) }}>
                    <title>{`${p.title}: ${s.label} ${groupDigits(p.v)}${unit}`}</title>
                  </circle>
                ))}
            </g>
          );
        })}
      </svg>
      <Legend series={series} />
    </Stack>
  );
}

// ——— Cards ———

interface ChartCardProps {
  testId: string;
  title: string;
  /** One sentence saying what the chart shows, read by screen readers with the table below. */
  summary: string;
  /** Whether the chart has enough days to draw a trend, and the words when it has not. */
  trend: { part: ReadinessPart; ready: Readiness; day: string; within: string };
  /** The data as a table for screen readers: column headings and rows. */
  table: { head: string[]; rows: (string | number)[][] };
  children: ReactNode;
}

/** One chart: a visible title, its summary, the chart (or what it still needs) and a hidden table of the data. */
function ChartCard({ testId, title, summary, trend, table, children }: ChartCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid={testId} miw={0}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {summary}
      </Text>
      {!trend.ready.ready ? (
        <NotEnoughData part={trend.part} ready={trend.ready} day={trend.day} what="trend" within={trend.within} testId={`${testId}-not-enough`} />
      ) : (
        <>
          <figure aria-label={`${title}: ${summary}`} className={classes.figure}>
            {children}
          </figure>
          <VisuallyHidden>
            <table data-testid={`${testId}-table`}>
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

const areaColor = { Health: 'teal-8', Finance: 'blue-8', Relationship: 'pink-8' } as const;
type Area = keyof typeof areaColor;
const IN_WEEKS = `within ${CHART_WEEKS} weeks`;

function AreaChart({ area, charts, day }: { area: Area; charts: InsightCharts; day: string }) {
  const { weeks } = charts;
  const total = weeks.reduce((sum, w) => sum + w[area], 0);
  return (
    <ChartCard
      testId={`chart-${area}`}
      title={`${area}: items ticked off`}
      summary={`Plan items ticked off each week, the last ${CHART_WEEKS} weeks: ${total} in all.`}
      trend={{ part: area, ready: charts.trends[area], day, within: IN_WEEKS }}
      table={{ head: ['Week of', 'Items ticked off'], rows: weeks.map((w) => [formatCalendarDate(w.week), w[area]]) }}
    >
      <Bars
        rows={weeks.map((w) => ({ label: formatShortCalendarDate(w.week), title: `Week of ${formatCalendarDate(w.week)}`, values: { items: w[area] } }))}
        series={[{ key: 'items', label: 'Items ticked off', color: areaColor[area] }]}
      />
    </ChartCard>
  );
}

function RoutinesChart({ charts, day }: { charts: InsightCharts; day: string }) {
  const { weeks } = charts;
  const total = weeks.reduce((sum, w) => sum + w.checkIns, 0);
  return (
    <ChartCard
      testId="chart-routines"
      title="Routine check-ins"
      summary={`Routine check-ins each week, the last ${CHART_WEEKS} weeks: ${total} in all.`}
      trend={{ part: 'Routines', ready: charts.trends.routines, day, within: IN_WEEKS }}
      table={{ head: ['Week of', 'Check-ins'], rows: weeks.map((w) => [formatCalendarDate(w.week), w.checkIns]) }}
    >
      <Bars
        rows={weeks.map((w) => ({ label: formatShortCalendarDate(w.week), title: `Week of ${formatCalendarDate(w.week)}`, values: { checkIns: w.checkIns } }))}
        series={[{ key: 'checkIns', label: 'Check-ins', color: 'violet-8' }]}
      />
    </ChartCard>
  );
}

/** A day's calories as every part of /Insights writes them; today's are so far (the day is not over). */
const caloriesCell = (m: InsightCharts['meals'][number]) => (m.calories === null ? '—' : `${kcalText(m.calories)}${m.partial ? ' so far' : ''}`);

function MealsChart({ charts, day }: { charts: InsightCharts; day: string }) {
  const { meals } = charts;
  const eaten = meals.reduce((sum, m) => sum + m.eaten, 0);
  const planned = meals.reduce((sum, m) => sum + m.planned, 0);
  const withTarget = meals.some((m) => m.target !== null);
  const rows = meals.map((m) => ({ label: formatShortCalendarDate(m.day), title: formatCalendarDate(m.day) }));
  return (
    <ChartCard
      testId="chart-meals"
      title="Meals eaten and calories"
      summary={`Your meal plans' days, the last ${MEAL_DAYS} days and those to come: ${planned > 0 ? `${eaten} of ${planned} planned meals eaten, and ` : ''}the calories eaten each day${withTarget ? ' against your target' : ''}.`}
      trend={{ part: 'Meals', ready: charts.trends.meals, day, within: `within ${MEAL_DAYS} days` }}
      table={{
        head: ['Day', 'Planned', 'Eaten', 'Calories', 'Target'],
        rows: meals.map((m) => [formatCalendarDate(m.day), m.planned, m.eaten, caloriesCell(m), m.target === null ? '—' : kcalText(m.target)]),
      }}
    >
      <Stack gap="xs">
        <Text size="xs" fw={600} aria-hidden="true">
          Meals eaten of planned
        </Text>
        <Bars
          height={130}
          rows={meals.map((m, i) => ({ ...rows[i]!, values: { planned: m.planned, eaten: m.eaten } }))}
          series={[
            { key: 'planned', label: 'Planned', color: 'gray-5' },
            { key: 'eaten', label: 'Eaten', color: 'orange-8' },
          ]}
        />
        <Text size="xs" fw={600} aria-hidden="true">
          Calories (kcal)
        </Text>
        <Lines
          height={130}
          rows={meals.map((m, i) => ({ ...rows[i]!, values: { calories: m.calories, target: m.target } }))}
          series={[
            { key: 'calories', label: 'Calories', color: 'orange-8' },
            ...(withTarget ? [{ key: 'target', label: 'Target', color: 'gray-7', dashed: true }] : []),
          ]}
        />
      </Stack>
    </ChartCard>
  );
}

function MoodChart({ charts, day }: { charts: InsightCharts; day: string }) {
  const { mood } = charts;
  const logged = mood.filter((d) => d.mood !== null).length;
  return (
    <ChartCard
      testId="chart-mood"
      title="Good days"
      summary={`The percent of calm-or-better days among those logged in the ${MOOD_ROLLING_DAYS} days up to each day, the last ${MOOD_DAYS} days (${logged} logged).`}
      trend={{ part: 'Mood', ready: charts.trends.mood, day, within: `within ${MOOD_DAYS} days` }}
      table={{
        head: ['Day', 'Mood', 'Good days'],
        rows: mood.map((d) => [formatCalendarDate(d.day), d.mood ?? 'Not logged', d.goodPercent === null ? '—' : percentText(d.goodPercent)]),
      }}
    >
      <Lines
        height={170}
        max={100}
        unit="%"
        rows={mood.map((d) => ({
          label: formatShortCalendarDate(d.day),
          title: `${formatCalendarDate(d.day)} (mood: ${d.mood ?? 'not logged'})`,
          values: { good: d.goodPercent },
        }))}
        series={[{ key: 'good', label: 'Good days', color: 'grape-8' }]}
      />
    </ChartCard>
  );
}

/** The "Trends" charts: one a plan area, routines, meals and mood, live from the records. */
export function Trends({ charts, day }: { charts: InsightCharts; day: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <AreaChart area="Health" charts={charts} day={day} />
      <AreaChart area="Finance" charts={charts} day={day} />
      <AreaChart area="Relationship" charts={charts} day={day} />
      <RoutinesChart charts={charts} day={day} />
      <MealsChart charts={charts} day={day} />
      <MoodChart charts={charts} day={day} />
    </SimpleGrid>
  );
}
