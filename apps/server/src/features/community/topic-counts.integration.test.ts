import { TOPICS_PAGE_SIZE } from '@iyl/core/community/constants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser, suiteApp, textPart } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { planOf } from '../../../test/support/plans.ts';
import { timelineTotal } from './repository.ts';

/**
 * The topics list's total (ListTopics' pages) reads the kept count of shown topics (migration 0052), not
 * every shown topic (a scan of community_topics on each read: 1.4 ms at 100k users, 5,000 topics), and the
 * kept counts stay those of the topics however they come, change and go.
 */
describe.each(testDatabases())('the topics list’s kept counts on $name', (testDb) => {
  const suite = suiteApp(testDb, () => ({ env: { RATE_LIMIT_FACTOR: '1000' } }));

  const kept = async () =>
    Object.fromEntries((await queryRows(suite.database, sql`select status, n from community_topic_counts where n <> 0 order by status`)).map((r) => [String(r.status), Number(r.n)]));
  const counted = async () =>
    Object.fromEntries((await queryRows(suite.database, sql`select status, count(*) as n from community_topics group by status order by status`)).map((r) => [String(r.status), Number(r.n)]));

  it('the total reads the kept count of shown topics, and only the viewer’s held ones', async () => {
    const plan = await planOf(suite.database, timelineTotal('00000000-0000-4000-8000-000000000000'));
    expect(plan).toMatch(/on community_topic_counts/);
    expect(plan).not.toMatch(/Seq Scan on community_topics|community_topics_timeline_idx/);
  });

  it('the counts follow topics created, held, hidden and shown again, added many at once and removed; the pages follow them', async () => {
    const author = await signedInUser(suite.app, suite.smtp, { fullname: 'Tia Topics' });
    const reader = await signedInUser(suite.app, suite.smtp, { fullname: 'Rex Reader' });
    for (const n of [1, 2, 3]) {
      const created = await author.client.upload('/api/v1/community/topics', [textPart('topic', `Counted topic ${n}`), textPart('description', 'Small steps')]);
      expect(created.statusCode, created.body).toBe(201);
    }
    expect(await kept()).toEqual(await counted());
    const pool = suite.database.pool;
    await pool.query(`insert into community_topics (author_id, topic, description, status)
      select $1, 'Bulk ' || i, 'Many at once', case when i % 4 = 0 then 'held' else 'shown' end from generate_series(1, 45) i`, [author.id]);
    expect(await kept()).toEqual(await counted());
    await pool.query(`update community_topics set status = 'hidden' where topic in ('Bulk 1', 'Bulk 2')`);
    await pool.query(`update community_topics set status = 'shown', description = 'Again' where topic = 'Bulk 2'`);
    await pool.query(`update community_topics set description = 'Only words' where topic = 'Bulk 3'`);
    expect(await kept()).toEqual(await counted());
    await pool.query(`delete from community_topics where topic like 'Bulk 1%'`);
    expect(await kept()).toEqual(await counted());

    const shown = Number((await queryRows(suite.database, sql`select count(*) as n from community_topics where status = 'shown'`))[0]?.n);
    const held = Number((await queryRows(suite.database, sql`select count(*) as n from community_topics where status = 'held' and author_id = ${author.id}`))[0]?.n);
    expect(held).toBeGreaterThan(0);
    for (const [who, total] of [[reader, shown], [author, shown + held]] as const) {
      const page = (await who.client.get('/api/v1/community/topics?page=1')).json() as { total: number; pages: number };
      expect(page.total).toBe(total);
      expect(page.pages).toBe(Math.ceil(total / TOPICS_PAGE_SIZE));
    }
  });
});
