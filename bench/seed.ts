import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/platform/auth/password.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { seedScreens } from './seed-screens.ts';

export const BENCH_PASSWORD = 'bench-password-2026';
/** Accounts the sign-in scenario rotates through: each may get one code per 30 s resend window. */
export const SIGNIN_ACCOUNTS = 2_000;
/** Pending tasks of the writer account, so every Mark Complete request writes. */
export const WRITER_TASKS = 60_000;
export const benchEmail = (n: number) => `bench-${n}@bench.local`;
/** A separate account holds the write targets, so the readers' data stays customer-sized. */
export const WRITER_EMAIL = 'bench-writer@bench.local';

// Ids derived from the row number (bench_uuid, below), so related rows are generated without joins.
const userId = (g: ReturnType<typeof sql>) => sql`bench_uuid('u' || ${g})`;
const goalId = (g: ReturnType<typeof sql>, c: ReturnType<typeof sql>) => sql`bench_uuid('g' || ${g} || ${c})`;

/**
 * Bulk data for the benchmarks, with set-based SQL: `users` customers, each with a goal per area,
 * 5 tasks and 5 habits per goal (a third done) and 2 notes; plus a writer account with many pending
 * Health tasks; then the part-2 screens' data (seed-screens.ts). All accounts share one password hash.
 */
export async function seedBench(database: Database, users: number) {
  const hash = await hashPassword(BENCH_PASSWORD);
  const db = database.db;
  // The seed's ids: md5 of a name, as a valid (version 4) UUID, so the app's answers (which check their
  // UUIDs) take them; kept in the bench's database for the bench's own queries (seed-ids.ts: uuidOf).
  await db.execute(sql`
    create function bench_uuid(name text) returns uuid language sql immutable parallel safe
    as $$ select overlay(overlay(md5(name) placing '4' from 13) placing '8' from 17)::uuid $$`);
  const batch = 25_000;
  const g = sql.raw('g');
  const c = sql.raw('c');
  for (let from = 0; from < users; from += batch) {
    const to = Math.min(users, from + batch) - 1;
    const rows = sql`generate_series(${from}::int, ${to}::int) g`;
    const areas = sql`unnest(array['Health', 'Finance', 'Relationship']) c`;
    await db.execute(sql`
      insert into users (id, fullname, email, password_hash, role, onboarding_done, referral_code)
      select ${userId(g)}, 'Bench User ' || g, 'bench-' || g || '@bench.local', ${hash}, 'Customer', true, 'BN' || lpad(g::text, 8, '0') from ${rows}`);
    await db.execute(sql`
      insert into goals (id, user_id, category, description, source)
      select ${goalId(g, c)}, ${userId(g)}, c, 'Build a steady ' || lower(c) || ' routine', 'builtin' from ${rows} cross join ${areas}`);
    await db.execute(sql`
      insert into tasks (user_id, goal_id, category, task, description, frequency, start_date, end_date, status, completed_at)
      select ${userId(g)}, ${goalId(g, c)}, c, 'Task ' || i, 'A practical step for this week.', 'Daily', current_date, current_date + 30, i % 3 = 0, case when i % 3 = 0 then now() end
      from ${rows} cross join ${areas} cross join generate_series(1, 5) i`);
    await db.execute(sql`
      insert into habits (user_id, goal_id, category, habit, description, frequency, status, completed_at)
      select ${userId(g)}, ${goalId(g, c)}, c, 'Habit ' || i, 'A small thing to repeat.', 'Daily', i % 3 = 0, case when i % 3 = 0 then now() end
      from ${rows} cross join ${areas} cross join generate_series(1, 5) i`);
    await db.execute(sql`
      insert into notes (user_id, title, content_html, content_text)
      select ${userId(g)}, 'Note ' || i, '<p>Remember to <strong>breathe</strong> and plan the week.</p>', 'Remember to breathe and plan the week.'
      from ${rows} cross join generate_series(1, 2) i`);
  }
  await db.execute(sql`
    insert into users (id, fullname, email, password_hash, role, onboarding_done, referral_code)
    values (bench_uuid('writer'), 'Bench Writer', ${WRITER_EMAIL}, ${hash}, 'Customer', true, 'BNWRITER')`);
  await db.execute(sql`insert into goals (id, user_id, category, description, source) values (bench_uuid('writer-goal'), bench_uuid('writer'), 'Health', 'Mark everything done', 'builtin')`);
  await db.execute(sql`
    insert into tasks (user_id, goal_id, category, task, description, frequency, start_date, end_date)
    select bench_uuid('writer'), bench_uuid('writer-goal'), 'Health', 'Bench task ' || i, 'Marked complete by the benchmark.', 'Once', current_date, current_date + 7
    from generate_series(1, ${WRITER_TASKS}::int) i`);
  await seedScreens(db, users, hash);
  await db.execute(sql`analyze`);
}
