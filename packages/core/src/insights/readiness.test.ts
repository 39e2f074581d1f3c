import { describe, expect, it } from 'vitest';
import { groupDigits, kcalText, percentText, tightPercents } from './format.ts';
import { readiness, readinessWords } from './readiness.ts';
import { addDays } from '../time/zone.ts';

describe('readiness', () => {
  const today = '2026-03-10';

  it('counts the days with entries and says when it can be ready with one a day from today', () => {
    expect(readiness([], today, 7, 30)).toEqual({ days: 0, need: 7, ready: false, more: 7, readyOn: '2026-03-16' });
    // Today already has one: the rest from tomorrow.
    expect(readiness([today], today, 7, 30)).toEqual({ days: 1, need: 7, ready: false, more: 6, readyOn: '2026-03-16' });
    expect(readiness(['2026-03-09'], today, 7, 30)).toEqual({ days: 1, need: 7, ready: false, more: 6, readyOn: '2026-03-15' });
    const week = ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', today];
    expect(readiness(week, today, 7, 30)).toEqual({ days: 7, need: 7, ready: true, more: 0, readyOn: null });
    // The same day twice is one day; a day after today is not counted.
    expect(readiness([today, today, '2026-03-11'], today, 7, null).days).toBe(1);
  });

  it('lets old entries drop out of a window while new ones come', () => {
    // Six days a month ago: only two are still in the 30 days, and they leave as the days go by.
    const old = ['2026-02-05', '2026-02-06', '2026-02-07', '2026-02-08', '2026-02-09', '2026-02-10'];
    const r = readiness(old, today, 7, 30);
    expect(r.days).toBe(2);
    expect(r.ready).toBe(false);
    // Every old day has left by the time 7 new ones are in.
    expect(r).toMatchObject({ more: 7, readyOn: '2026-03-16' });
    // All history counts without a window.
    expect(readiness(old, today, 7, null)).toMatchObject({ days: 6, more: 1, readyOn: today });
  });

  it('walks the window day by day as counting each day afresh would (random entries, windows and needs)', () => {
    // Each day's window counted from its own first day, parsed and printed anew: the rule itself.
    const byRule = (entries: string[], need: number, window: number | null) => {
      const have = new Set(entries.filter((d) => d <= today));
      const count = (upTo: string) => [...have].filter((d) => d <= upTo && (window === null || d >= addDays(upTo, -(window - 1)))).length;
      const days = count(today);
      if (days >= need) return { days, need, ready: true, more: 0, readyOn: null };
      let more = 0;
      for (let i = 0, day = today; i <= need + (window ?? 0); i++, day = addDays(day, 1)) {
        if (!have.has(day)) {
          have.add(day);
          more++;
        }
        if (count(day) >= need) return { days, need, ready: false, more, readyOn: day };
      }
      return { days, need, ready: false, more: need - days, readyOn: null };
    };
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let run = 0; run < 300; run++) {
      const entries = Array.from({ length: Math.floor(random() * 40) }, () => addDays(today, -Math.floor(random() * 90) + 3));
      const need = 1 + Math.floor(random() * 20);
      const window = random() < 0.2 ? null : 1 + Math.floor(random() * 60);
      expect(readiness(entries, today, need, window)).toEqual(byRule(entries, need, window));
    }
  });

  it('is told in plain words: what is needed, how far along, and when', () => {
    const r = readiness([today], today, 7, 30);
    const words = readinessWords('Mood', r, today, 'rating', 'within 30 days');
    expect(words.title).toBe('Not enough data yet');
    expect(words.needed).toBe('Log your mood on 7 different days within 30 days to see your mood rating and where it is heading. You have 1 of the 7 so far.');
    expect(words.when).toBe('Log your mood on each of the next 6 days, and it can be ready: Mar 16, 2026 at the earliest.');
    // Nothing yet: today is one of the 7 days, so the same Mar 16 is today and 6 more days (not "7 more days").
    const none = readinessWords('Health', readiness([], today, 7, null), today, 'rating');
    expect(none.needed).toMatch(/^Tick off an item of your Health plan on 7 different days .* Nothing is ticked off yet, and that is fine/);
    expect(none.when).toBe('Tick off an item today and on each of the next 6 days, and it can be ready: Mar 16, 2026 at the earliest.');
    expect(readinessWords('Mood', readiness([], today, 7, 30), today, 'rating').needed).toContain('No mood is logged yet');
    // One day to go after today.
    const five = ['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09'];
    expect(readinessWords('Mood', readiness(five, today, 7, 30), today, 'rating').when).toBe('Log your mood today and tomorrow, and it can be ready then: Mar 11, 2026.');
    expect(readinessWords('Mood', readiness([...five, today], today, 7, 30), today, 'rating').when).toBe('Log your mood tomorrow, and it can be ready then: Mar 11, 2026.');
    expect(readinessWords('Mood', readiness(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09'], today, 7, 30), today, 'rating').when).toBe(
      'One more today and it will be ready today.',
    );
    expect(readinessWords('Routines', readiness([], today, 14, 56), today, 'trend').needed).toMatch(/^Check in a routine on 14 different days to see this trend\./);
  });
});

describe('format', () => {
  it('writes a figure one way everywhere', () => {
    expect(groupDigits(1897)).toBe('1,897');
    expect(groupDigits(1234567.5)).toBe('1,234,567.5');
    expect(groupDigits(-12)).toBe('-12');
    expect(kcalText(1896.6)).toBe('1,897 kcal');
    expect(percentText(22)).toBe('22%');
    expect(tightPercents('22 % and 7\u00a0% but not 2025 and %')).toBe('22% and 7% but not 2025 and %');
  });
});
