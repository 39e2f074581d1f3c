// npm run bench (last part), or alone after `npm run build`: npx tsx bench/chat.ts
// The AI coach chat on the built server, its provider a local fake in this process (OpenAI-compatible,
// streamed): each answer starts FAKE_DELAY_MS after the request, then comes in pieces PIECE_PAUSE_MS apart.
//   1. First token: from sending a question (POST /api/v1/coach-chat/messages, then opening its stream)
//      to the first `text` event, against a streamed request straight to the fake until its first chunk;
//      the two alternate, BENCH_CHAT_RUNS times (default 30) after 5 uncounted warm-ups, each question in
//      a new chat and followed to `done`. Budget: the median difference ≤ 5 ms. Where the time goes is
//      printed too (the fake notes when each request reaches it and when it sends the first chunk).
//   2. BENCH_CHAT_STREAMS (default 50) customers ask at once, each stream followed to `done`: every one
//      must end `done` with the whole text, without an error. Reports the total time and the server's
//      peak RSS (VmHWM since its start, and the highest RSS sampled during the burst).
// Env: BENCH_DATABASE_URL (also run on PostgreSQL), BENCH_ENGINES, BENCH_CHAT_RUNS, BENCH_CHAT_STREAMS;
// BENCH_SERVER_ENTRY runs another build (e.g. an earlier commit's apps/server/dist/main.js) for a before/after.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AskAnswer, ChatTurn } from '../packages/core/src/coach-chat/contract.ts';
import { sseReader } from '../packages/core/src/http/sse.ts';
import { apiCustomer, inBatches } from './accounts.ts';
import { peakRss, rss } from './process.ts';
import { onEachEngine, startBuiltServer } from './server.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const entry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.js');
const runs = Number(process.env.BENCH_CHAT_RUNS ?? 30);
const streams = Number(process.env.BENCH_CHAT_STREAMS ?? 50);
const WARMUP = 5;
const BUDGET_MS = 5;
const FAKE_DELAY_MS = 50;
const PIECE_PAUSE_MS = 5;
/** The burst may take this long at most before it counts as failed (a stream that never ends). */
const BURST_LIMIT_MS = 60_000;
const json = { 'content-type': 'application/json' };
/** What the fake writes: plain advice (no citation marks, nothing the crisis check reacts to), ~1,000 characters. */
const ANSWER = Array.from(
  { length: 8 },
  (_, i) => `${i + 1}. Keep a steady wake-up time, even at weekends, and get some daylight in the morning; it sets your body clock.`,
).join('\n');
const PIECES = ANSWER.match(/.{1,12}/gs) ?? [];

// ---- The fake provider --------------------------------------------------------------------------

/** When a tagged request reached the fake and when its first chunk went out (performance.now()). */
interface Seen {
  askedAt: number;
  firstSentAt: number;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/** POST /v1/chat/completions, streamed: FAKE_DELAY_MS, then ANSWER in pieces PIECE_PAUSE_MS apart. */
async function startFakeProvider() {
  const seen = new Map<string, Seen>();
  let requests = 0;
  const server = createServer(async (req, res) => {
    const askedAt = performance.now();
    const body = JSON.parse(await readBody(req)) as { model: string; stream?: boolean; messages: { role: string; content: string }[] };
    requests++;
    const tag = body.messages.at(-1)?.content.match(/\(bench ([\w-]+)\)/)?.[1];
    await new Promise((r) => setTimeout(r, FAKE_DELAY_MS));
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (content: string) =>
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
    for (const [i, piece] of PIECES.entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, PIECE_PAUSE_MS));
      if (res.destroyed) return;
      res.write(chunk(piece));
      if (i === 0 && tag) seen.set(tag, { askedAt, firstSentAt: performance.now() });
    }
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;

/** A streamed request straight to the fake, read to its end: when it went out and when its first chunk came. */
async function direct(fake: FakeProvider, tag: string) {
  const sentAt = performance.now();
  const res = await fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: `How can I fall asleep faster? (bench ${tag})` }] }),
  });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('the fake answered without a body');
  let firstAt = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!firstAt && new TextDecoder().decode(value).includes('data: {')) firstAt = performance.now();
  }
  return { sentAt, firstAt };
}

// ---- Customers and the chat ---------------------------------------------------------------------

