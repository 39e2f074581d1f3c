import { z } from 'zod';
import { platformMessages } from './messages.ts';

/** Every error answer: `{ error: { code, message } }`, the message in the catalogue's words. */
export const ErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An answer that only says what happened (a toast). */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The first validation message of a failed parse, as shown to the user. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? platformMessages.badRequest;
}
