import { shuffle } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { addDays } from '../time/zone.ts';
import {
  analyseExperiment,
  association,
  type DayPair,
  describeExperiment,
  describePattern,
  type ExperimentEntry,
  type ExperimentResult,
  findPatterns,
  holm,
  type PatternCandidate,
  pairDays,
  permutationPValue,
  planExperiment,
  seededRandom,
} from './statistics.ts';

const START = '2026-01-01';

/** `days` consecutive days from START with a value each, drawn from `value`. */
function series(days: number, value: (i: number) => boolean, start = START): Map<string, boolean> {
  return new Map(Array.from({ length: days }, (_, i) => [addDays(start, i), value(i)] as const));
}

describe('seededRandom', () => {
  it('gives the same values for a seed, other values for another seed, all in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 1000 }, () => c())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const average = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(average).toBeGreaterThan(0.45);
    expect(average).toBeLessThan(0.55);
  });
});

describe('pairDays', () => {
  const outcome = new Map([
    ['2026-01-01', true],
    ['2026-01-02', false],
    // 01-03 has no mood: unknown, not bad.
    ['2026-01-04', true],
  ]);
  const exposure = new Map([
    ['2026-01-03', true],
    ['2026-01-01', true],
    ['2026-01-02', false],
    // 01-04 has no record of the behaviour: unknown, not "not done".
  ]);

  it('pairs each day with the same day’s mood at lag 0, skipping unknown days', () => {
    expect(pairDays(outcome, exposure, 0)).toEqual([
      { day: '2026-01-01', exposed: true, good: true },
      { day: '2026-01-02', exposed: false, good: false },
    ]);
  });
  it('pairs each day with the next day’s mood at lag 1, across a month’s end', () => {
    expect(pairDays(outcome, exposure, 1)).toEqual([
      { day: '2026-01-01', exposed: true, good: false },
      { day: '2026-01-03', exposed: true, good: true },
    ]);
    const turn = pairDays(new Map([['2026-02-01', true]]), new Map([['2026-01-31', false]]), 1);
    expect(turn).toEqual([{ day: '2026-01-31', exposed: false, good: true }]);
  });
});

describe('association', () => {
  it('counts both groups and their rates of good days', () => {
    const pairs: DayPair[] = [
      ...[true, true, true, false].map((good, i) => ({ day: addDays(START, i), exposed: true, good })),
      ...[true, false, false, false, false, false].map((good, i) => ({ day: addDays(START, 10 + i), exposed: false, good })),
    ];
    const a = association(pairs);
    expect(a).toMatchObject({ n: 10, exposedN: 4, otherN: 6 });
    expect(a.rateExposed).toBeCloseTo(0.75);
    expect(a.rateOther).toBeCloseTo(1 / 6);
    expect(a.difference).toBeCloseTo(0.75 - 1 / 6);
  });
  it('has no rate for an empty group', () => {
    const a = association([{ day: START, exposed: true, good: true }]);
    expect(a.rateExposed).toBe(1);
    expect(a.rateOther).toBeNaN();
  });
});

describe('permutationPValue', () => {
  it('is small for a perfect split, large for none, and never 0', () => {
    const perfect = Array.from({ length: 20 }, (_, i) => ({ day: addDays(START, i), exposed: i % 2 === 0, good: i % 2 === 0 }));
    const p = permutationPValue(perfect, { iterations: 999, random: seededRandom(1) });
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(0.01);
    // Every shuffle is at least as extreme as no difference at all.
    const none = Array.from({ length: 20 }, (_, i) => ({ day: addDays(START, i), exposed: i % 2 === 0, good: i % 4 < 2 }));
    expect(permutationPValue(none, { iterations: 99, random: seededRandom(1) })).toBe(1);
  });
  it('is the same for the same seed', () => {
    const pairs = Array.from({ length: 30 }, (_, i) => ({ day: addDays(START, i), exposed: i % 3 === 0, good: i % 5 < 3 }));
    const a = permutationPValue(pairs, { iterations: 500, random: seededRandom(3) });
    expect(permutationPValue(pairs, { iterations: 500, random: seededRandom(3) })).toBe(a);
  });
});

