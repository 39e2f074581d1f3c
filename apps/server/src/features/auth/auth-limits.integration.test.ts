import { messages } from '@iyl/core/catalog/messages';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { defaultRateLimits, type RateLimitSettings } from '../../platform/http/rate-limit.ts';
import { browser, createTestApp, errorOf, manualClock, PASSWORD, register, signIn, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';

const small = { max: 3, windowMs: 15 * 60_000 };
const limits: RateLimitSettings = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { perIp: { max: 6, windowMs: 15 * 60_000 }, perAccount: small }]),
) as RateLimitSettings;

describe.each(testDatabases())('auth limits, mail failures and logs on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  const clock = manualClock();
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp(database, {
      clock: clock.now,
      rateLimits: limits,
      env: { SMTP_URL: smtp.url },
      logger: { level: 'debug', stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  it('limits sign-in attempts per account and per IP with 429 and a clear message', async () => {
    clock.advance(3_600_000);
    const client = await browser(app, '10.1.0.1').open();
    const { email } = await register(client);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await client.post('/api/v1/auth/login', { email, password: 'wrong password!' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await client.post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toEqual({ code: 'RATE_LIMITED', message: messages.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The window passes and the account may try again.
    clock.advance(15 * 60_000 + 1);
    expect((await client.post('/api/v1/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);

    // Per IP: many accounts from one address.
    clock.advance(3_600_000);
    const ip = await browser(app, '10.1.0.2').open();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push((await ip.post('/api/v1/auth/login', { email: uniqueEmail('spray'), password: 'whatever123' })).statusCode);
    }
    expect(codes.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(codes[6]).toBe(429);
  });

  it.each([
    ['register', '/api/v1/auth/register', (email: string) => ({ fullname: 'X', email, role: 'Customer', password: PASSWORD, confirmPassword: PASSWORD })],
    ['code request', '/api/v1/auth/forgot', (email: string) => ({ email })],
    ['code check', '/api/v1/auth/verify-otp', (email: string) => ({ email, code: '000000' })],
    ['reset', '/api/v1/auth/change-password', (email: string) => ({ email, code: '000000', password: 'new secret!', confirmPassword: 'new secret!' })],
  ])('limits %s per account', async (_name, url, body) => {
    clock.advance(3_600_000);
    const client = await browser(app, `10.2.0.${Math.floor(Math.random() * 200)}`).open();
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post(url, body(email))).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('a mail that cannot be sent gives a clear error and stores no code', async () => {
    clock.advance(3_600_000);
    const broken = await createTestApp(database, { clock: clock.now, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const client = await browser(broken, '10.3.0.1').open();
      const { email } = await register(client);
      const login = await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      expect(login.statusCode).toBe(502);
      expect(errorOf(login)).toEqual({ code: 'MAIL_FAILED', message: messages.mailFailed });
      const forgot = await client.post('/api/v1/auth/forgot', { email });
      expect(errorOf(forgot).code).toBe('MAIL_FAILED');
      expect(await queryRows(database, sql`select 1 from otp_codes o join users u on u.id = o.user_id where u.email = ${email}`)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });

  it('logs carry a request id and never a password, code or token', async () => {
    clock.advance(3_600_000);
    logLines.length = 0;
    const client = await browser(app, '10.4.0.1').open();
    const secret = 'Very Secret Passphrase 42';
    const { email } = await register(client, { password: secret });
    const res = await signIn(client, smtp, email, secret);
    const token = res.cookies.find((c) => c.name === 'iyl_session')?.value ?? '';
    const code = smtp.lastCode(email);
    await client.get('/api/v1/auth/session');
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(4);
    for (const line of logLines) expect(JSON.parse(line).reqId ?? JSON.parse(line).msg).toBeTruthy();
    expect(log).toContain('"reqId"');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
  });
});
