import { sanitizeRichHtml } from '../html/sanitize.ts';

/**
 * The spec's clean-up of AI HTML (code fences, a leading word "html", a stray language attribute),
 * then the allowlist sanitiser. Everything AI-written goes through here before it is stored or sent.
 */
export function cleanAiHtml(text: string): string {
  const unfenced = text
    .replace(/```[a-zA-Z]*\s*/g, '')
    .replace(/```/g, '')
    .trim()
    .replace(/^html\b\s*/i, '')
    // One leading space, not /\s+lang/: that would rescan every run of spaces from each of its characters.
    .replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
  return sanitizeRichHtml(unfenced);
}

/** JSON answers sometimes arrive inside ```json fences despite the instructions. */
export function unfenceJson(text: string): string {
  // indexOf, not /```(?:json)?\s*([\s\S]*?)```/: that backtracks through every space before an unclosed fence.
  const open = text.indexOf('```');
  if (open === -1) return text.trim();
  let start = open + 3;
  if (text.slice(start, start + 4).toLowerCase() === 'json') start += 4;
  const close = text.indexOf('```', start);
  return close === -1 ? text.trim() : text.slice(start, close).trim();
}
