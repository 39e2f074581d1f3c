import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000, PGlite in ./data, the development outbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      ai: { model: 'gpt-4-turbo' },
      session: { idleMs: 24 * 3_600_000, maxMs: 14 * 86_400_000, cacheMs: 5_000 },
    });
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }).session.cacheMs).toBe(0);
  });

  it('uses https cookies when the public address is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://iyl.example.com/' })).toMatchObject({
      publicUrl: 'https://iyl.example.com',
      secureCookies: true,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT: PORT must be a number'],
    [{ RATE_LIMIT_FACTOR: '0.5' }, 'Invalid configuration: RATE_LIMIT_FACTOR: RATE_LIMIT_FACTOR must be 1 or more'],
    [{ SESSION_CACHE_SECONDS: '61' }, 'Invalid configuration: SESSION_CACHE_SECONDS: SESSION_CACHE_SECONDS must be a whole number of seconds (0 to 60)'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT: PORT must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid configuration: SMTP_URL: SMTP_URL must start with smtp:// or smtps://'],
    [{ PUBLIC_URL: 'not a url' }, 'Invalid configuration: PUBLIC_URL: PUBLIC_URL must be a full URL such as https://iyl.example.com'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: SMTP_URL: SMTP_URL is required when NODE_ENV=production'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'Invalid configuration: S3_ENDPOINT: S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too'],
  ])('stops on %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
