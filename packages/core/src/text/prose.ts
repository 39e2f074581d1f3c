/*
 * Prose put back together from lines (a PDF's, an answer's) and cut into sentences. Shared by the
 * server (a coach's PDF is re-flowed before its passages are stored, and a citation's sentence is read
 * back from the answer) and the web (a citation's passage shown as prose), so that what one side calls a
 * sentence, the other does too. Every function is one forward pass with bounded look-arounds.
 */

/**
 * How a word that a line's end broke at a hyphen is put back together: 'join' ("contri-" "bution" →
 * "contribution") or 'keep' ("self-" "care" → "self-care"). `head` and `tail` are the letters on either
 * side of the hyphen, as written.
 */
export type HyphenRule = (head: string, tail: string) => 'join' | 'keep';

/**
 * Without a dictionary the hyphen is kept: a hyphen the writer typed is never lost, and a word a
 * typesetter broke still reads ("contri-bution"). The server, which has one, decides better (a coach's PDF).
 */
export const keepHyphen: HyphenRule = () => 'keep';

/** Longest word looked at on either side of a hyphen (no word people use is longer). */
const WORD_MAX = 40;
const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const isLetter = (ch: string | undefined) => ch !== undefined && LETTER.test(ch);

/** The letters just before `end` (exclusive) and just from `start`, at most WORD_MAX of each. */
function wordBefore(text: string, end: number): string {
  let i = end;
  while (i > 0 && end - i < WORD_MAX && isLetter(text[i - 1])) i--;
  return text.slice(i, end);
}
function wordFrom(text: string, start: number): string {
  let i = start;
  while (i < text.length && i - start < WORD_MAX && isLetter(text[i])) i++;
  return text.slice(start, i);
}

/** Hyphens that may end a line inside a word: the hyphen-minus and U+2010. A soft hyphen (U+00AD) is only ever a break. */
const isHyphen = (ch: string | undefined) => ch === '-' || ch === '\u2010';

/**
 * What goes where a line break inside a paragraph was, given the character before it (at `before - 1`
 * in `text`) and the first character after it (at `after`): '' to join without a space ("contri-" and
 * "bution", "COVID-" and "19", "work—" and "rest"), a space otherwise. `dropBefore` says the character
 * before the break goes too (a hyphen that only broke a word, a soft hyphen).
 */
export function breakSeam(text: string, before: number, after: number, hyphens: HyphenRule): { dropBefore: boolean; glue: string } {
  const last = text[before - 1];
  const next = text[after];
  if (last === '\u00ad') return { dropBefore: true, glue: '' };
  if (isHyphen(last) && isLetter(text[before - 2]) && next !== undefined && /[\p{L}\d]/u.test(next)) {
    // A capital or a figure after it: a hyphen of a compound or a name ("non-English", "COVID-19"), kept.
    if (!LOWER.test(next)) return { dropBefore: false, glue: '' };
    const head = wordBefore(text, before - 1);
    // The last part of a compound ("day-to-" "day"): its hyphens are the writer's, kept.
    if (isHyphen(text[before - 2 - head.length])) return { dropBefore: false, glue: '' };
    const verdict = hyphens(head, wordFrom(text, after));
    return { dropBefore: verdict === 'join', glue: '' };
  }
  // A dash set close ("rest—and"): closed up again; one set with spaces keeps them.
  if ((last === '—' || last === '–') && text[before - 2] !== undefined && text[before - 2] !== ' ') return { dropBefore: false, glue: '' };
  return { dropBefore: false, glue: ' ' };
}

/**
 * Two lines of one paragraph as one line: a space between them, or none where the first ends in a word
 * broken by a hyphen (joined or kept as `hyphens` says; a soft hyphen always joined), a hyphen before a
 * capital or figure, or a dash set close.
 */
export function joinLines(before: string, after: string, hyphens: HyphenRule = keepHyphen): string {
  const head = before.trimEnd();
  const tail = after.trimStart();
  if (!head) return tail;
  if (!tail) return head;
  const both = head + tail;
  const { dropBefore, glue } = breakSeam(both, head.length, head.length, hyphens);
  return (dropBefore ? head.slice(0, -1) : head) + glue + tail;
}

/**
 * Words that end with a full stop without ending a sentence: titles and Latin abbreviations, as they are
 * written before a capital or a figure ("Dr. Lee", "e.g. Tea", "No. 5", "p. 3"). "etc." is left out: it
 * ends a sentence more often than not.
 */
