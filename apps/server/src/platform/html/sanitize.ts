import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist for HTML we store or send (AI output now, user notes later): text structure
 * and emphasis only. No scripts, styles, event handlers, iframes or URLs other than http(s)/mailto.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote',
    'ul', 'ol', 'li', 'a', 'code', 'pre', 'hr', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
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
