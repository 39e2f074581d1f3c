// The part-2 screens' bench data, set-based (generate_series), as the app itself would have written it:
// coaches with profiles, weeks, courses and bookings; the community's topics, messages and moderation queue;
// an admin with an audit log and payout requests; and per customer (seed-customers.ts) routines with
// check-ins, mood logs, a meal week and chats. Ids are bench_uuid(text) (seed.ts, seed-ids.ts), so rows refer to each
// other without joins and the scenarios know them without reading them.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { int, seedCustomers, seedWriterScreens } from './seed-customers.ts';
import { ADMIN_EMAIL, coachCount, POSTERS, topicCount } from './seed-ids.ts';

type Db = Database['db'];
const run = (db: Db, statement: SQL) => db.execute(statement);

const WEEK = JSON.stringify(['Mon', 'Tue', 'Wed', 'Thurs', 'Fri', 'Sat', 'Sun'].map((day) => ({ day, start: '08:00', end: '20:00' })));
const SPECIALIZATIONS = sql.raw(`array['Sleep', 'Stress', 'Nutrition', 'Fitness', 'Mindset']`);

/** Everything of the part-2 screens for `users` customers (bench-0 … bench-N-1, already seeded). */
export async function seedScreens(db: Db, users: number, hash: string) {
  const coaches = coachCount(users);
  const topics = topicCount(users);
  await seedPeople(db, coaches, hash);
  await seedCourses(db, coaches);
  await seedCommunity(db, users, topics);
  await seedCustomers(db, users, coaches);
  await seedWriterScreens(db);
  await seedAdminQueues(db, users, coaches, topics);
}

/** Coaches (profile, week), the admin, and the posters with a session each (token: posterToken). */
async function seedPeople(db: Db, coaches: number, hash: string) {
  const k = sql`generate_series(0, ${int(coaches - 1)}) k`;
  await run(
    db,
    sql`insert into users (id, fullname, email, password_hash, role, onboarding_done, coach_profile_complete, referral_code, created_at)
      select bench_uuid('coach' || k), 'Bench Coach ' || lpad(k::text, 5, '0'), 'bench-coach-' || k || '@bench.local', ${hash}, 'Coach', true, true,
        'BC' || lpad(k::text, 8, '0'), now() - interval '120 days'
      from ${k}`,
  );
  await run(
    db,
    sql`insert into coach_profiles (user_id, fullname, email, phone, whatsapp, fee_cents, specialization, payment_address, description_html, created_at, updated_at)
      select bench_uuid('coach' || k), 'Bench Coach ' || lpad(k::text, 5, '0'), 'bench-coach-' || k || '@bench.local', '+1 555 0100 ' || lpad((k % 1000)::text, 3, '0'),
        '+1 555 0199 ' || lpad((k % 1000)::text, 3, '0'), 5000 + (k % 5) * 1000, (${SPECIALIZATIONS})[k % 5 + 1], 'bench-coach-' || k || '@payments.example',
        '<p>I help people build <strong>small routines</strong> that last: sleep, stress and everyday energy.</p>', now() - interval '120 days', now() - interval '120 days'
      from ${k}`,
  );
  await run(db, sql`insert into coach_availability (user_id, session_minutes, windows) select bench_uuid('coach' || k), 60, ${WEEK}::jsonb from ${k}`);
  await run(
    db,
    sql`insert into users (id, fullname, email, password_hash, role, onboarding_done, referral_code, created_at)
      values (bench_uuid('admin'), 'Bench Admin', ${ADMIN_EMAIL}, ${hash}, 'Admin', true, 'BNADMIN0', now() - interval '200 days')`,
  );
  const p = sql`generate_series(0, ${int(POSTERS - 1)}) p`;
  await run(
    db,
    sql`insert into users (id, fullname, email, password_hash, role, onboarding_done, referral_code, created_at)
      select bench_uuid('poster' || p), 'Bench Poster ' || p, 'bench-poster-' || p || '@bench.local', ${hash}, 'Customer', true, 'BP' || lpad(p::text, 8, '0'), now() - interval '30 days'
      from ${p}`,
  );
  await run(
    db,
    sql`insert into sessions (user_id, token_hash, expires_at)
      select bench_uuid('poster' || p), encode(sha256(convert_to('bench-poster-session-' || p, 'UTF8')), 'hex'), now() + interval '30 days' from ${p}`,
  );
}

