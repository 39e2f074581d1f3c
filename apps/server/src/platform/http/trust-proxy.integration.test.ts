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

  /** A sign-in attempt with an unknown address, its connection from `remoteAddress` carrying `forwardedFor`, if any. */
  const attempt = async (remoteAddress: string, forwardedFor?: string) => {
    const client = await browser(app, remoteAddress).open();
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const res = await client.post('/api/v1/auth/login', { email: uniqueEmail('proxied'), password: 'wrong password!' }, headers);
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

  it('counts an IPv6 client by its /64, so a new address of its network each time gains nothing; an IPv4 address written as IPv6 is that address', async () => {
    // Directly, and through the proxy (which passes on whatever form its socket saw).
    expect(await attempt('2001:db8:1:2::1')).toBe(401);
    expect(await attempt('127.0.0.1', '2001:db8:1:2:a:b:c:d')).toBe(401);
    expect(await attempt('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(429);
    // The next /64 is someone else.
    expect(await attempt('2001:db8:1:3::1')).toBe(401);
    expect(await attempt('::ffff:198.51.100.20')).toBe(401);
    expect(await attempt('198.51.100.20')).toBe(401);
    expect(await attempt('127.0.0.1', '::ffff:198.51.100.20')).toBe(429);
  });
});
