import type { photoTypes } from '@iyl/core/profile/contract';
import sharp from 'sharp';

type PhotoType = (typeof photoTypes)[number];

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

/** Re-encodes to a 512 px square WebP: orientation applied, all metadata (EXIF, GPS) dropped. */
export async function normalisePhoto(data: Buffer): Promise<Buffer> {
  return sharp(data, { limitInputPixels: 40_000_000, animated: false })
    .rotate()
    .resize(512, 512, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}
