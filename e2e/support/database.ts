// The e2e server's own database, for what only time can do: the server runs on the real clock, and a
// session starts at least an hour after it is booked, so a test moves one booking into the past instead
// of waiting for it.
import pg from 'pg';
import { embeddedUrl } from '../../apps/server/src/platform/db/embedded.ts';
import { dataDir } from './env.ts';

/** Runs `work` with a client of the embedded PostgreSQL server of the server at BASE_URL. */
async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = embeddedUrl(dataDir());
  if (!url) throw new Error(`no embedded database server is running in ${dataDir()}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Lets time pass for one booking, as if it had been booked earlier: it moves back by whole session
 * lengths (so it keeps its length and stays on the coach's grid of session starts) until it started at
 * least `hours` ago. Nothing else changes. Returns the new start and end.
 */
export async function startedHoursAgo(bookingId: string, hours = 2): Promise<{ startsAt: Date; endsAt: Date }> {
  return withServerDatabase(async (client) => {
    const found = await client.query<{ starts_at: Date; ends_at: Date }>('select starts_at, ends_at from bookings where id = $1', [bookingId]);
    const booking = found.rows[0];
    if (!booking) throw new Error(`no booking ${bookingId} in the e2e database`);
    const length = booking.ends_at.getTime() - booking.starts_at.getTime();
    const latestStart = Date.now() - hours * 3_600_000;
    const steps = Math.max(0, Math.ceil((booking.starts_at.getTime() - latestStart) / length));
    const startsAt = new Date(booking.starts_at.getTime() - steps * length);
    const endsAt = new Date(startsAt.getTime() + length);
    const moved = await client.query('update bookings set starts_at = $2, ends_at = $3 where id = $1 and starts_at = $4', [bookingId, startsAt, endsAt, booking.starts_at]);
    if (moved.rowCount !== 1) throw new Error(`booking ${bookingId} changed while it was being moved`);
    return { startsAt, endsAt };
  });
}

/**
 * Gives the customer `count` Health plans (a goal each, without items), as if made over months: what
 * reaching the cap on plans would otherwise take dozens of New Plans to do.
 */
export async function givePlans(email: string, count: number): Promise<void> {
  await withServerDatabase(async (client) => {
    const made = await client.query(
      `insert into goals (user_id, category, description, source) select u.id, 'Health', 'Earlier plan ' || n, 'builtin' from users u, generate_series(1, $2::int) n where u.email = lower($1)`,
      [email, count],
    );
    if (made.rowCount !== count) throw new Error(`no customer ${email} in the e2e database`);
  });
}

/**
 * Posts `texts` into a topic as its author (in order, a millisecond apart), the way a busy topic fills
 * while a reader is away: written straight into the feed, without telling open chats (a reader away has
 * none open). Slow mode would take minutes to send this many.
 */
export async function postedWhileAway(topic: string, texts: readonly string[]): Promise<void> {
  await withServerDatabase(async (client) => {
    await client.query('begin');
    try {
      const found = await client.query<{ id: string; author_id: string; feed_seq: string }>('select id, author_id, feed_seq from community_topics where topic = $1 for update', [topic]);
      const row = found.rows[0];
      if (!row) throw new Error(`no topic ${topic} in the e2e database`);
      await client.query(
        `with m as (
           insert into community_messages (topic_id, author_id, text, status, created_at)
           select $1, $2, t.text, 'shown', now() + make_interval(secs => t.n / 1000.0) from unnest($3::text[]) with ordinality as t(text, n)
           returning id, created_at)
         insert into community_feed (topic_id, seq, kind, message_id, created_at)
         select $1, $4::bigint + row_number() over (order by created_at), 'shown', id, created_at from m`,
        [row.id, row.author_id, texts, row.feed_seq],
      );
      await client.query('update community_topics set feed_seq = feed_seq + $2, message_count = message_count + $2, last_activity_at = now() where id = $1', [row.id, texts.length]);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    }
  });
}

/**
 * The customer's last days as if lived (/Insights rates only from 7 days with entries, issue 47): a mood
 * on each of the `moods.length` days before today (theirs, in their time zone), and the plan items they
 * have ticked off so far moved back to one a day, the newest to today.
 */
export async function livedDays(email: string, moods: readonly string[]): Promise<void> {
  await withServerDatabase(async (client) => {
    const found = await client.query<{ id: string }>('select id from users where email = lower($1)', [email]);
    const id = found.rows[0]?.id;
    if (!id) throw new Error(`no customer ${email} in the e2e database`);
    await client.query(
      `insert into mood_logs (user_id, day, mood, advice, challenges, source)
       select u.id, (now() at time zone u.time_zone)::date - t.n::int, t.mood, 'Keep going.', '[]'::jsonb, 'builtin'
       from users u, unnest($2::text[]) with ordinality as t(mood, n) where u.id = $1
       on conflict do nothing`,
      [id, moods],
    );
    const done = await client.query<{ kind: string; id: string }>(
      `select 'tasks' as kind, id, completed_at from tasks where user_id = $1 and status
       union all select 'habits', id, completed_at from habits where user_id = $1 and status
       union all select 'goals', id, completed_at from goals where user_id = $1 and status
       order by completed_at desc`,
      [id],
    );
    for (const [back, item] of done.rows.entries()) {
      await client.query(`update ${item.kind} set completed_at = now() - make_interval(days => $2) where id = $1`, [item.id, back]);
    }
  });
}