const ABBREVIATIONS = new Set(
  'dr mr mrs ms mx prof st sr jr vs v e.g eg i.e ie cf approx ca no nos fig figs p pp vol ch sec min hr hrs wk mo yr est dept ed eds ref refs'.split(' '),
);
/** Closing quotes and brackets that may follow a sentence's stop; opening ones that may start the next. */
const CLOSERS = new Set(['"', "'", '”', '’', ')', ']']);
const OPENERS = /["'“‘([]/;

/**
 * Whether the stop at `stop` in `text` (a ".") ends an abbreviation rather than a sentence. A single
 * capital is no initial here: "vitamin D. Walk outside." is two sentences far more often in a coach's
 * text than "J. Smith" is a name.
 */
function abbreviationAt(text: string, stop: number): boolean {
  let i = stop;
  // The word before the stop, dots inside it kept ("e.g").
  while (i > 0 && stop - i < 12 && /[\p{L}.]/u.test(text[i - 1] as string)) i--;
  return ABBREVIATIONS.has(text.slice(i, stop).toLowerCase());
}

/**
 * The offsets at which sentences of a line of prose end (just after the stop and any closing quote or
 * bracket): a ".", "!" or "?" followed by a space and a capital or a figure (after any opening quote or
 * bracket), a "." not after an abbreviation; and the line's end. A stop followed by a
 * lower-case word ("e.g. tea", "approx. two") ends none.
 */
export function sentenceEnds(line: string): number[] {
  const ends: number[] = [];
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    let end = i + 1;
    while (end < line.length && (line[end] === '.' || line[end] === '!' || line[end] === '?')) end++;
    while (end < line.length && CLOSERS.has(line[end] as string)) end++;
    if (end < line.length && line[end] !== ' ' && line[end] !== '\t') {
      i = end - 1;
      continue;
    }
    let next = end;
    while (next < line.length && (line[next] === ' ' || line[next] === '\t')) next++;
    if (next < line.length && OPENERS.test(line[next] as string)) next++;
    const starts = next >= line.length || /[\p{Lu}\d]/u.test(line[next] as string);
    if (starts && !(ch === '.' && end === i + 1 && abbreviationAt(line, i))) ends.push(end);
    i = end - 1;
  }
  if (line.trim() && ends.at(-1) !== line.trimEnd().length) ends.push(line.trimEnd().length);
  return ends;
}

/** Longest quoted saying kept whole as part of its sentence ("Ask: 'I can do A and B this week, or C. Which matters most?'"). */
const QUOTE_READ = 300;
const QUOTE_OPENS = /(?:^|[\s(:—–-])(['‘"“])(?=[\p{L}\d])/gu;
const CLOSES: Record<string, RegExp> = { "'": /(?<=\S)['’](?=[\s.,;:!?)]|$)/, '‘': /(?<=\S)[’'](?=[\s.,;:!?)]|$)/, '"': /(?<=\S)["”]/, '“': /(?<=\S)[”"]/ };
/** The spans of a line that are quoted sayings closed on the same line, within QUOTE_READ characters. */
function quotedSpans(line: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const open of line.matchAll(QUOTE_OPENS)) {
    const from = (open.index ?? 0) + open[0].length;
    if (spans.some(([, to]) => from < to)) continue;
    const close = (CLOSES[open[1] as string] as RegExp).exec(line.slice(from, from + QUOTE_READ));
    if (close) spans.push([from, from + close.index]);
  }
  return spans;
}

/** The sentences of a line of prose (see sentenceEnds), trimmed; a quoted saying of several sentences stays in the one it is said in. */
export function splitSentences(line: string): string[] {
  const out: string[] = [];
  let at = 0;
  const quoted = quotedSpans(line);
  for (const end of sentenceEnds(line)) {
    if (quoted.some(([from, to]) => end > from && end <= to)) continue;
    const sentence = line.slice(at, end).trim();
    if (sentence) out.push(sentence);
    at = end;
  }
  return out;
}

/** Whether a line of prose ends a sentence (its last non-space character is a stop, before any closing quote or bracket). */
export function endsSentence(line: string): boolean {
  let i = line.trimEnd().length;
  while (i > 0 && CLOSERS.has(line[i - 1] as string)) i--;
  return i > 0 && /[.!?]/.test(line[i - 1] as string) && !(line[i - 1] === '.' && abbreviationAt(line, i - 1));
}
