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

const contentTypes: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' };

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
      const extension = name.split('.').pop() ?? '';
      const response = await client.fetch(url(name), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'content-type': contentTypes[extension] ?? 'application/octet-stream' },
      });
      await expectOk(response, 'upload');
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      const response = await client.fetch(url(name));
      if (response.status === 404) return null;
      await expectOk(response, 'download');
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(name) {
      const response = await client.fetch(url(name), { method: 'DELETE' });
      if (response.status !== 404) await expectOk(response, 'delete');
    },
  };
}
