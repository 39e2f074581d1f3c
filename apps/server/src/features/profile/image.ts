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

/** Width × height from the image's header alone (nothing is decoded); null when the header is unreadable. */
export async function photoPixels(data: Buffer): Promise<number | null> {
  try {
    const { width, height } = await sharp(data).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/**
 * Re-encodes to a 512 px square WebP: orientation applied, all metadata (EXIF, GPS) dropped.
 * `pixels` is the size photoPixels read, which must be within PHOTO_MAX_PIXELS (the decoder checks it too).
 */
export async function normalisePhoto(data: Buffer, pixels: number): Promise<Buffer> {
  return decoding(pixels, () =>
    sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, animated: false })
      .rotate()
      .resize(512, 512, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}