/** Each value within 1e-12 of the one wanted. */
function expectCloseTo(actual: readonly number[], wanted: readonly number[]) {
  expect(actual).toHaveLength(wanted.length);
  wanted.forEach((want, i) => {
    expect(actual[i]).toBeCloseTo(want, 12);
  });
}

describe('holm', () => {
  it('matches a worked example, in the order given', () => {
    const adjusted = holm([0.01, 0.04, 0.03, 0.2]);
    expect(adjusted).toHaveLength(4);
    expectCloseTo(adjusted, [0.04, 0.09, 0.09, 0.2]);
  });
  it('is monotone in the ranks and capped at 1', () => {
    // 0.5 alone would be 0.5 × 1, but it may not rank below 0.3's 0.3 × 2.
    const monotone = holm([0.5, 0.01, 0.3]);
    expectCloseTo(monotone, [0.6, 0.03, 0.6]);
    const capped = holm([0.6, 0.7, 0.01]);
    expectCloseTo(capped, [1, 1, 0.03]);
    expect(holm([])).toEqual([]);
  });
});

/**
 * Outcome and one behaviour where mood is good `rateExposed` of the time `lag` days after the behaviour,
 * else `rateOther`. Drawn day by day; or, when `exact`, with exactly those shares, in an order shuffled by the seed.
 */
function planted(days: number, seed: number, lag: 0 | 1, rateExposed: number, rateOther: number, exact = false) {
  const random = seededRandom(seed);
  /** `count` values, `share` of them true: drawn one by one, or exactly that many in a seeded order. */
  const draw = (count: number, share: number) => {
    if (!exact) return Array.from({ length: count }, () => random() < share);
    const trues = Math.round(count * share);
    return shuffle(
      Array.from({ length: count }, (_, i) => i < trues),
      random,
    );
  };
  const flags = draw(days, 0.5);
  const exposure = new Map(flags.map((exposed, i) => [addDays(START, i), exposed] as const));
  const goodExposed = draw(flags.filter(Boolean).length, rateExposed);
  const goodOther = draw(flags.filter((f) => !f).length, rateOther);
  const outcome = new Map<string, boolean>();
  if (lag === 1) outcome.set(START, random() < 0.5);
  flags.forEach((exposed, i) => {
    outcome.set(addDays(START, i + lag), (exposed ? goodExposed : goodOther).pop()!);
  });
  return { exposure, outcome };
}

