/** The profile photo upload. Merged into the one catalogue in catalog/messages.ts. */
export const profileMessages = {
  selectPhoto: 'Please select a Profile Photo to upload.',
  imageUploaded: 'Image Uploaded Success',
  photoType: 'Please choose a JPEG, PNG, WebP or GIF image.',
  photoTooLarge: 'The photo is too large. Please choose one under 5 MB.',
  photoTooManyPixels: 'The photo has too many pixels. Please choose one of at most 4096 × 4096 pixels (16 megapixels).',
} as const;
