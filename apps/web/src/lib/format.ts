/** Display formats shared by several screens. */

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A moment (ISO timestamp) as the day the user saw it happen, in their own time zone: 'Nov 21, 2026'. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

/** An amount in US dollars: '$12.50'. */
export function formatUsd(amount: number): string {
  return usdFormat.format(amount);
}
