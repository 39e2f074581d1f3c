// The part-2 screens' bench data of each customer (seed-screens.ts has the rest), in batches of customers:
// a quarter keep routines (with two weeks of check-ins, a completed one) and mood logs and have a booking
// with a coach; a tenth have a meal week, three chats with the AI coach, and a course they follow. The
// reader (bench-0) is in every group. The writer gets what the write scenarios change.
import { defaultTargets } from '../packages/core/src/meals/constants.ts';
import { type SQL, sql } from 'drizzle-orm';
import { builtInPlan } from '../apps/server/src/features/meals/offline.ts';
import { nutritionOf } from '../apps/server/src/features/meals/rules.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { WRITER_ROUTINES } from './seed-ids.ts';

type Db = Database['db'];
const BATCH = 25_000;
const run = (db: Db, statement: SQL) => db.execute(statement);
/** An integer the bench chose, written into the statement. */
export const int = (value: number) => {
  if (!Number.isInteger(value)) throw new Error(`not an integer: ${value}`);
  return sql.raw(String(value));
};
/** The customers' day (UTC, their default time zone) and its midnight. */
const TODAY = `((now() at time zone 'UTC')::date)`;
const MIDNIGHT = `(${TODAY}::timestamp at time zone 'UTC')`;
export const today = sql.raw(TODAY);
export const midnight = sql.raw(MIDNIGHT);

/** Three weeks by the built-in coach's planner (a typical setup), as PostMeal saves them: what the meal rows are copied from. */
function mealWeeks() {
  const setup = { diet: 'balanced', allergies: ['none'], goal: 'maintenance', schedule: '3-meals', preference: 'savory', targets: defaultTargets('maintenance', 'balanced') } as const;
  return [1, 2, 3].flatMap((seed, week) =>
    builtInPlan({ ...setup, allergies: [...setup.allergies] }, { seed }).map((m) => {
      const n = nutritionOf(m.ingredients);
      return { week, day: m.day, type: m.type, dish: m.dish, comment: m.comment, preparation: m.preparation, minutes: m.minutes, ingredients: m.ingredients, calories: n.calories, protein: n.protein, carbs: n.carbs, fat: n.fat, source: m.source, key: m.key };
    }),
  );
}
const MEAL_COLUMNS = sql.raw(
  'x(week int, day int, type text, dish text, comment text, preparation jsonb, minutes int, ingredients jsonb, calories real, protein real, carbs real, fat real, source text, key text)',
);

