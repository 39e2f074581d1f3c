import { noteFontSizes } from '@iyl/core/notes/contract';
import { htmlToText, tagName } from '@iyl/core/text/html';
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

/** Elements open inside one another at most this deep after `boundNesting` (real notes use under 10). */
export const MAX_HTML_DEPTH = 64;

// As htmlparser2 (sanitize-html's parser) reads HTML: elements that never hold content, and those
// whose content is raw text up to their end tag.
const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

/** Where the end tag of a raw-text element starts (any letter case), or -1. */
function endTagOf(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at !== -1; at = html.indexOf('</', at + 2)) {
    if (tagName(html.slice(at, at + name.length + 3)) === name) return at;
  }
  return -1;
}

/**
 * Rewrites HTML so that no element sits deeper than MAX_HTML_DEPTH and every end tag closes an
 * open element, in one linear pass. htmlparser2 keeps its open elements in an array it searches and
 * shifts on every tag, which is quadratic in the depth: 66,000 nested <b> (a 200 KB note) took
 * seconds of the one thread every request shares. Here the open elements are bounded, so the
 * parser's are too (it may close more than this pass does, never fewer).
 *
 * Changes nothing a sanitised note could show: tags beyond the depth are dropped (their text is
 * kept), stray end tags are dropped, elements left open are closed at the end, comments and
 * script-like elements (whose content the sanitiser drops anyway) are dropped, and a '<' that
 * starts no tag becomes "&lt;". The sanitiser that follows remains the security boundary.
 */
export function boundNesting(html: string): string {
  const open: string[] = [];
  let out = '';
  let at = 0;
  while (at < html.length) {
    const start = html.indexOf('<', at);
    const end = start === -1 ? -1 : html.indexOf('>', start + 1);
    if (end === -1) {
      out += html.slice(at).replaceAll('<', '&lt;');
      break;
    }
    out += html.slice(at, start);
    at = end + 1;
    if (html.startsWith('<!--', start)) {
      const close = html.indexOf('-->', start + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    const tag = html.slice(start, at);
    const name = tagName(tag);
    if (!name) {
      // A doctype, processing instruction or "<!…>" is dropped; "< b>" or "<3" is text.
      if (tag[1] !== '!' && tag[1] !== '?' && tag[1] !== '/') out += `&lt;${tag.slice(1)}`;
      continue;
    }
    if (tag[1] === '/') {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const close = endTagOf(html, name, at);
      const closeEnd = close === -1 ? -1 : html.indexOf('>', close);
      at = closeEnd === -1 ? html.length : closeEnd + 1;
      continue;
    }
    if (VOID.has(name)) {
      out += tag;
      continue;
    }
    if (open.length >= MAX_HTML_DEPTH) continue;
    open.push(name);
    out += tag;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(boundNesting(html), options).trim();
}

/** Rich text as it is stored: sanitised HTML, and its text (for search, excerpts and the emptiness check). */
export function cleanRichText(html: string): { html: string; text: string } {
  const clean = sanitizeRichHtml(html);
  return { html: clean, text: htmlToText(clean) };
}
