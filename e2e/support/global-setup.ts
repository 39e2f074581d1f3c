// Starts what the browser tests drive, once per Playwright worker (a "stack", see stacks.ts), all
// stacks at once: a real SMTP server that files every message as JSON, the built IYL server on a free
// port with a fresh data folder (its AI is the built-in engine), and the Admin and Global accounts
// (made with the real CLI). Also a fake OpenAI-compatible AI provider and a second built server that
// uses it (own port and data folder, same SMTP server), for the tests of what the app does with AI
// output. Each worker drives only its own stack, so the workers share no data, mail or rate limits.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { startFakeAi } from '../../apps/server/test/support/fake-ai.ts';
import { admin, globalAdmin } from './env.ts';
import { FAKE_AI_KEY, type FakeAiLogEntry, fakeAiReply } from './fake-ai-replies.ts';
import { readMessage } from './mime.ts';
import { type StackEnv, stackVariable } from './stacks.ts';
import { freePort } from '../../apps/server/test/support/ports.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/node-flags.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const cliEntry = join(repoRoot, 'apps/server/src/cli/user-create.ts');

/** What the teardown needs of one worker's stack. */
export interface StackState {
  smtp?: SMTPServer;
  server?: ChildProcess;
  logFile?: string;
  /** The second server (AI from the fake provider) and the provider itself. */
  aiServer?: ChildProcess;
  aiLogFile?: string;
  fakeAi?: { close(): Promise<void> };
}
/** Kept on globalThis because setup and teardown share the runner process. */
export interface E2eState {
  tempRoot: string;
  stacks: StackState[];
}
declare global {
  var __iylE2e: E2eState | undefined;
}

let mailCount = 0;

async function startSmtp(mailDir: string): Promise<{ smtp: SMTPServer; port: number }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const raw = Buffer.concat(chunks).toString('utf8');
          const { subject, text } = readMessage(raw);
          const receivedAt = Date.now();
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          mailCount += 1;
          const name = `${receivedAt}-${String(mailCount).padStart(5, '0')}.json`;
          writeFileSync(join(mailDir, name), JSON.stringify({ to, subject, text, raw, receivedAt }, null, 2));
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  await new Promise<void>((ok, fail) => {
    smtp.server.once('error', fail);
    smtp.listen(0, '127.0.0.1', () => ok());
  });
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { smtp, port };
}

/** Makes an account with the user-create CLI (it uses the running server's embedded database). */
async function createAccount(env: NodeJS.ProcessEnv, role: string, account: { email: string; fullname: string; password: string }) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cliEntry, '--role', role, '--email', account.email, '--name', account.fullname, '--password', account.password],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((ok, fail) => {
    child.once('error', fail);
    child.once('close', (code, sig) => ok([code, sig]));
  });
  if (status !== 0) throw new Error(`user-create for ${role} failed (exit ${status ?? signal}):\n${output}`);
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no server log)';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The IYL server exited during start-up (${server.exitCode ?? server.signalCode}). Log tail:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The IYL server did not answer ${url}/healthz within ${timeoutMs / 1000} s. Log tail:\n${tail(logFile)}`);
}

/** Starts the built server with `env` (PORT, DATA_DIR…), its output going to `logFile`. */
function spawnServer(env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  return server;
}

/**
 * The fake AI provider, answering by the JSON schema asked for (see fake-ai-replies.ts), and the
 * second server using it. Every request the provider gets is filed as JSON in the stack's
 * FAKE_AI_LOG, since the tests run in other processes.
 */
