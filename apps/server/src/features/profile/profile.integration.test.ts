import { messages } from '@iyl/core/catalog/messages';
import { readdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { type Browser, browser, createTestApp, errorOf, manualClock, register, signIn } from '../../../test/support/app.ts';
import { testDatabases, openTestDatabase } from '../../../test/support/databases.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';

async function photo(format: 'png' | 'jpeg', width = 900, height = 600) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 120 } } });
  return format === 'png'
    ? image.png().toBuffer()
    : image.jpeg().withExif({ IFD0: { Artist: 'Secret Artist', Copyright: 'GPS 51.5,-0.1' } }).toBuffer();
}

describe.each(testDatabases())('profile photo on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let client: Browser;
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-uploads-'));
  const stored = () => {
    try {
      return readdirSync(join(dataDir, 'uploads'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
    app = await createTestApp(database, { clock: manualClock().now, env: { SMTP_URL: smtp.url, DATA_DIR: dataDir } });
    client = await browser(app).open();
    const { email } = await register(client);
    await signIn(client, smtp, email);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  it('re-encodes a picture to a 512 px WebP without metadata, under a server-made name, and makes it the profile picture', async () => {
    const res = await client.upload('/api/v1/profile/photo', [
      { field: 'image', filename: '../../evil name.jpg', contentType: 'image/jpeg', data: await photo('jpeg') },
    ]);
    expect(res.statusCode).toBe(200);
    const { message, profilePic } = res.json();
    expect(message).toBe(messages.imageUploaded);
    expect(profilePic).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await client.get('/api/v1/auth/session')).json().user.profilePic).toBe(profilePic);

    const served = await app.inject({ url: profilePic });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('Secret Artist');
  });

  it('never enlarges a small picture: 256 × 256 stays 256 × 256, a small oblong one is cropped square at its shorter side', async () => {
    const sizeOf = async (width: number, height: number) => {
      const res = await client.upload('/api/v1/profile/photo', [
        { field: 'image', filename: 'small.png', contentType: 'image/png', data: await photo('png', width, height) },
      ]);
      expect(res.statusCode).toBe(200);
      const served = await app.inject({ url: res.json().profilePic });
      const { format, width: w, height: h } = await sharp(served.rawPayload).metadata();
      return { format, width: w, height: h };
    };
    expect(await sizeOf(256, 256)).toEqual({ format: 'webp', width: 256, height: 256 });
    expect(await sizeOf(300, 200)).toEqual({ format: 'webp', width: 200, height: 200 });
    // A large one is still brought down to 512 px.
    expect(await sizeOf(2000, 1500)).toEqual({ format: 'webp', width: 512, height: 512 });
  });

  it('replaces the previous picture file', async () => {
    const before = stored();
    const res = await client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await photo('png') }]);
    expect(res.statusCode).toBe(200);
    expect(stored()).toHaveLength(before.length);
    expect(stored()).toContain(res.json().profilePic.split('/').pop());
  });

  it('decides the type by content: a text file named .png is refused and nothing is stored', async () => {
    const before = stored();
    const user = (await client.get('/api/v1/auth/session')).json().user;
    const res = await client.upload('/api/v1/profile/photo', [
      { field: 'image', filename: 'photo.png', contentType: 'image/png', data: Buffer.from('just some text, not an image\n') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'VALIDATION', message: messages.photoType });
    // A PNG signature with garbage after it is refused too.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const res2 = await client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'x.png', contentType: 'image/png', data: fake }]);
    expect(errorOf(res2).message).toBe(messages.photoType);
    expect(stored()).toEqual(before);
    expect((await client.get('/api/v1/auth/session')).json().user.profilePic).toBe(user.profilePic);
  });

  it('refuses a missing file and a file over 5 MB', async () => {
    const none = await client.post('/api/v1/profile/photo', {});
    expect(errorOf(none).message).toBe(messages.selectPhoto);
    const wrongField = await client.upload('/api/v1/profile/photo', [{ field: 'other', filename: 'a.png', contentType: 'image/png', data: await photo('png') }]);
    expect(errorOf(wrongField).message).toBe(messages.selectPhoto);
    const big = Buffer.concat([await photo('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'big.png', contentType: 'image/png', data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).message).toBe(messages.photoTooLarge);
  });

  it('needs a signed-in user and the CSRF header; serves only server-made names', async () => {
    const data = await photo('png', 50, 50);
    const anonymous = await browser(app).open();
    expect((await anonymous.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'a.png', contentType: 'image/png', data }])).statusCode).toBe(401);
    const forged = await client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'a.png', contentType: 'image/png', data }], {
      'x-csrf-token': 'nope',
    });
    expect(errorOf(forged).code).toBe('CSRF');
    for (const url of ['/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/not-a-uuid.webp', '/uploads/00000000-0000-0000-0000-000000000000.webp']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('profile photo on S3-compatible storage', () => {
  it('stores the picture in the bucket and serves it from /uploads', async () => {
    const { default: S3rver } = await import('s3rver');
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: mkdtempSync(join(tmpdir(), 'iyl-s3-')), silent: true, configureBuckets: [{ name: 'photos', configs: [] }] });
    const { port } = (await s3.run()) as { port: number };
    const { openDatabase } = await import('../../platform/db/database.ts');
    const database = await openTestDatabase();
    const smtp = await startSmtpServer();
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-nolocal-'));
    const app = await createTestApp(database, {
      env: {
        SMTP_URL: smtp.url,
        DATA_DIR: dataDir,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    try {
      const client = await browser(app).open();
      const { email } = await register(client);
      await signIn(client, smtp, email);
      const res = await client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await photo('png') }]);
      expect(res.statusCode).toBe(200);
      const url: string = res.json().profilePic;
      const inBucket = await fetch(`http://127.0.0.1:${port}/photos/${url.split('/').pop()}`);
      expect(inBucket.status).toBe(200);
      expect((await sharp(Buffer.from(await inBucket.arrayBuffer())).metadata()).format).toBe('webp');
      const served = await app.inject({ url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(readdirSync(dataDir)).not.toContain('uploads');
    } finally {
      await app.close();
      await smtp.close();
      await database.close();
      await s3.close();
    }
  });
});
