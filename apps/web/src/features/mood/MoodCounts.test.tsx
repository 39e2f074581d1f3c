import { MOOD_DAYS, RATE_MIN_DAYS } from '@iyl/core/insights/constants';
import { moodFigures } from '@iyl/core/insights/figures';
import { readinessWords } from '@iyl/core/insights/readiness';
import type { Mood } from '@iyl/core/mood/constants';
import { moods } from '@iyl/core/mood/constants';
import type { MoodReport, MoodStat } from '@iyl/core/mood/contract';
import { addDays } from '@iyl/core/time/zone';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MoodCounts } from './MoodCounts.tsx';

const today = '2026-12-07';

/** The report and counts the server sends for these moods, one a day up to today (mood service: moodFigures). */
function answer(logged: Mood[]): { report: MoodReport; stat: MoodStat } {
  const days = logged.map((mood, i) => ({ day: addDays(today, i - logged.length + 1), mood }));
  const f = moodFigures(days, today);
  const n = (mood: Mood) => f.counts[mood] ?? 0;
  const report: MoodReport = {
    exicted: n('Excited'),
    confident: n('Confident'),
    happy: n('Happy'),
    grateful: n('Grateful'),
    stressed: n('Stressed'),
    angry: n('Angry'),
    score: f.ready.ready ? f.rating : null,
    days: 30,
    day: today,
    ready: f.ready,
  };
  const counts = moods.map((mood) => ({ mood, count: n(mood) }));
  return { report, stat: { days: 30, from: addDays(today, -29), to: today, counts, total: days.length } };
}

const render = (logged: Mood[]) => {
  const { report, stat } = answer(logged);
  // Text only, as a reader gets it: tags dropped, entities read.
  const html = renderToStaticMarkup(
    <MantineProvider>
      <MoodCounts report={report} stat={stat} />
    </MantineProvider>,
  );
  return { html, text: html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' '), report };
};

describe('the mood page’s 30 days: no score below the days /Insights rates from, in /Insights’ words', () => {
  it('one Stressed day: "Not enough data yet", what is needed and when, as /Insights says it; no score', () => {
    const { text, report } = render(['Stressed']);
    const words = readinessWords('Mood', report.ready, today, 'rating', `within ${MOOD_DAYS} days`);
    expect(text).toContain('Not enough data yet');
    expect(text).toContain(words.needed);
    expect(text).toContain(`You have 1 of the ${RATE_MIN_DAYS} so far.`);
    expect(text).toContain(words.when);
    expect(text).not.toMatch(/Mood score/);
    expect(text).not.toMatch(/\d+ \/ 10/);
  });

  it(`${RATE_MIN_DAYS - 1} days are still not enough`, () => {
    const { text } = render(Array<Mood>(RATE_MIN_DAYS - 1).fill('Happy'));
    expect(text).toContain('Not enough data yet');
    expect(text).not.toMatch(/Mood score/);
  });

  it(`from ${RATE_MIN_DAYS} days, the spec's score: (excited + confident + happy + grateful) / (stressed + angry) × 10`, () => {
    const { text } = render(['Stressed', 'Happy', 'Angry', 'Calm', 'Grateful', 'Stressed', 'Happy']);
    // (2 happy + 1 grateful) / (2 stressed + 1 angry) × 10 = 10
    expect(text).toContain('Mood score 10 / 10');
    expect(text).not.toContain('Not enough data yet');
    const low = render(['Stressed', 'Happy', 'Angry', 'Angry', 'Stressed', 'Stressed', 'Angry']).text;
    // 1 / 6 × 10 = 1.7
    expect(low).toContain('Mood score 1.7 / 10');
  });
});
