/** Pure rules of the coach area: scores, money and times as the screens show them. */

/** The spec's "score out of 10": count / total × 10 with one decimal; nothing booked is 0.0. */
export function scoreOutOf10(count: number, total: number): string {
  if (total <= 0) return '0.0';
  return (Math.round((count / total) * 100) / 10).toFixed(1);
}

/** 'HH:MM' (24-hour) → '9:05 AM'; midnight is 12:00 AM and noon 12:00 PM. */
export function twelveHour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

let usd: Intl.NumberFormat | undefined;
/** Integer cents → '$1,234.50' (the formatter is made on first use: building one loads locale data). */
export function formatUsd(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

/** Dollars typed in a form → integer cents, or null when it is not a positive amount with at most two decimals. */
export function toCents(dollars: number | string): number | null {
  const text = String(dollars).trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** What a coach can still ask to be paid: earned − paid − pending, never below zero on screen. */
export function availableCents(money: { earnedCents: number; paidCents: number; pendingCents: number }): number {
  return money.earnedCents - money.paidCents - money.pendingCents;
}

/** The web addresses in a text (meeting details), to check each is https. Bounded: the text is length-checked first. */
export function linksIn(text: string): string[] {
  return text.match(/\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s<>"']+/gi) ?? [];
}

/** True when every link in the text is https (a text without links is fine). */
export function onlyHttpsLinks(text: string): boolean {
  return linksIn(text).every((link) => link.toLowerCase().startsWith('https://'));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * A calendar day ('2026-12-06') as every screen writes a date: 'Dec 06, 2026' (the web's
 * formatCalendarDate, spelled by hand the same way so the server can write it too). Anything else
 * is returned as it is.
 */
export function calendarDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[3]}, ${match[1]}` : day;
}

/**
 * A session credit's description with its day as the screens write it. Credits written before the
 * Logs spoke like the other screens say 'on 2026-12-06'; they read 'on Dec 06, 2026' too.
 */
export function sessionDescription(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, calendarDate);
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();
/** An instant as a person reads it in their own zone: 'Mon, Mar 02, 2026, 10:00 AM'. */
export function formatWhen(at: string | Date, timeZone: string): string {
  let f = whenFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
    whenFormats.set(timeZone, f);
  }
  return f.format(typeof at === 'string' ? new Date(at) : at);
}
