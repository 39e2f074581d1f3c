/**
 * The numbers a report's text may quote: those the data holds (figures, the customer's own titles),
 * rounded as a text would round them, and a few any text may say ("out of 10", "30 days").
 */

/** Longest text the number scan reads (the contract caps fields well below this). */
const SCAN_MAX = 10_000;
/**
 * A number as written: with thousands separators ("1,850"), a decimal part ("7.5"), and a minus sign
 * only where it starts the number (not the dash inside "2025-03-10" or "3-5").
 */
const NUMBER = /(-?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)/g;

/** The numbers a text quotes ("45 %", "1,850 kcal", "7.5/10", "-3"), in order. */
export function numbersIn(text: string): number[] {
  const found: number[] = [];
  const scan = text.length > SCAN_MAX ? text.slice(0, SCAN_MAX) : text;
  for (const match of scan.matchAll(NUMBER)) {
    const sign = match[1] ?? '';
    const index = match.index ?? 0;
    // A dash right after a letter or digit joins words ("B-12", "2025-03"); only a free-standing one is a sign.
    const signed = sign === '-' && (index === 0 || /[\s(:=[~≈]/.test(scan.charAt(index - 1)));
    const value = Number((match[2] ?? '').replace(/,/g, ''));
    if (Number.isFinite(value)) found.push(signed ? -value : value);
  }
  return found;
}

/** Numbers any text may quote: "out of 10", "7 days", "30 days", "100 %". */
const ALWAYS_ALLOWED = [7, 10, 30, 100] as const;

/**
 * Every number found in the sources (objects and arrays walked; numbers, and numbers inside strings such
 * as dates or titles), each also rounded to a whole and to one decimal, plus 7, 10, 30 and 100.
 */
export function allowedNumbers(...sources: unknown[]): Set<number> {
  const allowed = new Set<number>(ALWAYS_ALLOWED);
  const add = (n: number) => {
    if (!Number.isFinite(n)) return;
    allowed.add(n);
    allowed.add(Math.round(n));
    allowed.add(Math.round(n * 10) / 10);
  };
  const seen = new Set<object>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'number') add(value);
    else if (typeof value === 'string') for (const n of numbersIn(value)) add(n);
    else if (value && typeof value === 'object' && depth < 12 && !seen.has(value)) {
      seen.add(value);
      for (const item of Array.isArray(value) ? value : Object.values(value)) walk(item, depth + 1);
    }
  };
  for (const source of sources) walk(source, 0);
  return allowed;
}

/** Whether every number a text quotes is allowed (a sign is not a claim of its own: "-3" stands if 3 does). */
export function quotesOnly(text: string, allowed: Set<number>): boolean {
  return numbersIn(text).every((n) => allowed.has(n) || allowed.has(-n));
}
