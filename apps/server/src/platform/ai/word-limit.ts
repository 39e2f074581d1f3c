import { sanitizeRichHtml } from '../html/sanitize.ts';

/** Text words of an HTML fragment. */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/**
 * Cuts HTML after `max` words of text, ending with an ellipsis; the sanitiser then closes any tag
 * left open. Used where the spec sets a word limit the model may ignore.
 */
export function limitWords(html: string, max: number): string {
  if (countWords(html) <= max) return html;
  let words = 0;
  let out = '';
  for (const [, tag, text] of html.matchAll(/(<[^>]*>)|([^<]+)/g)) {
    if (tag) {
      out += tag;
      continue;
    }
    const pieces = (text ?? '').split(/(\s+)/);
    for (const piece of pieces) {
      if (piece.trim()) {
        if (words === max) return sanitizeRichHtml(`${out.trimEnd()}…`);
        words += 1;
      }
      out += piece;
    }
  }
  return sanitizeRichHtml(out);
}
