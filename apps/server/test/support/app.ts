import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from './databases.ts';
import { startSmtpServer, type TestSmtp } from './smtp.ts';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-03-02T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export async function createTestApp(
  database: Database,
  options: Partial<Omit<AppDeps, 'config' | 'database'>> & { env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const { env, ...deps } = options;
  // Load shedding is off unless a test turns it on: tests block the event loop on purpose (large
  // exports, timing ratios), and a 503 there would only be noise.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SHED_LOOP_DELAY_MS: '0', AI_BUILTIN_PACE_MS: '0', ...env });
  return buildApp({ config, database, logger: false, webDist: '/nonexistent', ...deps });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A part of a multipart form: a file, or (without a filename) a text field. */
export interface FilePart {
  field: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A text field of a multipart form. */
export const textPart = (field: string, value: string): FilePart => ({ field, data: Buffer.from(value) });

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipartBody(parts: FilePart[]) {
  const boundary = `----iyl${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        part.filename === undefined
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Talks to the app like a browser: keeps cookies, echoes the CSRF cookie in the header on
 * mutating calls (as the SPA does).
 */
export function browser(app: FastifyInstance, ip = '10.0.0.1') {
  const jar = new Map<string, string>();
  async function call(method: Method, url: string, body?: object | Buffer, extraHeaders: Record<string, string> = {}) {
    const headers: Record<string, string> = { ...extraHeaders };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = jar.get('iyl_csrf');
    if (csrf && method !== 'GET' && !('x-csrf-token' in extraHeaders)) headers['x-csrf-token'] = csrf;
    const res = await app.inject({ method, url, payload: body, headers, remoteAddress: ip });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }
  return {
    app,
    jar,
    ip,
    /** Any request, with extra headers (a bearer token, a content type). */
    send: call,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: object, headers?: Record<string, string>) => call('POST', url, body ?? {}, headers),
    request: (method: Method, url: string, body?: object) => call(method, url, body),
    upload(url: string, parts: FilePart[], headers: Record<string, string> = {}) {
      const { payload, contentType } = multipartBody(parts);
      return call('POST', url, payload, { 'content-type': contentType, ...headers });
    },
    /**
     * A GET whose answer may be an endless stream (server-sent events, a live topic): a refusal is read
     * whole; a stream is left as soon as its head came, as a browser closing the page.
     */
    async peek(url: string, extraHeaders: Record<string, string> = {}) {
      const headers: Record<string, string> = { ...extraHeaders };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      return injectOpen(app, { method: 'GET', url, headers, remoteAddress: ip });
    },
    /** Loads the app once so the CSRF cookie exists, as opening the SPA does. */
    async open() {
      await call('GET', '/api/v1/auth/session');
      return this;
    },
  };
}
export type Browser = ReturnType<typeof browser>;

/** What `injectOpen` gives: the answer's status, head and (unless it is a stream) body. */
export interface OpenedAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: as light-my-request's json(), which the tests read the same way
  json(): any;
}

/** A stream that sends nothing for this long is taken to be a live one (it would never end). */
const QUIET_STREAM_MS = 1_000;

/**
 * An injected request whose answer may never end (a live topic): the answer is read as it comes; a
 * server-sent events stream that goes quiet for QUIET_STREAM_MS is closed there, as a client leaving,
 * and comes back with what it sent so far. A stream that ends (an AI answer written to its end) is read
 * whole, so the work it did is over when this returns.
 */
export async function injectOpen(app: FastifyInstance, options: InjectOptions): Promise<OpenedAnswer> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  stream.on('error', () => undefined);
  const live = res.statusCode === 200 && String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve) => {
    let quiet: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(quiet);
      resolve();
    };
    const wait = () => {
      if (!live) return;
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        // The server sees the client leave, and stops the stream's work.
        res.raw.res.destroy();
        stream.destroy();
        settle();
      }, QUIET_STREAM_MS);
    };
    stream.on('data', (chunk: Buffer) => {
      chunks.push(Buffer.from(chunk));
      wait();
    });
    stream.on('end', settle);
    stream.on('close', settle);
    wait();
  });
  const body = Buffer.concat(chunks).toString();
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) };
}

export function errorOf(res: LightMyRequestResponse): { code: string; message: string } {
  return res.json().error;
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@iyl.test`;
}

export const PASSWORD = 'correct horse battery';

/** Registers through the API (as the Register screen does). */
export async function register(
  client: Browser,
  overrides: Partial<{ fullname: string; email: string; role: 'Customer' | 'Coach'; password: string; refer: string }> = {},
) {
  const body = {
    fullname: 'Test Person',
    email: uniqueEmail(),
    role: 'Customer' as const,
    password: PASSWORD,
    confirmPassword: overrides.password ?? PASSWORD,
    ...overrides,
  };
  const res = await client.post('/api/v1/auth/register', body);
  return { res, email: body.email.toLowerCase(), password: body.password };
}

/** The whole sign-in: password, then the code from the real SMTP server. */
export async function signIn(client: Browser, smtp: TestSmtp, email: string, password = PASSWORD) {
  const login = await client.post('/api/v1/auth/login', { email, password });
  if (login.json().next === 'home') return login;
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return client.post('/api/v1/auth/verify-otp', { email, code: await mailedCode(client.app, smtp, email) });
}

/** The newest code mailed to `email`, once the mail the app has just queued has gone out. */
export async function mailedCode(app: FastifyInstance, smtp: TestSmtp, email: string) {
  await app.outbox.idle();
  return smtp.lastCode(email);
}

/** How many mails `email` has received, once the mail the app has just queued has gone out. */
export async function mailCount(app: FastifyInstance, smtp: TestSmtp, email: string) {
  await app.outbox.idle();
  return smtp.count(email);
}

/** A new account, signed in through the real code step (the factory most tests start from). */
export async function signedInUser(app: FastifyInstance, smtp: TestSmtp, overrides: Parameters<typeof register>[1] = {}) {
  const client = await browser(app).open();
  const { email, password } = await register(client, overrides);
  const res = await signIn(client, smtp, email, password);
  return { client, email, id: res.json().user.id as string };
}

/**
 * The usual suite: a fresh database, a real SMTP server and the app, opened before the suite's tests
 * and closed after them. Read the fields inside tests (they are set in beforeAll).
 */
export function suiteApp(testDb: TestDatabase, options: (smtp: TestSmtp) => Parameters<typeof createTestApp>[1] = () => ({})) {
  const suite = {} as { database: Database; smtp: TestSmtp; app: FastifyInstance };
  beforeAll(async () => {
    suite.database = await testDb.open();
    suite.smtp = await startSmtpServer();
    const { env, ...rest } = options(suite.smtp) ?? {};
    suite.app = await createTestApp(suite.database, { ...rest, env: { SMTP_URL: suite.smtp.url, ...env } });
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.smtp?.close();
    await suite.database?.close();
  });
  return suite;
}

/** A log that keeps its lines: pass `{ level, stream }` as the app's logger and read `lines`. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
