
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { embeddedUrl } from '../apps/server/src/platform/db/embedded.ts';
import { apiCustomer, inBatches } from './accounts.ts';
import { loopMax, loopProbe, peakRss, rss } from './process.ts';
import { onEachEngine, startBuiltServer } from './server.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const entry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.js');
const customerCount = Number(process.env.BENCH_INSIGHTS_CUSTOMERS ?? 8);
const seconds = Number(process.env.BENCH_INSIGHTS_SECONDS ?? 5);
const runs = Number(process.env.BENCH_INSIGHTS_RUNS ?? 20);
const CONNECTIONS = 10;
const BURSTS = 3;
const LOOP_BUDGET_MS = 50;
const HEALTH_EVERY_MS = 10;
/** The heavy customer's records: routines (all daily), days of history (before today), plan items per area. */
const ROUTINES = 20;
const DAYS = 90;
const GOALS = 4;
const TASKS = 40;
const HABITS = 20;
const MEAL_WEEKS = 14;


const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
};
const round1 = (ms: number) => Math.round(ms * 10) / 10;
const stats = (values: readonly number[]) => ({ p50: round1(quantile(values, 0.5)), p99: round1(quantile(values, 0.99)), max: round1(Math.max(...values)) });

/**
 * The customer's 90 days, written with set-based SQL (ids and choices derived from md5 of the row, so every
 * run seeds the same records). Their day is UTC (the default time zone). Mood leans on the most kept routine (one
 * of the eight tested), so a pattern may be found.
 */
