import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { photoSize } from './image.ts';

/** A PNG whose header says `side` × `side` (a tiny body: photoSize reads the header only). */
function pngHeaderOf(side: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // 8 bits a channel
  header[9] = 2; // RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(16))), chunk('IEND', Buffer.alloc(0))]);
}

describe('photoSize', () => {
  it('reads a picture past sharp’s own pixel limit (20000 × 20000) from its header, so it is refused for its pixels, not as "not an image"', async () => {
    expect(await photoSize(pngHeaderOf(20_000))).toEqual({ width: 20_000, height: 20_000, pixels: 400_000_000 });
  });

  it('answers null for bytes that are no picture', async () => {
    expect(await photoSize(Buffer.from('not a picture at all'))).toBeNull();
  });
});