/** Each coach's three courses of five lessons (the covers are the coach's uploads), newest first. */
async function seedCourses(db: Db, coaches: number) {
  const each = sql`generate_series(0, ${int(coaches - 1)}) k cross join generate_series(0, 2) i`;
  const cover = sql.raw(`(bench_uuid('cover' || k || '-' || i) || '.webp')`);
  await run(db, sql`insert into course_covers (name, coach_id, created_at) select ${cover}, bench_uuid('coach' || k), now() - interval '60 days' from ${each}`);
  await run(
    db,
    sql`insert into courses (id, coach_id, title, brief, category, level, duration_hours, cover_url, created_at, updated_at)
      select bench_uuid('course' || k || '-' || i), bench_uuid('coach' || k), (array['Sleep better in four weeks', 'Calm under pressure', 'Eat well on a budget'])[i + 1],
        'Short lessons, each with one habit to try this week.', (array['healthcare', 'psychology', 'personal-development'])[i + 1],
        (array['beginner', 'intermediate', 'advanced'])[i + 1], 2.5, '/uploads/' || ${cover}, now() - (60 - i) * interval '1 day', now() - (60 - i) * interval '1 day'
      from ${each}`,
  );
  await run(
    db,
    sql`insert into course_lessons (id, course_id, position, title, content, images_url, video_kind, video_id, habit, created_at, updated_at)
      select bench_uuid('lesson' || k || '-' || i || '-' || l), bench_uuid('course' || k || '-' || i), l, 'Lesson ' || l || ': one small change',
        '<p>What to try this week, and why it helps.</p><ul><li>Start small.</li><li>Do it at the same time each day.</li></ul>',
        '/uploads/' || ${cover}, 'youtube', 'dQw4w9WgXcQ', 'Walk for ten minutes after lunch', now() - (60 - i) * interval '1 day', now() - (60 - i) * interval '1 day'
      from ${each} cross join generate_series(1, 5) l`,
  );
}

/**
 * Topics by customers, each with 10 shown messages (topic 0, the one read: 60) and its live feed
 * numbered as posting numbers it (one 'shown' event per message).
 */
async function seedCommunity(db: Db, users: number, topics: number) {
  const size = sql.raw('(case when t = 0 then 60 else 10 end)');
  await run(
    db,
    sql`insert into community_topics (id, author_id, topic, description, status, message_count, feed_seq, created_at, last_activity_at)
      select bench_uuid('topic' || t), bench_uuid('u' || ((t * 13) % ${int(users)})), 'Bench topic ' || t || ': keeping going when motivation dips',
        'What helps you keep a routine on the days you do not feel like it?', 'shown', ${size}, ${size}, now() - interval '3 days' + t * interval '1 second',
        now() - interval '1 day' + ${size} * interval '1 minute' + t * interval '1 second'
      from generate_series(0, ${int(topics - 1)}) t`,
  );
  const each = sql`generate_series(0, ${int(topics - 1)}) t cross join lateral generate_series(1, ${size}) i`;
  await run(
    db,
    sql`insert into community_messages (id, topic_id, author_id, text, status, crisis, created_at)
      select bench_uuid('msg' || t || '-' || i), bench_uuid('topic' || t), bench_uuid('u' || ((t * 31 + i * 7) % ${int(users)})),
        'Reply ' || i || ': a short walk after lunch resets my afternoon.', 'shown', false, now() - interval '1 day' + i * interval '1 minute' + t * interval '1 second'
      from ${each}`,
  );
  await run(
    db,
    sql`insert into community_feed (topic_id, seq, kind, message_id, created_at)
      select bench_uuid('topic' || t), i, 'shown', bench_uuid('msg' || t || '-' || i), now() - interval '1 day' + i * interval '1 minute' + t * interval '1 second' from ${each}`,
  );
}

/**
 * The admin's queues: held (crisis) messages and open flags to review, hidden messages with their
 * decisions, each coach's paid and pending payout (within what their sessions earned), and the audit
 * log of it all plus suspensions and restorations of customers.
 */
