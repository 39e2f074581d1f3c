import { messages } from '@iyl/core/catalog/messages';
import { isStorableText } from '@iyl/core/text/storable';
import type { MultipartFile } from '@fastify/multipart';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/** How long a refused upload's connection is kept after its answer, half-closed and unread, before it is closed. */
const LINGER_MS = 2_000;

/**
 * Node ends a `connection: close` answer with the socket's destroySoon(): the answer, a FIN, then a full
 * close. A client still sending the rest of its file meets that closed socket with a reset, and the reset
 * throws away whatever of the answer it had not read yet: the person saw "connection reset" rather than
 * "too large" (the lingering-close problem). So the socket is only half-closed after the answer and kept,
 * unread (the client's window fills and it waits, reading the answer), for LINGER_MS, then closed.
 */
function lingerAfterAnswer(socket: Socket): void {
  socket.destroySoon = function lingerThenDestroy(this: Socket) {
    if (this.writable) this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}

/**
 * A file past its limit, refused at once: the rest of the request is left unread (reading it would only
 * be to throw it away: a 20 MB picture read whole before its 413), and the connection closes after the
 * answer, as Fastify does for a body past its bodyLimit, since the client may still be sending.
 */
function refuseTooLarge(request: FastifyRequest, tooLarge: string): AppError {
  request.raw.unpipe();
  request.raw.pause();
  lingerAfterAnswer(request.raw.socket);
  return new AppError(413, 'VALIDATION', tooLarge, { headers: { connection: 'close' } });
}

/** The most room made for a file before its bytes come: above every upload's limit (the largest is 10 MB). */
const ROOM_MAX = 16 * 1024 * 1024;

/**
 * A file part's bytes, up to its size limit (busboy's fileSize, which marks the stream truncated once
 * the file passes it): past the limit, refused without reading on.
 */
async function readCapped(request: FastifyRequest, part: MultipartFile, tooLarge: string): Promise<Buffer> {
  // Copied into one buffer as the chunks come, rather than joined at the end: a 10 MB file joined at
  // once held the event loop 20-40 ms (the copy, and the first touch of 10 MB of fresh memory). The
  // request's declared length bounds the file, so the room is made once (up to ROOM_MAX: a length is only
  // what the client says) and touched a chunk at a time; without one (chunked), it grows by doubling.
  const declared = Number(request.headers['content-length']);
  let into = Buffer.allocUnsafeSlow(Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, ROOM_MAX) : 64 * 1024);
  let length = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (part.file.truncated) throw refuseTooLarge(request, tooLarge);
    if (length + chunk.length > into.length) {
      const larger = Buffer.allocUnsafeSlow(Math.max(into.length * 2, length + chunk.length));
      into.copy(larger, 0, 0, length);
      into = larger;
    }
    chunk.copy(into, length);
    length += chunk.length;
  }
  if (part.file.truncated) throw refuseTooLarge(request, tooLarge);
  return into.subarray(0, length);
}

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
    return await readCapped(request, file, tooLarge);
  } catch (err) {
    throw uploadError(err, tooLarge);
  }
}

/**
 * Whether a multipart text field's text is what was sent. Busboy has decoded the field by the time it is
 * read here, and bytes that are no UTF-8 (half an emoji's) were replaced by U+FFFD on the way; a browser's
 * form does the same to a lone surrogate before it sends it. Either way the replacement character stands
 * where the person's text was broken, so it is refused, as half an emoji in a JSON body is, rather than
 * kept as a replacement character.
 */
const unbroken = (text: string) => !text.includes('\uFFFD');

/**
 * A form sent as multipart: its text fields (only those named; each refused with the catalogue's
 * unsupported-text answer when it holds text PostgreSQL cannot store, a NUL or half an emoji, as every
 * JSON body is: validation.ts, or text that came broken) and its one file in `fileField` (null when none
 * or empty). A field past `fieldMax` characters is kept only to `fieldMax` + 1 of them: the route's
 * contract (whose limits are lower) then refuses it as too long in its own words, and no more is held.
 * A request that is not multipart is refused with `notForm` (or `missing`); a file over `fileSize` bytes
 * with `tooLarge` (413).
 */
export async function readForm(
  request: FastifyRequest,
  options: { fileField: string; fields: readonly string[]; fieldMax: number; fileSize?: number; missing: string; notForm?: string; tooLarge: string },
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  if (!request.isMultipart()) throw badRequest(options.notForm ?? options.missing);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts(options.fileSize ? { limits: { fileSize: options.fileSize } } : undefined)) {
      if (part.type === 'file') {
        const data = await readCapped(request, part, options.tooLarge);
        if (part.fieldname === options.fileField && data.length > 0) file = data;
      } else if (options.fields.includes(part.fieldname) && typeof part.value === 'string') {
        if (!isStorableText(part.value) || !unbroken(part.value)) throw badRequest(messages.unsupportedText);
        fields[part.fieldname] = part.value.length > options.fieldMax ? part.value.slice(0, options.fieldMax + 1) : part.value;
      }
    }
  } catch (err) {
    throw uploadError(err, options.tooLarge);
  }
  return { fields, file };
}
