import { readFileSync } from 'node:fs';
import type { HyphenRule } from '@iyl/core/text/prose';
import wordListPath from 'word-list';

/*
 * Which words a PDF broke at a line's end with a hyphen ("contri-" / "bution") and which hyphens are
 * the writer's ("self-" / "care"). The document is asked first: the way it writes the same word where no
 * line ends inside it is how it spells the word. Then an English word list (word-list: ~274,000 words,
 * with their inflections): a known word made by joining the halves is one word the typesetter broke
 * ("house-" "hold" → "household", though "house" and "hold" are words too); two known words that make
 * none joined are a compound ("self-care"); anything else is a word broken between syllables, joined.
 * So "well-" "being" becomes "wellbeing" (a known word) unless the document writes "well-being" elsewhere.
 */

/**
 * The word list as one sorted string of words ended by "\n" and where each starts: ~3.8 MB, where a Set of
 * the same words held ~20 MB of the server's heap (measured in a heap snapshot, issue 50).
 */
let list: { words: string; starts: Int32Array } | undefined;

function loadList() {
  const sorted = readFileSync(wordListPath, 'utf8')
    .split('\n')
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase())
    .sort();
  const starts = new Int32Array(sorted.length + 1);
  let at = 0;
  sorted.forEach((word, i) => {
    starts[i] = at;
    at += word.length + 1;
  });
  starts[sorted.length] = at;
  return { words: `${sorted.join('\n')}\n`, starts };
}

/** -1, 0 or 1 as `word` sorts before, as or after the list's word from `start` to `end` (by UTF-16 code unit, as Array.sort). */
function compareAt(word: string, words: string, start: number, end: number): number {
  const length = Math.min(word.length, end - start);
  for (let i = 0; i < length; i++) {
    const difference = word.charCodeAt(i) - words.charCodeAt(start + i);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return word.length === end - start ? 0 : word.length < end - start ? -1 : 1;
}

/** Whether a word (any case) is in the English word list. Read on first use (~275,000 words, ~150 ms, in the reading's own process). */
export function isEnglishWord(word: string): boolean {
  list ??= loadList();
  const { words, starts } = list;
  const wanted = word.toLowerCase();
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compareAt(wanted, words, starts[middle] as number, (starts[middle + 1] as number) - 1);
    if (order === 0) return true;
    if (order < 0) high = middle - 1;
    else low = middle + 1;
  }
  return false;
}

/** A word as the document writes it: letters, with any hyphens inside it. */
const WORD = /\p{L}+(?:[-\u2010]\p{L}+)*/gu;

/**
 * The hyphen rule for one document: `lines` are its lines as printed, so each word written whole or with
 * its hyphen inside a line is counted (a word a line's end broke is not).
 */
export function documentHyphens(lines: Iterable<string>, isWord: (word: string) => boolean = isEnglishWord): HyphenRule {
  const seen = new Map<string, number>();
  const count = (word: string) => seen.set(word, (seen.get(word) ?? 0) + 1);
  for (const line of lines) {
    for (const match of line.matchAll(WORD)) {
      // Broken by the line's end: not how the document spells it.
      if (match.index + match[0].length === line.length - 1 && /[-\u2010\u00ad]$/.test(line)) continue;
      const parts = match[0].toLowerCase().split(/[-\u2010]/);
      parts.forEach((part, i) => {
        if (parts.length === 1) count(part);
        const next = parts[i + 1];
        if (next !== undefined) count(`${part}-${next}`);
      });
    }
  }
  return (head, tail) => {
    const h = head.toLowerCase();
    const t = tail.toLowerCase();
    const hyphenated = seen.get(`${h}-${t}`) ?? 0;
    const joined = seen.get(`${h}${t}`) ?? 0;
    if (hyphenated > 0 || joined > 0) return hyphenated >= joined ? 'keep' : 'join';
    if (isWord(`${h}${t}`)) return 'join';
    return isWord(h) && isWord(t) ? 'keep' : 'join';
  };
}
