import { z } from 'zod';

import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, photoTypes } from './constants.ts';

export { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, photoTypes };

/** savephoto: the stored picture's address (also set as the profile picture). */
export const PhotoResponse = z.object({ message: z.string(), profilePic: z.string() });
export type PhotoResponse = z.infer<typeof PhotoResponse>;
