import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readOneFile } from './multipart.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app that answers with the length and the bytes (hex) of the one file it read. */
async function serve() {
  app = Fastify();
  await app.register(fastifyMultipart, { limits: { fileSize: 12 * 1024 * 1024 } });
  app.post('/file', async (request) => {
    const file = await readOneFile(request, 'file', 'missing', 'too large');
    return { length: file.length, hex: file.toString('hex') };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

function multipart(data: Buffer) {
  const boundary = '----iyltest';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Sends the body in pieces; without a length (chunked) unless `withLength`. */
function send(port: number, data: Buffer, withLength: boolean): Promise<{ length: number; hex: string }> {
  const { type, body } = multipart(data);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/file', headers: { 'content-type': type, ...(withLength ? { 'content-length': body.length } : {}) } }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    for (let at = 0; at < body.length; at += 7_000) req.write(body.subarray(at, at + 7_000));
    req.end();
  });
}

describe('readOneFile', () => {
  it('gives the file byte for byte, sent with its length or chunked (the room then grows as it comes)', async () => {
    const port = await serve();
    for (const size of [0, 1, 65_535, 65_536, 300_001, 1_500_000]) {
      const data = randomBytes(size);
      for (const withLength of [true, false]) {
        const got = await send(port, data, withLength);
        expect(got.length, `${size} bytes, length ${withLength}`).toBe(size);
        expect(got.hex === data.toString('hex'), `${size} bytes, length ${withLength}`).toBe(true);
      }
    }
  });
});
