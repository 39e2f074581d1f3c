import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { createTestApp } from './app.ts';
import type { TestDatabase } from './databases.ts';
import { startSmtpServer, type TestSmtp } from './smtp.ts';

export interface ScriptedReply {
  /** An HTTP error status instead of an answer. */
  status?: number;
  content?: string;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
  /** A streamed answer: wait this long between its pieces (a model writing). */
  pieceDelayMs?: number;
  /** A streamed answer: break the connection after this many pieces (a provider failing mid-answer). */
  breakAfter?: number;
}

export interface RecordedRequest {
  url: string;
  authorization: string | undefined;
  body: {
    model: string;
    temperature: number;
    top_p: number;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: object } };
  };
  /** Whether the client went away before the answer ended (a streamed answer stopped upstream). */
  abandoned: boolean;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/**
 * A real OpenAI-compatible HTTP server (POST /v1/chat/completions, plain or streamed) that answers
 * from a script the test writes, and records every request it gets.
 */
export async function startFakeAi() {
  const requests: RecordedRequest[] = [];
  const script: ScriptedReply[] = [];
  let fallback: (body: RecordedRequest['body']) => ScriptedReply = () => ({ content: '<p>Default answer.</p>' });
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as RecordedRequest['body'];
    const recorded: RecordedRequest = { url: req.url ?? '', authorization: req.headers.authorization, body, abandoned: false };
    requests.push(recorded);
    res.once('close', () => {
      if (!res.writableFinished) recorded.abandoned = true;
    });
    const reply = script.shift() ?? fallback(body);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    if (reply.status) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    const content = reply.content ?? '';
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let sent = 0;
      for (const piece of content.match(/.{1,7}/gs) ?? []) {
        if (res.destroyed) return;
        if (reply.breakAfter !== undefined && sent++ >= reply.breakAfter) {
          res.destroy();
          return;
        }
        if (reply.pieceDelayMs) await new Promise((r) => setTimeout(r, reply.pieceDelayMs));
        if (res.destroyed) return;
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Answers the next calls in order. */
    queue(...replies: ScriptedReply[]) {
      script.push(...replies);
    },
    /** How to answer once the queue is empty (e.g. by the requested JSON schema's name). */
    otherwise(respond: (body: RecordedRequest['body']) => ScriptedReply) {
      fallback = respond;
    },
    reset() {
      requests.length = 0;
      script.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeAi = Awaited<ReturnType<typeof startFakeAi>>;

/**
 * The suite of a feature that calls the AI: a fresh database, a real SMTP server, the scripted AI
 * server, `app` (the built-in engine) and `online` (the scripted provider, no SDK retries, a short
 * time limit), opened before the suite's tests and closed after them; the script is emptied before
 * each test. Read the fields inside tests (they are set in beforeAll).
 */
export function suiteWithAi(testDb: TestDatabase, options: { clock: () => Date; env?: Record<string, string> }) {
  const suite = {} as { database: Database; smtp: TestSmtp; fake: FakeAi; app: FastifyInstance; online: FastifyInstance };
  beforeAll(async () => {
    suite.database = await testDb.open();
    suite.smtp = await startSmtpServer();
    suite.fake = await startFakeAi();
    const env = { SMTP_URL: suite.smtp.url, ...options.env };
    suite.app = await createTestApp(suite.database, { clock: options.clock, env });
    suite.online = await createTestApp(suite.database, {
      clock: options.clock,
      env: { ...env, AI_BASE_URL: suite.fake.url, AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '500' },
    });
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.online?.close();
    await suite.fake?.close();
    await suite.smtp?.close();
    await suite.database?.close();
  });
  beforeEach(() => suite.fake.reset());
  return suite;
}