describe('findPatterns', () => {
  const label = 'your evening wind-down';

  it('never shows a pattern below 14 matched days, even a perfect one', () => {
    const exposure = series(13, (i) => i % 2 === 0);
    const outcome = series(13, (i) => i % 2 === 0);
    const result = findPatterns([{ id: 'wind-down', label, lag: 0, exposure }], outcome, { seed: 1 });
    expect(result).toEqual({ tested: 0, patterns: [] });
  });
  it('shows a strong pattern from 14 matched days', () => {
    const exposure = series(14, (i) => i % 2 === 0);
    const outcome = series(14, (i) => i % 2 === 0);
    const result = findPatterns([{ id: 'wind-down', label, lag: 0, exposure }], outcome, { seed: 1 });
    expect(result.tested).toBe(1);
    expect(result.patterns).toHaveLength(1);
    expect(result.patterns[0]).toMatchObject({ id: 'wind-down', n: 14, exposedN: 7, otherN: 7, rateExposed: 1, rateOther: 0 });
  });
  it('leaves behaviours with too few days out of the correction', () => {
    const outcome = series(14, (i) => i % 2 === 0);
    const short = (id: string): PatternCandidate => ({ id, label: id, lag: 0, exposure: series(10, (i) => i % 2 === 0) });
    const candidates = [{ id: 'wind-down', label, lag: 0 as const, exposure: series(14, (i) => i % 2 === 0) }, short('a'), short('b'), short('c')];
    const result = findPatterns(candidates, outcome, { seed: 1 });
    expect(result.tested).toBe(1);
    expect(result.patterns.map((p) => p.id)).toEqual(['wind-down']);
    expect(result.patterns[0]!.pAdjusted).toBe(result.patterns[0]!.p);
  });
  it('does not test a behaviour with fewer than 4 days in a group, nor count it in the correction', () => {
    const outcome = series(30, (i) => i < 3);
    const rare = series(30, (i) => i < 3);
    const result = findPatterns([{ id: 'rare', label, lag: 0, exposure: rare }], outcome, { seed: 1 });
    expect(result).toEqual({ tested: 0, patterns: [] });
  });

  it('finds a planted next-day association, at the right lag, in plain words', () => {
    const { exposure, outcome } = planted(40, 2026, 1, 0.8, 0.3, true);
    const random = seededRandom(99);
    const noise = (id: string): PatternCandidate => ({ id, label: id, lag: 0, exposure: series(40, () => random() < 0.5) });
    const candidates: PatternCandidate[] = [
      { id: 'wind-down-same-day', label, lag: 0, exposure },
      { id: 'wind-down', label, lag: 1, exposure },
      noise('walk'),
      noise('journal'),
      noise('no-screens'),
    ];
    const result = findPatterns(candidates, outcome, { seed: 5 });
    expect(result.tested).toBe(5);
    expect(result.patterns.map((p) => p.id)).toEqual(['wind-down']);
    const [found] = result.patterns;
    expect(found).toMatchObject({ lag: 1, n: 40, exposedN: 20, otherN: 20 });
    expect(found!.rateExposed).toBeCloseTo(0.8);
    expect(found!.rateOther).toBeCloseTo(0.3);
    expect(found!.pAdjusted).toBeGreaterThanOrEqual(found!.p);
    expect(found!.pAdjusted).toBeLessThanOrEqual(0.05);
    expect(describePattern(found!)).toBe(
      'On days after a day with your evening wind-down, your mood was calm or better 80% of the time, against 30% on other days ' +
        '(n = 40 days). This is an association, not proof of cause.',
    );
    expect(describePattern({ ...found!, lag: 0 })).toMatch(/^On days with your evening wind-down, /);
  });

  // Over 1000 simulated runs a single behaviour like this is found 86 % of the time; 100 runs are held to 75.
  it('finds a planted association (80 % against 30 %, 40 days, drawn day by day) in at least 75 of 100 runs', () => {
    let found = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const { exposure, outcome } = planted(40, seed * 7919, 1, 0.8, 0.3);
      const result = findPatterns([{ id: 'wind-down', label, lag: 1, exposure }], outcome, { seed, iterations: 300 });
      if (result.patterns.some((p) => p.id === 'wind-down' && p.difference > 0)) found++;
    }
    expect(found).toBeGreaterThanOrEqual(75);
  });

  it('reports any pattern in at most 10 % of 200 runs without a real effect (Holm keeps the family-wise error near 5 %)', () => {
    const runs = 200;
    let anyCorrected = 0;
    let anyUncorrected = 0;
    for (let run = 0; run < runs; run++) {
      const random = seededRandom(10_000 + run);
      const outcome = series(41, () => random() < 0.5);
      const candidates: PatternCandidate[] = Array.from({ length: 5 }, (_, c) => ({
        id: `b${c}`,
        label: `behaviour ${c}`,
        lag: (c % 2) as 0 | 1,
        exposure: series(40, () => random() < 0.5),
      }));
      const result = findPatterns(candidates, outcome, { seed: run, iterations: 300 });
      if (result.patterns.length > 0) anyCorrected++;
      // The same tests without the correction, to show it matters.
      const raw = candidates.map((c, i) =>
        permutationPValue(pairDays(outcome, c.exposure, c.lag), { iterations: 300, random: seededRandom(run * 31 + i) }),
      );
      if (raw.some((p) => p <= 0.05)) anyUncorrected++;
    }
    // Holm promises ≤ 5 %; 10 % leaves a binomial margin (200 runs: 5 % ± 2 × 1.5 %).
    expect(anyCorrected / runs).toBeLessThanOrEqual(0.1);
    // Five uncorrected tests at 5 % each give about 1 − 0.95⁵ ≈ 23 % runs with a "pattern".
    expect(anyUncorrected / runs).toBeGreaterThan(0.12);
  });
});