export async function seedCustomers(db: Db, users: number, coaches: number) {
  const weeks = JSON.stringify(mealWeeks());
  for (let from = 0; from < users; from += BATCH) {
    const to = Math.min(users, from + BATCH) - 1;
    const quarter = sql`(select g from generate_series(${int(from)}, ${int(to)}) g where g % 4 = 0) quarter_of_them`;
    const tenth = sql`(select g from generate_series(${int(from)}, ${int(to)}) g where g % 10 = 0) tenth_of_them`;
    await seedRoutines(db, from, to);
    await run(
      db,
      sql`insert into mood_logs (user_id, day, mood, advice, challenges, note, source, created_at, updated_at)
        select bench_uuid('u' || g), ${today} - d, (array['Happy', 'Anxious', 'Stressed', 'Calm', 'Excited', 'Sad', 'Grateful', 'Confident', 'Angry'])[(g + d) % 9 + 1],
          'Notice one thing that went well today, and give yourself ten quiet minutes this evening.',
          '[{"text": "Take a ten-minute walk outside", "done": true}, {"text": "Message a friend", "done": false}, {"text": "Write down three good things", "done": false}]'::jsonb,
          case when d % 3 = 0 then 'A steady day' end, 'builtin', ${midnight} - d * interval '1 day' + interval '9 hours', ${midnight} - d * interval '1 day' + interval '9 hours'
        from generate_series(${int(from)}, ${int(to)}) g cross join generate_series(0, 29) d where g % 4 = 0 and (d = 0 or d % 5 <> 3)`,
    );
    await seedMealWeeks(db, tenth, weeks);
    await seedChats(db, tenth);
    await seedBookings(db, quarter, coaches);
    // A course of the coach they booked, opened, two lessons done and rated.
    const course = sql.raw(`bench_uuid('course' || ((g / 10) % ${coaches}) || '-' || ((g / 10) % 3))`);
    const lesson = (l: number) => sql.raw(`bench_uuid('lesson' || ((g / 10) % ${coaches}) || '-' || ((g / 10) % 3) || '-' || ${l})`);
    await run(
      db,
      sql`insert into course_enrolments (customer_id, course_id, opened_at, last_opened_at, current_lesson_id, position_seconds)
        select bench_uuid('u' || g), ${course}, now() - interval '10 days', now() - interval '1 day', ${lesson(3)}, 95 from ${tenth}`,
    );
    await run(
      db,
      sql`insert into lesson_completions (customer_id, course_id, lesson_id, done_at)
        select bench_uuid('u' || g), ${course}, case when l = 1 then ${lesson(1)} else ${lesson(2)} end, now() - (10 - l) * interval '1 day'
        from ${sql`generate_series(${int(from)}, ${int(to)}) g cross join generate_series(1, 2) l where g % 10 = 0`}`,
    );
    await run(db, sql`insert into course_ratings (customer_id, course_id, stars) select bench_uuid('u' || g), ${course}, (array[1, 3, 5, 5])[(g / 10) % 4 + 1] from ${tenth}`);
  }
}

/** Four current routines (three daily, one weekly) and a completed one, with the last two weeks' check-ins. */
async function seedRoutines(db: Db, from: number, to: number) {
  const each = sql`generate_series(${int(from)}, ${int(to)}) g cross join generate_series(0, 4) r where g % 4 = 0`;
  await run(
    db,
    sql`insert into routines (id, user_id, title, description, target, routine_type, status, start_day, end_day, created_at, updated_at)
      select bench_uuid('r' || g || '-' || r), bench_uuid('u' || g), (array['Morning stretch', 'Walk after lunch', 'Read before bed', 'Weekly review', 'Drink a glass of water'])[r + 1],
        'A small step, repeated until it sticks.', (array['Morning', 'Afternoon', 'Evening', 'Morning', 'Morning'])[r + 1], case when r = 3 then 'Weekly' else 'Daily' end,
        case when r = 4 then 'completed' else 'active' end, ${today} - 27 - r, case when r = 4 then ${today} - 1 end,
        now() - (27 + r) * interval '1 day', now() - (27 + r) * interval '1 day'
      from ${each}`,
  );
  await run(
    db,
    sql`insert into routine_completions (routine_id, user_id, title, routine_type, target, entry, well_being, days_done, completed_at)
      select bench_uuid('r' || g || '-4'), bench_uuid('u' || g), 'Drink a glass of water', 'Daily', 'Morning', 'It is automatic now: the glass waits by the kettle.', 'Good', 14, now() - interval '1 day'
      from generate_series(${int(from)}, ${int(to)}) g where g % 4 = 0`,
  );
  // Daily ones: done on two days of three (today too for the first), skipped now and then; the weekly one
  // twice a week; the completed one every day of its last two weeks.
  await run(
    db,
    sql`insert into routine_days (routine_id, user_id, day, state, reason, created_at)
      select bench_uuid('r' || g || '-' || r), bench_uuid('u' || g), ${today} - d, case when d > 0 and (d + r + g) % 9 = 0 then 'skipped' else 'done' end,
        case when d > 0 and (d + r + g) % 9 = 0 then 'Travelling' end, ${midnight} - d * interval '1 day' + interval '8 hours'
      from generate_series(${int(from)}, ${int(to)}) g cross join generate_series(0, 4) r cross join generate_series(0, 15) d
      where g % 4 = 0 and case
        when r < 3 then d between 1 and 14 and ((d + r + g) % 3 <> 0 or (d + r + g) % 9 = 0) or (r = 0 and d = 0)
        when r = 3 then d between 1 and 14 and d % 7 in (1, 4)
        else d between 2 and 15 end`,
  );
}

