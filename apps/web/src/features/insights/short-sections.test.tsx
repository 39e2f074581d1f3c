import { rated } from '@iyl/core/insights/figures';
import type { InsightsOverview, MealReport, MoodReport } from '@iyl/core/insights/contract';
import { readiness } from '@iyl/core/insights/readiness';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Generation } from './api.ts';
import { PerformanceAnalysis } from './ReportSection.tsx';

const day = '2026-12-07';
const none = readiness([], day, 7, 30);
const idle: Generation = { pending: false, failed: false, retry: () => undefined };

/** A new customer minutes after sign-up: no meal plan, no meal eaten, no mood logged. */
function newCustomer(): InsightsOverview {
  const base = { source: 'builtin', generatedAt: `${day}T09:00:00Z`, day };
  const meals = { kind: 'meals', ...base, figures: { ...rated(null), ready: none, plan: null, preferred: [] }, words: { Health: { WatchOut: '' } } } as unknown as MealReport;
  const mood = { kind: 'mood', ...base, figures: { ...rated(null), ready: none }, words: { MoodSummary: { Advice: '', MoodWatchOut: '' } } } as unknown as MoodReport;
  return { day, goals: { report: null, fresh: true }, meals: { report: meals, fresh: true }, mood: { report: mood, fresh: true } } as unknown as InsightsOverview;
}

/** The badge in a section's header. */
function badge(html: string, name: string) {
  return new RegExp(`data-testid="rating-${name}"[^>]*>(?:<[^>]+>)*([^<]+)<`).exec(html)?.[1];
}

describe('sections short of data read alike', () => {
  it('a new customer’s Meals badge reads "Not enough data yet", as the Mood one does (not "No rating yet")', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <MemoryRouter>
          <PerformanceAnalysis overview={newCustomer()} generations={{ goals: idle, meals: idle, mood: idle }} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(badge(html, 'Mood')).toBe('Not enough data yet');
    expect(badge(html, 'Meals')).toBe('Not enough data yet');
    expect(html).not.toContain('No rating yet');
  });
});
