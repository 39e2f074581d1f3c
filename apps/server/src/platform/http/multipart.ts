import { messages } from '@iyl/core/catalog/messages';
import type { FastifyRequest } from 'fastify';
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

/**
 * The one file of a single-file upload (a photo, a cover), read whole: a request that is not multipart
 * or whose file is not in `field` is refused with `missing`, one over the size limit with `tooLarge`.
 */
export async function readOneFile(request: FastifyRequest, field: string, missing: string, tooLarge: string): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(missing);
  try {
    const file = await request.file();
    if (file?.fieldname !== field) throw badRequest(missing);
    return await file.toBuffer();
  } catch (err) {
    throw uploadError(err, tooLarge);
  }
}
