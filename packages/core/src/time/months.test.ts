import { describe, expect, it } from 'vitest';
import { MONTHS, SHORT_MONTHS } from './months.ts';

describe('month names', () => {
  it('are what en-US writes, long and short', () => {
    const long = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
    const firsts = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
    expect(MONTHS).toEqual(firsts.map((day) => long.format(day)));
    expect(SHORT_MONTHS).toEqual(firsts.map((day) => short.format(day)));
  });
});
