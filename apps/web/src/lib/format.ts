/** Display formats shared by several screens. */

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A moment (ISO timestamp) as the day the user saw it happen, in their own time zone: 'Nov 21, 2026'. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

const calendarFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** A calendar date ('2026-03-02', no time of day) as 'Mar 02, 2026', read in UTC so no time zone moves it. */
export function formatCalendarDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : calendarFormat.format(date);
}

/** An amount in US dollars: '$12.50'. */
export function formatUsd(amount: number): string {
  return usdFormat.format(amount);
}
