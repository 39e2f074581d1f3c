// Worker-thread entry (platform/workers/pool.ts): the sanitiser, for rich text too large for the event loop.
export { cleanRichText, sanitizeRichHtml } from './sanitize.ts';
