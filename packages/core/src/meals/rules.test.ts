import { describe, expect, it } from 'vitest';
import { mealTypes, schedules } from './constants.ts';
import { madeAhead, mealShares, readyTimeFits, scheduleNote, snackShare, timeText } from './rules.ts';

const chia = ['The night before, stir the chia seeds and vanilla into the oat milk and chill overnight.', 'Slice the banana over the top.'];
const toast = ['Toast the bread.', 'Spread the avocado.'];

describe('made-ahead dishes', () => {
  it('a step that starts the night before, or waits hours, makes the dish made ahead; minutes of waiting do not', () => {
    expect(madeAhead(chia)).toBe(true);
    expect(madeAhead(['Soak the oats in the milk for at least 4 hours.'])).toBe(true);
    expect(madeAhead(['Marinate the chicken for 2 hours in the fridge.'])).toBe(true);
    expect(madeAhead(toast)).toBe(false);
    expect(madeAhead(['Soak or boil the rice noodles as the packet says, then drain.'])).toBe(false);
    expect(madeAhead(['Rest the steak for 5 minutes and slice.'])).toBe(false);
  });

  it('"ready in about 6 minutes" does not fit a dish that sets overnight, unless the comment says it is made ahead', () => {
    expect(readyTimeFits('Fits your balanced setup. Ready in about 6 minutes.', chia)).toBe(false);
    expect(readyTimeFits('Fits your balanced setup. Prepare it the night before (about 6 minutes of work).', chia)).toBe(true);
    expect(readyTimeFits('Made ahead, ready in 6 minutes in the morning.', chia)).toBe(true);
    expect(readyTimeFits('Ready in about 6 minutes.', toast)).toBe(true);
  });

  it('the time a meal takes, in words', () => {
    expect(timeText(6, chia)).toBe('about 6 minutes of work, the night before');
    expect(timeText(5, ['Soak the oats for 4 hours.'])).toBe('about 5 minutes of work, ahead');
    expect(timeText(12, toast)).toBe('about 12 minutes');
  });
});

describe('schedules', () => {
  it('every schedule plans three meals; 5 meals and snack-based leave 15 % of the day for snacks, the others none', () => {
    for (const schedule of schedules) expect(Object.keys(mealShares[schedule])).toEqual([...mealTypes]);
    expect(snackShare('5-meals')).toBe(0.15);
    expect(snackShare('snack-based')).toBe(0.15);
    expect(snackShare('3-meals')).toBe(0);
    expect(snackShare('flexible')).toBe(0);
    expect(snackShare('intermittent-fasting')).toBe(0);
  });

  it('each schedule says what it does to the plan: three meals a day, and what is left for snacks', () => {
    expect(scheduleNote('5-meals')).toBe(
      'Your plan has three meals a day (breakfast, lunch and dinner), each a little smaller, leaving 15 % of your daily energy for two snacks of your own between them.',
    );
    expect(scheduleNote('5-meals', 2200)).toContain('leaving 15 % of your daily energy (about 330 kcal) for two snacks of your own');
    expect(scheduleNote('snack-based', 1800)).toContain('(about 270 kcal) for snacks of your own');
    expect(scheduleNote('intermittent-fasting')).toContain('eating window');
    for (const schedule of schedules) expect(scheduleNote(schedule)).toMatch(/breakfast, lunch and dinner|three meals a day/);
  });
});
