/**
 * Behavioural insights (issue 34), the statistics part: honest patterns between a customer's daily
 * mood and their daily behaviours, and small self-experiments. Pure: no clock, no I/O, and every
 * random draw comes from a seeded generator, so the same data and seed always give the same answer.
 * The arithmetic is simple-statistics'; this module only says which test is run and how it is read.
 */
import { mean, quantile, sampleWithReplacement, shuffle, shuffleInPlace } from 'simple-statistics';
import { addDays } from '../time/zone.ts';
import { EXPERIMENT_MAX_DAYS, EXPERIMENT_MIN_ARM_DAYS, EXPERIMENT_MIN_DAYS, PATTERN_MIN_DAYS, PATTERN_MIN_GROUP_DAYS } from './constants.ts';

/** A day's outcome and behaviour, paired: `exposed` on `day`, and whether mood was good `lag` days later. */
export type DayPair = { day: string; exposed: boolean; good: boolean };

/** How often mood was good with and without the behaviour; rates are fractions 0..1 (NaN for an empty group). */
export type Association = {
  n: number;
  exposedN: number;
  otherN: number;
  rateExposed: number;
  rateOther: number;
  difference: number;
};

/** A behaviour to test against mood: its days (true = done, false = not done; a missing day is unknown). */
export type PatternCandidate = {
  id: string;
  /** The caller's words for the behaviour, e.g. "your evening wind-down". */
  label: string;
  /** 0: mood the same day; 1: mood the next day. */
  lag: 0 | 1;
  exposure: ReadonlyMap<string, boolean>;
};

/** A behaviour whose link with mood holds after correcting for the number of behaviours tested. */
export type Pattern = Association & {
  id: string;
  label: string;
  lag: 0 | 1;
  /** The permutation test's two-sided p-value, before correction. */
  p: number;
  /** The Holm-adjusted p-value across every candidate tested. */
  pAdjusted: number;
};


export { EXPERIMENT_MAX_DAYS, EXPERIMENT_MIN_ARM_DAYS, EXPERIMENT_MIN_DAYS, PATTERN_MIN_DAYS, PATTERN_MIN_GROUP_DAYS };

