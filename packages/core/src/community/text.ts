/**
 * Community text: counted, cleaned and shown the same way in the browser and on the server.
 *
 * Members write plain text. Nothing they write is ever HTML: the screens render it as text, and only
 * links (http and https) become clickable, built as elements, never from the text as markup.
 */

import { parseUrl } from '../text/url.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Characters as a person counts them: an emoji (even a family or a flag, several code points) or an
 * accented letter is one. Text longer than `stopAt` code units is reported as `stopAt + 1` without
 * being read whole (a huge paste costs nothing).
 */
export function characterCount(text: string, stopAt = Number.POSITIVE_INFINITY): number {
  let count = 0;
  if (text.length > stopAt * 16) return stopAt + 1;
  for (const _ of segmenter.segment(text)) {
    if (++count > stopAt) return count;
  }
  return count;
}

/** The first `max` characters (as counted above): what the box keeps of a paste. */
export function firstCharacters(text: string, max: number): string {
  let out = '';
  let count = 0;
  for (const { segment } of segmenter.segment(text.slice(0, max * 16))) {
    if (++count > max) break;
    out += segment;
  }
  return out;
}

/**
 * A message or topic as kept: line breaks and tabs become spaces, other control characters, the
 * invisible direction overrides (which could make text read backwards) and zero-width spaces are dropped, runs of spaces
 * become one, and the ends are trimmed. Composed form (NFC), so "é" typed two ways is one character.
 */
export function cleanCommunityText(text: string, keepLineBreaks = false): string {
  const spaced = keepLineBreaks ? text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ') : text.replace(/[\r\n\t]+/g, ' ');
  const kept = spaced
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\u034f/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .normalize('NFC');
  // Joiners, variation selectors and tags belong inside emoji (a flag); blank-looking letters (Hangul
  // fillers, the braille blank) show nothing either: text of nothing else is blank.
  return kept.replace(/\s|\u115f|\u1160|\u17b4|\u17b5|\u200c|\u200d|\u2800|\u3164|\uffa0|[\ufe00-\ufe0f]|[\u{e0000}-\u{e007f}]/gu, '') ? kept : '';
}

/** A piece of a message: text, or a link to show as one. */
export type TextPiece = { text: string } | { text: string; href: string };

/** http(s) addresses: up to a space or an angle bracket or quote; trailing punctuation stays text. */
const LINK = /\bhttps?:\/\/[^\s<>"'`]{1,2000}/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** The host as a link's text shows it: what stands between "//" and the path. */
const SHOWN_HOST = /^https?:\/\/([^/?#\\]*)/i;

/**
 * The message in pieces, its links marked. A link is kept only if the URL parser reads it as http or
 * https (no javascript:, no data:); the href is the parser's form of it. A link's text shows the host the
 * browser will go to: one with a user name in it (`https://good.example@evil.example/` goes to
 * evil.example) stays text, and one whose host reads otherwise than the browser reads it (look-alike
 * letters, escapes, numbers for an address) shows the parser's form, its host as the browser has it.
 */
export function linkPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    const url = parseUrl(raw);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) continue;
    const shown = SHOWN_HOST.exec(raw)?.[1]?.toLowerCase();
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: shown === url.host ? raw : url.href, href: url.href });
    at = start + raw.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