async function seedCustomer(client: pg.Client, userId: string) {
  const today = `(now() at time zone 'UTC')::date`;
  const coin = (key: string) => `(('x' || substr(md5(${key}), 1, 8))::bit(32)::int & 1023) / 1024.0`;
  await client.query('begin');
  await client.query(
    `insert into routines (user_id, title, description, target, routine_type, start_day)
     select $1::uuid, 'Bench routine ' || i, 'A small daily thing to keep.', (array['Morning','Afternoon','Evening'])[1 + i % 3], 'Daily', ${today} - 120
     from generate_series(1, ${ROUTINES}) i`,
    [userId],
  );
  // Routine i is done on about (45 + 2i) % of days; some of the rest are skipped with a reason.
  await client.query(
    `insert into routine_days (routine_id, user_id, day, state, reason)
     select r.id, r.user_id, d::date, case when ${coin(`r.id::text || d::text`)} < 0.45 + 0.02 * n.i then 'done' else 'skipped' end,
       case when ${coin(`r.id::text || d::text`)} < 0.45 + 0.02 * n.i then null else 'Busy day' end
     from (select id, user_id, title from routines where user_id = $1::uuid) r
     join lateral (select substr(r.title, 15)::int as i) n on true
     cross join generate_series(${today} - ${DAYS}, ${today} - 1, interval '1 day') d
     where ${coin(`'m' || r.id::text || d::text`)} < 0.85`,
    [userId],
  );
  for (const area of ['Health', 'Finance', 'Relationship']) {
    await client.query(
      `insert into goals (id, user_id, category, description, source, status, completed_at, created_at)
       select md5($1::text || $2 || 'g' || i)::uuid, $1::uuid, $2, 'Build a steady ' || lower($2) || ' routine ' || i, 'builtin', i % 2 = 0,
         case when i % 2 = 0 then now() - (i * 11 || ' days')::interval end, now() - interval '100 days'
       from generate_series(1, ${GOALS}) i`,
      [userId, area],
    );
    await client.query(
      `insert into tasks (user_id, goal_id, category, task, description, frequency, start_date, end_date, status, completed_at, created_at)
       select $1::uuid, md5($1::text || $2 || 'g' || (1 + i % ${GOALS}))::uuid, $2, 'Task ' || i, 'A practical step for this week.', 'Daily', ${today} - 100, ${today} + 30,
         i % 3 <> 0, case when i % 3 <> 0 then now() - ((i * 37 % ${DAYS}) || ' days')::interval end, now() - interval '100 days'
       from generate_series(1, ${TASKS}) i`,
      [userId, area],
    );
    await client.query(
      `insert into habits (user_id, goal_id, category, habit, description, frequency, status, completed_at, created_at)
       select $1::uuid, md5($1::text || $2 || 'g' || (1 + i % ${GOALS}))::uuid, $2, 'Habit ' || i, 'A small thing to repeat.', 'Daily',
         i % 2 = 0, case when i % 2 = 0 then now() - ((i * 13 % ${DAYS}) || ' days')::interval end, now() - interval '100 days'
       from generate_series(1, ${HABITS}) i`,
      [userId, area],
    );
  }
  await client.query(
    `insert into mood_logs (user_id, day, mood, advice, challenges, source)
     select $1::uuid, d::date,
       case when ${coin(`'mood' || $1::text || d::text`)} < (case when exists (select 1 from routine_days rd join routines r on r.id = rd.routine_id
               where r.user_id = $1::uuid and r.title = 'Bench routine ${ROUTINES}' and rd.day = d::date and rd.state = 'done') then 0.75 else 0.35 end)
         then (array['Happy','Calm','Grateful','Confident','Excited'])[1 + (extract(doy from d)::int % 5)]
         else (array['Anxious','Stressed','Sad','Angry'])[1 + (extract(doy from d)::int % 4)] end,
       'Take a short walk and breathe slowly.', '[]'::jsonb, 'builtin'
     from generate_series(${today} - ${DAYS}, ${today} - 1, interval '1 day') d`,
    [userId],
  );
  await client.query(
    `insert into meal_setups (user_id, diet, allergies, preference, goal, schedule) values ($1::uuid, 'balanced', '{}', 'savory', 'maintenance', '3-meals')`,
    [userId],
  );
  // Weekly plans back to back, the last one current (today among its days); each replaced when the next began.
  await client.query(
    `insert into meal_plans (id, user_id, starts_on, created_at, replaced_at)
     select md5($1::text || 'plan' || k)::uuid, $1::uuid, ${today} - 6 - 7 * (${MEAL_WEEKS - 1} - k), now() - ((7 * (${MEAL_WEEKS - 1} - k) + 6) || ' days')::interval,
       case when k < ${MEAL_WEEKS - 1} then (${today} + 1 - 7 * (${MEAL_WEEKS - 1} - k))::timestamp at time zone 'UTC' end
     from generate_series(0, ${MEAL_WEEKS - 1}) k`,
    [userId],
  );
  await client.query(
    `insert into meals (plan_id, user_id, day, date, type, dish, comment, preparation, minutes, ingredients, calories, protein, carbs, fat, status, completed_at, rating, source, recipe_key)
     select p.id, $1::uuid, dd, p.starts_on + dd - 1, t.type, t.type || ' bowl ' || dd, 'Balanced and simple.', '["Cook", "Serve"]'::jsonb, 20, '[]'::jsonb,
       t.calories, 25, 60, 15, (p.starts_on + dd - 1 < ${today}) and ${coin(`p.id::text || dd || t.type`)} < 0.8,
       case when p.starts_on + dd - 1 < ${today} and ${coin(`p.id::text || dd || t.type`)} < 0.8 then (p.starts_on + dd - 1)::timestamp at time zone 'UTC' + interval '12 hours' end,
       case when dd = 3 then 4 end, 'builtin', ''
     from meal_plans p cross join generate_series(1, 7) dd
     cross join (values ('Breakfast', 450::real), ('Lunch', 650::real), ('Dinner', 700::real)) t(type, calories)
     where p.user_id = $1::uuid`,
    [userId],
  );
  await client.query('commit');
}

/** Changes yesterday's mood (good ↔ not): the data version moves, so the kept mood report is stale. */
async function makeStale(client: pg.Client, userId: string) {
  const result = await client.query(
    `update mood_logs set mood = case when mood in ('Happy','Calm','Excited','Grateful','Confident') then 'Sad' else 'Calm' end, updated_at = now()
     where user_id = $1::uuid and day = (now() at time zone 'UTC')::date - 1`,
    [userId],
  );
  if (result.rowCount !== 1) throw new Error('no mood yesterday to change');
}

interface MoodAnswer {
  generated: boolean;
  report: { patterns: { tested: number; untested: number; items: unknown[] } };
}

