import { htmlToText, trimEndOf } from '@iyl/core/text/html';

/**
 * Small pure helpers shared by the built-in (offline) AI engines: assessment, plans and the habit
 * library. No I/O, no randomness, no clock — every result follows from the arguments.
 */

type Frequency = 'Daily' | 'A few times a week' | 'Rarely' | 'Never';

/** Collapses whitespace (including newlines) and trims. */
export function squish(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Shortens text to at most `max` characters, cutting at a word boundary and adding an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = squish(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.5 ? cut.slice(0, space) : cut;
  return `${trimEndOf(base, ',.;:!?-')}…`;
}

/** Model text as safe plain text: tags and entities gone, whitespace collapsed, length capped. */
export function plainText(text: string, max: number): string {
  return truncate(squish(htmlToText(text, { everyTagIsSpace: true }).replace(/[<>]/g, ' ')), max);
}

/**
 * A short, safe quote of user text for plain-text output (plan goals are shown as text, not HTML):
 * markup characters are removed rather than entity-encoded so they neither execute nor show up as
 * "&lt;" in the UI; straight double quotes become single ones so the quote marks stay balanced.
 */
export function plainQuote(text: string, max = 80): string {
  const neutral = htmlToText(text, { everyTagIsSpace: true })
    .replace(/[<>`]/g, ' ')
    .replace(/&/g, 'and')
    .replace(/["“”]/g, "'")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, ' ');
  return truncate(neutral, max);
}

/** Lower-case words separated by single spaces, padded with a space on both sides, for prefix matching. */
function normalizeForMatching(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** Endings a short keyword may carry and still count as the same word ("car" → "cars", not "card"). */
const SHORT_WORD_ENDINGS = '(?:s|es|ed|ing|ning|ting|er|ers|y|ies)?';
const matcherCache = new Map<string, RegExp>();

function keywordMatcher(keyword: string): RegExp {
  const cached = matcherCache.get(keyword);
  if (cached) return cached;
  const needle = normalizeForMatching(keyword).trim();
  const last = needle.split(' ').pop() ?? '';
  // Long keywords are stems and match at the start of a word ("argu" → "arguing", "debt" → "debts");
  // short ones (three letters or fewer) must be the whole word, give or take a common ending.
  const pattern = last.length <= 3 ? ` ${needle}${SHORT_WORD_ENDINGS} ` : ` ${needle}`;
  const matcher = new RegExp(pattern);
  matcherCache.set(keyword, matcher);
  return matcher;
}

/**
 * How many of `keywords` occur in `text`, case- and punctuation-insensitively. Multi-word keywords
 * ("credit card") match across any whitespace or punctuation. See `keywordMatcher` for word rules.
 */
export function keywordHits(text: string | undefined, keywords: readonly string[]): number {
  if (!text) return 0;
  const haystack = normalizeForMatching(text);
  let hits = 0;
  for (const keyword of new Set(keywords)) {
    if (normalizeForMatching(keyword).trim() && keywordMatcher(keyword).test(haystack)) hits++;
  }
  return hits;
}

/** Sorts by descending score; equal scores keep their original order (deterministic). */
export function rankByScore<T>(items: readonly T[], score: (item: T, index: number) => number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item, index) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}

/** A UTC date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const y = date.getUTCFullYear();
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${String(y).padStart(4, '0')}-${m}-${d}`;
}

/** Midnight UTC of `date`'s UTC calendar day plus `days` days. */
export function addUtcDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/** The first word of a full name, or a friendly fallback. */
export function firstName(fullname: string): string {
  const first = squish(fullname).split(' ')[0] ?? '';
  return first || 'there';
}

/** How strongly a "how often do you do this good thing" answer signals a need (Never 3 … Daily −1). */
export function rarityNeed(frequency: Frequency): number {
  switch (frequency) {
    case 'Never':
      return 3;
    case 'Rarely':
      return 2;
    case 'A few times a week':
      return 0;
    default:
      return -1;
  }
}

/** How strongly a "how often does this bad thing happen" answer signals a need (Daily 3 … Never −1). */
export function oftenNeed(frequency: Frequency): number {
  switch (frequency) {
    case 'Daily':
      return 3;
    case 'A few times a week':
      return 2;
    case 'Rarely':
      return 0;
    default:
      return -1;
  }
}

/** True for "Rarely" or "Never". */
export function isRare(frequency: Frequency): boolean {
  return frequency === 'Rarely' || frequency === 'Never';
}

/** A count with its noun: "1 day", "3 days" (`many` for an irregular plural). */
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Joins phrases as "a", "a and b", "a, b and c". */
export function listPhrase(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** Upper-cases the first character. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