/** A setup and the current week (starting up to six days ago, so today is in it), past meals mostly marked eaten. */
async function seedMealWeeks(db: Db, tenth: SQL, weeks: string) {
  await run(
    db,
    sql`insert into meal_setups (user_id, diet, allergies, preference, goal, schedule) select bench_uuid('u' || g), 'balanced', '{none}', 'savory', 'maintenance', '3-meals' from ${tenth}`,
  );
  await run(
    db,
    sql`insert into meal_plans (id, user_id, starts_on, created_at) select bench_uuid('mp' || g), bench_uuid('u' || g), ${today} - (g / 10) % 7, now() - ((g / 10) % 7) * interval '1 day' from ${tenth}`,
  );
  await run(
    db,
    sql`insert into meals (plan_id, user_id, day, date, type, dish, comment, preparation, minutes, ingredients, calories, protein, carbs, fat, status, completed_at, source, recipe_key, created_at, updated_at)
      select bench_uuid('mp' || g), bench_uuid('u' || g), x.day, ${today} - (g / 10) % 7 + x.day - 1, x.type, x.dish, x.comment, x.preparation, x.minutes, x.ingredients,
        x.calories, x.protein, x.carbs, x.fat, done, case when done then ${midnight} + (x.day - 1 - (g / 10) % 7) * interval '1 day' + interval '13 hours' end, x.source, x.key,
        now() - ((g / 10) % 7) * interval '1 day', now() - ((g / 10) % 7) * interval '1 day'
      from ${tenth} cross join jsonb_to_recordset(${weeks}::jsonb) ${MEAL_COLUMNS}
        cross join lateral (select x.day - 1 < (g / 10) % 7 and (x.day + length(x.type)) % 4 <> 0 as done) m
      where x.week = (g / 10) % 3`,
  );
}

/** Three chats with the AI coach, four questions and answers each, the newest updated last. */
async function seedChats(db: Db, tenth: SQL) {
  await run(
    db,
    sql`insert into chat_conversations (id, customer_id, coach_name, title, created_at, updated_at)
      select bench_uuid('chat' || g || '-' || c), bench_uuid('u' || g), 'IYL AI Coach', (array['Sleeping through the night', 'A calmer morning', 'Eating more vegetables'])[c + 1],
        now() - (10 - c) * interval '1 day', now() - (10 - c) * interval '1 day' + interval '20 minutes'
      from ${tenth} cross join generate_series(0, 2) c`,
  );
  await run(
    db,
    sql`insert into chat_turns (conversation_id, position, version, question, answer, state, source, created_at, heartbeat_at)
      select bench_uuid('chat' || g || '-' || c), t, 1, (array['How do I start?', 'What if I miss a day?', 'How long until it feels easy?', 'Can you sum it up?'])[t],
        'Start with something so small it feels almost too easy: two minutes at the same time each day. Tie it to something you already do, '
          || 'like after brushing your teeth. If you miss a day, just do the next one; what matters is the return, not the streak. '
          || 'Most people find it feels easier after three to four weeks.',
        'done', 'ai', now() - (10 - c) * interval '1 day' + t * interval '5 minutes', now() - (10 - c) * interval '1 day' + t * interval '5 minutes'
      from ${tenth} cross join generate_series(0, 2) c cross join generate_series(1, 4) t`,
  );
}

/**
 * One booking each, with coach (g / 4) mod C: 25 per coach at every size, one a day at 10:00 UTC from 12
 * days ago to 12 days ahead (so neither a coach's nor a customer's overlap). Held ones are completed and
 * their fee credited to the coach; coming ones are confirmed (with the meeting's details) or pending.
 */