async function run(engine: string, env: Record<string, string>) {
  const { child, base } = await startBuiltServer(
    { ...env, RATE_LIMIT_FACTOR: '1000000', ...loopProbe.env },
    {
      entry,
      // BENCH_PROFILE=1: a CPU profile of the server in bench/results/profiles (as npm run bench's first part).
      nodeArgs: [...loopProbe.nodeArgs, ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(root, 'bench/results/profiles')}`] : [])],
    },
  );
  const pid = child.pid as number;
  const databaseUrl = env.DATABASE_URL ?? embeddedUrl(env.DATA_DIR as string);
  if (!databaseUrl) throw new Error('the embedded database is not running');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const names = Array.from({ length: customerCount }, (_, i) => `insights${i}-${Date.now()}`);
    const tokens = await inBatches(customerCount, 4, (i) => apiCustomer(base, names[i] as string));
    const ids: string[] = [];
    for (const name of names) {
      const found = await client.query<{ id: string }>('select id from users where fullname = $1', [name]);
      if (!found.rows[0]) throw new Error(`no user ${name}`);
      ids.push(found.rows[0].id);
    }
    const seedStarted = performance.now();
    for (const id of ids) await seedCustomer(client, id);
    await client.query('analyze');
    const seedMs = Math.round(performance.now() - seedStarted);

    const call = async (token: string, method: string, path: string) => {
      const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${await res.text()}`);
      return res.json() as Promise<unknown>;
    };
    // Every report made once, so the overview carries all three.
    let behaviours = { tested: 0, untested: 0, found: 0 };
    for (const token of tokens) {
      await call(token, 'POST', '/api/v1/insights/goals');
      await call(token, 'POST', '/api/v1/insights/meals');
      const mood = (await call(token, 'POST', '/api/v1/insights/mood')) as MoodAnswer;
      behaviours = { tested: mood.report.patterns.tested, untested: mood.report.patterns.untested, found: mood.report.patterns.items.length };
    }
    console.log(
      `\ninsights, ${engine}: ${customerCount} customers, each ${ROUTINES} daily routines, ${DAYS} days of check-ins and moods, ${GOALS}/${TASKS}/${HABITS} goals/tasks/habits per area, ${MEAL_WEEKS} weekly meal plans (seeded in ${seedMs} ms); the mood report tests ${behaviours.tested} behaviours (${behaviours.untested} untested), ${behaviours.found} patterns found`,
    );

    // 1. The overview under load.
    let turn = 0;
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/api/v1/insights', setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${tokens[turn++ % tokens.length]}` } }) },
    ];
    await autocannon({ url: base, connections: CONNECTIONS, duration: 1, requests });
    await loopMax(child);
    const load = await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests });
    const overviewLoop = round1(await loopMax(child));
    const overview = {
      connections: CONNECTIONS,
      seconds,
      requests: load.requests.total,
      perSecond: Math.round(load.requests.average),
      p50: load.latency.p50,
      p99: load.latency.p99,
      max: load.latency.max,
      non2xx: load.non2xx,
      errors: load.errors,
      loopMaxMs: overviewLoop,
    };

    // The overview alone, one request after another: its own time and how long it holds the event loop.
    const alone: number[] = [];
    const aloneLoop: number[] = [];
    let overviewBytes = 0;
    for (let i = 0; i < runs; i++) {
      await loopMax(child);
      const t = performance.now();
      const res = await fetch(`${base}/api/v1/insights`, { headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
      overviewBytes = (await res.arrayBuffer()).byteLength;
      alone.push(performance.now() - t);
      aloneLoop.push(await loopMax(child));
    }

    // GET /healthz every 10 ms while the reports are made.
    const health: number[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const t = performance.now();
        const res = await fetch(`${base}/healthz`);
        await res.arrayBuffer();
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
      }
    })();

    // 2. One customer's mood report, fresh then stale, one call after another.
    const [token, id] = [tokens[0] as string, ids[0] as string];
    const fresh: number[] = [];
    const freshLoop: number[] = [];
    for (let i = 0; i < runs; i++) {
      await loopMax(child);
      const t = performance.now();
      const answer = (await call(token, 'POST', '/api/v1/insights/mood')) as MoodAnswer;
      fresh.push(performance.now() - t);
      freshLoop.push(await loopMax(child));
      if (answer.generated) throw new Error('a fresh kept report was made again');
    }
    const stale: number[] = [];
    const staleLoop: number[] = [];
    for (let i = 0; i < runs; i++) {
      await makeStale(client, id);
      await loopMax(child);
      const t = performance.now();
      const answer = (await call(token, 'POST', '/api/v1/insights/mood')) as MoodAnswer;
      stale.push(performance.now() - t);
      staleLoop.push(await loopMax(child));
      if (!answer.generated) throw new Error('a stale report was not made again');
    }
    const sequentialHealth = [...health];

    // 3. Every customer's stale report at once.
    const burstTimes: number[] = [];
    const burstEach: number[] = [];
    const burstLoop: number[] = [];
    health.length = 0;
    for (let b = 0; b < BURSTS; b++) {
      for (const customer of ids) await makeStale(client, customer);
      await loopMax(child);
      const t = performance.now();
      const times = await Promise.all(
        tokens.map(async (tk) => {
          const started = performance.now();
          const answer = (await call(tk, 'POST', '/api/v1/insights/mood')) as MoodAnswer;
          if (!answer.generated) throw new Error('a stale report was not made again');
          return performance.now() - started;
        }),
      );
      burstTimes.push(performance.now() - t);
      burstEach.push(...times);
      burstLoop.push(await loopMax(child));
    }
    probing = false;
    await prober;
    const burstHealth = [...health];

    const figures = {
      overview,
      overviewAlone: { runs, bytes: overviewBytes, ...stats(alone), loopMaxMs: round1(Math.max(...aloneLoop)), loopMedianMs: round1(quantile(aloneLoop, 0.5)) },
      freshMood: { runs, ...stats(fresh), loopMaxMs: round1(Math.max(...freshLoop)) },
      staleMood: { runs, ...stats(stale), loopMaxMs: round1(Math.max(...staleLoop)), loopMedianMs: round1(quantile(staleLoop, 0.5)), healthz: stats(sequentialHealth) },
      burst: {
        customers: customerCount,
        bursts: BURSTS,
        totalMs: burstTimes.map(Math.round),
        each: stats(burstEach),
        loopMaxMs: round1(Math.max(...burstLoop)),
        healthz: stats(burstHealth),
      },
    };
    const loopWorst = Math.max(figures.overview.loopMaxMs, figures.overviewAlone.loopMaxMs, figures.freshMood.loopMaxMs, figures.staleMood.loopMaxMs, figures.burst.loopMaxMs);
    const ok = loopWorst <= LOOP_BUDGET_MS && overview.non2xx === 0 && overview.errors === 0;
    const f = (s: { p50: number; p99: number; max: number }) => `${s.p50} | ${s.p99} | ${s.max}`;
    console.log('| measure | p50 ms | p99 ms | max ms | event loop held at most |');
    console.log('|---|---|---|---|---|');
    console.log(`| GET /insights (${CONNECTIONS} conn., ${seconds} s, ${overview.perSecond} req/s) | ${overview.p50} | ${overview.p99} | ${overview.max} | ${overviewLoop} ms |`);
    console.log(`| GET /insights alone (${runs}, ${Math.round(overviewBytes / 1024)} KB) | ${f(figures.overviewAlone)} | ${figures.overviewAlone.loopMaxMs} ms (median ${figures.overviewAlone.loopMedianMs}) |`);
    console.log(`| POST /insights/mood, fresh (${runs}) | ${f(figures.freshMood)} | ${figures.freshMood.loopMaxMs} ms |`);
    console.log(`| POST /insights/mood, stale (${runs}) | ${f(figures.staleMood)} | ${figures.staleMood.loopMaxMs} ms (median ${figures.staleMood.loopMedianMs}) |`);
    console.log(`|   GET /healthz meanwhile | ${f(figures.staleMood.healthz)} | |`);
    console.log(`| ${customerCount} stale at once (×${BURSTS}), each | ${f(figures.burst.each)} | ${figures.burst.loopMaxMs} ms |`);
    console.log(`|   GET /healthz meanwhile | ${f(figures.burst.healthz)} | |`);
    console.log(
      `  bursts took ${figures.burst.totalMs.join(', ')} ms; GET /insights: ${overview.requests} answers, non-2xx ${overview.non2xx}, errors ${overview.errors}; server RSS ${rss(pid)} MB, peak since start (VmHWM) ${peakRss(pid)} MB; event loop at most ${round1(loopWorst)} ms (budget ${LOOP_BUDGET_MS}) → ${ok ? 'OK' : 'NOT OK'}`,
    );
    return { engine, customers: customerCount, behaviours, seedMs, ...figures, rssMb: rss(pid), peakRssMb: peakRss(pid), loopBudgetMs: LOOP_BUDGET_MS, ok };
  } finally {
    await client.end();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchInsights() {
  const results = await onEachEngine('insights', run);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/insights-latest.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchInsights();
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
