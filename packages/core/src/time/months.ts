/**
 * The months' English names, spelled out once for the server and the web rather than read from
 * Intl.DateTimeFormat: the web writes dates on a screen's first render, where building a formatter
 * loads the locale's data (~50 ms of a slow phone; see apps/web/src/lib/format.ts). months.test.ts
 * holds them to what Intl writes.
 */
export const MONTHS: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Jan' … 'Dec', as en-US writes a short month (en-GB's is 'Sept'). */
export const SHORT_MONTHS: readonly string[] = MONTHS.map((name) => name.slice(0, 3));
