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
    .replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
  return sanitizeRichHtml(unfenced);
}

/** JSON answers sometimes arrive inside ```json fences despite the instructions. */
export function unfenceJson(text: string): string {
  const match = text.match(/```(?:json)?\s*([\s\S]*?)```/i);
  return (match?.[1] ?? text).trim();
}
