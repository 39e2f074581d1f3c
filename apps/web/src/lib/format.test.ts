import { describe, expect, it } from 'vitest';
import { formatDay, formatUsd } from './format.ts';

describe('display formats', () => {
  it('writes a day as month, two-digit day and year', () => {
    // Noon UTC is the same calendar day in every time zone the tests may run in.
    expect(formatDay('2026-11-21T12:00:00.000Z')).toBe('Nov 21, 2026');
    expect(formatDay('2026-03-02T12:00:00.000Z')).toBe('Mar 02, 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('writes dollars with cents', () => {
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1234)).toBe('$1,234.00');
  });
});
