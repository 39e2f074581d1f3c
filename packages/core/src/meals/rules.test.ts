import { describe, expect, it } from 'vitest';
import { madeAhead, readyTimeFits, timeText } from './rules.ts';

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
