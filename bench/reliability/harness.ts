// What the reliability run drives: the built server in a process of its own that it kills outright and
// starts again on the same database and data folder, the database read directly, a real SMTP server that
// outlives every restart, and accounts made through the API.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exampleSurveyAnswers } from '../../packages/core/src/onboarding/example.ts';
import type pg from 'pg';
import sharp from 'sharp';
import { freePort } from '../../apps/server/test/support/ports.ts';
import type { TestSmtp } from '../../apps/server/test/support/smtp.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/node-flags.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const PASSWORD = 'correct horse battery';
const json = { 'content-type': 'application/json' };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds (polled every `everyMs`) or `ms` have passed: whether it held. */
export async function until(check: () => Promise<boolean> | boolean, ms: number, everyMs = 100): Promise<boolean> {
  for (const end = Date.now() + ms; ; ) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await sleep(everyMs);
  }
}

/**
 * The build the run starts, copied beside the real one (its paths to migrations and node_modules hold):
 * a build of the shared tree during the run (npm run build) would otherwise replace it under the restarts.
 * RELIABILITY_SERVER_ENTRY runs another build as it is.
 */
export function privateBuild(): { entry: string; remove(): void } {
  if (process.env.RELIABILITY_SERVER_ENTRY) return { entry: process.env.RELIABILITY_SERVER_ENTRY, remove: () => undefined };
  const built = join(root, 'apps/server/dist');
  if (!existsSync(join(built, 'main.js'))) throw new Error(`${built}/main.js is missing: run npm run build first`);
  const copy = join(root, `apps/server/dist-reliability-${process.pid}`);
  cpSync(built, copy, { recursive: true });
  return { entry: join(copy, 'main.js'), remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/** The built server, started again after each kill on the same database and data folder. */
export class Server {
  child: ChildProcess | undefined;
  base = '';
  /** The last 40 KB the processes wrote to stderr (warnings and errors). */
  log = '';
  starts = 0;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    private readonly env: Record<string, string>,
    private readonly entry: string,
  ) {}

  /** Starts the server and waits until its job runner runs (what a killed process left is taken up then). */
  async start() {
    const port = await freePort();
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, this.entry], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk) => (this.log = (this.log + chunk).slice(-40_000)));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.child = child;
    this.base = `http://127.0.0.1:${port}`;
    this.starts++;
    const ready = await until(async () => {
      if (child.exitCode !== null) throw new Error(`the server stopped at start (${child.exitCode}):\n${this.log}`);
      const answer = await fetch(`${this.base}/readyz`).catch(() => undefined);
      return answer?.ok === true && ((await answer.json()) as { jobs: string }).jobs === 'running';
    }, 120_000);
    if (!ready) throw new Error(`the server did not start within 120 s:\n${this.log}`);
  }

  /** kill -9, and waits until the process is gone. */
  async kill() {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** A normal stop (SIGTERM), e.g. at the end, so the embedded database stops with it. */
  async stop() {
    if (!this.child || this.child.exitCode !== null) return;
    this.child.kill('SIGTERM');
    await Promise.race([this.exited, sleep(30_000)]);
    if (this.child.exitCode === null) await this.kill();
  }
}

/** What every operation uses: the server, the database, the mail and the data folder. */
export interface Harness {
  server: Server;
  db: pg.Pool;
  smtp: TestSmtp;
  dataDir: string;
  /** Shared accounts, made once (setup.ts). */
  accounts: Accounts;
}

/** Where requests go and whose mail is read: a Harness, or any running server and its SMTP server (bench/scaleout.ts). */
export interface Reach {
  server: { base: string };
  smtp: TestSmtp;
}

export interface Account {
  id: string;
  email: string;
  token: string;
}

export interface Accounts {
  coach: Account;
  /** The coach's session length, in minutes. */
  sessionMinutes: number;
  mealCustomer: Account;
  chatCustomer: Account;
  posters: Account[];
  topicId: string;
}

export async function rows<T = Record<string, unknown>>(h: Pick<Harness, 'db'>, text: string, values: unknown[] = []): Promise<T[]> {
  return (await h.db.query(text, values)).rows as T[];
}

/** A request to the running server as `who` (a bearer token), its answer's status and JSON body. */
export async function call(h: Pick<Reach, 'server'>, who: Account | null, method: string, path: string, body?: unknown, signal?: AbortSignal) {
  const form = body instanceof FormData;
  const res = await fetch(`${h.server.base}${path}`, {
    method,
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...(body === undefined || form ? {} : json) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: the text
  }
  return { status: res.status, data: data as Record<string, unknown> & Record<string, never> };
}

/** Like call, but an answer other than 2xx throws. */
export async function ok(h: Pick<Reach, 'server'>, who: Account | null, method: string, path: string, body?: unknown) {
  const answer = await call(h, who, method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.data).slice(0, 400)}`);
  return answer.data;
}

/** The newest six-digit code mailed to `email` after `before` mails had come. */
export async function mailedCode(h: Pick<Reach, 'smtp'>, email: string, before: number): Promise<string> {
  if (!(await until(() => h.smtp.count(email) > before, 20_000, 50))) throw new Error(`no code mailed to ${email}`);
  return h.smtp.lastCode(email);
}

let made = 0;

/** A new account signed up and in through the API as an API client (the code from the SMTP server). */
export async function signUp(h: Reach, role: 'Customer' | 'Coach', name: string): Promise<Account> {
  made++;
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${made}-${Date.now().toString(36)}@reliability.test`;
  await ok(h, null, 'POST', '/api/v1/auth/register', { fullname: name, email, role, password: PASSWORD, confirmPassword: PASSWORD });
  return signIn(h, email);
}

/** An existing account signed in through the API as an API client: password, then the code mailed to it. */
export async function signIn(h: Reach, email: string, password = PASSWORD): Promise<Account> {
  const before = h.smtp.count(email);
  for (let attempt = 0; ; attempt++) {
    const login = await call(h, null, 'POST', '/api/v1/auth/login', { email, password, client: 'api' });
    if (login.status === 200) break;
    if (login.status !== 503 || attempt === 20) throw new Error(`sign-in of ${email} answered ${login.status}`);
    await sleep(1000);
  }
  const code = await mailedCode(h, email, before);
  const verified = await ok(h, null, 'POST', '/api/v1/auth/verify-otp', { email, code, client: 'api' });
  const { token, user } = verified as unknown as { token: string; user: { id: string } };
  return { id: user.id, email, token };
}

/** A customer who has taken the survey (the assessment). */
export async function surveyedCustomer(h: Reach, name: string): Promise<Account> {
  const customer = await signUp(h, 'Customer', name);
  await ok(h, customer, 'POST', '/api/v1/onboarding/assessment', { answers: exampleSurveyAnswers });
  return customer;
}

let picture: Promise<Buffer> | undefined;
/** A small PNG for profile photos. */
export const png = () => (picture ??= sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer());

/** Uploads a profile photo for `who`. */
export async function uploadPhoto(h: Harness, who: Account) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
  await ok(h, who, 'POST', '/api/v1/profile/photo', form);
}

/** The coach's free times (UTC starts) over the next 14 days. */
export async function freeSlots(h: Harness, who: Account, from?: string): Promise<string[]> {
  const data = (await ok(h, who, 'GET', `/api/v1/coaches/${h.accounts.coach.id}/slots?days=14${from ? `&from=${from}` : ''}`)) as unknown as { slots: { startsAt: string }[] };
  return data.slots.map((s) => s.startsAt);
}
