import { messages } from '@iyl/core/catalog/messages';
import { PHOTO_MAX_BYTES, photoTypes } from '@iyl/core/profile/constants';

const acceptedTypes: readonly string[] = photoTypes;

/** What a picture input accepts (the types the server reads). */
export const photoAccept = photoTypes.join(',');

/**
 * What is wrong with a chosen picture before a byte of it is sent, in the catalogue's words, or null.
 * Every picture the app uploads (a profile or coach photo, a topic's, a course cover, a lesson's) goes to
 * the same limit, so a phone is told at once instead of after uploading megabytes to hear 413. Only the
 * obvious mistakes are caught here; the server still checks the bytes themselves.
 */
export function photoProblem(file: File): string | null {
  if (file.type && !acceptedTypes.includes(file.type)) return messages.photoType;
  if (file.size > PHOTO_MAX_BYTES) return messages.photoTooLarge;
  return null;
}
