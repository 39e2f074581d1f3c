// npm run bench:scaleout (builds first), or alone after `npm run build`: npx tsx bench/scaleout.ts
// Two app processes on one PostgreSQL behind nginx (bench/cluster.ts: deploy/nginx/iyl.conf, files on
// s3rver, mail through a real SMTP server), and what must hold across them (issue 50, "Scale-out"): a
// session made through one works on the other; a sign-out or a suspension is refused by the other within
// a second; a community message posted through one reaches a stream on the other; a chat answer resumes on
// the other after its writer is killed mid-answer; a reminder due during the run goes out once; a pg-boss
// job runs once. One line per check with its figure, a table at the end; exits 1 when a check fails.
// Each process remembers a resolved session for a minute (SESSION_CACHE_SECONDS=60, as the cross-process
// tests do): a refusal within a second can only come from the database's events.
// Env: BENCH_DATABASE_URL ?? TEST_DATABASE_URL (the PostgreSQL server a scratch database is made on),
// BENCH_SCALEOUT_PROCESSES (2).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type AppProcess, startCluster } from './cluster.ts';
import { type Account, call, ok, PASSWORD, type Reach, signIn, signUp, surveyedCustomer, until } from './reliability/harness.ts';
import { followSse, followSseH2, h2Get } from './scaleout-streams.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const WITHIN_MS = 1_000;
/** How long a resumed chat answer is waited for (the app ends an answer whose writer is silent for 20 s). */
const RESUME_WAIT_MS = 40_000;

interface Row {
  check: string;
  ok: boolean;
  figure: string;
}
const rows: Row[] = [];
async function check(name: string, run: () => Promise<{ ok: boolean; figure: string }>) {
  let row: Row;
  try {
    row = { check: name, ...(await run()) };
  } catch (err) {
    row = { check: name, ok: false, figure: `error: ${err instanceof Error ? err.message : String(err)}`.slice(0, 600) };
  }
  rows.push(row);
  console.log(`${row.ok ? 'PASS' : 'FAIL'}  ${row.check}: ${row.figure}`);
}

/** When a process was down (killed by a check, until started again). */
const downtimes: { process: string; from: Date; to: Date }[] = [];
const clock = (d: Date) => d.toISOString().slice(11, 19);
const ms = (from: number) => Math.round(performance.now() - from);
const bearer = (who: Account) => ({ authorization: `Bearer ${who.token}` });

const cluster = await startCluster({
  processes: Number(process.env.BENCH_SCALEOUT_PROCESSES ?? 2),
  env: { SESSION_CACHE_SECONDS: '60' },
});
const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 });
const [p1, p2] = cluster.processes as [AppProcess, AppProcess];
const reach = (p: { base: string }): Reach => ({ server: { base: p.base }, smtp: cluster.mail });
const viaNginx = reach({ base: cluster.url });
const name = (addr: string | null) => {
  const port = addr?.split(',').at(-1)?.trim().split(':').at(-1);
  const i = cluster.processes.findIndex((p) => String(p.port) === port);
  return i < 0 ? `? (${addr})` : `process ${i + 1}`;
};
const sql = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
console.log(`scale-out: ${cluster.processes.length} app processes (${cluster.processes.map((p) => p.base).join(', ')}) on one PostgreSQL database behind nginx ${cluster.nginx.version} (${cluster.url}, ${cluster.secureUrl}; runs as ${cluster.nginx.runsAs})\n`);