/** One question in a new chat, its stream followed to `done`, with the moments that tell where the time went. */
async function askAndFollow(base: string, token: string, tag: string) {
  const auth = { authorization: `Bearer ${token}` };
  const sentAt = performance.now();
  const asked = await fetch(`${base}/api/v1/coach-chat/messages`, {
    method: 'POST',
    headers: { ...json, ...auth },
    body: JSON.stringify({ text: `How can I fall asleep faster? (bench ${tag})` }),
  });
  if (asked.status !== 201) throw new Error(`asking failed: ${asked.status} ${await asked.text()}`);
  const { turn } = (await asked.json()) as AskAnswer;
  const askedAt = performance.now();
  const res = await fetch(`${base}/api/v1/coach-chat/answers/${turn.id}/stream`, { headers: auth });
  if (res.status !== 200) throw new Error(`the stream failed: ${res.status} ${await res.text()}`);
  const openedAt = performance.now();
  const reader = res.body?.getReader();
  if (!reader) throw new Error('the stream has no body');
  const read = sseReader();
  const decoder = new TextDecoder();
  let firstTextAt = 0;
  let text = '';
  let done: ChatTurn | undefined;
  const errors: unknown[] = [];
  for (;;) {
    const { value, done: over } = await reader.read();
    if (over) break;
    for (const e of read(decoder.decode(value, { stream: true }))) {
      if (e.event === 'text') {
        if (!firstTextAt) firstTextAt = performance.now();
        text += (e.data as { text: string }).text;
      } else if (e.event === 'done') done = e.data as ChatTurn;
      else if (e.event === 'error') errors.push(e.data);
    }
  }
  const complete = errors.length === 0 && done?.state === 'done' && done.answer === ANSWER && text === ANSWER;
  return { sentAt, askedAt, openedAt, firstTextAt, endedAt: performance.now(), complete, state: done?.state ?? 'no done event', errors, textLength: text.length };
}

// ---- Figures ------------------------------------------------------------------------------------

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const round2 = (ms: number) => Math.round(ms * 100) / 100;
const stats = (values: readonly number[]) => ({ median: round2(percentile(values, 50)), p95: round2(percentile(values, 95)) });



