import { calendarDate } from '../coach-profiles/rules.ts';

/** Pure rules of the coach's ledger. */

/** What a coach can still ask to be paid: earned − paid − pending, never below zero on screen. */
export function availableCents(money: { earnedCents: number; paidCents: number; pendingCents: number }): number {
  return money.earnedCents - money.paidCents - money.pendingCents;
}

/**
 * A session credit's description with its day as the screens write it. Credits written before the
 * Logs spoke like the other screens say 'on 2026-12-06'; they read 'on Dec 06, 2026' too.
 */
export function sessionDescription(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, calendarDate);
}