try {
  // A reminder due at the first whole minute at least 30 s away, set now, checked at the end.
  const reminded = await signUp(reach(p2), 'Customer', 'Scale Reminded');
  await ok(reach(p2), reminded, 'PUT', '/api/v1/auth/time-zone', { timeZone: 'UTC' });
  const routine = (await ok(reach(p2), reminded, 'POST', '/api/v1/routines', { title: 'Scale walk', description: 'Twenty minutes outside.', target: 'Morning', routineType: 'Daily' })) as unknown as {
    routine: { id: string };
  };
  const due = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  await ok(reach(p2), reminded, 'POST', `/api/v1/routines/${routine.routine.id}/reminders`, { message: 'Time for your walk', time: due.toISOString().slice(11, 16), day: 'Everyday' });
  const [set] = await sql<{ next_due_at: Date }>('select next_due_at from reminders where user_id = $1', [reminded.id]);
  if (set?.next_due_at.getTime() !== due.getTime()) throw new Error(`the reminder is due ${set?.next_due_at.toISOString()}, not ${due.toISOString()}`);
  // A data export, asked for once through nginx; its job's runs are counted before any process is killed.
  const exporter = await signUp(viaNginx, 'Customer', 'Scale Exporter');
  const asked = await call(viaNginx, exporter, 'POST', '/api/v1/account/data-export', {});

  await check('nginx: HTTP/2 over TLS, round robin', async () => {
    const h2 = [await h2Get(cluster.secureUrl, '/healthz'), await h2Get(cluster.secureUrl, '/healthz')];
    const plain = await Promise.all(Array.from({ length: 4 }, () => fetch(`${cluster.url}/healthz`).then((r) => ({ status: r.status, upstream: r.headers.get('x-iyl-upstream') }))));
    const served = new Set([...h2, ...plain].map((a) => name(a.upstream)));
    const good = h2.every((a) => a.status === 200 && a.protocol === 'h2') && plain.every((a) => a.status === 200) && served.size === cluster.processes.length;
    return { ok: good, figure: `TLS speaks ${h2[0]?.protocol}; 6 requests served by ${[...served].sort().join(' and ')}` };
  });

  await check('a session made through process 1 works on process 2', async () => {
    const customer = await signUp(reach(p1), 'Customer', 'Scale Session');
    const started = performance.now();
    const read = await call(reach(p2), customer, 'GET', '/api/v1/notes');
    return { ok: read.status === 200, figure: `signed in with the e-mailed code through process 1; GET /api/v1/notes on process 2 → ${read.status} in ${ms(started)} ms` };
  });

  /** Polls GET /api/v1/notes on process 2 until it answers 401: the time from `started`, or null. */
  const refusedAt = async (who: Account, started: number) => ((await until(async () => (await call(reach(p2), who, 'GET', '/api/v1/notes')).status === 401, 3_000, 10)) ? ms(started) : null);

  await check('a sign-out through process 1 is refused by process 2 within 1 s', async () => {
    const customer = await signUp(reach(p1), 'Customer', 'Scale Signout');
    const before = (await call(reach(p2), customer, 'GET', '/api/v1/notes')).status;
    const out = await call(reach(p1), customer, 'POST', '/api/v1/auth/logout', {});
    const took = await refusedAt(customer, performance.now());
    return {
      ok: before === 200 && out.status === 200 && took !== null && took <= WITHIN_MS,
      figure: `process 2 served the session (${before}); signed out through process 1 (${out.status}); process 2 refused it ${took === null ? 'not within 3 s' : `${took} ms after the sign-out's answer`}`,
    };
  });

  await check('a suspension by an Admin through process 1 is refused by process 2 within 1 s', async () => {
    const adminEmail = `scale-admin-${Date.now().toString(36)}@bench.test`;
    const cliData = mkdtempSync(join(tmpdir(), 'iyl-scaleout-cli-'));
    const made = spawnSync('npm', ['run', '--silent', 'user:create', '--', '--role', 'Admin', '--email', adminEmail, '--name', 'Scale Admin', '--password', PASSWORD], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: cluster.databaseUrl, DATA_DIR: cliData, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    rmSync(cliData, { recursive: true, force: true });
    if (made.status !== 0) throw new Error(`npm run user:create failed: ${made.stderr || made.stdout}`);
    const admin = await signIn(reach(p1), adminEmail);
    const customer = await signUp(reach(p1), 'Customer', 'Scale Suspended');
    const before = (await call(reach(p2), customer, 'GET', '/api/v1/notes')).status;
    const done = await call(reach(p1), admin, 'POST', `/api/v1/admin/console/users/${customer.id}/suspend`, { reason: 'Threatening other members' });
    const took = await refusedAt(customer, performance.now());
    return {
      ok: before === 200 && done.status === 200 && took !== null && took <= WITHIN_MS,
      figure: `Admin made with npm run user:create; process 2 served the customer (${before}); suspended through process 1 (${done.status}); process 2 refused the session ${took === null ? 'not within 3 s' : `${took} ms after the suspension's answer`}`,
    };
  });

  await check('a community message posted through process 1 reaches a stream on process 2', async () => {
    const [host, reader] = await Promise.all([surveyedCustomer(reach(p1), 'Scale Host'), surveyedCustomer(reach(p2), 'Scale Reader')]);
    const form = new FormData();
    form.append('topic', 'Scale-out walks');
    form.append('description', 'Read on one process, written on the other.');
    const topicId = ((await ok(reach(p1), host, 'POST', '/api/v1/community/topics', form)) as unknown as { topic: { id: string } }).topic.id;
    const { cursor } = (await ok(reach(p2), reader, 'GET', `/api/v1/community/topics/${topicId}/messages`)) as unknown as { cursor: string };
    const path = `/api/v1/community/topics/${topicId}/stream?after=${encodeURIComponent(cursor)}`;
    const onP2 = await followSse(`${p2.base}${path}`, bearer(reader));
    const viaH2 = await followSseH2(cluster.secureUrl, path, bearer(reader));
    try {
      if (onP2.status !== 200 || viaH2.status !== 200) throw new Error(`the streams answered ${onP2.status} (process 2) and ${viaH2.status} (nginx, HTTP/2)`);
      await new Promise((r) => setTimeout(r, 300));
      const text = `Walked across processes #${Date.now()}`;
      const sent = performance.now();
      const posted = await call(reach(p1), host, 'POST', `/api/v1/community/topics/${topicId}/messages`, { text });
      const mine = (e: { event: string; data: unknown }) => e.event === 'message' && (e.data as { text?: string } | null)?.text === text;
      const [there, overH2] = await Promise.all([onP2.waitFor(mine, 5_000), viaH2.waitFor(mine, 5_000)]);
      const delay = (e: { at: number } | undefined) => (e ? `${Math.round(e.at - sent)} ms` : 'not within 5 s');
      return {
        ok: posted.status < 300 && there !== undefined && overH2 !== undefined,
        figure: `posted on process 1 (${posted.status}); on process 2's stream after ${delay(there)}; through nginx over HTTP/2 (${name(viaH2.upstream)}) after ${delay(overH2)}`,
      };
    } finally {
      onP2.close();
      viaH2.close();
    }
  });

  await check('a pg-boss job runs once (a data export asked for once)', async () => {
    if (asked.status >= 300) throw new Error(`the export answered ${asked.status}: ${JSON.stringify(asked.data).slice(0, 200)}`);
    const state = async () => (await sql<{ id: string; state: string }>('select id, state from data_exports where user_id = $1', [exporter.id]))[0];
    await until(async () => ['ready', 'failed'].includes((await state())?.state ?? ''), 90_000, 250);
    const row = await state();
    if (!row) throw new Error('no export was kept');
    await until(() => cluster.mail.count(exporter.email) > 1, 10_000, 100);
    await new Promise((r) => setTimeout(r, 2_000));
    const jobs = await sql<{ state: string; retry_count: number }>("select state, retry_count from pgboss.job where name = 'account-data-export' and data->>'exportId' = $1", [row.id]);
    const runs = jobs.reduce((n, j) => n + (j.state === 'created' ? 0 : 1 + j.retry_count), 0);
    const zips = readdirSync(cluster.s3.directory, { recursive: true }).filter((f) => String(f).endsWith('.zip._S3rver_object')).length;
    // The sign-in code, then the export's e-mail.
    const mails = cluster.mail.received.filter((m) => m.to.includes(exporter.email) && !/code to /.test(m.raw)).length;
    return {
      ok: row.state === 'ready' && jobs.length === 1 && runs === 1 && zips === 1 && mails === 1,
      figure: `export ${row.state}; ${jobs.length} job (${jobs.map((j) => `${j.state}, ${j.retry_count} retries`).join('; ')}) → ${runs} run; ${zips} zip in the bucket; ${mails} e-mail`,
    };
  });

  await check('a chat answer resumes on the other process after its writer is killed mid-answer', async () => {
    const chatter = await surveyedCustomer(reach(p1), 'Scale Chatter');
    const res = await fetch(`${cluster.url}/api/v1/coach-chat/messages`, {
      method: 'POST',
      headers: { ...bearer(chatter), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'How can I fall asleep faster and wake up rested?' }),
    });
    if (res.status !== 201) throw new Error(`the question answered ${res.status}: ${await res.text()}`);
    const turnId = ((await res.json()) as { turn: { id: string } }).turn.id;
    const writerAt = name(res.headers.get('x-iyl-upstream'));
    const writer = cluster.processes[Number(writerAt.replace('process ', '')) - 1];
    if (!writer) throw new Error(`which process writes the answer is unknown (${writerAt})`);
    const streamPath = `/api/v1/coach-chat/answers/${turnId}/stream`;
    const first = await followSse(`${writer.base}${streamPath}`, bearer(chatter));
    const firstText = await first.waitFor((e) => e.event === 'text', 10_000);
    if (!firstText) throw new Error(`no text on the writer's stream within 10 s (status ${first.status})`);
    await new Promise((r) => setTimeout(r, 300));
    if (first.events.some((e) => e.event === 'done')) throw new Error('the answer was done before the kill: nothing to resume');
    await writer.kill();
    const killedAt = performance.now();
    const down = { process: writerAt, from: new Date() };
    first.close();
    // What the customer's browser had when the writer died: the text, and the id it reconnects with.
    const pieces = first.events.filter((e) => e.event === 'text');
    const seen = pieces.map((e) => (e.data as { text: string }).text).join('');
    const heard = pieces.at(-1)?.id ?? '0';
    const [atKill] = await sql<{ state: string; length: number }>('select state, length(answer)::int as length from chat_turns where id = $1', [turnId]);
    if (atKill?.state !== 'writing') throw new Error(`the answer was ${atKill?.state} when its writer was killed, not writing`);
    // The customer's browser reconnects through nginx with what it had heard.
    const again = await followSse(`${cluster.url}${streamPath}`, { ...bearer(chatter), 'last-event-id': heard });
    const done = await again.waitFor((e) => e.event === 'done', RESUME_WAIT_MS);
    const ended = ms(killedAt);
    again.close();
    const [after] = await sql<{ state: string; length: number; answer: string }>('select state, length(answer)::int as length, answer from chat_turns where id = $1', [turnId]);
    await writer.restart();
    downtimes.push({ ...down, to: new Date() });
    const length = after?.length ?? 0;
    // Resumed: the answer went on being written past what the customer had seen, and was kept done.
    const resumed = after?.state === 'done' && length > Number(heard);
    return {
      ok: resumed,
      figure:
        `written by ${writerAt}, killed (kill -9) while writing, ${heard} characters streamed to the customer (${atKill.length} saved); ` +
        `the stream opened again through nginx (${name(again.upstream)}, ${again.status}, Last-Event-ID ${heard}) ` +
        (done ? `ended ${ended} ms after the kill, the answer ${after?.state} at ${length} characters` : `did not end within ${RESUME_WAIT_MS / 1000} s (state ${after?.state})`) +
        (length > atKill.length ? `, ${after?.answer.startsWith(seen) ? 'beginning with' : 'NOT beginning with'} what had been streamed` : ': nothing was written after the kill'),
    };
  });

  await check('a reminder due during the run goes out exactly once', async () => {
    const sentMails = () => cluster.mail.received.filter((m) => m.to.includes(reminded.email) && m.raw.includes('Subject: Reminder: Scale walk'));
    const arrived = await until(() => sentMails().length > 0, Math.max(0, due.getTime() - Date.now()) + 60_000, 100);
    // Anything sent twice (by the other process's sweep or its own wake-up) would come now.
    await new Promise((r) => setTimeout(r, 5_000));
    const deliveries = await sql<{ status: string; channel: string; n: number }>(
      'select status, channel, count(*)::int as n from reminder_deliveries where user_id = $1 group by 1, 2 order by 1, 2',
      [reminded.id],
    );
    const sent = deliveries.filter((d) => d.status === 'sent').reduce((n, d) => n + d.n, 0);
    // When it was claimed (the delivery row) and handed to the mail server (the outbox row), from its due time.
    const timings = await sql<{ claimed: number; sent: number | null; attempts: number | null }>(
      `select extract(epoch from d.created_at - d.due_at)::float as claimed, extract(epoch from m.sent_at - d.due_at)::float as sent, m.attempts
       from reminder_deliveries d left join mail_outbox m on m.key = 'reminder:' || d.id || ':email' where d.user_id = $1 order by d.created_at`,
      [reminded.id],
    );
    const when = timings.map((t) => `claimed ${t.claimed.toFixed(1)} s after it was due, sent ${t.sent?.toFixed(1) ?? '?'} s after, ${t.attempts ?? 0} attempt(s)`).join('; ');
    return {
      ok: arrived && sentMails().length === 1 && sent === 1,
      figure:
        `due ${due.toISOString().slice(11, 16)} UTC; ${sentMails().length} e-mail received${arrived ? '' : ' within a minute of it'}; ` +
        `deliveries: ${deliveries.map((d) => `${d.n} ${d.channel} ${d.status}`).join(', ') || 'none'}${when ? ` (${when})` : ''}` +
        downtimes.map((d) => `; ${d.process} was down ${clock(d.from)}–${clock(d.to)} UTC`).join(''),
    };
  });

  await check('pg-boss schedules run once a time across the processes', async () => {
    const [counts] = await sql<{ slots: number; runs: number; twice: number; names: number }>(
      `select count(*)::int as slots, coalesce(sum(n), 0)::int as runs, count(*) filter (where n > 1)::int as twice, count(distinct name)::int as names
       from (select j.name, date_trunc('minute', j.created_on) as minute, count(*) as n from pgboss.job j
             where j.name in (select name from pgboss.schedule) group by 1, 2) per_slot`,
    );
    return { ok: (counts?.runs ?? 0) > 0 && counts?.twice === 0, figure: `${counts?.runs} runs of ${counts?.names} schedules over ${counts?.slots} (schedule, minute) slots; slots run twice: ${counts?.twice}` };
  });
} finally {
  const warnings = cluster.logs().map((log, i) => ({ process: i + 1, lines: log.split('\n').filter(Boolean) }));
  await db.end();
  await cluster.stop();
  for (const w of warnings.filter((w) => w.lines.length)) console.log(`\nprocess ${w.process} logged ${w.lines.length} lines; the last: ${w.lines.slice(-3).join('\n  ').slice(0, 1200)}`);
}

const width = Math.max(...rows.map((r) => r.check.length));
console.log(`\n${'check'.padEnd(width)}  result  figure`);
for (const r of rows) console.log(`${r.check.padEnd(width)}  ${r.ok ? 'PASS  ' : 'FAIL  '}  ${r.figure}`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/scaleout-latest.json'), JSON.stringify({ date: new Date().toISOString(), nginx: cluster.nginx.version, processes: cluster.processes.length, rows }, null, 2));
if (rows.some((r) => !r.ok)) process.exitCode = 1;
