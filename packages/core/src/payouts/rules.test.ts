import { describe, expect, it } from 'vitest';
import { calendarDate } from '../coach-profiles/rules.ts';
import { availableCents, sessionDescription } from './rules.ts';

describe('coach rules', () => {
  it('the available balance is earned − paid − pending', () => {
    expect(availableCents({ earnedCents: 15100, paidCents: 5000, pendingCents: 2500 })).toBe(7600);
    expect(availableCents({ earnedCents: 0, paidCents: 0, pendingCents: 0 })).toBe(0);
  });

  it('writes a calendar day as the screens do (Dec 06, 2026), also in a session credit written before', () => {
    expect(calendarDate('2026-12-06')).toBe('Dec 06, 2026');
    expect(calendarDate('2026-01-31')).toBe('Jan 31, 2026');
    expect(calendarDate('not a day')).toBe('not a day');
    expect(sessionDescription('Session with Casey Jones on 2026-12-06')).toBe('Session with Casey Jones on Dec 06, 2026');
    expect(sessionDescription('Session with Casey Jones on Dec 06, 2026')).toBe('Session with Casey Jones on Dec 06, 2026');
  });
});