describe('planExperiment', () => {
  it('has exactly half "do" days (rounded down), on consecutive days from the start', () => {
    for (const days of [14, 15, 21, 28]) {
      const plan = planExperiment({ start: '2026-02-20', days, seed: 4 });
      expect(plan).toHaveLength(days);
      expect(plan.filter((d) => d.assigned === 'do')).toHaveLength(Math.floor(days / 2));
      expect(plan.filter((d) => d.assigned === 'skip')).toHaveLength(days - Math.floor(days / 2));
      expect(plan.map((d) => d.day)).toEqual(Array.from({ length: days }, (_, i) => addDays('2026-02-20', i)));
    }
  });
  it('is the same for a seed and different for another seed', () => {
    const a = planExperiment({ start: START, days: 20, seed: 11 });
    expect(planExperiment({ start: START, days: 20, seed: 11 })).toEqual(a);
    expect(planExperiment({ start: START, days: 20, seed: 12 }).map((d) => d.assigned)).not.toEqual(a.map((d) => d.assigned));
  });
  it('throws a RangeError outside 14..28 days', () => {
    for (const days of [13, 29, 0, -14, 14.5, Number.NaN]) {
      expect(() => planExperiment({ start: START, days, seed: 1 })).toThrow(RangeError);
    }
    expect(() => planExperiment({ start: START, days: 14, seed: 1 })).not.toThrow();
    expect(() => planExperiment({ start: START, days: 28, seed: 1 })).not.toThrow();
  });
});

/** A lived 28-day experiment: good `rateDo` of the do-days and `rateSkip` of the skip-days. */
function lived(seed: number, rateDo: number, rateSkip: number, days = 28): ExperimentEntry[] {
  const random = seededRandom(seed ^ 0x5bd1e995);
  return planExperiment({ start: START, days, seed }).map((d) => ({
    ...d,
    good: random() < (d.assigned === 'do' ? rateDo : rateSkip),
  }));
}

describe('analyseExperiment', () => {
  it('compares the arms as assigned, leaving out days with no mood', () => {
    const entries: ExperimentEntry[] = [
      ...[true, true, true, true, false, null].map((good, i) => ({ day: addDays(START, i), assigned: 'do' as const, good })),
      ...[false, false, false, true, false, null, null].map((good, i) => ({ day: addDays(START, 10 + i), assigned: 'skip' as const, good })),
    ];
    const result = analyseExperiment(entries, { seed: 1 });
    expect(result).toMatchObject({ doN: 5, skipN: 5 });
    expect(result.rateDo).toBeCloseTo(0.8);
    expect(result.rateSkip).toBeCloseTo(0.2);
    expect(result.difference).toBeCloseTo(0.6);
    expect(result.low!).toBeLessThanOrEqual(0.6);
    expect(result.high!).toBeGreaterThanOrEqual(0.6);
    expect(analyseExperiment(entries, { seed: 1 })).toEqual(result);
  });

  it('says too few with under 5 days with a mood in an arm', () => {
    // Only 4 skip days have a mood; every do-day has one.
    let skipsKept = 0;
    const entries = lived(3, 0.85, 0.25).map((e) => (e.assigned === 'skip' && ++skipsKept > 4 ? { ...e, good: null } : e));
    const result = analyseExperiment(entries, { seed: 1 });
    expect(result).toMatchObject({ doN: 14, skipN: 4, verdict: 'too-few', low: null, high: null });
    // One more skip day with a mood is enough to judge.
    skipsKept = 0;
    const five = lived(3, 0.85, 0.25).map((e) => (e.assigned === 'skip' && ++skipsKept > 5 ? { ...e, good: null } : e));
    expect(analyseExperiment(five, { seed: 1 }).verdict).not.toBe('too-few');
    expect(analyseExperiment([], { seed: 1 })).toMatchObject({ doN: 0, skipN: 0, rateDo: null, verdict: 'too-few' });
  });

  // Over 2000 simulated runs this design says better 91 % of the time (the interval's low end often
  // lands exactly on 0 with 14 days an arm, which counts as unclear), so 100 runs are held to 85.
  it('calls an interval that touches 0 unclear, not better', () => {
    const day = (i: number) => addDays(START, i);
    const entries: ExperimentEntry[] = [
      ...[true, true, true, true, true].map((good, i) => ({ day: day(i), assigned: 'do' as const, good })),
      ...[true, true, true, true, false].map((good, i) => ({ day: day(5 + i), assigned: 'skip' as const, good })),
    ];
    // The do-arm is always 100 %; a third of the resampled skip-arms are too, so the interval starts at exactly 0.
    const result = analyseExperiment(entries, { seed: 2 });
    expect(result.low).toBe(0);
    expect(result.high!).toBeGreaterThan(0);
    expect(result.verdict).toBe('unclear');
    // The same the other way round: an interval that ends at exactly 0 is unclear, not worse.
    const swapped = entries.map((e) => ({ ...e, assigned: e.assigned === 'do' ? ('skip' as const) : ('do' as const) }));
    const mirrored = analyseExperiment(swapped, { seed: 2 });
    expect(mirrored.high).toBe(0);
    expect(mirrored.verdict).toBe('unclear');
  });

  it('says worse when mood is clearly better on the skip days', () => {
    expect(analyseExperiment(lived(7, 0.1, 0.9), { seed: 7 })).toMatchObject({ verdict: 'worse' });
  });

  it('says better in at least 85 % of 100 runs with a real effect (85 % against 25 %, 28 days), never worse', () => {
    const verdicts = Array.from({ length: 100 }, (_, seed) => analyseExperiment(lived(seed, 0.85, 0.25), { seed }).verdict);
    expect(verdicts.filter((v) => v === 'better').length).toBeGreaterThanOrEqual(85);
    expect(verdicts).not.toContain('worse');
  });

  it('says better or worse in at most 10 % of 100 runs without an effect', () => {
    const verdicts = Array.from({ length: 100 }, (_, seed) => analyseExperiment(lived(1000 + seed, 0.5, 0.5), { seed }).verdict);
    expect(verdicts.filter((v) => v === 'better' || v === 'worse').length).toBeLessThanOrEqual(10);
    expect(verdicts.filter((v) => v === 'unclear').length).toBeGreaterThanOrEqual(90);
  });
});

