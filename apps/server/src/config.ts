import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { isLoopbackHost } from './platform/http/loopback.ts';

const optionalUrl = (what: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `${what} must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** A host name (with a port, if any): labels of letters, digits and hyphens. */
const MEDIA_HOST = /^(?=.{1,253}(:|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/** An address, a CIDR range or one of the names Fastify's proxy check knows (loopback, linklocal, uniquelocal). */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  if (!value.includes('/')) return ipaddr.isValid(value);
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

const positiveInt = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be positive` })
    .default(fallback);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int({ error: 'PORT must be a whole number' })
      .min(1, { error: 'PORT must be between 1 and 65535' })
      .max(65535, { error: 'PORT must be between 1 and 65535' })
      .default(3000),
    // Loopback unless told otherwise: the development outbox (sign-in codes) must not face a network.
    HOST: z.string().trim().min(1, { error: 'HOST must not be empty' }).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
    DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres', 'postgresql']),
    PUBLIC_URL: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || URL.canParse(v), { message: 'PUBLIC_URL must be a full URL such as https://iyl.example.com' }),
    SMTP_URL: optionalUrl('SMTP_URL', ['smtp', 'smtps']),
    MAIL_FROM: z.string().trim().default('IYL <no-reply@iyl.local>'),
    /** The support address every e-mail's footer names. */
    SUPPORT_EMAIL: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'SUPPORT_EMAIL must be an e-mail address' }).default('support@iyl.app'),
    AI_BASE_URL: optionalUrl('AI_BASE_URL', ['http', 'https']),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().trim().default('gpt-4-turbo'),
    AI_TIMEOUT_MS: positiveInt('AI_TIMEOUT_MS', 60_000),
    AI_MAX_RETRIES: z.coerce.number({ error: 'AI_MAX_RETRIES must be a whole number' }).int().min(0).max(5).default(2),
    /** The built-in engine writes streamed text at a reading pace: this many ms between words (0: at once). */
    AI_BUILTIN_PACE_MS: z.coerce.number({ error: 'AI_BUILTIN_PACE_MS must be a whole number' }).int().min(0).max(1000).default(15),
    S3_ENDPOINT: optionalUrl('S3_ENDPOINT', ['http', 'https']),
    S3_BUCKET: z.string().trim().optional(),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    REFERRAL_REWARD: z.coerce
      .number({ error: 'REFERRAL_REWARD must be an amount in USD' })
      .min(0, { error: 'REFERRAL_REWARD must be an amount in USD' })
      .max(10_000, { error: 'REFERRAL_REWARD must be an amount in USD' })
      .default(10),
    RATE_LIMIT_FACTOR: z.coerce
      .number({ error: 'RATE_LIMIT_FACTOR must be a number' })
      .min(1, { error: 'RATE_LIMIT_FACTOR must be 1 or more' })
      .default(1),
    /** Demo accounts and data at start (npm run demo): '1' or 'true'. */
    DEMO: z.string().optional().transform((v) => v === '1' || v === 'true'),
    /** Lets a bench on a private machine run as deployed (NODE_ENV=production) with DEMO or RATE_LIMIT_FACTOR. */
    IYL_ALLOW_UNSAFE_BENCH: z.string().optional().transform((v) => v === '1' || v === 'true'),
    /**
     * Whose X-Forwarded-* headers to believe: false (none), true (every hop: only behind a proxy that
     * overwrites X-Forwarded-For), or the proxies' addresses, comma-separated (127.0.0.1, 10.0.0.0/8,
     * loopback): the client is then the last address before a listed one, whatever a client wrote in
     * front of it.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((v): boolean | string[] => {
        if (['true', '1'].includes(v)) return true;
        if (['false', '0', ''].includes(v)) return false;
        return v.split(/[\s,]+/).filter(Boolean);
      })
      .refine((v) => typeof v === 'boolean' || v.every(isProxyAddress), {
        message: 'TRUST_PROXY must be true, false or the proxies\' addresses, comma-separated (e.g. 127.0.0.1, 10.0.0.0/8, loopback)',
      }),
    SESSION_IDLE_HOURS: positiveInt('SESSION_IDLE_HOURS', 24),
    SESSION_MAX_DAYS: positiveInt('SESSION_MAX_DAYS', 14),
    SESSION_CACHE_SECONDS: z.coerce
      .number({ error: 'SESSION_CACHE_SECONDS must be a whole number of seconds (0 to 60)' })
      .int({ error: 'SESSION_CACHE_SECONDS must be a whole number of seconds (0 to 60)' })
      .min(0, { error: 'SESSION_CACHE_SECONDS must be a whole number of seconds (0 to 60)' })
      .max(60, { error: 'SESSION_CACHE_SECONDS must be a whole number of seconds (0 to 60)' })
      .default(5),
    SHED_LOOP_DELAY_MS: z.coerce
      .number({ error: 'SHED_LOOP_DELAY_MS must be a whole number of milliseconds (0 turns shedding off)' })
      .int({ error: 'SHED_LOOP_DELAY_MS must be a whole number of milliseconds (0 turns shedding off)' })
      .min(0, { error: 'SHED_LOOP_DELAY_MS must be a whole number of milliseconds (0 turns shedding off)' })
      .default(250),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Web Push to plain http and to private addresses (a push service on this machine or its network,
     * such as a local test service). Off unless set; refused in production.
     */
    PUSH_ALLOW_PRIVATE: z
      .enum(['true', 'false', '1', '0'], { error: 'PUSH_ALLOW_PRIVATE must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /**
     * Hosts a lesson's video file or picture may come from besides the app's own storage (a course
     * CDN), comma-separated: e.g. "cdn.example.com, media.example.org:8443". None by default.
     */
    LESSON_MEDIA_HOSTS: z
      .string()
      .default('')
      .transform((v) => v.split(/[\s,]+/).filter(Boolean).map((h) => h.toLowerCase()))
      .refine((hosts) => hosts.every((h) => MEDIA_HOST.test(h)), { message: 'LESSON_MEDIA_HOSTS must list host names such as cdn.example.com, separated by commas' }),
  })
  .refine((env) => !env.S3_ENDPOINT || (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too',
    path: ['S3_ENDPOINT'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SMTP_URL, {
    message: 'SMTP_URL is required when NODE_ENV=production (the development outbox is off there)',
    path: ['SMTP_URL'],
  })
  .refine((env) => isLoopbackHost(env.HOST) || env.SMTP_URL, {
    message:
      'listening beyond this machine needs SMTP_URL: without it sign-in codes only reach the development outbox, which answers this machine alone (set SMTP_URL, or leave HOST unset for 127.0.0.1)',
    path: ['HOST'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.PUSH_ALLOW_PRIVATE, {
    message: 'PUSH_ALLOW_PRIVATE is not allowed when NODE_ENV=production: push endpoints must be public https addresses there',
    path: ['PUSH_ALLOW_PRIVATE'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.DEMO || env.IYL_ALLOW_UNSAFE_BENCH, {
    message:
      'DEMO is not allowed when NODE_ENV=production: it makes staff accounts whose passwords are published (a bench on a private machine may set IYL_ALLOW_UNSAFE_BENCH=1)',
    path: ['DEMO'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.RATE_LIMIT_FACTOR === 1 || env.IYL_ALLOW_UNSAFE_BENCH, {
    message:
      'RATE_LIMIT_FACTOR is not allowed when NODE_ENV=production: it raises every rate limit, for load tests (a bench on a private machine may set IYL_ALLOW_UNSAFE_BENCH=1)',
    path: ['RATE_LIMIT_FACTOR'],
  })
  .refine((env) => !env.TRUST_PROXY || env.SMTP_URL, {
    message:
      'TRUST_PROXY needs SMTP_URL: behind a proxy every visitor would look like this machine to the development outbox, which lists sign-in codes (set SMTP_URL, or leave TRUST_PROXY unset)',
    path: ['TRUST_PROXY'],
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The support address every e-mail's footer names (SUPPORT_EMAIL). */
  supportEmail: string;
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number; maxRetries: number; builtinPaceMs: number };
  /** S3-compatible file storage; absent → local disk in DATA_DIR/uploads. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  /** USD earned by a referrer when the referred customer pays. */
  referralRewardCents: number;
  /** Multiplies every rate limit (load tests on a private machine); 1 in production. */
  rateLimitFactor: number;
  /** Demo accounts and data are made at start (DEMO); refused in production unless IYL_ALLOW_UNSAFE_BENCH. */
  demo: boolean;
  /** Whose X-Forwarded-* headers are believed: none, every hop, or the listed proxies' (addresses, ranges). */
  trustProxy: boolean | string[];
  /** cacheMs: how long this process remembers a resolved session (0: never). */
  session: { idleMs: number; maxMs: number; cacheMs: number };
  logLevel: string;
  /** Above this mean event-loop delay (ms) API requests are answered 503 at once; 0: never. */
  shedLoopDelayMs: number;
  /** Web Push may reach plain http and private addresses (a local push service); never in production. */
  pushAllowPrivate: boolean;
  /** Hosts (lower case, with a port if any) a lesson's video file or picture may come from besides the app's own storage. */
  lessonMediaHosts: string[];
}

export class ConfigError extends Error {}

/** Reads the environment into a typed config; a bad value throws one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS, maxRetries: e.AI_MAX_RETRIES, builtinPaceMs: e.AI_BUILTIN_PACE_MS },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    referralRewardCents: Math.round(e.REFERRAL_REWARD * 100),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    demo: e.DEMO,
    trustProxy: e.TRUST_PROXY,
    session: { idleMs: e.SESSION_IDLE_HOURS * 3_600_000, maxMs: e.SESSION_MAX_DAYS * 86_400_000, cacheMs: e.SESSION_CACHE_SECONDS * 1000 },
    logLevel: e.LOG_LEVEL,
    shedLoopDelayMs: e.SHED_LOOP_DELAY_MS,
    pushAllowPrivate: e.PUSH_ALLOW_PRIVATE,
    lessonMediaHosts: e.LESSON_MEDIA_HOSTS,
  };
}

/**
 * The warning a start in production with a bench's settings prints (let through by IYL_ALLOW_UNSAFE_BENCH,
 * refused otherwise), or undefined.
 */
export function unsafeInProduction(config: Pick<Config, 'env' | 'demo' | 'rateLimitFactor'>): string | undefined {
  if (config.env !== 'production') return undefined;
  const set = [
    ...(config.demo ? ['DEMO (staff accounts whose passwords are published)'] : []),
    ...(config.rateLimitFactor !== 1 ? [`RATE_LIMIT_FACTOR=${config.rateLimitFactor} (every rate limit raised)`] : []),
  ];
  if (!set.length) return undefined;
  return `WARNING: NODE_ENV=production with ${set.join(' and ')}, let through by IYL_ALLOW_UNSAFE_BENCH for a bench: never let real users reach this server.`;
}
