import { describe, expect, it } from 'vitest';
import { formatDueTime, timeZoneChoices, urlBase64ToUint8Array } from './reminder-format.ts';

describe('times', () => {
  it('shows a due time in the customer’s zone, 12-hour', () => {
    expect(formatDueTime('2026-11-24T07:30:00Z', 'Europe/London')).toBe('Tue, Nov 24, 07:30 AM');
    expect(formatDueTime('2026-11-24T07:30:00Z', 'America/New_York')).toBe('Tue, Nov 24, 02:30 AM');
    expect(formatDueTime('2026-11-24T19:05:00Z', 'UTC')).toBe('Tue, Nov 24, 07:05 PM');
    // Across the clocks going back in London (25 Oct 2026): 07:30 local either side.
    expect(formatDueTime('2026-10-24T06:30:00Z', 'Europe/London')).toBe('Sat, Oct 24, 07:30 AM');
    expect(formatDueTime('2026-10-26T07:30:00Z', 'Europe/London')).toBe('Mon, Oct 26, 07:30 AM');
  });
  it('falls back to UTC for an unknown zone and says when the instant is not one', () => {
    expect(formatDueTime('2026-11-24T07:30:00Z', 'Not/AZone')).toBe('Tue, Nov 24, 07:30 AM');
    expect(formatDueTime('soon', 'UTC')).toBe('Invalid Date');
  });
  it('offers UTC first and always the current zone', () => {
    expect(timeZoneChoices(['Europe/London', 'UTC'], 'Europe/London')).toEqual(['UTC', 'Europe/London']);
    expect(timeZoneChoices(['Europe/London'], 'Asia/Calcutta')).toEqual(['UTC', 'Europe/London', 'Asia/Calcutta']);
  });
});

describe('the push key', () => {
  it('decodes URL-safe base64 without padding', () => {
    expect([...urlBase64ToUint8Array('AQID')]).toEqual([1, 2, 3]);
    expect([...urlBase64ToUint8Array('-_8')]).toEqual([251, 255]);
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = urlBase64ToUint8Array(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
