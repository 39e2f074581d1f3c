// A chat answer whose writer's process is killed outright (kill -9) mid-answer (issue 46, L6): the chat
// takes questions again at once; and (issue 50) a stream on another process, or the next process to
// start, takes up what was left being written and has it written to its end.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@iyl/core/catalog/messages';
import { streamEvents } from '@iyl/core/http/sse';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { type FakeAi, startFakeAi } from '../../../test/support/fake-ai.ts';
import { freePort } from '../../../test/support/ports.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';
import { until } from '../../../test/support/until.ts';
import type { Database } from '../../platform/db/database.ts';

const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
const ASK = '/api/v1/coach-chat/messages';
/** Text with its runs of white space as one space (the citation check tidies the spaces where the parts join). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe.each(testDatabases())('a chat answer whose process was killed, on $name', { timeout: 120_000 }, (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  let fake: FakeAi;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-chat-kill-'));
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
    fake = await startFakeAi();
    // An answer that takes a minute to write: the process dies in the middle of it.
    fake.otherwise(() => ({ content: 'Keep a steady bedtime and dim the lights an hour before. '.repeat(200), pieceDelayMs: 30 }));
    app = await createTestApp(database, { env: { SMTP_URL: smtp.url, AI_BASE_URL: fake.url, AI_MAX_RETRIES: '0' } });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await app?.close();
    await fake?.close();
    await smtp?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The app in a process of its own (src/main.ts on the test's database), so it can be killed outright. */
  async function startProcess() {
    const port = await freePort();
    const { HOST: _host, SMTP_URL: _smtp, NODE_ENV: _env, ...inherited } = process.env;
    const env = { ...inherited, DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(port), AI_BASE_URL: fake.url, AI_MAX_RETRIES: '0', LOG_LEVEL: 'info' };
    const child = spawn(process.execPath, ['--import', 'tsx', main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    expect(await until(() => output.includes('IYL is ready') || child.exitCode !== null, 60_000, 100), output).toBe(true);
    expect(child.exitCode, output).toBeNull();
    const kill = async () => {
      child.kill('SIGKILL');
      await exited;
    };
    return { base: `http://127.0.0.1:${port}`, kill };
  }

  /** A customer, signed in (their session works in every process on the database). */
  async function customer() {
    const { client, id } = await signedInUser(app, smtp);
    const headers = { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': client.jar.get('iyl_csrf') ?? '', 'content-type': 'application/json' };
    return { client, id, headers };
  }

  const turnOf = async (id: string) => (await queryRows(database, sql`select state, answer from chat_turns where id = ${id}`))[0] as { state: string; answer: string };

  /** Asks through the process at `base`; resolves once the answer has started and a piece of it is saved. */
  async function askThere(base: string, headers: Record<string, string>) {
    const res = await fetch(`${base}${ASK}`, { method: 'POST', headers, body: JSON.stringify({ text: 'How can I fall asleep faster?' }) });
    expect(res.status).toBe(201);
    const { conversation, turn } = (await res.json()) as { conversation: { id: string }; turn: { id: string; state: string } };
    expect(turn.state).toBe('writing');
    expect(await until(async () => (await turnOf(turn.id)).answer.length > 0, 10_000, 50)).toBe(true);
    return { conversationId: conversation.id, turnId: turn.id };
  }

  it('a question right after the writing process was killed is taken, not refused as busy; the cut answer keeps its text, failed', async () => {
    const { client, headers } = await customer();
    const other = await startProcess();
    const { conversationId, turnId } = await askThere(other.base, headers);
    // While the writer lives, the chat is busy.
    const busy = await client.post(ASK, { conversationId, text: 'And how long should I nap?' });
    expect(busy.statusCode).toBe(409);
    expect(errorOf(busy).message).toBe(messages.chatBusy);

    await other.kill();
    const killedAt = performance.now();
    let next: Awaited<ReturnType<typeof client.post>> | undefined;
    expect(
      await until(async () => {
        // Asked until taken (until() looks once more at the end: a question taken is not asked again).
        if (next && next.statusCode !== 409) return true;
        next = await client.post(ASK, { conversationId, text: 'And how long should I nap?' });
        return next.statusCode !== 409;
      }, 5_000, 100),
    ).toBe(true);
    const waited = performance.now() - killedAt;
    console.info(`${testDb.name}: the chat took a question ${Math.round(waited)} ms after its writer was killed`);
    expect(next?.statusCode, next?.body).toBe(201);
    const cut = await turnOf(turnId);
    expect(cut.state).toBe('failed');
    expect(cut.answer).toMatch(/^Keep a steady bedtime/);
  });

  it('answers left being written by a killed process are taken up as the next process starts, and written to their end', async () => {
    const { headers } = await customer();
    const other = await startProcess();
    const { turnId } = await askThere(other.base, headers);
    await other.kill();
    const left = await turnOf(turnId);
    expect(left.state).toBe('writing');

    // The model is asked to go on from what was saved (before: the answer ended there, failed).
    fake.queue({ content: ' Then keep the room cool and dark.' });
    const next = await createTestApp(database, { env: { SMTP_URL: smtp.url, AI_BASE_URL: fake.url, AI_MAX_RETRIES: '0' } });
    try {
      const started = performance.now();
      await next.ready();
      expect(await until(async () => (await turnOf(turnId)).state !== 'writing', 10_000, 100)).toBe(true);
      console.info(`${testDb.name}: the answer left writing was written to its end ${Math.round(performance.now() - started)} ms after the next start`);
      const done = await turnOf(turnId);
      expect(done.state).toBe('done');
      expect(spaced(done.answer)).toBe(spaced(`${left.answer} Then keep the room cool and dark.`));
      expect(fake.requests.at(-1)?.body.messages.at(-2)).toEqual({ role: 'assistant', content: left.answer });
    } finally {
      await next.close();
    }
  });

  it('a stream on another process takes up the answer of a killed process and follows it to done, from where it was', async () => {
    const { client, headers } = await customer();
    const other = await startProcess();
    const { turnId } = await askThere(other.base, headers);
    await other.kill();
    const left = await turnOf(turnId);
    fake.queue({ content: ' Then keep the room cool and dark.' });
    const killedAt = performance.now();
    // The browser reconnects (through the load balancer) to this process, with what it had shown.
    const res = await client.get(`/api/v1/coach-chat/answers/${turnId}/stream`, { 'last-event-id': String(left.answer.length) });
    console.info(`${testDb.name}: the answer of the killed process was taken up and written to its end ${Math.round(performance.now() - killedAt)} ms after the kill`);
    const events = streamEvents(res.body);
    // It heard the writer that is gone: the answer so far (the text saved, which it showed) replaces its
    // text, and the rest follows as it is written.
    expect(events.map((e) => e.event)).toEqual(['reset', ...events.slice(1, -1).map(() => 'text'), 'done']);
    const shown = events.slice(0, -1).map((e) => (e.data as { text: string }).text);
    expect(shown[0]?.startsWith(left.answer)).toBe(true);
    expect(shown.join('')).toBe(`${left.answer} Then keep the room cool and dark.`);
    const done = events.at(-1)?.data as { state: string; answer: string };
    expect(done.state).toBe('done');
    expect(spaced(done.answer)).toBe(spaced(`${left.answer} Then keep the room cool and dark.`));
  });

  it('an answer being written by a live process is never taken for lost, however long it stays silent', async () => {
    const { client, headers } = await customer();
    fake.queue({ content: 'A slow thought.', delayMs: 6_000 });
    const other = await startProcess();
    try {
      const res = await fetch(`${other.base}${ASK}`, { method: 'POST', headers, body: JSON.stringify({ text: 'What helps with stress?' }) });
      const { conversation, turn } = (await res.json()) as { conversation: { id: string }; turn: { id: string } };
      // Silent (the model thinking) past the grace: its writer's process still holds it.
      await new Promise((r) => setTimeout(r, 4_000));
      await app.services.coachChat.chat.endLost(60);
      expect((await turnOf(turn.id)).state).toBe('writing');
      expect((await client.post(ASK, { conversationId: conversation.id, text: 'Still there?' })).statusCode).toBe(409);
      expect(await until(async () => (await turnOf(turn.id)).state === 'done', 10_000, 100)).toBe(true);
    } finally {
      await other.kill();
    }
  });
});
