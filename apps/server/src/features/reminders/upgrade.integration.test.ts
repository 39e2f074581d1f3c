import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../paths.ts';
import { foldersUpTo, upgradeEngines } from '../../../test/support/upgrade.ts';

const engines = upgradeEngines();

describe.each(engines)('upgrading a database with routines, reminders and push subscriptions, on $name', (engine) => {
  const before = foldersUpTo(12);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('every reminder and subscription survives; nobody is shown in the top challengers who did not say yes (those who said no stay answered)', async () => {
    const db = await engine.open();
    try {
      await db.migrate(before);
      const u = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
      await db.execute(sql`
        insert into users (id, fullname, email, password_hash, role, onboarding_done, referral_code, time_zone)
        select ('00000000-0000-4000-8000-00000000000' || g)::uuid, 'Old Customer ' || g, 'old-' || g || '@iyl.test', 'x', 'Customer', true, 'OLD' || g, 'UTC'
        from generate_series(1, 4) g`);
      for (const n of [1, 2, 3]) {
        await db.execute(sql`insert into routines (id, user_id, title, description, target, routine_type, start_day)
          values (${`10000000-0000-4000-8000-00000000000${n}`}, ${u(n)}, 'Walk', 'Outside', 'Morning', 'Daily', '2026-11-01')`);
        await db.execute(sql`insert into reminders (user_id, routine_id, message, time, day, time_zone, next_due_at)
          values (${u(n)}, ${`10000000-0000-4000-8000-00000000000${n}`}, 'Walk now', '07:30', 'Everyday', 'UTC', '2026-11-27T07:30:00Z')`);
        await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${u(n)}, ${`https://push.example.com/send/${n}`}, 'p256dh-key-of-the-browser', 'auth-secret')`);
      }
      // 1 kept the old default (shown), 2 had turned it off, 3 had turned it off and on again, 4 never had a row.
      await db.execute(sql`insert into routine_settings (user_id, show_in_top_challengers) values (${u(1)}, true), (${u(2)}, false), (${u(3)}, true)`);

      await db.migrate(migrationsDir);

      const reminders = (await db.execute(sql`select user_id, message, time, day from reminders order by user_id`)).rows;
      expect(reminders).toEqual([1, 2, 3].map((n) => ({ user_id: u(n), message: 'Walk now', time: '07:30', day: 'Everyday' })));
      const subscriptions = (await db.execute(sql`select user_id, endpoint from push_subscriptions order by user_id`)).rows;
      expect(subscriptions).toEqual([1, 2, 3].map((n) => ({ user_id: u(n), endpoint: `https://push.example.com/send/${n}` })));
      const settings = (await db.execute(sql`select user_id, show_in_top_challengers as show from routine_settings order by user_id`)).rows;
      expect(settings).toEqual([
        { user_id: u(1), show: null },
        { user_id: u(2), show: false },
        { user_id: u(3), show: null },
      ]);
      // A routine may now have several reminders (one per day and time); a second customer may name an endpoint too.
      await db.execute(sql`insert into reminders (user_id, kind, subject_id, message, time, day, time_zone, next_due_at)
        values (${u(1)}, 'routine', '10000000-0000-4000-8000-000000000001', 'Evening walk', '19:00', 'Everyday', 'UTC', '2026-11-27T19:00:00Z')`);
      await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${u(4)}, 'https://push.example.com/send/1', 'another-key', 'another-auth')`);
      await expect(
        db.execute(sql`insert into reminders (user_id, kind, subject_id, message, time, day, time_zone, next_due_at)
          values (${u(1)}, 'routine', '10000000-0000-4000-8000-000000000001', 'Twice', '19:00', 'Everyday', 'UTC', '2026-11-27T19:00:00Z')`),
      ).rejects.toThrow();
    } finally {
      await db.close();
    }
    // Every migration runs twice over (up to 0012, then the rest): slow on a busy machine.
  }, 180_000);
});

describe.each(engines)('upgrading reminders of routines and meals to kinds and subjects (0018), on $name', (engine) => {
  const before = foldersUpTo(17);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('every reminder keeps its id, rule and deliveries, as a routine’s or a meal’s; the old keys hold as the new ones', async () => {
    const db = await engine.open();
    const user = '00000000-0000-4000-8000-000000000001';
    const routine = '10000000-0000-4000-8000-000000000001';
    const plan = '20000000-0000-4000-8000-000000000001';
    const lunch = '30000000-0000-4000-8000-000000000001';
    const dinner = '30000000-0000-4000-8000-000000000002';
    const reminder = (n: number) => `40000000-0000-4000-8000-00000000000${n}`;
    try {
      await db.migrate(before);
      await db.execute(sql`insert into users (id, fullname, email, password_hash, role, onboarding_done, referral_code, time_zone)
        values (${user}, 'Old Customer', 'old@iyl.test', 'x', 'Customer', true, 'OLD1', 'Europe/London')`);
      await db.execute(sql`insert into routines (id, user_id, title, description, target, routine_type, start_day)
        values (${routine}, ${user}, 'Walk', 'Outside', 'Morning', 'Daily', '2026-11-01')`);
      await db.execute(sql`insert into meal_plans (id, user_id, starts_on) values (${plan}, ${user}, '2026-11-23')`);
      for (const [id, type] of [
        [lunch, 'Lunch'],
        [dinner, 'Dinner'],
      ] as const) {
        await db.execute(sql`insert into meals (id, plan_id, user_id, day, date, type, dish, comment, preparation, minutes, ingredients, calories, protein, carbs, fat, source)
          values (${id}, ${plan}, ${user}, 3, '2026-11-25', ${type}, 'Lentil soup', '', '[]'::jsonb, 20, '[]'::jsonb, 400, 20, 50, 10, 'builtin')`);
      }
      await db.execute(sql`insert into reminders (id, user_id, routine_id, meal_id, message, time, day, time_zone, next_due_at) values
        (${reminder(1)}, ${user}, ${routine}, null, 'Walk now', '07:30', 'Everyday', 'Europe/London', '2026-11-27T07:30:00Z'),
        (${reminder(2)}, ${user}, ${routine}, null, 'Evening walk', '19:00', 'Mon', 'Europe/London', '2026-11-30T19:00:00Z'),
        (${reminder(3)}, ${user}, null, ${lunch}, 'Lunch is planned', '12:30', 'Wed', 'Europe/London', '2026-11-25T12:30:00Z')`);
      await db.execute(sql`insert into reminder_deliveries (reminder_id, user_id, routine_title, due_at, status, channel, detail) values
        (${reminder(1)}, ${user}, 'Walk', '2026-11-26T07:30:00Z', 'sent', 'email', 'sent by e-mail 07:30'),
        (${reminder(3)}, ${user}, 'Lunch: Lentil soup', '2026-11-25T12:30:00Z', 'skipped', null, 'not sent at 12:30: already marked complete')`);

      await db.migrate(migrationsDir);

      // Instants as ISO strings, whatever form the driver hands them in.
      const instant = (value: unknown) => new Date(String(value)).toISOString();
      const reminders = (await db.execute(sql`select id, kind, subject_id, one_per_subject, message, time, day, time_zone, next_due_at from reminders order by id`)).rows;
      expect(reminders.map((r) => ({ ...r, next_due_at: instant(r.next_due_at) }))).toEqual([
        { id: reminder(1), kind: 'routine', subject_id: routine, one_per_subject: false, message: 'Walk now', time: '07:30', day: 'Everyday', time_zone: 'Europe/London', next_due_at: '2026-11-27T07:30:00.000Z' },
        { id: reminder(2), kind: 'routine', subject_id: routine, one_per_subject: false, message: 'Evening walk', time: '19:00', day: 'Mon', time_zone: 'Europe/London', next_due_at: '2026-11-30T19:00:00.000Z' },
        { id: reminder(3), kind: 'meal', subject_id: lunch, one_per_subject: true, message: 'Lunch is planned', time: '12:30', day: 'Wed', time_zone: 'Europe/London', next_due_at: '2026-11-25T12:30:00.000Z' },
      ]);
      const deliveries = (await db.execute(sql`select reminder_id, routine_title, due_at, status, detail from reminder_deliveries order by reminder_id`)).rows;
      expect(deliveries.map((d) => ({ ...d, due_at: instant(d.due_at) }))).toEqual([
        { reminder_id: reminder(1), routine_title: 'Walk', due_at: '2026-11-26T07:30:00.000Z', status: 'sent', detail: 'sent by e-mail 07:30' },
        { reminder_id: reminder(3), routine_title: 'Lunch: Lentil soup', due_at: '2026-11-25T12:30:00.000Z', status: 'skipped', detail: 'not sent at 12:30: already marked complete' },
      ]);
      const columns = (await db.execute(sql`select column_name from information_schema.columns where table_name = 'reminders' and column_name in ('routine_id', 'meal_id', 'kind', 'subject_id') order by column_name`)).rows;
      expect(columns.map((c) => c.column_name)).toEqual(['kind', 'subject_id']);

      const insert = (n: number, kind: string, subject: string, time: string, day: string, one: boolean) =>
        db.execute(sql`insert into reminders (id, user_id, kind, subject_id, one_per_subject, message, time, day, time_zone, next_due_at)
          values (${reminder(n)}, ${user}, ${kind}, ${subject}, ${one}, 'Again', ${time}, ${day}, 'Europe/London', '2026-11-28T08:00:00Z')`);
      // A routine: one reminder per day and time, several in all; a meal: one.
      await expect(insert(4, 'routine', routine, '07:30', 'Everyday', false)).rejects.toThrow();
      await insert(5, 'routine', routine, '08:00', 'Everyday', false);
      await expect(insert(6, 'meal', lunch, '13:00', 'Wed', true)).rejects.toThrow();
      await insert(7, 'meal', dinner, '19:00', 'Wed', true);
      // The once key of a due time is kept.
      await expect(
        db.execute(sql`insert into reminder_deliveries (reminder_id, user_id, routine_title, due_at, status) values (${reminder(1)}, ${user}, 'Walk', '2026-11-26T07:30:00Z', 'sending')`),
      ).rejects.toThrow();
    } finally {
      await db.close();
    }
  }, 180_000);
});
