import { describe, expect, it } from 'vitest';
import { loadConfig, unsafeInProduction } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000, the embedded database in ./data, the development outbox', () => {
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
      host: '127.0.0.1',
    });
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }).session.cacheMs).toBe(0);
  });

  it('lesson media hosts: none by default; a list of host names, in lower case', () => {
    expect(loadConfig({}).lessonMediaHosts).toEqual([]);
    // Every e-mail's footer names the support address.
    expect(loadConfig({}).supportEmail).toBe('support@iyl.app');
    expect(loadConfig({ SUPPORT_EMAIL: ' help@iyl.example.com ' }).supportEmail).toBe('help@iyl.example.com');
    expect(loadConfig({ LESSON_MEDIA_HOSTS: ' CDN.example.com, media.example.org:8443 ' }).lessonMediaHosts).toEqual(['cdn.example.com', 'media.example.org:8443']);
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
    [{ SUPPORT_EMAIL: 'support' }, 'Invalid configuration: SUPPORT_EMAIL: SUPPORT_EMAIL must be an e-mail address'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: SMTP_URL: SMTP_URL is required when NODE_ENV=production'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'Invalid configuration: S3_ENDPOINT: S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too'],
    [{ HOST: '0.0.0.0' }, 'Invalid configuration: HOST: listening beyond this machine needs SMTP_URL'],
    [{ HOST: '::' }, 'Invalid configuration: HOST: listening beyond this machine needs SMTP_URL'],
    [{ HOST: '192.0.2.2' }, 'Invalid configuration: HOST: listening beyond this machine needs SMTP_URL'],
    [{ TRUST_PROXY: 'true' }, 'Invalid configuration: TRUST_PROXY: TRUST_PROXY needs SMTP_URL'],
    [{ TRUST_PROXY: '1', HOST: '127.0.0.1' }, 'Invalid configuration: TRUST_PROXY: TRUST_PROXY needs SMTP_URL'],
    [{ LESSON_MEDIA_HOSTS: 'https://cdn.example.com' }, 'Invalid configuration: LESSON_MEDIA_HOSTS: LESSON_MEDIA_HOSTS must list host names'],
    [{ LESSON_MEDIA_HOSTS: 'cdn.example.com/videos' }, 'Invalid configuration: LESSON_MEDIA_HOSTS: LESSON_MEDIA_HOSTS must list host names'],
  ])('stops on %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('a bench\'s settings in production', () => {
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' };

  it.each([
    [{ DEMO: '1' }, 'Invalid configuration: DEMO: DEMO is not allowed when NODE_ENV=production: it makes staff accounts whose passwords are published'],
    [{ DEMO: 'true' }, 'Invalid configuration: DEMO: DEMO is not allowed when NODE_ENV=production'],
    [{ RATE_LIMIT_FACTOR: '1000' }, 'Invalid configuration: RATE_LIMIT_FACTOR: RATE_LIMIT_FACTOR is not allowed when NODE_ENV=production'],
    [{ RATE_LIMIT_FACTOR: '1000', IYL_ALLOW_UNSAFE_BENCH: '0' }, 'Invalid configuration: RATE_LIMIT_FACTOR: RATE_LIMIT_FACTOR is not allowed when NODE_ENV=production'],
  ])('%o is refused', (env, message) => {
    expect(() => loadConfig({ ...production, ...env })).toThrow(message);
    expect(() => loadConfig({ ...production, ...env })).toThrow(/a bench on a private machine may set IYL_ALLOW_UNSAFE_BENCH=1/);
  });

  it('a bench lets them through with IYL_ALLOW_UNSAFE_BENCH=1, and the start warns', () => {
    const config = loadConfig({ ...production, DEMO: '1', RATE_LIMIT_FACTOR: '1000', IYL_ALLOW_UNSAFE_BENCH: '1' });
    expect(config).toMatchObject({ demo: true, rateLimitFactor: 1000 });
    expect(unsafeInProduction(config)).toBe(
      'WARNING: NODE_ENV=production with DEMO (staff accounts whose passwords are published) and RATE_LIMIT_FACTOR=1000 (every rate limit raised), let through by IYL_ALLOW_UNSAFE_BENCH for a bench: never let real users reach this server.',
    );
    expect(unsafeInProduction(loadConfig({ ...production, RATE_LIMIT_FACTOR: '5', IYL_ALLOW_UNSAFE_BENCH: '1' }))).toMatch(/^WARNING: NODE_ENV=production with RATE_LIMIT_FACTOR=5 /);
  });

  it('nothing to say without them, or outside production', () => {
    expect(unsafeInProduction(loadConfig({ ...production, RATE_LIMIT_FACTOR: '1', DEMO: '0', IYL_ALLOW_UNSAFE_BENCH: '1' }))).toBeUndefined();
    expect(unsafeInProduction(loadConfig({ DEMO: '1', RATE_LIMIT_FACTOR: '100' }))).toBeUndefined();
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'yes' }).demo).toBe(false);
  });
});

describe('HOST', () => {
  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])('%s is this machine only: no SMTP needed', (HOST) => {
    expect(loadConfig({ HOST }).host).toBe(HOST);
  });
  it('a network address with SMTP_URL is fine', () => {
    expect(loadConfig({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail:25' }).host).toBe('0.0.0.0');
  });
});
