import { DrizzleQueryError } from 'drizzle-orm/errors';

/** A database error's own fields: what went wrong and where, never the values involved. */
interface DatabaseErrorFields {
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

const isDatabaseError = (err: unknown): err is Error & DatabaseErrorFields =>
  err instanceof Error && typeof (err as DatabaseErrorFields).code === 'string' && typeof (err as DatabaseErrorFields).severity === 'string';

/** The stack's frames without its first line, which repeats the message (and with it any values). */
const framesOf = (stack: string | undefined) => (stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * Errors as the log shows them (pino's `err` serializer). A failed query is logged as its statement
 * with placeholders, never its parameters (personal data, password hashes), and the database's
 * message with every quoted value masked ('invalid input syntax for type uuid: "…"'); its detail,
 * which quotes the row, is left out.
 */
export function errorForLog(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  if (err instanceof DrizzleQueryError) {
    return { type: 'DrizzleQueryError', message: 'Failed query', query: err.query, stack: framesOf(err.stack), cause: errorForLog(err.cause, depth + 1) };
  }
  if (isDatabaseError(err)) {
    const { code, severity, constraint, table, column, routine } = err;
    return { type: err.name, message: err.message.replace(/"[^"]*"/g, '"…"'), stack: '', code, severity, constraint, table, column, routine };
  }
  return {
    type: err.name,
    message: err.message,
    stack: err.stack ?? '',
    ...(typeof (err as { code?: unknown }).code === 'string' ? { code: (err as { code?: unknown }).code } : {}),
    ...(err.cause !== undefined && depth < 3 ? { cause: errorForLog(err.cause, depth + 1) } : {}),
  };
}
