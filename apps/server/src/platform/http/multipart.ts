import { messages } from '@iyl/core/catalog/messages';
import { AppError, badRequest } from './errors.ts';

/**
 * What a failure while reading a multipart upload tells the user: our own refusal as it is, a file over
 * the route's size limit as `tooLarge` (413), and anything else (cut off, a broken boundary, too many
 * parts) as an incomplete upload.
 */
export function uploadError(err: unknown, tooLarge: string): AppError {
  if (err instanceof AppError) return err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'VALIDATION', tooLarge);
  return badRequest(messages.uploadIncomplete);
}