async function seedAdminQueues(db: Db, users: number, coaches: number, topics: number) {
  const queue = Math.max(5, Math.floor(users / 500));
  const hidden = Math.min(topics - 1, Math.max(5, Math.floor(topics / 100)));
  const author = (expr: string) => sql.raw(`bench_uuid('u' || ((${expr}) % ${users}))`);
  // Held: a crisis waits for a moderator, not shown to anyone (no feed event).
  await run(
    db,
    sql`insert into community_messages (id, topic_id, author_id, text, status, crisis, created_at)
      select bench_uuid('held' || h), bench_uuid('topic' || (1 + h % ${int(topics - 1)})), ${author('h * 53 + 11')}, 'Some days I feel like I cannot go on with any of this.', 'held', true,
        now() - (h + 1) * interval '1 minute'
      from generate_series(0, ${int(queue - 1)}) h`,
  );
  // Open flags on shown messages, by other customers.
  await run(
    db,
    sql`insert into community_flags (flagger_id, message_id, reason, note, created_at)
      select ${author('f * 17 + 3')}, bench_uuid('msg' || (1 + f % ${int(topics - 1)}) || '-' || (1 + f / ${int(topics - 1)} % 10)),
        (array['off-topic', 'inappropriate', 'spam', 'other'])[f % 4 + 1], case when f % 2 = 0 then 'Looks like an advert.' end, now() - (f + 1) * interval '1 minute'
      from generate_series(0, ${int(queue - 1)}) f`,
  );
  // Hidden: shown, then hidden by the admin (two feed events), the decision kept.
  await run(
    db,
    sql`insert into community_messages (id, topic_id, author_id, text, status, crisis, created_at)
      select bench_uuid('hid' || t), bench_uuid('topic' || t), ${author('t * 29 + 5')}, 'Buy followers cheap, link in my profile.', 'hidden', false, now() - interval '2 hours'
      from generate_series(1, ${int(hidden)}) t`,
  );
  await run(
    db,
    sql`insert into community_feed (topic_id, seq, kind, message_id, created_at)
      select bench_uuid('topic' || t), 10 + s, (array['shown', 'hidden'])[s], bench_uuid('hid' || t), now() - interval '2 hours' + s * interval '1 minute'
      from generate_series(1, ${int(hidden)}) t cross join generate_series(1, 2) s`,
  );
  await run(db, sql`update community_topics set feed_seq = 12 where id in (select bench_uuid('topic' || t) from generate_series(1, ${int(hidden)}) t)`);
  await run(
    db,
    sql`insert into community_decisions (admin_id, admin_name, kind, action, message_id, summary, note, previous_status, created_at)
      select bench_uuid('admin'), 'Bench Admin', 'message', 'hide', bench_uuid('hid' || t), 'Buy followers cheap, link in my profile.', 'Spam', 'shown', now() - interval '2 hours' + interval '2 minutes'
      from generate_series(1, ${int(hidden)}) t`,
  );
  // Payouts: one paid and one pending per coach with at least two sessions credited.
  await run(
    db,
    sql`insert into ledger_entries (id, coach_id, kind, reference, amount_cents, description, created_at, paid_at)
      select bench_uuid('payout' || k || '-' || p), bench_uuid('coach' || k), 'payout', 'BOOK-' || bench_uuid('payout-ref' || k || '-' || p), 5000 + (k % 5) * 1000,
        'Payout to bench-coach-' || k || '@payments.example', now() - (3 - p) * interval '1 day', case when p = 0 then now() - interval '1 day' end
      from generate_series(0, ${int(coaches - 1)}) k cross join generate_series(0, 1) p
      where (select count(*) from ledger_entries e where e.coach_id = bench_uuid('coach' || k) and e.kind = 'session') >= 2`,
  );
  await seedAuditLog(db, users, hidden);
}

/** The audit log: customers suspended and restored, payouts marked paid, messages hidden; people as subjects. */
async function seedAuditLog(db: Db, users: number, hidden: number) {
  const targets = Math.min(Math.floor((users - 1) / 2), Math.max(10, Math.floor(users / 40)));
  const n = sql`generate_series(0, ${int(targets - 1)}) n`;
  await run(db, sql`insert into audit_subjects (id, user_id) values (bench_uuid('subject-admin'), bench_uuid('admin'))`);
  await run(db, sql`insert into audit_subjects (id, user_id) select bench_uuid('subject' || (1 + 2 * n)), bench_uuid('u' || (1 + 2 * n)) from ${n}`);
  const state = (at: string | null, reason: string | null) => sql.raw(`jsonb_build_object('suspendedAt', ${at ?? 'null'}, 'suspendReason', ${reason ?? 'null'})`);
  const suspendedAt = `to_char((now() - (2 * ${targets} - 2 * n) * interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  await run(
    db,
    sql`insert into audit_log (at, actor_subject, actor_role, action, target_kind, target_subject, target_role, before, after, reason)
      select now() - (2 * ${int(targets)} - 2 * n - s) * interval '1 hour', bench_uuid('subject-admin'), 'Admin', (array['user.suspend', 'user.restore'])[s + 1], 'user',
        bench_uuid('subject' || (1 + 2 * n)), 'Customer',
        case when s = 0 then ${state(null, null)} else ${state(suspendedAt, "'Spam reports, checking'")} end,
        case when s = 0 then ${state(suspendedAt, "'Spam reports, checking'")} else ${state(null, null)} end,
        case when s = 0 then 'Spam reports, checking' else 'Checked: not spam' end
      from ${n} cross join generate_series(0, 1) s`,
  );
  await run(
    db,
    sql`insert into audit_log (at, actor_subject, actor_role, action, target_kind, target_id, before, after)
      select paid_at, bench_uuid('subject-admin'), 'Admin', 'payout.markPaid', 'payout', id::text, '{"paid": false}'::jsonb, '{"paid": true}'::jsonb
      from ledger_entries where kind = 'payout' and paid_at is not null`,
  );
  await run(
    db,
    sql`insert into audit_log (at, actor_subject, actor_role, action, target_kind, target_id, before, after, reason)
      select now() - interval '2 hours' + interval '2 minutes', bench_uuid('subject-admin'), 'Admin', 'message.hide', 'message', bench_uuid('hid' || t)::text,
        '{"status": "shown"}'::jsonb, '{"status": "hidden"}'::jsonb, 'Spam'
      from generate_series(1, ${int(hidden)}) t`,
  );
}

/** A cached database's posters' sessions made live again (a session idle for a day ends). */
export async function refreshScreens(db: Db) {
  await run(db, sql`update sessions set last_seen_at = now(), expires_at = now() + interval '30 days' where user_id in (select bench_uuid('poster' || p) from generate_series(0, ${int(POSTERS - 1)}) p)`);
}
