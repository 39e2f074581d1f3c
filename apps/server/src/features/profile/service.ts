import { messages } from '@iyl/core/catalog/messages';
import { PHOTO_MAX_PIXELS } from '@iyl/core/profile/contract';
import { randomUUID } from 'node:crypto';
import { badRequest } from '../../platform/http/errors.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import type { AuthService } from '../auth/service.ts';
import { detectImageType, normalisePhoto, type PictureShape, photoSize } from './image.ts';

export const UPLOADS_PATH = '/uploads/';

export function createProfileService(deps: { auth: AuthService; store: FileStore; log: { warn(obj: object, msg?: string): void } }) {
  /**
   * A picture as the app keeps it: checked (type by its bytes, size, pixels), re-encoded to WebP with
   * its metadata dropped, and stored under a server-made name. Answers its /uploads/ address.
   */
  async function storePicture(data: Buffer, shape: PictureShape = 'square'): Promise<string> {
    if (data.length === 0) throw badRequest(messages.selectPhoto);
    if (!detectImageType(data)) throw badRequest(messages.photoType);
    const size = await photoSize(data);
    if (!size) throw badRequest(messages.photoType);
    if (size.pixels > PHOTO_MAX_PIXELS) throw badRequest(messages.photoTooManyPixels);
    let image: Buffer;
    try {
      image = await normalisePhoto(data, size, shape);
    } catch {
      throw badRequest(messages.photoType);
    }
    const name = `${randomUUID()}.webp`;
    await deps.store.put(name, image);
    return `${UPLOADS_PATH}${name}`;
  }

  return {
    storePicture,

    /** savephoto + UpdateProfilePic: a checked, re-encoded picture under a server-made name. */
    async savePhoto(userId: string, data: Buffer) {
      const url = await storePicture(data);
      let previous: string | null;
      try {
        previous = await deps.auth.replaceProfilePic(userId, url);
      } catch (err) {
        await deps.store.remove(url.slice(UPLOADS_PATH.length));
        throw err;
      }
      if (previous?.startsWith(UPLOADS_PATH)) {
        await deps.store.remove(previous.slice(UPLOADS_PATH.length)).catch((err: Error) => deps.log.warn({ err: err.message }, 'old photo not removed'));
      }
      return url;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
