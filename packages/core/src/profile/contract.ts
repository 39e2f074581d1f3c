import { z } from 'zod';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** savephoto: the stored picture's address (also set as the profile picture). */
export const PhotoResponse = z.object({ message: z.string(), profilePic: z.string() });
export type PhotoResponse = z.infer<typeof PhotoResponse>;
