// Eight worst-case photos sent at once must not take the server's memory up by more than 300 MB.
// The uploads run in a process of their own (test/support/upload-memory.ts), whose resident memory
// is read before and at the peak.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { messages } from '@iyl/core/catalog/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/databases.ts';

const tsx = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));
const script = fileURLToPath(new URL('../../../test/support/upload-memory.ts', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'iyl-photos-'));

/** A GIF is the costliest format to decode (no shrink-on-load): the worst case at a given size. */
async function gif(side: number) {
  const file = join(folder, `${side}.gif`);
  writeFileSync(file, await sharp({ create: { width: side, height: side, channels: 3, background: '#1e9c5a' } }).gif().toBuffer());
  return file;
}

async function uploadAtOnce(file: string, count: number) {
  const database = await openTestDatabase();
  const { stdout } = await promisify(execFile)(tsx, [script, file, String(count), database.url], { maxBuffer: 10_000_000 }).finally(() => database.close());
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { statuses: number[]; bodies: { error?: { message: string } }[]; before: number; peak: number };
}

describe('photo uploads and memory', () => {
  it('8 concurrent uploads of the largest accepted GIF (4096 × 4096) all succeed within +300 MB', async () => {
    const result = await uploadAtOnce(await gif(4096), 8);
    expect(result.statuses).toEqual(Array(8).fill(200));
    expect(result.peak - result.before).toBeLessThan(300);
  }, 120_000);

  it('the 6300 × 6300 GIF of the report (27 KB) is refused from its header, before any decoding', async () => {
    const result = await uploadAtOnce(await gif(6300), 8);
    expect(result.statuses).toEqual(Array(8).fill(400));
    expect(result.bodies[0]?.error?.message).toBe(messages.photoTooManyPixels);
    expect(result.peak - result.before).toBeLessThan(50);
  }, 120_000);
});
