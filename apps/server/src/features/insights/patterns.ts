import { isGoodMood, PATTERN_ITERATIONS, PATTERN_ROUTINES_MAX } from '@iyl/core/insights/constants';
import type { PatternView } from '@iyl/core/insights/contract';
import { describePattern, findPatterns, type PatternCandidate } from '@iyl/core/insights/statistics';
import type { Mood } from '@iyl/core/mood/constants';
import { addDays, laterDay } from '@iyl/core/time/zone';

/*
 * Which of the customer's daily behaviours are tested against their mood (issue 34): each routine's
 * days (done or not, paused days unknown), eating every planned meal, and ticking off plan work; each
 * with mood the same day and the next. Days before today only: a day not over is not judged.
 */

export interface RoutineHistory {
  routines: { id: string; title: string; startDay: string; endDay: string | null }[];
  days: { routineId: string; day: string; state: 'done' | 'skipped' }[];
  pauses: { routineId: string; fromDay: string; toDay: string | null }[];
}

export interface PatternInput {
  /** The first and last day judged (YYYY-MM-DD, inclusive; the last is yesterday). */
  from: string;
  to: string;
  moods: { day: string; mood: Mood }[];
  routines: RoutineHistory;
  meals: { day: string; planned: number; eaten: number }[];
  /** Days with at least one plan item ticked off. */
  planDays: string[];
}

/** Serialisable candidates (a worker thread receives them): exposure as [day, done] pairs. */
export interface CandidateData {
  id: string;
  label: string;
  routineId: string | null;
  lag: 0 | 1;
  exposure: [string, boolean][];
}

const quoted = (title: string) => `“${title.length > 60 ? `${title.slice(0, 59).trimEnd()}…` : title}”`;

function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** The behaviours to test and the outcome, from the customer's records. */
export function patternCandidates(input: PatternInput): { outcome: [string, boolean][]; candidates: CandidateData[] } {
  const { from, to } = input;
  const outcome = input.moods.filter((m) => m.day >= from && m.day <= to).map((m): [string, boolean] => [m.day, isGoodMood(m.mood)]);
  const behaviours: Omit<CandidateData, 'lag'>[] = [];

  const doneBy = new Map<string, Set<string>>();
  for (const d of input.routines.days) if (d.state === 'done') (doneBy.get(d.routineId) ?? doneBy.set(d.routineId, new Set()).get(d.routineId)!).add(d.day);
  const routineExposures = input.routines.routines.map((r) => {
    const first = laterDay(r.startDay, from);
    const last = r.endDay && r.endDay < to ? r.endDay : to;
    const paused = input.routines.pauses.filter((p) => p.routineId === r.id);
    const done = doneBy.get(r.id) ?? new Set<string>();
    const exposure = daysFrom(first, last)
      .filter((day) => !paused.some((p) => p.fromDay <= day && (p.toDay === null || day < p.toDay)))
      .map((day): [string, boolean] => [day, done.has(day)]);
    return { r, exposure, doneDays: exposure.filter(([, d]) => d).length };
  });
  routineExposures
    .filter((e) => e.exposure.length > 0)
    .sort((a, b) => b.doneDays - a.doneDays)
    .slice(0, PATTERN_ROUTINES_MAX)
    .forEach(({ r, exposure }) => {
      behaviours.push({ id: `routine:${r.id}`, label: quoted(r.title), routineId: r.id, exposure });
    });

  const mealDays = input.meals.filter((m) => m.day >= from && m.day <= to && m.planned > 0);
  if (mealDays.length) {
    behaviours.push({ id: 'meals', label: 'every planned meal eaten', routineId: null, exposure: mealDays.map((m) => [m.day, m.eaten >= m.planned]) });
  }

  const firstPlanDay = [...input.planDays].sort()[0];
  if (firstPlanDay) {
    const ticked = new Set(input.planDays);
    const start = laterDay(firstPlanDay, from);
    behaviours.push({ id: 'plans', label: 'a plan task, goal or habit ticked off', routineId: null, exposure: daysFrom(start, to).map((day) => [day, ticked.has(day)]) });
  }

  const candidates = behaviours.flatMap((b) => [0, 1].map((lag) => ({ ...b, id: `${b.id}:${lag}`, lag: lag as 0 | 1 })));
  return { outcome, candidates };
}

/** The tested patterns in plain words (pure; runs on a worker thread: thousands of permutations per behaviour). */
export function computePatterns(input: { outcome: [string, boolean][]; candidates: CandidateData[]; seed: number }): { tested: number; untested: number; items: PatternView[] } {
  const candidates: PatternCandidate[] = input.candidates.map((c) => ({ id: c.id, label: c.label, lag: c.lag, exposure: new Map(c.exposure) }));
  const { tested, patterns } = findPatterns(candidates, new Map(input.outcome), { seed: input.seed, iterations: PATTERN_ITERATIONS });
  const routineOf = new Map(input.candidates.map((c) => [c.id, c.routineId]));
  return {
    tested,
    untested: candidates.length - tested,
    items: patterns.map((p) => ({
      id: p.id,
      label: p.label,
      routineId: routineOf.get(p.id) ?? null,
      lag: p.lag,
      n: p.n,
      withPercent: Math.round(p.rateExposed * 100),
      withoutPercent: Math.round(p.rateOther * 100),
      text: describePattern(p),
    })),
  };
}