describe('describeExperiment', () => {
  const label = 'your evening wind-down';
  const base: ExperimentResult = { doN: 14, skipN: 13, rateDo: 0.85, rateSkip: 0.3, difference: 0.55, low: 0.24, high: 0.81, verdict: 'better' };

  it('says better with the figures and the interval in percentage points', () => {
    expect(describeExperiment(base, label)).toBe(
      'Over these days your evening wind-down went with a better mood: your mood was calm or better on 85% of the days set for ' +
        'your evening wind-down and 30% of the skip days (14 and 13 days), a difference of +55 percentage points ' +
        '(95% interval +24 to +81). The days were drawn at random, so chance alone is an unlikely explanation.',
    );
  });
  it('says worse', () => {
    const worse = { ...base, rateDo: 0.2, rateSkip: 0.7, difference: -0.5, low: -0.8, high: -0.15, verdict: 'worse' as const };
    expect(describeExperiment(worse, label)).toMatch(/^Over these days your evening wind-down went with a worse mood: .*-50 percentage points \(95% interval -80 to -15\)/);
  });
  it('says unclear as too small to tell apart from chance', () => {
    const unclear = { ...base, rateDo: 0.5, rateSkip: 0.46, difference: 0.04, low: -0.3, high: 0.35, verdict: 'unclear' as const };
    expect(describeExperiment(unclear, label)).toMatch(
      /^The difference is too small to tell apart from chance: .*a difference of \+4 percentage points \(95% interval -30 to \+35\)\. /,
    );
  });
  it('says too few with the counts', () => {
    const tooFew: ExperimentResult = { doN: 7, skipN: 3, rateDo: 0.5, rateSkip: 1, difference: -0.5, low: null, high: null, verdict: 'too-few' };
    expect(describeExperiment(tooFew, label)).toBe(
      'Too few days with a mood to judge your evening wind-down yet: 7 on “do” days and 3 on “skip” days, and each needs at least 5.',
    );
    // An experiment that has ended has no more days to come.
    expect(describeExperiment(tooFew, label, { over: true })).toMatch(/^Too few days with a mood to judge your evening wind-down: 7 on/);
  });
});
