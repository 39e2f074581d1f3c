import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { defaultRateLimits, type RateLimitSettings } from '../../platform/http/rate-limit.ts';
import { browser, createTestApp, errorOf, logCapture, mailedCode, manualClock, PASSWORD, register, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';
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
  const { lines: logLines, stream } = logCapture();

  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
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
    // The refusal says the real wait (the window's 15 minutes), not "a few minutes".
    expect(limited.headers['retry-after']).toBe('900');
    expect(errorOf(limited)).toEqual({ code: 'RATE_LIMITED', message: `${messages.tooManyAttempts} Please try again in 15 minutes.` });
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

  it('logs carry a request id and never a password, code or token', async () => {
    clock.advance(3_600_000);
    logLines.length = 0;
    const client = await browser(app, '10.4.0.1').open();
    const secret = 'Very Secret Passphrase 42';
    const { email } = await register(client, { password: secret });
    const res = await signIn(client, smtp, email, secret);
    const token = res.cookies.find((c) => c.name === 'iyl_session')?.value ?? '';
    const code = await mailedCode(app, smtp, email);
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

describe.each(testDatabases())('strangers cannot lock the owner out, on $name', (testDb) => {
  const clock = manualClock();
  // The product's own limits.
  const suite = suiteApp(testDb, () => ({ clock: clock.now }));
  let smtp: TestSmtp;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ smtp, app } = suite);
  });

  /** The owner's browser after a restart: the device cookie stays, the browser-session trust is gone. */
  async function ownerWhoSignedInBefore() {
    clock.advance(3_600_000);
    const owner = await browser(app, '10.60.0.1').open();
    const { email } = await register(owner);
    expect((await signIn(owner, smtp, email)).statusCode).toBe(200);
    await owner.post('/api/v1/auth/logout');
    owner.jar.delete('iyl_browser');
    expect(owner.jar.has('iyl_device')).toBe(true);
    clock.advance(16 * 60_000); // the owner's own sign-in no longer counts
    return { owner, email };
  }
  let strangerCount = 0;
  const stranger = () => browser(app, `10.70.${Math.floor(strangerCount / 250)}.${(strangerCount++ % 250) + 1}`).open();

  it("wrong passwords from anywhere slow strangers down with growing waits; the owner's browser still signs in with password and code", async () => {
    const { owner, email } = await ownerWhoSignedInBefore();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await (await stranger()).post('/api/v1/auth/login', { email, password: 'not the password' })).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    // Each further try must wait longer: 1 s, 2 s, 4 s, 8 s.
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const early = await (await stranger()).post('/api/v1/auth/login', { email, password: 'not the password' });
      expect(early.statusCode).toBe(429);
      expect(errorOf(early).message).toBe('Too many attempts. Please try again in a minute.');
      waits.push(Number(early.headers['retry-after']));
      clock.advance(waits.at(-1)! * 1000);
      expect((await (await stranger()).post('/api/v1/auth/login', { email, password: 'not the password' })).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // A browser that never signed in is a stranger too, even with the right password.
    expect((await (await stranger()).post('/api/v1/auth/login', { email, password: PASSWORD })).statusCode).toBe(429);

    // The owner: right password, then the mailed code.
    const login = await owner.post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().next).toBe('code');
    const verify = await owner.post('/api/v1/auth/verify-otp', { email, code: await mailedCode(app, smtp, email) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toBe(messages.loginAuthenticated);
  });

  it("strangers' wrong codes neither use up nor lock the owner's code, and cannot use it", async () => {
    const { owner, email } = await ownerWhoSignedInBefore();
    expect((await owner.post('/api/v1/auth/login', { email, password: PASSWORD })).json().next).toBe('code');
    const code = await mailedCode(app, smtp, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 25; i++) {
      expect([401, 429]).toContain((await (await stranger()).post('/api/v1/auth/verify-otp', { email, code: wrong })).statusCode);
    }
    // The right code from another browser does not sign in and does not use the code up.
    expect((await (await stranger()).post('/api/v1/auth/verify-otp', { email, code })).statusCode).not.toBe(200);
    expect((await (await stranger()).post('/api/v1/auth/verify-otp', { email, code, client: 'api' })).statusCode).not.toBe(200);
    const verify = await owner.post('/api/v1/auth/verify-otp', { email, code });
    expect(verify.statusCode).toBe(200);
  });

  it('forgot-password requests and wrong reset codes from strangers do not lock the owner out of a reset', async () => {
    const { owner, email } = await ownerWhoSignedInBefore();
    for (let i = 0; i < 12; i++) {
      expect([200, 429]).toContain((await (await stranger()).post('/api/v1/auth/forgot', { email })).statusCode);
      expect([400, 429]).toContain(
        (await (await stranger()).post('/api/v1/auth/change-password', { email, code: '123456', password: 'a new secret', confirmPassword: 'a new secret' })).statusCode,
      );
    }
    expect((await (await stranger()).post('/api/v1/auth/forgot', { email })).statusCode).toBe(429);
    clock.advance(31_000); // the 30 s between two codes of one account
    expect((await owner.post('/api/v1/auth/forgot', { email })).json().message).toBe(messages.otpSentProvided);
    const reset = await owner.post('/api/v1/auth/change-password', { email, code: await mailedCode(app, smtp, email), password: 'a new secret', confirmPassword: 'a new secret' });
    expect(reset.json().message).toBe(messages.passwordChanged);
  });

  it("a known browser's own attempts are still limited, with growing waits", async () => {
    const { owner, email } = await ownerWhoSignedInBefore();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await owner.post('/api/v1/auth/login', { email, password: 'typo typo typo' })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toContain(429);
  });
});
