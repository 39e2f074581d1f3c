import { availableParallelism } from 'node:os';
import { PHOTO_MAX_PIXELS, type photoTypes } from '@iyl/core/profile/contract';
import sharp from 'sharp';
import { limitByWeight } from '../../platform/concurrency.ts';

type PhotoType = (typeof photoTypes)[number];

// Each photo is decoded once and never again: libvips' cache of decoded images would only hold on
// to memory (up to 50 MB by default).
sharp.cache(false);

/**
 * Decoding is weighed by pixels: at most one image per core at a time, and at most PHOTO_MAX_PIXELS
 * being decoded at once. Eight 16-megapixel GIFs sent together then decode one after another
 * (about +160 MB at the peak) instead of side by side; small pictures still use every core.
 */
const decoding = limitByWeight(Math.max(1, availableParallelism()), PHOTO_MAX_PIXELS);

/** The type decided by the first bytes, never by the file name or the browser's word. */
export function detectImageType(data: Buffer): PhotoType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** The side of the stored square picture, at most (the largest the app shows it, at 2× for sharp screens). */
export const PHOTO_SIDE = 512;

export interface PhotoSize {
  /** As it will be shown: after the EXIF orientation is applied (a portrait phone photo is taller than wide). */
  width: number;
  height: number;
  pixels: number;
}

/**
 * The picture's size from its header alone (nothing is decoded); null when the header is unreadable.
 * sharp's own pixel limit (268 megapixels) is lifted here, for the header only: a 20000 × 20000 picture is
 * an image with too many pixels (said so by the caller), not "not an image".
 */
export async function photoSize(data: Buffer): Promise<PhotoSize | null> {
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    const { width, height } = meta.autoOrient ?? meta;
    return width && height ? { width, height, pixels: width * height } : null;
  } catch {
    return null;
  }
}

/** The shapes a picture is kept in: a square (a profile photo) or a wide banner (a community topic, a course cover, a lesson's picture). */
export const PICTURE_SHAPES = { square: { width: PHOTO_SIDE, height: PHOTO_SIDE }, wide: { width: 1200, height: 630 } } as const;
export type PictureShape = keyof typeof PICTURE_SHAPES;

/**
 * Re-encodes to WebP in the shape asked: orientation applied, all metadata (EXIF, GPS) dropped. The
 * shape's full size, or less when the picture is smaller: it is cropped to the shape but never blown up
 * (it would only get blurred and heavier). `size` is what photoSize read, whose pixels must be within
 * PHOTO_MAX_PIXELS (the decoder checks it too).
 */
export async function normalisePhoto(data: Buffer, size: PhotoSize, shape: PictureShape = 'square'): Promise<Buffer> {
  const target = PICTURE_SHAPES[shape];
  const scale = Math.min(1, size.width / target.width, size.height / target.height);
  const width = Math.max(1, Math.round(target.width * scale));
  const height = Math.max(1, Math.round(target.height * scale));
  return decoding(size.pixels, () =>
    sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, animated: false })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}
