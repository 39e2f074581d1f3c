// Migration 0044 on a database whose audit log already has rows: the log's people become subjects
// (audit_subjects), no row keeps an account's id, and the log is append-only again afterwards.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../paths.ts';
import { foldersUpTo, upgradeEngines } from '../../../test/support/upgrade.ts';

describe.each(upgradeEngines())('upgrading an audit log that names accounts by id (0044), on $name', (engine) => {
  const before = foldersUpTo(43);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('names them by subject instead; a deleted account’s rows name no one; a payout keeps its id; UPDATE is refused again', async () => {
    const db = await engine.open();
    const admin = '00000000-0000-4000-8000-000000000001';
    const customer = '00000000-0000-4000-8000-000000000002';
    const global = '00000000-0000-4000-8000-000000000003';
    const deleted = '00000000-0000-4000-8000-000000000009';
    const payout = '50000000-0000-4000-8000-000000000001';
    try {
      await db.migrate(before);
      await db.execute(sql`insert into users (id, fullname, email, password_hash, role, onboarding_done, referral_code, time_zone) values
        (${admin}, 'Old Admin', 'old-admin@iyl.test', 'x', 'Admin', true, 'OLD1', 'UTC'),
        (${customer}, 'Old Customer', 'old-customer@iyl.test', 'x', 'Customer', true, 'OLD2', 'UTC'),
        (${global}, 'Old Global', 'old-global@iyl.test', 'x', 'Global', true, 'OLD3', 'UTC')`);
      await db.execute(sql`insert into audit_log (at, actor_id, actor_role, action, target_kind, target_id, target_role, before, after, reason) values
        ('2026-11-01T10:00:00Z', ${admin}, 'Admin', 'user.suspend', 'user', ${customer}, 'Customer', '{"suspendedAt":null}', '{"suspendedAt":"2026-11-01T10:00:00.000Z"}', 'Spam'),
        ('2026-11-01T11:00:00Z', ${admin}, 'Admin', 'admin.accept', 'user', ${admin}, 'Admin', null, ${JSON.stringify({ invitedBy: global })}::jsonb, null),
        ('2026-11-01T12:00:00Z', ${admin}, 'Admin', 'customer.markPaid', 'user', ${deleted}, 'Customer', '{"ispaid":false}', '{"ispaid":true}', null),
        ('2026-11-01T13:00:00Z', null, 'System', 'payout.markPaid', 'payout', ${payout}, null, '{"paid":false}', '{"paid":true}', null)`);

      await db.migrate(migrationsDir);

      const subjects = new Map((await db.execute(sql`select user_id, id from audit_subjects`)).rows.map((r) => [String(r.user_id), String(r.id)]));
      expect([...subjects.keys()].sort()).toEqual([admin, customer]);
      const rows = (await db.execute(sql`select actor_subject, action, target_id, target_subject, after from audit_log order by at`)).rows;
      expect(rows).toEqual([
        { actor_subject: subjects.get(admin), action: 'user.suspend', target_id: null, target_subject: subjects.get(customer), after: { suspendedAt: '2026-11-01T10:00:00.000Z' } },
        { actor_subject: subjects.get(admin), action: 'admin.accept', target_id: null, target_subject: subjects.get(admin), after: {} },
        { actor_subject: subjects.get(admin), action: 'customer.markPaid', target_id: null, target_subject: null, after: { ispaid: true } },
        { actor_subject: null, action: 'payout.markPaid', target_id: payout, target_subject: null, after: { paid: true } },
      ]);
      const [log] = (await db.execute(sql`select string_agg(to_jsonb(l)::text, ' ') as text from audit_log l`)).rows;
      for (const id of [admin, customer, global, deleted]) expect(String(log?.text)).not.toContain(id);
      expect((await db.execute(sql`select column_name from information_schema.columns where table_name = 'audit_log' and column_name = 'actor_id'`)).rows).toEqual([]);

      // Append-only again; deleting the account deletes its subject, not the rows.
      await expect(db.execute(sql`update audit_log set reason = 'rewritten'`)).rejects.toThrow();
      await db.execute(sql`delete from users where id = ${customer}`);
      expect((await db.execute(sql`select user_id from audit_subjects order by user_id`)).rows).toEqual([{ user_id: admin }]);
      expect((await db.execute(sql`select count(*)::int as n from audit_log`)).rows).toEqual([{ n: 4 }]);
    } finally {
      await db.close();
    }
    // Every migration runs twice over (up to 0043, then the rest): slow on a busy machine.
  }, 180_000);
});
