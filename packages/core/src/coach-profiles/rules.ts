import { withThousands } from '../text/numbers.ts';
import { SHORT_MONTHS } from '../time/months.ts';

/** Pure rules of the coach screens: money and times as they show them (bookings and payouts write them the same way). */

/** 'HH:MM' (24-hour) → '9:05 AM'; midnight is 12:00 AM and noon 12:00 PM. */
export function twelveHour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Integer cents → '$1,234.50', as en-US writes dollars (by hand: Intl's first formatter loads locale data on the screen's first render). */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  return `${cents < 0 && whole > 0 ? '-' : ''}$${withThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** Dollars typed in a form → integer cents, or null when it is not a positive amount with at most two decimals. */
export function toCents(dollars: number | string): number | null {
  const text = String(dollars).trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/**
 * A calendar day ('2026-12-06') as every screen writes a date: 'Dec 06, 2026' (the web's
 * formatCalendarDate, spelled by hand the same way so the server can write it too). Anything else
 * is returned as it is.
 */
export function calendarDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? SHORT_MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[3]}, ${match[1]}` : day;
}
