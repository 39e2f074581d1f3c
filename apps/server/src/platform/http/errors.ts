import type { ErrorCode } from '@iyl/core/catalog/messages';
import { messages } from '@iyl/core/catalog/messages';

/** The one error type of the server: a code, an HTTP status and a catalogue message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** What went wrong underneath (logged with a 5xx, never shown). */
    options: { cause?: unknown } = {},
    /** What the client can do next, sent beside code and message (the next free slots after a 409). */
    readonly details?: { nextFree?: string[] },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, 'VALIDATION', message);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', messages.unauthenticated);
export const forbidden = () => new AppError(403, 'FORBIDDEN', messages.forbidden);
export const notFound = (message: string = messages.notFound) => new AppError(404, 'NOT_FOUND', message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = messages.tooManyRequests) =>
  new AppError(429, 'RATE_LIMITED', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/** Load shed: the server is too busy to take this request now; the client may retry after a second. */
export const serviceBusy = () => new AppError(503, 'BUSY', messages.busy, { 'retry-after': '1' });
