import { cleanRichText, sanitizeRichHtml } from './sanitize.ts';

/**
 * Up to this many characters rich text is sanitised on the event loop (well under a millisecond
 * to a few: less than a hop to a worker thread costs); anything larger on a worker thread.
 */
const INLINE_MAX = 16_384;
const TASK = 'platform/html/sanitize.task';

/**
 * What rich text needs of the worker pool (platform/workers/pool.ts, given by app.ts): running a task
 * module's function. Declared here, not imported: the pool answers a full queue with the http layer's
 * error, and the http layer escapes its pages with html/escape.ts, so html and workers would import each
 * other through http.
 */
export interface TaskRunner {
  run<T>(task: string, name: string, arg: unknown, account?: string): Promise<T>;
}

/**
 * Sanitising user and AI rich text without holding the event loop: small texts here, large ones on a
 * worker. `account`: the customer whose request sent the text (see the pool's per-account cap).
 */
export function createRichText(workers: TaskRunner) {
  return {
    /** Sanitised HTML and its text. */
    clean(html: string, account?: string): Promise<{ html: string; text: string }> {
      return html.length <= INLINE_MAX ? Promise.resolve(cleanRichText(html)) : workers.run(TASK, 'cleanRichText', html, account);
    },
    /** Sanitised HTML. */
    sanitize(html: string, account?: string): Promise<string> {
      return html.length <= INLINE_MAX ? Promise.resolve(sanitizeRichHtml(html)) : workers.run(TASK, 'sanitizeRichHtml', html, account);
    },
  };
}
export type RichText = ReturnType<typeof createRichText>;