/** A small deterministic random generator (mulberry32): the same seed gives the same values in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed for the `index`-th stream drawn from one seed, so each stream does not depend on the others' order. */
function streamSeed(seed: number, index: number): number {
  return (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
}

/** Each day with a known behaviour and a known mood `lag` days later, as a pair, in day order. */
export function pairDays(outcome: ReadonlyMap<string, boolean>, exposure: ReadonlyMap<string, boolean>, lag: 0 | 1): DayPair[] {
  const pairs: DayPair[] = [];
  for (const [day, exposed] of exposure) {
    const good = outcome.get(addDays(day, lag));
    if (good === undefined) continue;
    pairs.push({ day, exposed, good });
  }
  return pairs.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** The share of good days with the behaviour, without it, and the difference between the two. */
export function association(pairs: readonly DayPair[]): Association {
  const exposed = pairs.filter((p) => p.exposed).map((p) => (p.good ? 1 : 0));
  const other = pairs.filter((p) => !p.exposed).map((p) => (p.good ? 1 : 0));
  const rateExposed = exposed.length > 0 ? mean(exposed) : Number.NaN;
  const rateOther = other.length > 0 ? mean(other) : Number.NaN;
  return {
    n: pairs.length,
    exposedN: exposed.length,
    otherN: other.length,
    rateExposed,
    rateOther,
    difference: rateExposed - rateOther,
  };
}

/** Differences of rates this close count as equal (they are ratios of small whole numbers). */
const TIE = 1e-9;

/**
 * How likely a difference in rates at least this large (either way) is when the behaviour has nothing
 * to do with mood: the behaviour's labels are shuffled across the days `iterations` times. Written
 * (k + 1) / (iterations + 1), so it is never 0. 1 when either group is empty.
 */
export function permutationPValue(pairs: readonly DayPair[], options: { iterations: number; random: () => number }): number {
  const { iterations, random } = options;
  if (!Number.isInteger(iterations) || iterations < 1) throw new RangeError(`iterations must be a whole number ≥ 1: ${iterations}`);
  const observed = association(pairs);
  if (observed.exposedN === 0 || observed.otherN === 0) return 1;
  const labels = pairs.map((p) => p.exposed);
  const goods = pairs.map((p) => p.good);
  const target = Math.abs(observed.difference) - TIE;
  let extreme = 0;
  for (let i = 0; i < iterations; i++) {
    shuffleInPlace(labels, random);
    let goodExposed = 0;
    let goodOther = 0;
    for (let j = 0; j < labels.length; j++) {
      if (!goods[j]) continue;
      if (labels[j]) goodExposed++;
      else goodOther++;
    }
    if (Math.abs(goodExposed / observed.exposedN - goodOther / observed.otherN) >= target) extreme++;
  }
  return (extreme + 1) / (iterations + 1);
}

/** Holm–Bonferroni adjusted p-values, in the order given: never smaller than an earlier-ranked one, at most 1. */
export function holm(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

/**
 * Tests every behaviour with enough data (at least `minDays` matched days and 4 in each group) against
 * mood, and keeps those whose Holm-adjusted p-value is at most `alpha`, strongest first. Behaviours
 * with too little data are neither tested nor counted in the correction.
 */
export function findPatterns(
  candidates: readonly PatternCandidate[],
  outcome: ReadonlyMap<string, boolean>,
  options: { minDays?: number; alpha?: number; iterations?: number; seed: number },
): { tested: number; patterns: Pattern[] } {
  const { minDays = PATTERN_MIN_DAYS, alpha = 0.05, iterations = 1000, seed } = options;
  const tested: Pattern[] = [];
  candidates.forEach((candidate, index) => {
    const pairs = pairDays(outcome, candidate.exposure, candidate.lag);
    const found = association(pairs);
    if (found.n < minDays || found.exposedN < PATTERN_MIN_GROUP_DAYS || found.otherN < PATTERN_MIN_GROUP_DAYS) return;
    const p = permutationPValue(pairs, { iterations, random: seededRandom(streamSeed(seed, index)) });
    tested.push({ id: candidate.id, label: candidate.label, lag: candidate.lag, ...found, p, pAdjusted: 1 });
  });
  const adjusted = holm(tested.map((t) => t.p));
  tested.forEach((t, i) => {
    t.pAdjusted = adjusted[i]!;
  });
  const patterns = tested
    .filter((t) => t.pAdjusted <= alpha)
    .sort((a, b) => a.pAdjusted - b.pAdjusted || Math.abs(b.difference) - Math.abs(a.difference));
  return { tested: tested.length, patterns };
}

/** A fraction 0..1 as a whole percentage. */
function percent(rate: number): number {
  return Math.round(rate * 100);
}

/** A difference of fractions as signed whole percentage points ("+12", "-5", "0"). */
function points(difference: number): string {
  const value = Math.round(difference * 100) || 0;
  return value > 0 ? `+${value}` : `${value}`;
}

/** A pattern in one plain sentence, with its counts, said to be an association and not a cause. */
export function describePattern(pattern: Pattern): string {
  const when = pattern.lag === 1 ? 'after a day with' : 'with';
  return (
    `On days ${when} ${pattern.label}, your mood was calm or better ${percent(pattern.rateExposed)}% of the time, ` +
    `against ${percent(pattern.rateOther)}% on other days (n = ${pattern.n} days). This is an association, not proof of cause.`
  );
}

/** One day of a self-experiment's schedule: do the behaviour that day, or skip it. */
export type ExperimentDay = { day: string; assigned: 'do' | 'skip' };

/**
 * A self-experiment's schedule from `start`, `days` long (14 to 28): half the days (rounded down) are
 * "do" days and the rest "skip", in an order drawn from the seed.
 */
export function planExperiment(options: { start: string; days: number; seed: number }): ExperimentDay[] {
  const { start, days, seed } = options;
  if (!Number.isInteger(days) || days < EXPERIMENT_MIN_DAYS || days > EXPERIMENT_MAX_DAYS) {
    throw new RangeError(`an experiment lasts ${EXPERIMENT_MIN_DAYS} to ${EXPERIMENT_MAX_DAYS} days: ${days}`);
  }
  const doDays = Math.floor(days / 2);
  const assigned = Array.from({ length: days }, (_, i): ExperimentDay['assigned'] => (i < doDays ? 'do' : 'skip'));
  return shuffle(assigned, seededRandom(seed)).map((a, i) => ({ day: addDays(start, i), assigned: a }));
}

/** A self-experiment's day as lived: what was assigned, and whether mood was good (null: no mood recorded). */
export type ExperimentEntry = ExperimentDay & { good: boolean | null };

/** What an experiment showed: better, worse, unclear (chance cannot be ruled out), or too few days to say. */
export type ExperimentVerdict = 'too-few' | 'better' | 'worse' | 'unclear';

/**
 * An experiment's result by assignment (intention to treat): rates are fractions 0..1, null for an arm
 * with no mood; `low`..`high` is the 95 % bootstrap interval of the difference, null when too few days.
 */
export type ExperimentResult = {
  doN: number;
  skipN: number;
  rateDo: number | null;
  rateSkip: number | null;
  difference: number | null;
  low: number | null;
  high: number | null;
  verdict: ExperimentVerdict;
};

/**
 * Compares mood on "do" and "skip" days as assigned (days with no mood left out), with a 95 % interval
 * from resampling each arm with replacement `iterations` times: better when the whole interval is
 * above 0, worse when it is below, unclear otherwise, and too few with under 5 days with a mood in an arm.
 */
export function analyseExperiment(entries: readonly ExperimentEntry[], options: { seed: number; iterations?: number }): ExperimentResult {
  const { seed, iterations = 2000 } = options;
  if (!Number.isInteger(iterations) || iterations < 1) throw new RangeError(`iterations must be a whole number ≥ 1: ${iterations}`);
  const arm = (assigned: ExperimentDay['assigned']) =>
    entries.filter((e) => e.assigned === assigned && e.good !== null).map((e) => (e.good ? 1 : 0));
  const done = arm('do');
  const skipped = arm('skip');
  const rateDo = done.length > 0 ? mean(done) : null;
  const rateSkip = skipped.length > 0 ? mean(skipped) : null;
  const difference = rateDo !== null && rateSkip !== null ? rateDo - rateSkip : null;
  const base = { doN: done.length, skipN: skipped.length, rateDo, rateSkip, difference };
  if (done.length < EXPERIMENT_MIN_ARM_DAYS || skipped.length < EXPERIMENT_MIN_ARM_DAYS) {
    return { ...base, low: null, high: null, verdict: 'too-few' };
  }
  const random = seededRandom(seed);
  const differences = Array.from(
    { length: iterations },
    () => mean(sampleWithReplacement(done, done.length, random)) - mean(sampleWithReplacement(skipped, skipped.length, random)),
  );
  const [low, high] = quantile(differences, [0.025, 0.975]) as [number, number];
  const verdict: ExperimentVerdict = low > 0 ? 'better' : high < 0 ? 'worse' : 'unclear';
  return { ...base, low, high, verdict };
}

/**
 * An experiment's result in honest words for its verdict; `label` is the caller's, e.g. "your evening
 * wind-down"; `over`: it has ended (no "yet" about more days to come).
 */
export function describeExperiment(result: ExperimentResult, label: string, options: { over?: boolean } = {}): string {
  const { doN, skipN, rateDo, rateSkip, difference, low, high, verdict } = result;
  if (verdict === 'too-few' || rateDo === null || rateSkip === null || difference === null || low === null || high === null) {
    return (
      `Too few days with a mood to judge ${label}${options.over ? '' : ' yet'}: ${doN} on “do” days and ${skipN} on “skip” days, ` +
      `and each needs at least ${EXPERIMENT_MIN_ARM_DAYS}.`
    );
  }
  const figures =
    `your mood was calm or better on ${percent(rateDo)}% of the days set for ${label} and ${percent(rateSkip)}% of the skip days ` +
    `(${doN} and ${skipN} days), a difference of ${points(difference)} percentage points ` +
    `(95% interval ${points(low)} to ${points(high)})`;
  if (verdict === 'better') {
    return `Over these days ${label} went with a better mood: ${figures}. The days were drawn at random, so chance alone is an unlikely explanation.`;
  }
  if (verdict === 'worse') {
    return `Over these days ${label} went with a worse mood: ${figures}. The days were drawn at random, so chance alone is an unlikely explanation.`;
  }
  return `The difference is too small to tell apart from chance: ${figures}. A longer experiment could tell more.`;
}
