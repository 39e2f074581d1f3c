import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/support/databases.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * customer_data_versions (decision 0022, migration 0028): what the chat's summary and the kept insight
 * reports are kept by. These check what it costs a write and that concurrent writes of one customer
 * neither wait on each other nor go uncounted.
 */
describe.each(testDatabases())('customer data versions on $name', (testDb) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => database?.close());

  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = [], on: pg.Pool | pg.PoolClient = database.pool) =>
    (await on.query(text, values)).rows as T[];

  /** A customer with a goal and `tasks` pending tasks (their ids in order). */
  async function customerWithTasks(tasks: number) {
    const id = randomUUID();
    await query(
      `insert into users (id, fullname, email, password_hash, role, referral_code) values ($1, 'Data Version', $2, 'h', 'Customer', $3)`,
      [id, `dv-${id}@iyl.test`, id.slice(0, 8).toUpperCase()],
    );
    const [goal] = await query<{ id: string }>(
      `insert into goals (user_id, category, description, source) values ($1, 'Health', 'Sleep better', 'builtin') returning id`,
      [id],
    );
    const rows = await query<{ id: string }>(
      `insert into tasks (user_id, goal_id, category, task, description, frequency, start_date, end_date)
       select $1, $2, 'Health', 'Task ' || i, 'A step.', 'Daily', current_date, current_date + 7 from generate_series(1, $3::int) i
       returning id`,
      [id, goal?.id, tasks],
    );
    return { id, tasks: rows.map((r) => r.id).sort() };
  }

  /** The customer's versions as the chat and the insights read them: the sums over their rows. */
  async function versionsOf(customerId: string) {
    const [row] = await query<Record<string, string | null>>(
      `select sum(version) as version, sum(plans_version) as plans, sum(mood_version) as mood, count(*)::int as rows
       from customer_data_versions where customer_id = $1`,
      [customerId],
    );
    return { version: Number(row?.version ?? 0), plans: Number(row?.plans ?? 0), mood: Number(row?.mood ?? 0), rows: Number(row?.rows ?? 0) };
  }

  /** Runs `work` on a connection of its own; one left in a failed transaction is closed, not pooled. */
  async function onConnection<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await database.pool.connect();
    let failed: Error | undefined;
    try {
      return await work(client);
    } catch (err) {
      failed = err as Error;
      throw err;
    } finally {
      client.release(failed);
    }
  }

  it('a transaction adds to a customer’s versions once (and once per part), not once per row it changes', async () => {
    const me = await customerWithTasks(40);
    const other = await customerWithTasks(3);
    const before = await versionsOf(me.id);
    const otherBefore = await versionsOf(other.id);
    const writes = await onConnection(async (client) => {
      // Rows written to customer_data_versions by this connection and not yet in the shared statistics,
      // which are sent when the connection goes idle outside a transaction: exact within a transaction.
      const written = async () =>
        (
          await query<{ n: number }>(
            `select (n_tup_ins + n_tup_upd)::int as n from pg_stat_xact_user_tables where relname = 'customer_data_versions'`,
            [],
            client,
          )
        )[0]?.n ?? 0;
      await client.query('begin');
      const before = await written();
      await client.query(`update tasks set status = true, completed_at = now() where user_id = $1`, [me.id]);
      await client.query(
        `insert into mood_logs (user_id, day, mood, advice, challenges, source) values ($1, current_date, 'Calm', 'Rest.', '[]', 'builtin')`,
        [me.id],
      );
      await client.query(`update tasks set status = true, completed_at = now() where id = $1`, [other.tasks[0]]);
      // The deferred triggers run now instead of at the commit, so this transaction's own writes can be counted.
      await client.query('set constraints all immediate');
      const after = await written();
      await client.query('commit');
      return after - before;
    });
    // One for the plans and the whole version, one for the mood; one for the other customer (was 40 + 1 + 1).
    expect(writes).toBe(3);
    expect(await versionsOf(me.id)).toMatchObject({ version: before.version + 1, plans: before.plans + 1, mood: before.mood + 1 });
    expect(await versionsOf(other.id)).toMatchObject({ version: otherBefore.version + 1, plans: otherBefore.plans + 1, mood: otherBefore.mood });
  });

  it('concurrent writes of one customer do not wait on each other’s version, and each is counted once committed', async () => {
    const me = await customerWithTasks(3);
    const before = (await versionsOf(me.id)).version;
    await onConnection(async (first) => {
      await first.query('begin');
      await first.query(`update tasks set status = true where id = $1`, [me.tasks[0]]);
      // As at its commit: the first transaction now holds the version row it added to.
      await first.query('set constraints all immediate');

      // Before migration 0028 this second write queued on that row (here: the lock timeout's error).
      const started = Date.now();
      await onConnection(async (second) => {
        await second.query('begin');
        await second.query(`set local lock_timeout = '3s'`);
        await second.query(`update tasks set status = true where id = $1`, [me.tasks[1]]);
        await second.query('commit');
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      // The second is counted; the first, not yet committed, is not.
      expect((await versionsOf(me.id)).version).toBe(before + 1);

      await first.query('commit');
    });
    const after = await versionsOf(me.id);
    expect(after.version).toBe(before + 2);
    // The second had to add a row of its own.
    expect(after.rows).toBe(2);

    // A transaction rolled back after adding to the version takes it back.
    await onConnection(async (client) => {
      await client.query('begin');
      await client.query(`update tasks set status = true where id = $1`, [me.tasks[2]]);
      await client.query('set constraints all immediate');
      await client.query('rollback');
    });
    expect((await versionsOf(me.id)).version).toBe(before + 2);
  });

  it('many concurrent writes of one customer: every one counted, and their rows bounded by the connections', async () => {
    const me = await customerWithTasks(60);
    const before = await versionsOf(me.id);
    // 60 single-task completions at once through the pool (each its own transaction).
    await Promise.all(me.tasks.map((id) => query(`update tasks set status = true, completed_at = now() where id = $1`, [id])));
    const after = await versionsOf(me.id);
    expect(after.version).toBe(before.version + 60);
    expect(after.plans).toBe(before.plans + 60);
    expect(after.rows).toBeLessThanOrEqual(database.pool.options.max ?? 10);
  });

  it('a rolled-back savepoint takes back what it added, and the transaction is still counted', async () => {
    const me = await customerWithTasks(2);
    const before = (await versionsOf(me.id)).version;
    await onConnection(async (client) => {
      await client.query('begin');
      await client.query('savepoint attempt');
      await client.query(`update tasks set status = true where id = $1`, [me.tasks[0]]);
      await client.query('set constraints all immediate');
      await client.query('rollback to savepoint attempt');
      await client.query('set constraints all deferred');
      await client.query(`update tasks set status = true where id = $1`, [me.tasks[1]]);
      await client.query('commit');
    });
    expect((await versionsOf(me.id)).version).toBe(before + 1);
  });
});
