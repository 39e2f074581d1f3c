import type { ErrorCode } from '@iyl/core/catalog/messages';
import { messages } from '@iyl/core/catalog/messages';

export interface AppErrorOptions {
  /** Response headers (retry-after). */
  headers?: Record<string, string>;
  /** What went wrong underneath (logged with a 5xx, never shown). */
  cause?: unknown;
  /**
   * What the client can do next, sent beside code and message. Only fields the endpoint declares for
   * this status reach the client: the answer is serialised by that declaration.
   */
  details?: Record<string, unknown>;
}

/** The one error type of the server: a code, an HTTP status and a catalogue message. */
export class AppError extends Error {
  readonly headers: Record<string, string>;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'AppError';
    this.headers = options.headers ?? {};
    this.details = options.details;
  }
}

export const badRequest = (message: string) => new AppError(400, 'VALIDATION', message);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', messages.unauthenticated);
export const forbidden = () => new AppError(403, 'FORBIDDEN', messages.forbidden);
export const notFound = (message: string = messages.notFound) => new AppError(404, 'NOT_FOUND', message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = messages.tooManyRequests) =>
  new AppError(429, 'RATE_LIMITED', message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
/** Load shed: the server is too busy to take this request now; the client may retry after a second. */
export const serviceBusy = () => new AppError(503, 'BUSY', messages.busy, { headers: { 'retry-after': '1' } });
