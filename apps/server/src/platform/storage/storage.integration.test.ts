import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from './s3-store.ts';
import { createLocalStore, type FileStore } from './storage.ts';

const tsx = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));
const s3rverScript = fileURLToPath(new URL('../../../test/support/s3rver-process.ts', import.meta.url));
let s3: ChildProcess;
let s3Store: FileStore;
const MB = 1024 * 1024;
// The collector, called before each sample: the memory measured is what is held, not the chunks already
// read and dropped (V8 collects those only once ~64 MB of them pile up, more than a 30 MB file).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const s3Settings = (port: number) => ({ endpoint: `http://127.0.0.1:${port}`, bucket: 'iyl-test', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

beforeAll(async () => {
  // A real S3-compatible HTTP server on loopback, in a process of its own (it prints its port).
  s3 = spawn(tsx, [s3rverScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    s3.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    s3.stdout?.once('data', (line: Buffer) => resolve(Number(String(line).trim())));
  });
  s3Store = createS3Store(s3Settings(port));
});
afterAll(() => {
  s3?.kill();
});

/** A file of `megabytes` random MB written a MB at a time, and its SHA-256. */
async function bigFile(megabytes: number) {
  const path = join(mkdtempSync(join(tmpdir(), 'iyl-big-')), 'file.zip');
  const out = createWriteStream(path);
  const hash = createHash('sha256');
  for (let i = 0; i < megabytes; i++) {
    const chunk = randomBytes(MB);
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
  return { path, sha256: hash.digest('hex') };
}

/** A stream's bytes counted and hashed as they pass. */
async function digest(stream: Readable) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

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
    expect(await store.getStream(name)).toBeNull();
    expect(await store.getStream('../../etc/passwd.zip')).toBeNull();
    await expect(store.putFile('../escape.zip', '/etc/hostname')).rejects.toThrow('unsafe file name');
  });

  it('streams a 30 MB file in and out byte for byte, its memory growing by far less than the file', async () => {
    const store = make();
    const name = '5d0c3b1e-7f2a-4c8d-9e6b-1a2b3c4d5e6f.zip';
    const file = await bigFile(30);
    await new Promise((resolve) => setTimeout(resolve, 100));
    collect();
    const start = process.memoryUsage();
    const peak = { rss: 0, arrayBuffers: 0 };
    const timer = setInterval(() => {
      collect();
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, (now.rss - start.rss) / MB);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, (now.arrayBuffers - start.arrayBuffers) / MB);
    }, 20);
    try {
      await store.putFile(name, file.path);
      const stored = await store.getStream(name);
      expect(stored?.bytes).toBe(30 * MB);
      expect(await digest((stored as { stream: Readable }).stream)).toEqual({ bytes: 30 * MB, sha256: file.sha256 });
    } finally {
      clearInterval(timer);
    }
    console.log(`${_name}: 30 MB through putFile and getStream: rss +${peak.rss.toFixed(1)} MB, arrayBuffers +${peak.arrayBuffers.toFixed(1)} MB`);
    expect(peak.arrayBuffers, 'buffer memory growth (MB)').toBeLessThan(15);
    expect(peak.rss, 'resident memory growth (MB)').toBeLessThan(15);
    await store.remove(name);
    expect(await store.getStream(name)).toBeNull();
  }, 60_000);
});

describe('S3-compatible streamed upload', () => {
  it('is one PUT with a Content-Length and an unsigned payload, not chunked, and a 503 is tried again with the file read anew', async () => {
    const seen: { headers: IncomingHttpHeaders; bytes: number }[] = [];
    const server = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      req.on('end', () => {
        seen.push({ headers: req.headers, bytes });
        res.statusCode = seen.length === 1 ? 503 : 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const store = createS3Store(s3Settings((server.address() as AddressInfo).port));
      const file = await bigFile(3);
      await store.putFile('5d0c3b1e-7f2a-4c8d-9e6b-1a2b3c4d5e6f.zip', file.path);
      expect(seen).toHaveLength(2);
      for (const { headers, bytes } of seen) {
        expect(bytes).toBe(3 * MB);
        expect(headers['content-length']).toBe(String(3 * MB));
        expect(headers['transfer-encoding']).toBeUndefined();
        expect(headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
        expect(headers['content-type']).toBe('application/zip');
        expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=.*x-amz-content-sha256/);
      }
    } finally {
      server.close();
    }
  });
});
