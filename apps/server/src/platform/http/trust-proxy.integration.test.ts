import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, uniqueEmail } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../db/database.ts';
import { defaultRateLimits, type RateLimitSettings } from './rate-limit.ts';

// Two sign-in attempts per address, none counted per account: what is counted here is the address.
const limits: RateLimitSettings = {
  ...defaultRateLimits,
  login: { perIp: { max: 2, windowMs: 15 * 60_000 }, perAccount: { max: 1_000, windowMs: 15 * 60_000 } },
};

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['true', true],
    ['1', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, ::1,10.0.0.0/8 loopback', ['127.0.0.1', '::1', '10.0.0.0/8', 'loopback']],
  ])('%s is read as %o', (TRUST_PROXY, expected) => {
    expect(loadConfig({ TRUST_PROXY, SMTP_URL: 'smtp://127.0.0.1:2525' }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '127.0.0.300', '10.0.0.0/99', 'proxy.example.com'])('%s stops the start with one clear line', (TRUST_PROXY) => {
    expect(() => loadConfig({ TRUST_PROXY, SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      "Invalid configuration: TRUST_PROXY: TRUST_PROXY must be true, false or the proxies' addresses",
    );
  });
});

describe.each(testDatabases())('behind a proxy that is listed in TRUST_PROXY, on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
    app = await createTestApp(database, { rateLimits: limits, env: { SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  /** A sign-in attempt with an unknown address, its connection from `remoteAddress` carrying `forwardedFor`. */
  const attempt = async (remoteAddress: string, forwardedFor: string) => {
    const client = await browser(app, remoteAddress).open();
    const res = await client.post('/api/v1/auth/login', { email: uniqueEmail('proxied'), password: 'wrong password!' }, { 'x-forwarded-for': forwardedFor });
    return res.statusCode;
  };

  it("limits by the address the proxy saw, not by what a client wrote in front of it, and believes no one else's header", async () => {
    // A client of nginx ($proxy_add_x_forwarded_for appends what it saw) that writes a new address each time.
    expect(await attempt('127.0.0.1', '6.6.6.1, 203.0.113.9')).toBe(401);
    expect(await attempt('127.0.0.1', '6.6.6.2, 203.0.113.9')).toBe(401);
    expect(await attempt('127.0.0.1', '6.6.6.3, 203.0.113.9')).toBe(429);
    // Another client of the proxy has its own count.
    expect(await attempt('127.0.0.1', '203.0.113.10')).toBe(401);
    // A connection that is not from the proxy is counted as itself, whatever its header says.
    expect(await attempt('198.51.100.7', '203.0.113.11')).toBe(401);
    expect(await attempt('198.51.100.7', '203.0.113.12')).toBe(401);
    expect(await attempt('198.51.100.7', '203.0.113.13')).toBe(429);
  });
});
