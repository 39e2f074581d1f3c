import { describe, expect, it } from 'vitest';
import { formatUsd, toCents, twelveHour } from './rules.ts';

describe('coach rules', () => {
  it('writes times in 12-hour form with AM/PM', () => {
    expect(twelveHour('00:00')).toBe('12:00 AM');
    expect(twelveHour('00:30')).toBe('12:30 AM');
    expect(twelveHour('09:05')).toBe('9:05 AM');
    expect(twelveHour('12:00')).toBe('12:00 PM');
    expect(twelveHour('13:45')).toBe('1:45 PM');
    expect(twelveHour('23:59')).toBe('11:59 PM');
  });

  it('keeps money in integer cents', () => {
    expect(toCents('75.5')).toBe(7550);
    expect(toCents(75.55)).toBe(7555);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('100')).toBe(10000);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '12345678']) expect(toCents(bad), bad).toBeNull();
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(5)).toBe('$0.05');
    // Written by hand, exactly as Intl's en-US currency format writes it.
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 99, 100, 1999, 100000, 123456789, 1_000_000_00, -250, -5]) expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100));
  });
});