async function run(engine: string, env: Record<string, string>, fake: FakeProvider) {
  const { child, base } = await startBuiltServer({ ...env, AI_BASE_URL: fake.url, RATE_LIMIT_FACTOR: '1000000' }, { entry });
  const pid = child.pid as number;
  try {
    const tokens = await inBatches(streams, 5, (i) => apiCustomer(base, `chat${i}`));
    const [token] = tokens as [string];

    // 1. First token, through the server and straight from the fake, one after the other.
    console.log(`\nchat, ${engine}: first token through the server vs straight from the provider (fake answers after ${FAKE_DELAY_MS} ms), ${runs} runs after ${WARMUP} warm-ups; budget: median difference ≤ ${BUDGET_MS} ms`);
    const rows: { through: number; direct: number; post: number; toProvider: number; providerWait: number; relay: number; directToProvider: number; directRelay: number }[] = [];
    const incomplete: string[] = [];
    for (let i = 0; i < WARMUP + runs; i++) {
      const straight = await direct(fake, `d${engine}${i}`);
      const chat = await askAndFollow(base, token, `c${engine}${i}`);
      if (i < WARMUP) continue;
      if (!chat.complete) incomplete.push(`run ${i - WARMUP}: ${chat.state}, ${chat.textLength} characters, errors ${JSON.stringify(chat.errors)}`);
      const viaFake = fake.seen.get(`c${engine}${i}`);
      const directFake = fake.seen.get(`d${engine}${i}`);
      if (!viaFake || !directFake) throw new Error(`the fake did not see run ${i}`);
      rows.push({
        through: chat.firstTextAt - chat.sentAt,
        direct: straight.firstAt - straight.sentAt,
        post: chat.askedAt - chat.sentAt,
        toProvider: viaFake.askedAt - chat.sentAt,
        providerWait: viaFake.firstSentAt - viaFake.askedAt,
        relay: chat.firstTextAt - viaFake.firstSentAt,
        directToProvider: directFake.askedAt - straight.sentAt,
        directRelay: straight.firstAt - directFake.firstSentAt,
      });
    }
    const through = stats(rows.map((r) => r.through));
    const straight = stats(rows.map((r) => r.direct));
    const difference = round2(through.median - straight.median);
    const where = {
      // Through the server: question sent → the server's request reaches the fake → its first chunk sent → first `text` event.
      questionToProvider: stats(rows.map((r) => r.toProvider)),
      postAnswered: stats(rows.map((r) => r.post)),
      providerWait: stats(rows.map((r) => r.providerWait)),
      firstChunkToFirstText: stats(rows.map((r) => r.relay)),
      // Straight: request sent → reaches the fake; first chunk sent → received.
      directToProvider: stats(rows.map((r) => r.directToProvider)),
      directFirstChunkToClient: stats(rows.map((r) => r.directRelay)),
    };
    const firstTokenOk = difference <= BUDGET_MS && incomplete.length === 0;
    console.log(`  through the server  median ${through.median} ms  p95 ${through.p95} ms`);
    console.log(`  straight            median ${straight.median} ms  p95 ${straight.p95} ms`);
    console.log(`  difference of the medians ${difference} ms → ${firstTokenOk ? 'OK' : 'NOT OK'}${incomplete.length ? ` (${incomplete.length} answers incomplete: ${incomplete.join('; ')})` : ''}`);
    const f = (s: { median: number; p95: number }) => `${s.median} (${s.p95})`;
    console.log('  where it goes, median (p95) in ms:');
    console.log(
      `    through the server: question → its request reaches the provider ${f(where.questionToProvider)}, the POST answered after ${f(where.postAnswered)}; the provider's wait ${f(where.providerWait)}; its first chunk → our first text event ${f(where.firstChunkToFirstText)}`,
    );
    console.log(`    straight: request → provider ${f(where.directToProvider)}; first chunk → client ${f(where.directFirstChunkToClient)}`);

    // 2. Every customer asks at once; each stream is followed to `done`.
    console.log(`\nchat, ${engine}: ${streams} customers ask at once, each stream followed to done`);
    const rssBefore = rss(pid);
    const peakBefore = peakRss(pid);
    let sampledPeak = rssBefore;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, rss(pid))), 20);
    const started = performance.now();
    const limit = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), BURST_LIMIT_MS).unref());
    const outcomes = await Promise.all(
      tokens.map((t, i) =>
        Promise.race([askAndFollow(base, t, `b${engine}${i}`).catch((err: unknown) => ({ complete: false, state: String(err), textLength: 0, firstTextAt: 0, sentAt: 0, endedAt: 0 })), limit]),
      ),
    );
    const totalMs = Math.round(performance.now() - started);
    clearInterval(sampler);
    sampledPeak = Math.max(sampledPeak, rss(pid));
    const finished = outcomes.filter((o) => o !== 'timeout');
    const completed = finished.filter((o) => o.complete).length;
    const failures = outcomes.map((o, i) => (o === 'timeout' ? `${i}: no end within ${BURST_LIMIT_MS / 1000} s` : o.complete ? '' : `${i}: ${o.state}, ${o.textLength} characters`)).filter(Boolean);
    const burstFirst = stats(finished.filter((o) => o.firstTextAt).map((o) => o.firstTextAt - o.sentAt));
    const burstEnd = stats(finished.filter((o) => o.endedAt).map((o) => o.endedAt - o.sentAt));
    const burstOk = completed === streams;
    const peakRssMb = peakRss(pid);
    console.log(
      `  ${completed}/${streams} complete in ${totalMs} ms (first text median ${burstFirst.median} ms, p95 ${burstFirst.p95} ms; done median ${burstEnd.median} ms, p95 ${burstEnd.p95} ms); server RSS ${rssBefore} MB before, ${sampledPeak} MB at most during it; peak since its start (VmHWM) ${peakRssMb} MB (${peakBefore} MB before the burst) → ${burstOk ? 'OK' : 'NOT OK'}`,
    );
    if (failures.length) console.log(`  failed: ${failures.join('; ')}`);
    return {
      engine,
      firstToken: { runs, warmup: WARMUP, fakeDelayMs: FAKE_DELAY_MS, throughMs: through, directMs: straight, differenceMs: difference, budgetMs: BUDGET_MS, where, incomplete, ok: firstTokenOk },
      burst: { streams, completed, totalMs, firstTextMs: burstFirst, doneMs: burstEnd, rssBeforeMb: rssBefore, peakRssBeforeMb: peakBefore, sampledPeakRssMb: sampledPeak, peakRssMb, failures, ok: burstOk },
      providerRequests: fake.requests(),
      ok: firstTokenOk && burstOk,
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchChat() {
  const fake = await startFakeProvider();
  let results: Awaited<ReturnType<typeof run>>[];
  try {
    results = await onEachEngine('chat', (engine, env) => run(engine, env, fake));
  } finally {
    await fake.close();
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/chat-latest.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchChat();
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
