import { htmlPieces, htmlToText } from '@iyl/core/text/html';
import { sanitizeRichHtml } from '../html/sanitize.ts';

/** Text words of an HTML fragment. */
export function countWords(html: string): number {
  const text = htmlToText(html, { everyTagIsSpace: true });
  return text ? text.split(' ').length : 0;
}

/**
 * Cuts HTML after `max` words of text, ending with an ellipsis; the sanitiser then closes any tag
 * left open. Used where the spec sets a word limit the model may ignore.
 */
export function limitWords(html: string, max: number): string {
  if (countWords(html) <= max) return html;
  let words = 0;
  let out = '';
  for (const { tag, text } of htmlPieces(html)) {
    if (tag !== undefined) {
      out += tag;
      continue;
    }
    const pieces = text.split(/(\s+)/);
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
