import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { planOf } from '../../../test/support/plans.ts';
import { reviewWaiting } from './repository.ts';

/** Topics enough for the planner to choose as it would with many (the bench's 100k users have 5,000). */
const TOPICS = 5_000;

/**
 * The moderators' queue (CommunityReviewQueue) with thousands of topics and open flags on messages only:
 * what waits is read from the held rows and the open flags, not from every topic (the planner hashed all
 * of them for the topics' flags: 3.3 ms of the queue's 9.9 ms at 100k users).
 */
describe.each(testDatabases())('the review queue at scale on $name', (testDb) => {
  const suite = suiteApp(testDb);

  beforeAll(async () => {
    const pool = suite.database.pool;
    await pool.query(`insert into users (fullname, email, password_hash, role, referral_code) values ('Queue Member', 'queue-member@iyl.test', 'x', 'Customer', 'queue-member')`);
    const member = `(select id from users where email = 'queue-member@iyl.test')`;
    await pool.query(`insert into community_topics (author_id, topic, description) select ${member}, 'Queue topic ' || i, 'Words' from generate_series(1, ${TOPICS}) i`);
    await pool.query(`insert into community_messages (topic_id, author_id, text, status) select id, ${member}, 'A reply', 'shown' from community_topics where topic like 'Queue topic %'`);
    await pool.query(`insert into community_flags (flagger_id, message_id, reason) select ${member}, id, 'spam' from community_messages where text = 'A reply' limit 200`);
    await pool.query(`insert into community_messages (topic_id, author_id, text, status, crisis) select id, ${member}, 'Held', 'held', true from community_topics where topic like 'Queue topic %' limit 200`);
    await pool.query('vacuum analyze community_topics, community_messages, community_flags');
  }, 120_000);

  it('reads the held rows and the open flags, not every topic', async () => {
    const plan = await planOf(suite.database, sql`select kind, id from (${reviewWaiting}) w order by crisis desc, created_at, id limit 20`, { analyze: true });
    expect(plan).not.toMatch(/Seq Scan on community_topics/);
    const [waiting] = await queryRows(suite.database, sql`select count(*)::int as n from (${reviewWaiting}) w`);
    expect(Number(waiting?.n)).toBe(400);
  });
});
