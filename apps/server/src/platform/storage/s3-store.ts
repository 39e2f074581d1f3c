import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { type FileStore, SAFE_NAME } from './storage.ts';

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 (MinIO) */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const contentTypes: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf', zip: 'application/zip' };
const contentType = (name: string) => contentTypes[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
/** Tries of a streamed upload: each reads the file again from its start (a stream cannot be sent twice). */
const PUT_FILE_TRIES = 3;
const SEND_IDLE_MS = 60_000;

/**
 * A PUT of the file at `path`, its bytes read as they are sent; answers the HTTP status. node:http(s)
 * rather than fetch: Node's fetch keeps a streamed request body's chunks until the answer comes (a
 * 30 MB upload held 30 MB; a 500 MB export would hold 500 MB), node:http lets each go once written.
 */
async function sendFile(target: string, headers: Headers, path: string): Promise<number> {
  const address = new URL(target);
  const request = (address.protocol === 'https:' ? httpsRequest : httpRequest)(address, { method: 'PUT', headers: Object.fromEntries(headers) });
  // No answer nor progress for a minute: given up (fetch's own limits are not there to do it).
  request.setTimeout(SEND_IDLE_MS, () => request.destroy(new Error(`S3 upload stalled for ${SEND_IDLE_MS / 1000} s`)));
  const answered = new Promise<number>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      response.resume().once('end', () => resolve(response.statusCode ?? 0));
    });
  });
  // A failure to read or send is the request's 'error' too (pipeline destroys it with the error).
  pipeline(createReadStream(path), request).catch(() => undefined);
  try {
    return await answered;
  } finally {
    if (!request.writableFinished) request.destroy();
  }
}

/**
 * An S3-compatible FileStore (AWS S3, MinIO, Cloudflare R2, Backblaze B2 …), path-style URLs,
 * SigV4-signed. The app still serves files from /uploads/<name>, so pages and the CSP see one origin.
 */
export function createS3Store(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const url = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe file name ${name}`);
    return `${base}/${name}`;
  };
  async function expectOk(response: Response, what: string) {
    if (!response.ok) throw new Error(`S3 ${what} failed with HTTP ${response.status}`);
  }
  return {
    async put(name, data) {
      const response = await client.fetch(url(name), { method: 'PUT', body: new Uint8Array(data), headers: { 'content-type': contentType(name) } });
      await expectOk(response, 'upload');
    },
    /**
     * One PUT whose body is the file read as a stream, with its Content-Length (S3 refuses a chunked
     * upload); the payload is not hashed for the signature (UNSIGNED-PAYLOAD, which S3, MinIO and R2
     * accept over http and https), so the file is read once, as it is sent. A 5xx or 429 is tried again
     * with the file read anew (client.fetch's retries would send the same, already read, stream).
     */
    async putFile(name, path) {
      const target = url(name);
      const { size } = await stat(path);
      for (let attempt = 1; ; attempt++) {
        // Signed without the body (not part of the signature), sent by node:http(s): see sendFile.
        const signed = await client.sign(target, {
          method: 'PUT',
          headers: { 'content-type': contentType(name), 'content-length': String(size), 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
        });
        const status = await sendFile(target, signed.headers, path);
        const again = status >= 500 || status === 429;
        if (!again || attempt === PUT_FILE_TRIES) {
          if (status < 200 || status > 299) throw new Error(`S3 upload failed with HTTP ${status}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      const response = await client.fetch(url(name));
      if (response.status === 404) return null;
      await expectOk(response, 'download');
      return Buffer.from(await response.arrayBuffer());
    },
    async getStream(name) {
      if (!SAFE_NAME.test(name)) return null;
      const response = await client.fetch(url(name));
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404) return null;
        await expectOk(response, 'download');
      }
      const length = Number(response.headers.get('content-length') ?? Number.NaN);
      const stream = response.body ? Readable.fromWeb(response.body as NodeReadableStream) : Readable.from([]);
      return { stream, bytes: Number.isSafeInteger(length) ? length : null };
    },
    async remove(name) {
      const response = await client.fetch(url(name), { method: 'DELETE' });
      if (response.status !== 404) await expectOk(response, 'delete');
    },
  };
}
