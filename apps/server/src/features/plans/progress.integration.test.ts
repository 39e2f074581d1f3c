import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { createPlansRepository } from './repository.ts';

const plan = (goal: string) => ({
  goal,
  tasks: [1, 2, 3].map((n) => ({ task: `${goal} task ${n}`, description: 'A step.', frequency: 'Daily', startDate: '2026-03-02', endDate: '2026-03-09' })),
  habits: [1, 2].map((n) => ({ habit: `${goal} habit ${n}`, description: 'A habit.', frequency: 'Daily' })),
});

describe.each(testDatabases())('plan progress on $name', (testDb) => {
  it('counts done and total per area and kind, without archived items or other customers’ items, in one generic plan', async () => {
    const database = await testDb.open();
    try {
      const repo = createPlansRepository(database.db);
      const users = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
      for (const [n, id] of users.entries()) {
        await database.db.execute(sql`insert into users (id, fullname, email, password_hash, role, referral_code)
          values (${id}, ${`Progress ${n}`}, ${`progress-${n}@example.com`}, 'x', 'Customer', ${`PROGRESS${n}`})`);
      }
      const [me, other] = users as [string, string];
      const health = await repo.insertPlan(me, 'Health', plan('Sleep'), 'builtin');
      await repo.insertPlan(me, 'Finance', plan('Save'), 'builtin');
      await repo.insertPlan(other, 'Health', plan('Walk'), 'builtin');
      const ids = async (table: 'tasks' | 'habits', goalId: string) =>
        (await queryRows(database, sql`select id from ${sql.identifier(table)} where goal_id = ${goalId} order by id`)).map((r) => String(r.id));
      const [t1, t2, t3] = await ids('tasks', health);
      const [h1] = await ids('habits', health);
      const now = new Date();
      await repo.setStatus('task', t1 as string, me, true, now);
      await repo.setStatus('task', t2 as string, me, true, now);
      await repo.setStatus('habit', h1 as string, me, true, now);
      await repo.setArchived('task', t3 as string, me, true, now);
      const sorted = (rows: { category: string; kind: string }[]) => [...rows].sort((a, b) => `${a.category}${a.kind}`.localeCompare(`${b.category}${b.kind}`));
      const expected = [
        { category: 'Finance', kind: 'goal', done: 0, total: 1 },
        { category: 'Finance', kind: 'habit', done: 0, total: 2 },
        { category: 'Finance', kind: 'task', done: 0, total: 3 },
        { category: 'Health', kind: 'goal', done: 0, total: 1 },
        { category: 'Health', kind: 'habit', done: 1, total: 2 },
        { category: 'Health', kind: 'task', done: 2, total: 2 },
      ];
      // Many times over, so a connection's cached plan answers too.
      for (let i = 0; i < 8; i++) {
        expect(sorted(await repo.progress(me))).toEqual(expected);
        expect(sorted(await repo.progress(me, 'Health'))).toEqual(expected.filter((row) => row.category === 'Health'));
      }
      expect(await repo.progress(me, 'Relationship')).toEqual([]);
      const [config] = await queryRows(database, sql`select proconfig from pg_proc where proname = 'plan_progress'`);
      expect(config?.proconfig).toEqual(['plan_cache_mode=force_generic_plan']);
    } finally {
      await database.close();
    }
  });
});
