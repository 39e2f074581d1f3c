import { openTestDatabase } from '../test/support/databases.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './platform/db/database.ts';
import { AppError } from './platform/http/errors.ts';
import { loadConfig } from './config.ts';
import { devMailPath } from './platform/mail/dev-mail-address.ts';
import { browser, createTestApp, logCapture, PASSWORD, register, signedInUser } from '../test/support/app.ts';
import { startSmtpServer } from '../test/support/smtp.ts';

describe('platform', () => {
  let database: Database;
  let app: FastifyInstance;
  const printed: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-platform-'));
  // The outbox's address on this install (its secret is kept in DATA_DIR).
  const outboxPage = () => devMailPath(dataDir);

  beforeAll(async () => {
    database = await openTestDatabase();
    // No SMTP_URL in development: the outbox.
    const { createMailer } = await import('./platform/mail/mailer.ts');
    const mailer = createMailer({ from: 'IYL <no-reply@iyl.local>', log: { info() {}, warn() {}, error() {} }, print: (t) => printed.push(t) });
    app = await createTestApp(database, { env: { NODE_ENV: 'development', DATA_DIR: dataDir }, mailer });
    app.get('/api/v1/test-boom', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('documents every operation with the specification names', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(ids).toEqual(expect.arrayContaining(['Register', 'Loginv1', 'verifyOTP', 'RequestOTP', 'ChangePassword', 'Logout', 'GetSession']));
    const docs = await app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('keeps development mail in the outbox page and the log', async () => {
    const client = await browser(app).open();
    const { email } = await register(client, { fullname: '<Outbox> Reader' });
    await client.post('/api/v1/auth/login', { email, password: PASSWORD });
    await app.outbox.idle();
    const page = await app.inject({ url: outboxPage() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect(page.body).toMatch(/code to sign in to IYL: \d{6}/);
    expect(page.body).toContain('Hello &lt;Outbox&gt;,');
    expect(printed.join('')).toContain(`mail to ${email}`);
  });

  it('answers the outbox to this machine only: never through a proxy, whatever a forwarded header says', async () => {
    for (const url of [outboxPage(), `${outboxPage()}.json`]) {
      expect((await app.inject({ url })).statusCode).toBe(200);
      expect((await app.inject({ url, remoteAddress: '::1', headers: { host: '[::1]:3000' } })).statusCode).toBe(200);
      const remote = await app.inject({ url, remoteAddress: '192.0.2.7', headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toMatch(/\d{6}/);
      // A reverse proxy on this machine: the socket is loopback, but the request carries the proxy's headers.
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.9' },
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-proto': 'https' },
        { 'x-forwarded-host': 'iyl.example.com' },
        { forwarded: 'for=203.0.113.9' },
        { via: '1.1 nginx' },
        { 'x-real-ip': '127.0.0.1' },
        { 'x-original-forwarded-for': '203.0.113.9' },
        { 'forwarded-for': '203.0.113.9' },
        { 'x-forwarded': 'for=203.0.113.9' },
        { 'x-forwarded-server': 'proxy.example.com' },
        { 'x-cluster-client-ip': '203.0.113.9' },
        { 'client-ip': '203.0.113.9' },
        { 'x-client-ip': '203.0.113.9' },
        { 'true-client-ip': '203.0.113.9' },
        { 'cf-connecting-ip': '203.0.113.9' },
        { 'fastly-client-ip': '203.0.113.9' },
        { 'x-originating-ip': '[203.0.113.9]' },
        { 'x-host': 'iyl.example.com' },
        { 'x-proxyuser-ip': '203.0.113.9' },
        // Header names are case-insensitive: the server sees them in lower case.
        { 'X-Original-Forwarded-For': '127.0.0.1' },
        { 'CF-Connecting-IP': '127.0.0.1' },
      ]) {
        const proxied = await app.inject({ url, remoteAddress: '127.0.0.1', headers });
        expect(proxied.statusCode, JSON.stringify(headers)).toBe(404);
        expect(proxied.body).not.toMatch(/\d{6}/);
      }
      // A page of another site whose name now points at 127.0.0.1 (DNS rebinding) names that site as the host.
      expect((await app.inject({ url, remoteAddress: '127.0.0.1', headers: { host: 'attacker.example:3000' } })).statusCode).toBe(404);
    }
    // TRUST_PROXY without SMTP_URL does not start: behind a proxy the outbox would face the network.
    expect(() => loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY needs SMTP_URL/);
  });

  it('compresses API answers over 1 KB for clients that accept it, and nothing else', async () => {
    const plain = await app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A small answer is not worth it.
    const small = await app.inject({ url: '/api/v1/auth/session', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ user: null });
  });

  it('a 5xx never shows internals', async () => {
    const res = await app.inject({ url: '/api/v1/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: messages.internal } });
    expect(res.body).not.toContain('secret');
  });

  it('API answers are never stored by browsers or proxies', async () => {
    for (const url of ['/api/v1/auth/session', '/api/v1/notes', '/api/v1/nothing-here']) {
      expect((await app.inject({ url })).headers['cache-control']).toBe('no-store');
    }
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await app.inject({ url: '/api/v1/auth/session' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Frames only from the two video players the server builds addresses for (issue 32).
    expect(res.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    // Pictures and video files from the app only (no LESSON_MEDIA_HOSTS here): a lesson cannot load a tracker.
    expect(res.headers['content-security-policy']).toContain("media-src 'self' blob:;");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('error logs', () => {
  it('log every 5xx with its cause and request id, and show the user only the catalogue message', async () => {
    const database = await openTestDatabase();
    const { lines, stream } = logCapture();
    const app = await createTestApp(database, { logger: { level: 'error', stream } });
    app.post('/api/v1/test-plan-failure', { config: { access: 'public' } }, async () => {
      throw new AppError(500, 'PLAN_FAILED', messages.planFailed, { cause: new Error('the disk is full') });
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/v1/test-plan-failure', headers: { 'x-request-id': 'req-plan-42' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'PLAN_FAILED', message: messages.planFailed } });
      expect(res.body).not.toContain('disk');
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
      expect(logged).toMatchObject({ reqId: 'req-plan-42', err: { message: messages.planFailed, cause: { message: 'the disk is full' } } });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('show a failed query as its statement, never its values', async () => {
    const database = await openTestDatabase();
    const { lines, stream } = logCapture();
    const app = await createTestApp(database, { logger: { level: 'error', stream } });
    const secret = 'ada.lovelace@example.com$argon2id$v=19$secret-hash';
    app.get('/api/v1/test-sql', { config: { access: 'public' } }, async () => database.db.execute(sql`select ${secret}::uuid as id`));
    try {
      const res = await app.inject({ url: '/api/v1/test-sql' });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('Failed query');
      expect(log).toContain('select $1::uuid as id');
      expect(log).toContain('22P02'); // invalid_text_representation
      expect(log).not.toContain('ada.lovelace');
      expect(log).not.toContain('secret-hash');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('production', () => {
  it('has no development outbox page', async () => {
    const database = await openTestDatabase();
    const app = await createTestApp(database, { env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const page = await app.inject({ url: '/dev/mail' });
      expect(page.body).not.toContain('Development outbox');
      expect((await app.inject({ url: '/dev/mail.json' })).headers['content-type']).not.toContain('application/json');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('serving the web app', () => {
  it('revalidates index.html and caches hashed assets for a year', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dist = mkdtempSync(join(tmpdir(), 'iyl-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    const database = await openTestDatabase();
    const app = await createTestApp(database, { webDist: dist });
    try {
      const page = await app.inject({ url: '/Login' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const unknown = await app.inject({ url: '/no/such/screen' });
      expect(unknown.body).toContain('<div id="root">');
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const compressed = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      const zipped = await app.inject({ url: '/Login', headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString()).toContain('<div id="root">');
      expect((await app.inject({ url: '/api/v1/unknown' })).statusCode).toBe(404);
      // A file this build lacks (a newer release's, asked of this process during a rolling upgrade): 404, not
      // the page, which the browser would refuse as a script.
      for (const url of ['/assets/does-not-exist-abc123.js', '/assets/app-abc123.css', '/assets/deeper/app.js', '/assets/', '/sw.js', '/favicon.ico?v=2']) {
        const missing = await app.inject({ url });
        expect([url, missing.statusCode, missing.headers['content-type']]).toEqual([url, 404, expect.not.stringContaining('text/html')]);
      }
      expect((await app.inject({ url: '/assets/app-abc123.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/Login?next=/assets/app.js' })).body).toContain('<div id="root">');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("announces each screen's code and styles in its page, and its reads only as far as its guard lets the visitor in", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dist = mkdtempSync(join(tmpdir(), 'iyl-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>IYL</title></head><body><div id="root"></div></body></html>');
    writeFileSync(
      join(dist, 'route-assets.json'),
      JSON.stringify({
        board: {
          modules: ['/assets/BoardPage-1.js', '/assets/screens-2.js'],
          styles: ['/assets/BoardPage-3.css'],
          role: 'Customer',
          guardReads: ['/auth/session'],
          reads: ['/plans/Health/goals?status=all&limit=50'],
        },
        '*': { modules: ['/assets/LoginPage-4.js'], styles: [], role: null, guardReads: [], reads: [] },
      }),
    );
    const database = await openTestDatabase();
    const smtp = await startSmtpServer();
    const app = await createTestApp(database, { webDist: dist, env: { SMTP_URL: smtp.url } });
    try {
      const head = (body: string) => body.slice(0, body.indexOf('</head>'));
      const sessionRead = '<link rel="preload" as="fetch" crossorigin href="/api/v1/auth/session">';
      const screenRead = '<link rel="preload" as="fetch" crossorigin href="/api/v1/plans/Health/goals?status=all&amp;limit=50">';
      const signedOut = await app.inject({ url: '/Board' });
      expect(signedOut.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(signedOut.headers.vary).toBe('accept-encoding, cookie');
      expect(head(signedOut.body)).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/BoardPage-1.js">');
      expect(head(signedOut.body)).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/screens-2.js">');
      expect(head(signedOut.body)).toContain('<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/BoardPage-3.css">');
      expect(signedOut.body).not.toContain('as="fetch"');

      // A session cookie that no longer opens a session (signed out, expired) is signed out.
      const ended = await app.inject({ url: '/Board', cookies: { iyl_session: 'a-session-that-ended' } });
      expect(ended.body).not.toContain('as="fetch"');

      // A coach is sent to /Login by the Customer screen's guard: only the guard's session check.
      const coach = await signedInUser(app, smtp, { role: 'Coach' });
      const asCoach = await app.inject({ url: '/Board', cookies: { iyl_session: coach.client.jar.get('iyl_session')! } });
      expect(head(asCoach.body)).toContain(sessionRead);
      expect(asCoach.body).not.toContain('/api/v1/plans/');

      // The screen's own role gets its reads too. Paths match whatever their case and a trailing
      // slash, as in the browser's router.
      const customer = await signedInUser(app, smtp);
      const cookies = { iyl_session: customer.client.jar.get('iyl_session')! };
      const signedIn = await app.inject({ url: '/board/?from=mail', cookies });
      expect(head(signedIn.body)).toContain(sessionRead);
      expect(head(signedIn.body)).toContain(screenRead);
      expect(head(signedIn.body)).toContain('/assets/BoardPage-1.js');

      // Any other path shows the Login screen, so it announces the Login screen's code.
      for (const url of ['/no/such/screen', '/Board/extra', '/']) {
        const other = await app.inject({ url, cookies });
        expect(head(other.body)).toContain('/assets/LoginPage-4.js');
        expect(other.body).not.toContain('BoardPage');
        expect(other.body).not.toContain('as="fetch"');
      }

      const compressed = await app.inject({ url: '/Board', headers: { 'accept-encoding': 'gzip, deflate, br' }, cookies });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(signedIn.body);
    } finally {
      await app.close();
      await smtp.close();
      await database.close();
    }
  });
});