async function seedBookings(db: Db, quarter: SQL, coaches: number) {
  const coach = sql.raw(`((g / 4) % ${coaches})`);
  const starts = sql.raw(`(${MIDNIGHT} + ((g / 4 / ${coaches}) - 12) * interval '1 day' + interval '10 hours')`);
  await run(
    db,
    sql`insert into bookings (id, coach_id, user_id, client_name, client_email, coach_name, coach_email, starts_at, ends_at, fee_cents, status, meeting_details, sequence, created_at, updated_at, completed_at)
      select bench_uuid('b' || g), bench_uuid('coach' || ${coach}), bench_uuid('u' || g), 'Bench User ' || g, 'bench-' || g || '@bench.local', 'Bench Coach ' || lpad(${coach}::text, 5, '0'),
        'bench-coach-' || ${coach} || '@bench.local', ${starts}, ${starts} + interval '1 hour', 5000 + (${coach} % 5) * 1000,
        case when ${starts} + interval '1 hour' <= now() then 'completed' when (g / 4 / ${int(coaches)}) % 2 = 0 then 'confirmed' else 'pending' end,
        case when ${starts} + interval '1 hour' <= now() or (g / 4 / ${int(coaches)}) % 2 = 0 then 'https://meet.example/bench-' || g end,
        case when ${starts} + interval '1 hour' <= now() or (g / 4 / ${int(coaches)}) % 2 = 0 then 1 else 0 end,
        ${starts} - interval '14 days', ${starts} - interval '13 days', case when ${starts} + interval '1 hour' <= now() then ${starts} + interval '1 hour' end
      from ${quarter}`,
  );
  await run(
    db,
    sql`insert into ledger_entries (coach_id, kind, reference, booking_id, amount_cents, description, created_at)
      select b.coach_id, 'session', 'SESSION-' || b.id, b.id, b.fee_cents, 'Session with ' || b.client_name || ' on ' || to_char(b.starts_at at time zone 'UTC', 'Mon FMDD, YYYY'), b.completed_at
      from bookings b where b.status = 'completed' and b.user_id in (select bench_uuid('u' || g) from ${quarter})`,
  );
}

/** The writer's daily routines to check in (today) and clear, and a meal week to mark. */
export async function seedWriterScreens(db: Db) {
  await run(
    db,
    sql`insert into routines (id, user_id, title, description, target, routine_type, start_day, created_at)
      select bench_uuid('wr' || i), bench_uuid('writer'), 'Bench routine ' || i, 'Checked in and cleared by the benchmark.', 'Morning', 'Daily', ${today} - 7, now() - interval '7 days'
      from generate_series(0, ${int(WRITER_ROUTINES - 1)}) i`,
  );
  await run(db, sql`insert into meal_setups (user_id, diet, allergies, preference, goal, schedule) values (bench_uuid('writer'), 'balanced', '{none}', 'savory', 'maintenance', '3-meals')`);
  await run(db, sql`insert into meal_plans (id, user_id, starts_on) values (bench_uuid('mp-writer'), bench_uuid('writer'), ${today})`);
  await run(
    db,
    sql`insert into meals (id, plan_id, user_id, day, date, type, dish, comment, preparation, minutes, ingredients, calories, protein, carbs, fat, source, recipe_key)
      select bench_uuid('wm' || ((x.day - 1) * 3 + array_position(array['Breakfast', 'Lunch', 'Dinner'], x.type) - 1)), bench_uuid('mp-writer'), bench_uuid('writer'), x.day,
        ${today} + x.day - 1, x.type, x.dish, x.comment, x.preparation, x.minutes, x.ingredients, x.calories, x.protein, x.carbs, x.fat, x.source, x.key
      from jsonb_to_recordset(${JSON.stringify(mealWeeks().filter((m) => m.week === 0))}::jsonb) ${MEAL_COLUMNS}`,
  );
}
