/** Pure rules of bookings: the coach's score, meeting links and times as each reader sees them. */

/** The spec's "score out of 10": count / total × 10 with one decimal; nothing booked is 0.0. */
export function scoreOutOf10(count: number, total: number): string {
  if (total <= 0) return '0.0';
  return (Math.round((count / total) * 100) / 10).toFixed(1);
}

/** The web addresses in a text (meeting details), to check each is https. Bounded: the text is length-checked first. */
export function linksIn(text: string): string[] {
  return text.match(/\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s<>"']+/gi) ?? [];
}

/** True when every link in the text is https (a text without links is fine). */
export function onlyHttpsLinks(text: string): boolean {
  return linksIn(text).every((link) => link.toLowerCase().startsWith('https://'));
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
