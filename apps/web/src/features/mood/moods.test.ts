import { describe, expect, it } from 'vitest';
import { monthName, monthWeeks, shiftMonth } from './moods.ts';

describe('mood calendar helpers', () => {
  it('moves between months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });
  it('lays a month out in Monday-first weeks', () => {
    // November 2026 starts on a Sunday: six blanks first, 30 days, five or six rows.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.flat().filter((d) => d !== null)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(monthWeeks('2028-02').flat().filter((d) => d !== null)).toHaveLength(29);
    expect(monthName('2026-11')).toBe('November 2026');
  });
});
