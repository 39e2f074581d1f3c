import { z } from 'zod';

/** A record's id in a path (`/notes/:id`): text, as the database's ids; an unknown one is a 404. */
export const RecordIdParams = z.object({ id: z.string().max(64) });
import { platformMessages } from './messages.ts';

/**
 * Every error answer: `{ error: { code, message } }`, the message in the catalogue's words. An
 * endpoint whose error says more declares that body with itself (`schemas().errors`), built with
 * `errorWith`, so the fields one endpoint adds are not offered by all of them.
 */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An error body with fields beside code and message, for one endpoint's declaration. */
export function errorWith<T extends z.ZodRawShape>(fields: T) {
  return z.object({ error: ErrorBody.shape.error.extend(fields) });
}

/** An answer that only says what happened (a toast). */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The first validation message of a failed parse, as shown to the user. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? platformMessages.badRequest;
}

/**
 * A numbered list's page in a query: from 1 (the first when absent); a page past the end comes back
 * empty. Anything else (0, -1, abc, 1e999) answers the catalogue's words, not zod's.
 */
export const pageNumber = () => z.coerce.number({ error: platformMessages.pageInvalid }).int().min(1).max(100_000).default(1);

/** How many items a page of a list holds, when the caller may choose: 1 to `max`, `fallback` when absent. */
export const pageSize = (max: number, fallback: number) => z.coerce.number({ error: platformMessages.pageSizeInvalid }).int().min(1).max(max).default(fallback);

/** The page query of a numbered list. */
export const PageQuery = z.object({ page: pageNumber() });

/** One page of a numbered list, with the total and the page count. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  });
}
