// npm run bench (last part), or alone after `npm run build`: npx tsx bench/community.ts
// A live community topic on the built server: BENCH_COMMUNITY_STREAMS (default 500) open conversations
// of one topic (FollowTopic, server-sent events), then BENCH_COMMUNITY_MESSAGES (default 20) messages
// posted one after another (four members in turn, so slow mode lets each through). For each message, the
// time from sending it (POST) to its arrival on every open stream. Budget: p99 ≤ 200 ms, every message on
// every stream exactly once. Reports p50, p99 and the maximum, and the server's memory (RSS before the
// streams, with them open, and its peak since start, VmHWM).
// Env: BENCH_DATABASE_URL (also run on PostgreSQL), BENCH_ENGINES, BENCH_COMMUNITY_STREAMS, BENCH_COMMUNITY_MESSAGES;
// BENCH_SERVER_ENTRY runs another build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sseReader } from '../packages/core/src/http/sse.ts';
import { apiCustomer, inBatches } from './accounts.ts';
import { peakRss, rss } from './process.ts';
import { onEachEngine, startBuiltServer } from './server.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const entry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.js');
const streams = Number(process.env.BENCH_COMMUNITY_STREAMS ?? 500);
const messageCount = Number(process.env.BENCH_COMMUNITY_MESSAGES ?? 20);
const BUDGET_P99_MS = 200;
/** Readers: the streams are shared among this many customers (tabs of the same people). */
const READERS = 10;
/** Members who post in turn; slow mode allows one message per member every 2 s. */
const POSTERS = 4;
const POST_EVERY_MS = 600;
/** A message that has not reached every stream by then counts as lost. */
const ARRIVAL_LIMIT_MS = 10_000;


const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/** One open conversation: the messages it received (by their bench tag), when, and how often. */
interface OpenStream {
  arrivals: Map<string, number[]>;
  stop: AbortController;
  done: Promise<void>;
}

async function openStream(base: string, token: string, topicId: string, cursor: string): Promise<OpenStream> {
  const stop = new AbortController();
  const res = await fetch(`${base}/api/v1/community/topics/${topicId}/stream?after=${cursor}`, { headers: { authorization: `Bearer ${token}` }, signal: stop.signal });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const arrivals = new Map<string, number[]>();
  const read = sseReader();
  const decoder = new TextDecoder();
  const body = res.body;
  const done = (async () => {
    try {
      for await (const chunk of body) {
        const at = performance.now();
        for (const e of read(decoder.decode(chunk, { stream: true }))) {
          const tag = e.event === 'message' ? (e.data as { text: string }).text.match(/#(\d+)/)?.[1] : undefined;
          if (tag) arrivals.set(tag, [...(arrivals.get(tag) ?? []), at]);
        }
      }
    } catch {
      // Closed by the bench.
    }
  })();
  return { arrivals, stop, done };
}

async function run(engine: string, env: Record<string, string>) {
  const { child, base } = await startBuiltServer({ ...env, RATE_LIMIT_FACTOR: '1000000' }, { entry });
  const pid = child.pid as number;
  try {
    const readers = await inBatches(READERS, 5, (i) => apiCustomer(base, `reader${i}`));
    const posters = await inBatches(POSTERS, 4, (i) => apiCustomer(base, `poster${i}`));
    const call = async (token: string, method: string, path: string, body?: object | FormData) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
        body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const form = new FormData();
    form.set('topic', 'Bench: morning walks');
    form.set('description', 'Five hundred people reading along.');
    const created = (await call(posters[0] as string, 'POST', '/api/v1/community/topics', form)) as { topic: { id: string } };
    const topicId = created.topic.id;
    const { cursor } = (await call(readers[0] as string, 'GET', `/api/v1/community/topics/${topicId}/messages`)) as { cursor: string };

    const rssBefore = rss(pid);
    const open = await inBatches(streams, 50, (i) => openStream(base, readers[i % READERS] as string, topicId, cursor));
    await new Promise((r) => setTimeout(r, 500));
    const rssOpen = rss(pid);
    console.log(`\ncommunity, ${engine}: ${streams} open streams on one topic, ${messageCount} messages sent one after another; budget: p99 from sending to arrival ≤ ${BUDGET_P99_MS} ms`);

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const lost: string[] = [];
    // One uncounted warm-up message (#0), then the measured ones.
    for (let k = 0; k <= messageCount; k++) {
      const tag = String(k);
      const poster = posters[k % POSTERS] as string;
      const started = performance.now();
      sentAt.set(tag, started);
      await call(poster, 'POST', `/api/v1/community/topics/${topicId}/messages`, { text: `Walked 20 minutes today #${k}` });
      const deadline = started + ARRIVAL_LIMIT_MS;
      while (open.some((s) => !s.arrivals.has(tag)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      if (k > 0) {
        for (const [i, s] of open.entries()) {
          const times = s.arrivals.get(tag);
          if (!times) lost.push(`#${k} on stream ${i}`);
          else latencies.push((times[0] as number) - started);
        }
      }
      const wait = started + POST_EVERY_MS - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    await new Promise((r) => setTimeout(r, 300));
    const twice = open.flatMap((s, i) => [...s.arrivals].filter(([, times]) => times.length > 1).map(([tag]) => `#${tag} twice on stream ${i}`));
    const peak = peakRss(pid);
    for (const s of open) s.stop.abort();
    await Promise.all(open.map((s) => s.done));

    const sorted = [...latencies].sort((a, b) => a - b);
    const figures = { p50: Math.round(quantile(sorted, 0.5) * 10) / 10, p99: Math.round(quantile(sorted, 0.99) * 10) / 10, max: Math.round((sorted.at(-1) ?? Number.NaN) * 10) / 10 };
    const ok = lost.length === 0 && twice.length === 0 && latencies.length === streams * messageCount && figures.p99 <= BUDGET_P99_MS;
    console.log(
      `  ${latencies.length} arrivals (${streams} streams × ${messageCount} messages): p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms; lost ${lost.length}, twice ${twice.length}; server RSS ${rssBefore} MB before the streams, ${rssOpen} MB with them open, peak since start (VmHWM) ${peak} MB → ${ok ? 'OK' : 'NOT OK'}`,
    );
    if (lost.length || twice.length) console.log(`  ${[...lost, ...twice].slice(0, 10).join('; ')}`);
    return { engine, streams, messages: messageCount, arrivals: latencies.length, ...figures, lost: lost.length, twice: twice.length, rssBeforeMb: rssBefore, rssOpenMb: rssOpen, peakRssMb: peak, ok };
  } finally {
    child.kill();
  }
}

export async function benchCommunity() {
  const results = await onEachEngine('community', run);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/community-latest.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchCommunity();
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
