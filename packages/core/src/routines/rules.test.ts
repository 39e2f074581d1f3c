import { describe, expect, it } from 'vitest';
import { messages } from '../catalog/messages.ts';
import { addDays } from '../time/zone.ts';
import type { DayState } from './constants.ts';
import {
  averagePerformance,
  bestStreak,
  calculatePercent,
  calculateScore,
  canChangeDay,
  currentStreak,
  dayKind,
  missingChoice,
  performanceBadge,
  productivity,
  type RoutineHistory,
  STRENGTH_STEP,
  strength,
} from './rules.ts';

/** A history from a pattern, one letter a day from `start`: d done, s skipped, . nothing (missed, or open today). */
function history(pattern: string, options: { pauses?: RoutineHistory['pauses']; end?: string } = {}): RoutineHistory {
  const start = '2026-03-01';
  const days = new Map<string, DayState>();
  [...pattern].forEach((c, i) => {
    if (c === 'd') days.set(addDays(start, i), 'done');
    if (c === 's') days.set(addDays(start, i), 'skipped');
  });
  return { start, today: addDays(start, pattern.length - 1), days, pauses: options.pauses ?? [], end: options.end };
}

describe('a library card’s choices', () => {
  it('names what is missing: both, the time of day, or the type', () => {
    expect(missingChoice(null, null)).toBe(messages.routinePickTimeAndType);
    expect(missingChoice(undefined, 'Daily')).toBe(messages.routinePickTime);
    expect(missingChoice('Evening', null)).toBe(messages.routinePickType);
    expect(missingChoice('Evening', 'Daily')).toBeNull();
  });
});

describe('the score formulas of §5 and §9', () => {
  it('calculateScore: ratio × 10 clamped 1..10, one decimal; zero divisor is the catalogue error', () => {
    expect(calculateScore(3, 4)).toBe(7.5);
    expect(calculateScore(2, 3)).toBe(6.7);
    expect(calculateScore(0, 5)).toBe(1);
    expect(calculateScore(9, 5)).toBe(10);
    expect(() => calculateScore(1, 0)).toThrow(messages.routineScoreZero);
  });

  it('calculator: ratio × 100 clamped 1..100; zero divisor raises', () => {
    expect(calculatePercent(1, 3)).toBe(33.3);
    expect(calculatePercent(0, 3)).toBe(1);
    expect(calculatePercent(7, 3)).toBe(100);
    expect(() => calculatePercent(0, 0)).toThrow(messages.routineScoreZero);
  });

  it('average performance = completed ÷ (completed + current) as a percent; none at all is 0', () => {
    expect(averagePerformance(1, 3)).toBe(25);
    expect(averagePerformance(2, 1)).toBe(67);
    expect(averagePerformance(0, 0)).toBe(0);
  });

  it('productivity = (mood + habit + daily)^1.5 ÷ 3, capped at 2000, scaled to 0..100', () => {
    expect(productivity(10, 7.5, 60)).toBe(11.4);
    expect(productivity(0, 0, 0)).toBe(0);
    // 2000 × 3 = 6000 = combined^1.5 → combined ≈ 330.2: at and beyond it, 100.
    expect(productivity(10, 10, 320)).toBe(100);
    expect(productivity(10, 10, 5000)).toBe(100);
    expect(productivity(10, 10, 300)).toBeLessThan(100);
  });

  it('the badge edges: 90, 75, 50', () => {
    expect(performanceBadge(100)).toBe('Excellent Performance');
    expect(performanceBadge(90)).toBe('Excellent Performance');
    expect(performanceBadge(89.9)).toBe('Good Performance');
    expect(performanceBadge(75)).toBe('Good Performance');
    expect(performanceBadge(74.9)).toBe('Average Performance');
    expect(performanceBadge(50)).toBe('Average Performance');
    expect(performanceBadge(49.9)).toBe('Needs Improvement');
    expect(performanceBadge(0)).toBe('Needs Improvement');
  });
});

describe('streaks', () => {
  it('counts days done in a row up to today; today still open does not break it', () => {
    expect(currentStreak(history('ddd'))).toBe(3);
    expect(currentStreak(history('ddd.'))).toBe(3);
    expect(currentStreak(history('dd.d.'))).toBe(1);
    expect(currentStreak(history('dd..'))).toBe(0);
  });

  it('skipped and paused days neither break nor add', () => {
    expect(currentStreak(history('ddsdd'))).toBe(4);
    const paused = history('dd...dd', { pauses: [{ from: '2026-03-03', to: '2026-03-06' }] });
    expect(dayKind(paused, '2026-03-04')).toBe('paused');
    expect(currentStreak(paused)).toBe(4);
    // Still paused (no end): the open pause covers today too.
    const stillPaused = history('dd...', { pauses: [{ from: '2026-03-03', to: null }] });
    expect(currentStreak(stillPaused)).toBe(2);
  });

  it('the best streak is the longest run ever', () => {
    expect(bestStreak(history('ddd.dd.dddd.d'))).toBe(4);
    expect(bestStreak(history('ddsdd.d'))).toBe(4);
  });

  it('a completed routine counts up to its last day, not beyond', () => {
    expect(currentStreak(history('ddd....', { end: '2026-03-03' }))).toBe(3);
  });
});

describe('strength (an exponential moving score)', () => {
  it('grows with each day done and tends to 100', () => {
    const one = strength(history('d'));
    expect(one).toBe(Math.round(STRENGTH_STEP * 100));
    expect(strength(history('d'.repeat(30)))).toBeGreaterThan(75);
    expect(strength(history('d'.repeat(200)))).toBe(100);
  });

  it('one missed day after a long run costs only a few points, unlike a streak', () => {
    const kept = strength(history('d'.repeat(60)));
    const missed = strength(history(`${'d'.repeat(59)}.d`));
    expect(kept - missed).toBeGreaterThan(0);
    expect(kept - missed).toBeLessThanOrEqual(6);
    expect(currentStreak(history(`${'d'.repeat(59)}.d`))).toBe(1);
  });

  it('skipped, paused and open days leave it as it was', () => {
    const base = strength(history('dddd'));
    expect(strength(history('ddddss'))).toBe(base);
    expect(strength(history('dddd.', {}))).toBe(base); // today open
    expect(strength(history('dddd...', { pauses: [{ from: '2026-03-05', to: null }] }))).toBe(base);
  });

  it('never done is 0; many missed days bring a strong habit down steadily', () => {
    expect(strength(history('.....'))).toBe(0);
    const strong = strength(history('d'.repeat(60)));
    expect(strength(history(`${'d'.repeat(60)}${'.'.repeat(30)}.`))).toBeLessThan(strong / 2);
  });
});

describe('fix yesterday until noon', () => {
  it('today always; yesterday before 12:00 local; never earlier or later days', () => {
    expect(canChangeDay('2026-03-05', '2026-03-05', '23:59', 12)).toBe(true);
    expect(canChangeDay('2026-03-04', '2026-03-05', '11:59', 12)).toBe(true);
    expect(canChangeDay('2026-03-04', '2026-03-05', '12:00', 12)).toBe(false);
    expect(canChangeDay('2026-03-03', '2026-03-05', '08:00', 12)).toBe(false);
    expect(canChangeDay('2026-03-06', '2026-03-05', '08:00', 12)).toBe(false);
  });
});
