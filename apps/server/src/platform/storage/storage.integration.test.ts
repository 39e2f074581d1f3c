import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from './s3-store.ts';
import { createLocalStore, type FileStore } from './storage.ts';

let s3: S3rver;
let s3Store: FileStore;

beforeAll(async () => {
  // A real S3-compatible HTTP server on loopback.
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: mkdtempSync(join(tmpdir(), 'iyl-s3-')), silent: true, configureBuckets: [{ name: 'iyl-test', configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  s3Store = createS3Store({ endpoint: `http://127.0.0.1:${port}`, bucket: 'iyl-test', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
});
afterAll(() => s3?.close());

describe.each([
  ['local disk', () => createLocalStore(mkdtempSync(join(tmpdir(), 'iyl-store-')))],
  ['S3-compatible', () => s3Store],
])('%s file store', (_name, make) => {
  it('puts, gets and removes files under server-made names only', async () => {
    const store = make();
    const name = '0b6f8d2e-1c9a-4f5e-9a8b-7c6d5e4f3a2b.webp';
    expect(await store.get(name)).toBeNull();
    await store.put(name, Buffer.from('RIFF....WEBP data'));
    expect((await store.get(name))?.toString()).toBe('RIFF....WEBP data');
    await store.remove(name);
    expect(await store.get(name)).toBeNull();
    await store.remove(name); // removing twice is fine
    expect(await store.get('../../etc/passwd')).toBeNull();
    await expect(store.put('../escape.webp', Buffer.from('x'))).rejects.toThrow('unsafe file name');
  });
});
