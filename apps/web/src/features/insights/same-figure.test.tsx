import type { DashboardMetrics } from '@iyl/core/dashboard/contract';
import { areaFigures, areaReadiness } from '@iyl/core/insights/figures';
import type { AreaFigure, GoalReport, InsightsOverview } from '@iyl/core/insights/contract';
import type { planAreas } from '@iyl/core/plans/constants';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaScores } from '../dashboard/public/AreaScores.tsx';
import type { Generation } from './api.ts';
import { PerformanceAnalysis } from './ReportSection.tsx';

const day = '2026-12-07';
/** The review's demo customer: /Board read 22.2 %, 77.8 % and 44.4 %. */
const metrics: DashboardMetrics = {
  Health: { taskPerformance: 0, goalPerformance: 66.7, habitPerformance: 0 },
  Finance: { taskPerformance: 66.7, goalPerformance: 100, habitPerformance: 66.7 },
  Relationship: { taskPerformance: 33.3, goalPerformance: 100, habitPerformance: 0 },
} as DashboardMetrics;

const text = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  )
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The goals report /Insights gets for the same customer: each area's figures as the server works them out. */
function overview(): InsightsOverview {
  const ready = areaReadiness(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'], day);
  const area = (name: (typeof planAreas)[number]): AreaFigure => ({
    ...areaFigures(metrics[name], 9, ready),
    taskPerformance: Math.round(metrics[name].taskPerformance),
    goalPerformance: Math.round(metrics[name].goalPerformance),
    habitPerformance: Math.round(metrics[name].habitPerformance),
    items: 9,
    done: 3,
    parts: { tasks: 3, goals: 3, habits: 3 },
  });
  const words = { GoodHabits: [], RatingComment: '', PredictiveOutcome: '', WatchOut: '' };
  const report = {
    kind: 'goals',
    figures: { Health: area('Health'), Finance: area('Finance'), Relationship: area('Relationship') },
    words: { Health: words, Finance: { ...words, StrongFinancialDiscipline: [] }, Relationships: { ...words, ActiveEmotionalConnection: [] } },
    source: 'builtin',
    generatedAt: `${day}T09:00:00Z`,
    day,
  } as unknown as GoalReport;
  return { day, goals: { report, fresh: true }, meals: { report: null, fresh: true }, mood: { report: null, fresh: true } } as unknown as InsightsOverview;
}

const idle: Generation = { pending: false, failed: false, retry: () => undefined };

describe('the same figure reads the same on /Board and /Insights', () => {
  it('each area’s performance: "22.2% performance" on the board, "Performance 22.2%" on Insights (and its rating x/10 on both)', () => {
    const board = text(<AreaScores metrics={metrics} headingOrder={2} />);
    const insights = text(<PerformanceAnalysis overview={overview()} generations={{ goals: idle, meals: idle, mood: idle }} />);
    const read: string[] = [];
    for (const [name, expected] of [
      ['Health', '22.2%'],
      ['Finance', '77.8%'],
      ['Relationship', '44.4%'],
    ] as const) {
      expect(board, name).toContain(`${expected} performance`);
      expect(insights, name).toContain(`Performance ${expected}`);
      const outOfTen = /(\d+(?:\.\d)?)\/10/.exec(board.slice(board.indexOf(name)))?.[1];
      expect(insights.slice(insights.indexOf(name)), name).toMatch(new RegExp(`^${name} ${outOfTen?.replace('.', '\\.')}/10`));
      read.push(expected);
    }
    expect(read).toHaveLength(3);
  });
});
