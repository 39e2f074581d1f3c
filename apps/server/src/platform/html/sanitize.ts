import { noteFontSizes } from '@iyl/core/notes/contract';
import sanitizeHtml from 'sanitize-html';

const fontSizes = new RegExp(`^(${Object.values(noteFontSizes).join('|')})$`);
const alignments = /^(left|center|right|justify)$/;

/**
 * The one allowlist for HTML we store or send (AI output, user notes): text structure and emphasis,
 * the editor's font sizes 1–7 and text alignment. No scripts, style sheets, other inline styles,
 * event handlers, iframes or URLs other than http(s)/mailto.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote',
    'ul', 'ol', 'li', 'a', 'code', 'pre', 'hr', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], span: ['style'], p: ['style'], h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'] },
  allowedStyles: {
    span: { 'font-size': [fontSizes] },
    p: { 'text-align': [alignments] },
    h1: { 'text-align': [alignments] },
    h2: { 'text-align': [alignments] },
    h3: { 'text-align': [alignments] },
    h4: { 'text-align': [alignments] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Paragraphs emptied by the clean-up would only leave gaps.
  exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }, true),
  },
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
