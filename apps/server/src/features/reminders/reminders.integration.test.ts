import { messages } from '@iyl/core/catalog/messages';
import type { Routine } from '@iyl/core/routines/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.ts';
import { type Browser, browser, createTestApp, errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { startPushService, type TestPushService } from '../../../test/support/push.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';
import type { Database } from '../../platform/db/database.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The text of a received mail: folded header lines joined (in the headers only), and quoted-printable
 * soft breaks undone (in the body only: a soft break before a line that starts with a space is not a
 * folded header).
 */
const textOf = (raw: string) => {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw
    .slice(end)
    .replace(/=\r?\n/g, '')
    .replace(/=20/g, ' ')
    .replace(/=3D/g, '=');
  return head + body;
};

describe.each(testDatabases())('reminders on $name', (testDb) => {
  // A Monday, 06:00 UTC; each test starts two days later, at 06:00.
  const clock = manualClock(new Date('2026-03-02T06:00:00Z'));
  let start = clock.now().getTime();
  const env = { SESSION_IDLE_HOURS: '4000', SESSION_MAX_DAYS: '365' };
  const suite = {} as { database: Database; smtp: TestSmtp; push: TestPushService; app: FastifyInstance };
  beforeAll(async () => {
    suite.database = await testDb.open();
    suite.smtp = await startSmtpServer();
    suite.push = await startPushService();
    suite.app = await createTestApp(suite.database, { clock: clock.now, env: { ...env, SMTP_URL: suite.smtp.url } });
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.push?.close();
    await suite.smtp?.close();
    await suite.database?.close();
  });
  beforeEach(() => {
    start += 2 * DAY;
    clock.advance(start - clock.now().getTime());
  });
  const to = (hourUtc: number, minute = 0, dayOffset = 0) => clock.advance(start + dayOffset * DAY + (hourUtc - 6) * HOUR + minute * MINUTE - clock.now().getTime());

  async function customerWithRoutine(title: string, timeZone = 'UTC') {
    const user = await signedInUser(suite.app, suite.smtp);
    expect((await user.client.request('PUT', '/api/v1/auth/time-zone', { timeZone })).statusCode).toBe(200);
    const routine: Routine = (await user.client.post('/api/v1/routines', { title, description: `${title} daily`, target: 'Morning', routineType: 'Daily' })).json().routine;
    return { ...user, routine };
  }
  const setReminder = (client: Browser, routineId: string, body: object) => client.request('PUT', `/api/v1/routines/${routineId}/reminder`, body);
  const mailsTo = (email: string) => suite.smtp.received.filter((m) => m.to.includes(email.toLowerCase()) && m.raw.includes('Subject: Reminder:'));
  const deliveries = (userId: string) =>
    queryRows(suite.database, sql`select status, channel, detail, due_at from reminder_deliveries where user_id = ${userId} order by due_at, created_at`);

  it('the panel: time and day are required; saved it says so and lists the next five due times in the customer’s zone', async () => {
    const { client, routine } = await customerWithRoutine('Stretch', 'Europe/London');
    for (const body of [{ day: 'Everyday' }, { time: '07:30' }, { time: '', day: '' }, { time: '25:00', day: 'Everyday' }, { time: '07:30', day: 'Someday' }]) {
      const res = await setReminder(client, routine.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message).toBe(messages.reminderMissing);
    }
    const saved = await setReminder(client, routine.id, { message: 'Roll out the mat', time: '07:30', day: 'Everyday' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: messages.reminderSaved, reminder: { time: '07:30', day: 'Everyday', title: 'Stretch' } });
    const overview = (await client.get('/api/v1/reminders')).json();
    expect(overview).toMatchObject({ timeZone: 'Europe/London', emailEnabled: true, pushDevices: 0, routines: [{ id: routine.id, title: 'Stretch' }] });
    expect(overview.next).toHaveLength(5);
    const local = overview.next.map((n: { at: string }) => new Date(n.at).toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }));
    expect(new Set(local)).toEqual(new Set(['07:30']));
    // Setting it again replaces it (one reminder per routine).
    await setReminder(client, routine.id, { time: '21:00', day: 'Sun' });
    const after = (await client.get('/api/v1/reminders')).json();
    expect(after.reminders).toHaveLength(1);
    expect(after.reminders[0]).toMatchObject({ time: '21:00', day: 'Sun' });
    // Another customer's routine: not found, nothing saved.
    const other = await customerWithRoutine('Other');
    expect((await setReminder(other.client, routine.id, { time: '07:30', day: 'Everyday' })).statusCode).toBe(404);
  });

  it('sent once by e-mail at its time (footer and a working unsubscribe link), never twice, not before', async () => {
    const { client, email, id, routine } = await customerWithRoutine('Drink water');
    await setReminder(client, routine.id, { message: 'A glass before breakfast', time: '07:30', day: 'Everyday' });
    to(7, 29);
    expect((await suite.app.services.reminders.sweep()).claimed).toBe(0);
    expect(mailsTo(email)).toHaveLength(0);
    to(7, 30);
    await suite.app.services.reminders.sweep();
    await suite.app.services.reminders.sweep();
    to(7, 45);
    await suite.app.services.reminders.sweep();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const text = textOf(mails[0]?.raw ?? '');
    expect(text).toContain('Subject: Reminder: Drink water');
    expect(text).toContain('A glass before breakfast');
    expect(text).toContain(messages.reminderFooter);
    expect(text).toMatch(/List-Unsubscribe: <http:\/\/localhost:\d+\/Unsubscribe\?token=/);
    expect(await deliveries(id)).toMatchObject([{ status: 'sent', channel: 'email', detail: 'sent by e-mail 07:30' }]);
    const log = (await client.get('/api/v1/reminders/log')).json();
    expect(log.items[0]).toMatchObject({ title: 'Drink water', status: 'sent', detail: 'sent by e-mail 07:30' });

    // The link works without signing in: a stranger's browser posts the token.
    const token = decodeURIComponent(text.match(/Unsubscribe\?token=([^\s>"]+)/)?.[1] ?? '');
    const anonymous = await browser(suite.app, '10.9.9.9').open();
    const forged = await anonymous.post('/api/v1/reminders/unsubscribe', { token: `${token.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).message).toBe(messages.reminderUnsubscribeInvalid);
    const off = await anonymous.post('/api/v1/reminders/unsubscribe', { token });
    expect(off.json().message).toBe(messages.reminderEmailOff);
    expect((await client.get('/api/v1/reminders')).json().emailEnabled).toBe(false);
    to(7, 30, 1);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await deliveries(id)).at(-1)).toMatchObject({ status: 'skipped', detail: expect.stringContaining('reminder e-mails are off') });
    // The log keeps 90 days.
    clock.advance(89 * DAY);
    await suite.app.services.reminders.deleteOldDeliveries();
    expect(await deliveries(id)).toHaveLength(2);
    clock.advance(2 * DAY);
    await suite.app.services.reminders.deleteOldDeliveries();
    expect(await deliveries(id)).toHaveLength(0);
    clock.advance(-91 * DAY);
  });

  it('meal reminders: sent on the meal\'s own day at its time (the Meal planner linked), not when the meal is complete, never after its week', async () => {
    const { client, email, id } = await customerWithRoutine('Unused');
    await client.post('/api/v1/meals/setup', { diet: 'vegetarian', allergies: ['none'], preference: 'sweet', goal: 'maintenance', schedule: '3-meals' });
    await client.post('/api/v1/meals/generate');
    await client.post('/api/v1/meals');
    const week = (await client.get('/api/v1/meals')).json().plan;
    const lunch = week.meals.find((m: { day: number; type: string }) => m.day === 2 && m.type === 'Lunch');
    const dinner = week.meals.find((m: { day: number; type: string }) => m.day === 3 && m.type === 'Dinner');
    const missing = await client.request('PUT', `/api/v1/meals/${lunch.id}/reminder`, {});
    expect(errorOf(missing).message).toBe(messages.reminderMissing);
    const saved = await client.request('PUT', `/api/v1/meals/${lunch.id}/reminder`, { time: '12:30' });
    expect(saved.json().reminder).toMatchObject({ mealId: lunch.id, routineId: null, day: lunch.weekday, title: `Lunch: ${lunch.dish}` });
    await client.request('PUT', `/api/v1/meals/${dinner.id}/reminder`, { time: '19:00', message: 'Dinner is planned' });
    const overview = (await client.get('/api/v1/reminders')).json();
    expect(overview.next.map((n: { title: string; at: string }) => [n.title, n.at])).toEqual([
      [`Lunch: ${lunch.dish}`, `${lunch.date}T12:30:00.000Z`],
      [`Dinner: ${dinner.dish}`, `${dinner.date}T19:00:00.000Z`],
    ]);

    to(12, 30);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(0);
    to(12, 30, 1);
    await suite.app.services.reminders.sweep();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    // (The dish's name may be folded or encoded in the mail's headers and lines: the log holds it whole.)
    const text = textOf(mails[0]?.raw ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Subject: Reminder: Lunch:');
    expect(text).toContain('Meal: Lunch: ');
    expect(text).toMatch(/Meal planner: http:\/\/localhost:\d+\/Meal/);
    expect((await client.get('/api/v1/reminders/log')).json().items[0]).toMatchObject({ title: `Lunch: ${lunch.dish}`, status: 'sent', channel: 'email' });

    await client.request('PUT', `/api/v1/meals/${dinner.id}/status`, { complete: true });
    to(19, 0, 2);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await deliveries(id)).at(-1)).toMatchObject({ status: 'skipped', detail: 'not sent at 19:00: already marked complete' });
    // A week on, the same weekday: the meal is past, nothing is sent or logged.
    to(12, 30, 8);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(1);
    expect(await deliveries(id)).toHaveLength(2);
  });

  it('not sent when the routine is already done today; not at all while paused', async () => {
    const { client, email, id, routine } = await customerWithRoutine('Walk');
    await setReminder(client, routine.id, { time: '18:00', day: 'Everyday' });
    to(9);
    await client.request('PUT', `/api/v1/routines/${routine.id}/days/${routine.today}`, { state: 'done' });
    to(18, 1);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(0);
    expect(await deliveries(id)).toMatchObject([{ status: 'skipped', detail: 'not sent at 18:00: already done today' }]);
    to(9, 0, 1);
    await client.request('PUT', `/api/v1/routines/${routine.id}/pause`, { paused: true, reason: 'Holiday' });
    expect((await client.get('/api/v1/reminders')).json().next).toEqual([]);
    to(18, 1, 1);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(0);
    expect(await deliveries(id)).toHaveLength(1);
  });

  it('a restart: a time missed while down is sent once if still the same day, logged as missed if not', async () => {
    const sameDay = await customerWithRoutine('Vitamins');
    const nextDay = await customerWithRoutine('Gratitude list');
    await setReminder(sameDay.client, sameDay.routine.id, { time: '07:30', day: 'Everyday' });
    await setReminder(nextDay.client, nextDay.routine.id, { time: '22:00', day: 'Everyday' });
    await suite.app.close(); // the server goes down at 06:00
    to(9, 0); // up again at 09:00: 07:30 was missed today
    suite.app = await createTestApp(suite.database, { clock: clock.now, env: { ...env, SMTP_URL: suite.smtp.url } });
    await suite.app.ready();
    await suite.app.services.reminders.sweep();
    expect(mailsTo(sameDay.email)).toHaveLength(1);
    expect(await deliveries(sameDay.id)).toMatchObject([{ status: 'sent', detail: 'sent by e-mail 07:30' }]);
    // Down over 22:00, up the next morning: not sent (a reminder for yesterday helps no one), logged as missed.
    await suite.app.close();
    to(8, 0, 1);
    suite.app = await createTestApp(suite.database, { clock: clock.now, env: { ...env, SMTP_URL: suite.smtp.url } });
    await suite.app.services.reminders.sweep();
    expect(mailsTo(nextDay.email)).toHaveLength(0);
    const missed = await deliveries(nextDay.id);
    expect(missed).toMatchObject([{ status: 'missed' }]);
    expect(String(missed[0]?.detail)).toMatch(/^missed 22:00 on \d{4}-\d\d-\d\d/);
    // …and it is due again tonight.
    to(22, 0, 1);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(nextDay.email)).toHaveLength(1);
  });

  it('Web Push to a real push service; a subscription the service calls gone is deleted and e-mail takes over', async () => {
    const { client, email, id, routine } = await customerWithRoutine('Breathe');
    const { publicKey } = (await client.get('/api/v1/push/key')).json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const subscription = await suite.push.subscribe(publicKey);
    const saved = await client.post('/api/v1/push/subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys });
    expect(saved.json().message).toBe(messages.pushSubscribed);
    expect((await client.get('/api/v1/reminders')).json().pushDevices).toBe(1);
    await setReminder(client, routine.id, { message: 'Box breathing, four counts', time: '12:00', day: 'Everyday' });
    to(12, 0);
    await suite.app.services.reminders.sweep();
    const pushed = await suite.push.messages(subscription.clientHash);
    expect(pushed).toHaveLength(1);
    expect(JSON.parse(pushed[0] ?? '{}')).toMatchObject({ title: 'Breathe', body: 'Box breathing, four counts', url: '/Routine' });
    expect(mailsTo(email)).toHaveLength(0);
    expect(await deliveries(id)).toMatchObject([{ status: 'sent', channel: 'push', detail: 'sent by push 12:00' }]);

    await suite.push.expire(subscription.clientHash);
    to(12, 0, 1);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await deliveries(id)).at(-1)).toMatchObject({ status: 'sent', channel: 'push+email', detail: 'push failed → e-mail 12:00' });
    expect(await queryRows(suite.database, sql`select id from push_subscriptions where user_id = ${id}`)).toHaveLength(0);
    expect((await client.get('/api/v1/reminders/log')).json().items[0].detail).toBe('push failed → e-mail 12:00');
  });

  it('follows the customer’s time zone, and a change of zone moves the due times', async () => {
    const { client, email, routine } = await customerWithRoutine('Read', 'America/New_York');
    await setReminder(client, routine.id, { time: '07:00', day: 'Everyday' });
    // Mid-March: New York is on daylight time (UTC-4), so 07:00 there is 11:00 UTC.
    to(10, 59);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(0);
    to(11, 0);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(1);
    const tokyo = await client.request('PUT', '/api/v1/auth/time-zone', { timeZone: 'Asia/Tokyo' });
    expect(tokyo.statusCode).toBe(200);
    const next = (await client.get('/api/v1/reminders')).json().next[0].at;
    expect(new Date(next).toLocaleTimeString('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' })).toBe('07:00');
    const [stored] = await queryRows(suite.database, sql`select time_zone, next_due_at from reminders where routine_id = ${routine.id}`);
    expect(stored?.time_zone).toBe('Asia/Tokyo');
    expect(new Date(String(stored?.next_due_at)).toISOString()).toBe(next);
  });

  it.runIf(testDb.name === 'postgres')('two server processes on one PostgreSQL: every reminder once, none twice', async () => {
    const second = await openDatabase({ url: suite.database.url, poolSize: 5 });
    const other = await createTestApp(second, { clock: clock.now, env: { ...env, SMTP_URL: suite.smtp.url } });
    try {
      const people = await Promise.all(Array.from({ length: 12 }, (_, i) => customerWithRoutine(`Twin ${i}`)));
      for (const p of people) await setReminder(p.client, p.routine.id, { time: '10:00', day: 'Everyday' });
      to(10, 0);
      await Promise.all([suite.app.services.reminders.sweep(), other.services.reminders.sweep(), suite.app.services.reminders.sweep(), other.services.reminders.sweep()]);
      for (const p of people) {
        expect(mailsTo(p.email)).toHaveLength(1);
        expect(await deliveries(p.id)).toHaveLength(1);
      }
    } finally {
      await other.close();
      await second.close();
    }
  });
});
