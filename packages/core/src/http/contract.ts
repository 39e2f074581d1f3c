import { z } from 'zod';
import { platformMessages } from './messages.ts';

/** Every error answer: `{ error: { code, message } }`, the message in the catalogue's words. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** After a 409 on a booking: the next free start times (ISO instants). */
    nextFree: z.array(z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An answer that only says what happened (a toast). */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The first validation message of a failed parse, as shown to the user. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? platformMessages.badRequest;
}

/** The page query of a numbered list: page from 1; a page past the end comes back empty. */
export const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

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
