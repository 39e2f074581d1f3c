/**
 * Text out of HTML in one forward pass: every helper here is linear in the length of its input
 * (a regular expression such as /<[^>]*>/g is quadratic on a text of many '<' without a '>', and
 * user text reaches these functions before any parser has seen it).
 */

export type HtmlPiece = { tag: string; text?: undefined } | { text: string; tag?: undefined };

/**
 * Splits HTML into tags (`<` up to the next `>`) and the text between them. A `<` with no `>`
 * anywhere after it is text, as is everything after it.
 */
export function* htmlPieces(html: string): Generator<HtmlPiece> {
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) {
      yield { text: html.slice(at) };
      return;
    }
    if (open > at) yield { text: html.slice(at, open) };
    yield { tag: html.slice(open, close + 1) };
    at = close + 1;
  }
}

const isAsciiLetter = (ch: string) => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
const endsTagName = (ch: string) => ch === '>' || ch === '/' || ch === ' ' || ch === '\n' || ch === '\t' || ch === '\f' || ch === '\r';

/**
 * The element name of a tag piece, lower case, read the way HTML parsers read it: from a letter up
 * to whitespace, '/' or '>' ("<a<b>" names "a<b"). '' when the piece is no element tag (a comment,
 * a doctype, "< b>").
 */
export function tagName(tag: string): string {
  const start = tag[1] === '/' ? 2 : 1;
  if (!isAsciiLetter(tag.charAt(start))) return '';
  let end = start;
  while (end < tag.length && !endsTagName(tag.charAt(end))) end++;
  return tag.slice(start, end).toLowerCase();
}

/** Tags that end a line of text: the text on either side of them must not run together. */
const BREAKING = new Set([
  'p', 'br', 'div', 'li', 'ul', 'ol', 'blockquote', 'pre', 'hr', 'tr', 'td', 'th', 'table',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** Decodes the entities a sanitiser writes, in one pass ("&amp;lt;" stays "&lt;"). */
export function decodeBasicEntities(text: string): string {
  return text.replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * The readable text of HTML: tags removed (those that break a line become a space), the common
 * entities decoded, whitespace collapsed and trimmed.
 */
export function htmlToText(html: string, options: { everyTagIsSpace?: boolean } = {}): string {
  let out = '';
  for (const piece of htmlPieces(html)) {
    if (piece.text !== undefined) out += piece.text;
    else if (options.everyTagIsSpace || BREAKING.has(tagName(piece.tag))) out += ' ';
  }
  return decodeBasicEntities(out).replace(/\s+/g, ' ').trim();
}

/** `text` without whitespace or any of `chars` at its end (a loop, where /[…]+$/ would be quadratic). */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && (chars.includes(text.charAt(end - 1)) || /\s/.test(text.charAt(end - 1)))) end--;
  return text.slice(0, end);
}
