/** Profile and cover photos (no zod here: the screens import these, and the schemas load with the endpoints). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The form field that carries the photo. */
export const PHOTO_FIELD = 'image';
/**
 * The most pixels a profile or cover photo may have: 4096 × 4096 (16.8 megapixels) takes a 12 or
 * 16 megapixel phone photo as it comes, and the picture is stored at 512 px anyway. Decoding is
 * what costs memory (about 100 MB at this size for a GIF or a progressive JPEG).
 */
export const PHOTO_MAX_PIXELS = 4096 * 4096;
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** What a photo field says it takes (under the field). */
export const PHOTO_HINT = 'JPEG, PNG, WebP or GIF, up to 5 MB and 4096 × 4096 pixels.';
