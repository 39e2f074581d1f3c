import { messages } from '@iyl/core/catalog/messages';
import type { ErrorCode } from '@iyl/core/catalog/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

function body(code: ErrorCode, message: string, details?: object) {
  return { error: { code, message, ...details } };
}

/** Every text of the catalogue: a validation message is one of them, or it is not shown. */
const catalogue = new Set<string>(Object.values(messages));

const genericByStatus: Record<number, [ErrorCode, string]> = {
  401: ['UNAUTHENTICATED', messages.unauthenticated],
  403: ['FORBIDDEN', messages.forbidden],
  404: ['NOT_FOUND', messages.notFound],
  429: ['RATE_LIMITED', messages.tooManyRequests],
};

/** Maps every error to `{ error: { code, message } }`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx is ours: logged with its cause (and the request id), never shown. A shed request
      // (503) is expected under load, and a log line each would only add to the load.
      if (error.status >= 500 && error.status !== 503) request.log.error({ err: error }, 'request failed');
      return reply.code(error.status).headers(error.headers).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A rule its contract gave no text of its own answers in zod's words ("Too big: expected string to
      // have <=120 characters"): never shown; the catalogue's general line instead. The contracts give
      // the fields a person fills in texts of their own (a test sends every endpoint malformed input).
      const first = error.validation[0]?.message;
      return reply.code(400).send(body('VALIDATION', first && catalogue.has(first) ? first : messages.badRequest));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const [code, message] = genericByStatus[status] ?? ['VALIDATION', messages.badRequest];
      return reply.code(status).send(body(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL', messages.internal));
  });
}