async function startAiApp(root: string, smtpPort: number, state: StackState): Promise<Pick<StackEnv, 'AI_BASE_URL_APP' | 'FAKE_AI_LOG' | 'IYL_AI_SERVER_LOG'>> {
  const dataDir = join(root, 'ai-data');
  const logFile = join(root, 'ai-server.log');
  const requestLog = join(root, 'fake-ai-requests.json');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(requestLog, '[]');

  const fakeAi = await startFakeAi();
  state.fakeAi = fakeAi;
  fakeAi.otherwise((body) => {
    // The request is recorded before its answer is chosen, so it is already in the list.
    const entries: FakeAiLogEntry[] = fakeAi.requests.map((r) => ({
      url: r.url,
      authorization: r.authorization,
      schema: r.body.response_format?.json_schema?.name ?? null,
      messages: r.body.messages,
    }));
    writeFileSync(requestLog, JSON.stringify(entries, null, 2));
    return fakeAiReply(body);
  });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    AI_BASE_URL: fakeAi.url,
    AI_API_KEY: FAKE_AI_KEY,
    AI_MAX_RETRIES: '0',
  };
  delete env.DATABASE_URL;
  delete env.AI_MODEL;
  delete env.AI_TIMEOUT_MS;

  const server = spawnServer(env, logFile);
  state.aiServer = server;
  state.aiLogFile = logFile;
  await waitForHealth(url, server, logFile);
  return { AI_BASE_URL_APP: url, FAKE_AI_LOG: requestLog, IYL_AI_SERVER_LOG: logFile };
}

/** One worker's servers, in `root`: what its tests read from the environment (see stacks.ts). */
async function startStack(root: string, state: StackState): Promise<StackEnv> {
  const dataDir = join(root, 'data');
  const mailDir = join(root, 'mail');
  const logFile = join(root, 'server.log');
  for (const dir of [dataDir, mailDir]) mkdirSync(dir, { recursive: true });

  const { smtp, port: smtpPort } = await startSmtp(mailDir);
  state.smtp = smtp;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // Every spec registers its own accounts from this one address: room for more than 20 an hour.
    RATE_LIMIT_FACTOR: '5',
    // Two stacks, their browsers and the build share two cores here: a click is what these specs test, and
    // a 503 shed at the default 250 ms of loop delay failed one with nothing to see (the shedding itself is
    // tested in apps/server). Still on, at a delay no person would wait through.
    SHED_LOOP_DELAY_MS: '1000',
  };
  delete env.DATABASE_URL;

  state.server = spawnServer(env, logFile);
  state.logFile = logFile;
  // The AI server starts while the first one does (they share nothing but the SMTP server).
  const [aiApp] = await Promise.all([
    startAiApp(root, smtpPort, state),
    (async () => {
      await waitForHealth(baseUrl, state.server!, logFile);
      // The command line works while the server runs (it uses the server's embedded database).
      await Promise.all([createAccount(env, 'Admin', admin), createAccount(env, 'Global', globalAdmin)]);
    })(),
  ]);
  return {
    BASE_URL: baseUrl,
    MAIL_DIR: mailDir,
    // The server's data folder: its embedded database is where a test lets time pass (support/database.ts).
    E2E_DATA_DIR: dataDir,
    IYL_SERVER_LOG: logFile,
    ...aiApp,
  };
}

/** Stops whatever a failed setup already started (the teardown does not run then). */
async function abandon(state: E2eState) {
  for (const stack of state.stacks) {
    for (const server of [stack.server, stack.aiServer]) {
      if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    }
    await stack.fakeAi?.close();
    const smtp = stack.smtp;
    if (smtp) await new Promise<void>((ok) => smtp.close(() => ok()));
  }
  globalThis.__iylE2e = undefined;
}

export default async function globalSetup(config: FullConfig) {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run "npm run build" before the browser tests`);
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist/index.html is missing: run "npm run build" before the browser tests');
  }

  const tempRoot = mkdtempSync(join(tmpdir(), 'iyl-e2e-'));
  // One stack per worker (a worker's TEST_PARALLEL_INDEX is below config.workers).
  const stacks: StackState[] = Array.from({ length: Math.max(1, config.workers) }, () => ({}));
  const state: E2eState = { tempRoot, stacks };
  globalThis.__iylE2e = state;

  const started = await Promise.allSettled(
    stacks.map((stack, index) => {
      const root = join(tempRoot, `stack-${index}`);
      mkdirSync(root);
      return startStack(root, stack);
    }),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await abandon(state);
    throw failed.reason;
  }
  for (const [index, result] of started.entries()) {
    if (result.status === 'fulfilled') process.env[stackVariable(index)] = JSON.stringify(result.value);
  }
}
