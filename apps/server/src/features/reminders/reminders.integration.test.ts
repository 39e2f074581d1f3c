import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { messages } from '@iyl/core/catalog/messages';
import { PUSH_SUBSCRIPTIONS_MAX, REMINDER_PAGE_SIZE, REMINDERS_PER_CUSTOMER_MAX, REMINDERS_PER_ROUTINE_MAX } from '@iyl/core/reminders/constants';
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
import { createMailer } from '../../platform/mail/mailer.ts';
import { REMINDER_SWEEP_BATCH } from './delivery.ts';

const MINUTE = 60_000;
const quiet = { info() {}, warn() {}, error() {} };

/**
 * A TCP server on loopback that counts the connections it is offered and never answers: a service
 * inside the network (or an SMTP server that hangs).
 */
async function silentServer() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
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
  // Some tests take one customer to the caps (100 reminders) within seconds: more writes than the
  // per-account limit on scripts allows in a minute, hence the factor.
  const env = { SESSION_IDLE_HOURS: '4000', SESSION_MAX_DAYS: '365', RATE_LIMIT_FACTOR: '4' };
  // The local push service of these tests speaks plain http on loopback: allowed by this setting only.
  const pushEnv = { ...env, PUSH_ALLOW_PRIVATE: 'true' };
  const suite = {} as { database: Database; smtp: TestSmtp; push: TestPushService; app: FastifyInstance };
  beforeAll(async () => {
    suite.database = await testDb.open();
    suite.smtp = await startSmtpServer();
    suite.push = await startPushService();
    suite.app = await createTestApp(suite.database, { clock: clock.now, env: { ...pushEnv, SMTP_URL: suite.smtp.url } });
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
  const setReminder = (client: Browser, routineId: string, body: object) => client.post(`/api/v1/routines/${routineId}/reminders`, body);
  const overviewOf = async (client: Browser, page = 1) => (await client.get(`/api/v1/reminders?page=${page}`)).json();
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
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ message: messages.reminderSaved, reminder: { time: '07:30', day: 'Everyday', title: 'Stretch' } });
    const overview = (await client.get('/api/v1/reminders')).json();
    expect(overview).toMatchObject({ timeZone: 'Europe/London', emailEnabled: true, pushDevices: 0, routines: [{ id: routine.id, title: 'Stretch' }] });
    expect(overview.next).toHaveLength(5);
    const local = overview.next.map((n: { at: string }) => new Date(n.at).toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }));
    expect(new Set(local)).toEqual(new Set(['07:30']));
    // The same day and time again changes its message (no second reminder).
    expect((await setReminder(client, routine.id, { message: 'Mat and water', time: '07:30', day: 'Everyday' })).statusCode).toBe(201);
    const after = (await overviewOf(client)).reminders;
    expect(after.items).toMatchObject([{ time: '07:30', day: 'Everyday', message: 'Mat and water' }]);
    expect((await client.request('DELETE', `/api/v1/reminders/${after.items[0].id}`)).statusCode).toBe(200);
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
    // RFC 8058: the one-click URL, answered by a POST with no session.
    expect(text).toMatch(/List-Unsubscribe: <http:\/\/localhost:\d+\/api\/v1\/unsubscribe\/reminders\.[A-Za-z0-9_.-]+>/);
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
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

  it('an unsubscribe link is bound to the subscription: turned on again, after 60 days, for a coach or an account gone it is not valid and changes nothing', async () => {
    const { client, email, id, routine } = await customerWithRoutine('Floss');
    await setReminder(client, routine.id, { time: '07:30', day: 'Everyday' });
    const anonymous = await browser(suite.app, '10.9.9.7').open();
    const unsubscribe = (token: string) => anonymous.post('/api/v1/reminders/unsubscribe', { token });
    const emailOn = async () => (await client.get('/api/v1/reminders')).json().emailEnabled as boolean;
    const tokenOfMail = (n: number) => decodeURIComponent(textOf(mailsTo(email)[n]?.raw ?? '').match(/Unsubscribe\?token=([^\s>"]+)/)?.[1] ?? '');
    const refused = async (token: string) => {
      const res = await unsubscribe(token);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.reminderUnsubscribeInvalid);
    };
    to(7, 30);
    await suite.app.services.reminders.sweep();
    const first = tokenOfMail(0);
    expect((await unsubscribe(first)).json().message).toBe(messages.reminderEmailOff);
    expect(await emailOn()).toBe(false);
    // A second click on the same link is fine: still off.
    expect((await unsubscribe(first)).statusCode).toBe(200);

    // Turned on again: the old link no longer turns them off.
    expect((await client.request('PUT', '/api/v1/reminders/email', { enabled: true })).statusCode).toBe(200);
    await refused(first);
    expect(await emailOn()).toBe(true);
    // Saying "on" again while on starts no new generation: the next e-mail's link works, once.
    expect((await client.request('PUT', '/api/v1/reminders/email', { enabled: true })).statusCode).toBe(200);
    to(7, 30, 1);
    await suite.app.services.reminders.sweep();
    const second = tokenOfMail(1);
    expect(second).not.toBe(first);
    expect((await unsubscribe(second)).statusCode).toBe(200);
    expect(await emailOn()).toBe(false);

    // A link expires 60 days after its e-mail.
    expect((await client.request('PUT', '/api/v1/reminders/email', { enabled: true })).statusCode).toBe(200);
    const link = async (userId: string) => new URL(await suite.app.services.reminders.unsubscribeLink(userId, 'reminders', 2)).searchParams.get('token') ?? '';
    const fresh = await link(id);
    clock.advance(61 * DAY);
    await refused(fresh);
    expect(await emailOn()).toBe(true);
    clock.advance(-61 * DAY);

    // A coach's link (the lists are customers'), and a link of an account deleted since: nothing is made.
    const coach = await signedInUser(suite.app, suite.smtp, { role: 'Coach' });
    const gone = await signedInUser(suite.app, suite.smtp);
    const goneToken = await link(gone.id);
    await queryRows(suite.database, sql`delete from users where id = ${gone.id}`);
    for (const token of [await link(coach.id), goneToken]) await refused(token);
    expect(await queryRows(suite.database, sql`select user_id from reminder_settings where user_id in (${coach.id}, ${gone.id})`)).toEqual([]);
    expect((await unsubscribe(await link(id))).statusCode).toBe(200);
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
    suite.app = await createTestApp(suite.database, { clock: clock.now, env: { ...pushEnv, SMTP_URL: suite.smtp.url } });
    await suite.app.ready();
    await suite.app.services.reminders.sweep();
    expect(mailsTo(sameDay.email)).toHaveLength(1);
    expect(await deliveries(sameDay.id)).toMatchObject([{ status: 'sent', detail: 'sent by e-mail 07:30' }]);
    // Down over 22:00, up the next morning: not sent (a reminder for yesterday helps no one), logged as missed.
    await suite.app.close();
    to(8, 0, 1);
    suite.app = await createTestApp(suite.database, { clock: clock.now, env: { ...pushEnv, SMTP_URL: suite.smtp.url } });
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

    // Push turned off in the notification preferences: the device is not pushed; e-mail takes over.
    expect((await client.request('PUT', '/api/v1/notifications/preferences', { push: false })).statusCode).toBe(200);
    to(12, 0, 1);
    await suite.app.services.reminders.sweep();
    expect(await suite.push.messages(subscription.clientHash)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
    expect((await deliveries(id)).at(-1)).toMatchObject({ status: 'sent', channel: 'email', detail: 'sent by e-mail 12:00' });
    expect((await client.request('PUT', '/api/v1/notifications/preferences', { push: true })).statusCode).toBe(200);

    await suite.push.expire(subscription.clientHash);
    to(12, 0, 2);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email)).toHaveLength(2);
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
    const [stored] = await queryRows(suite.database, sql`select time_zone, next_due_at from reminders where kind = 'routine' and subject_id = ${routine.id}`);
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
  it('several reminders per routine: each listed, sent at its own time and removable on its own; at most five per routine', async () => {
    const { client, email, id, routine } = await customerWithRoutine('Stand up');
    const morning = await setReminder(client, routine.id, { message: 'Stand up, morning', time: '10:00', day: 'Everyday' });
    const evening = await setReminder(client, routine.id, { message: 'Stand up, afternoon', time: '15:00', day: 'Everyday' });
    expect([morning.statusCode, evening.statusCode]).toEqual([201, 201]);
    const listed = (await overviewOf(client)).reminders;
    expect(listed).toMatchObject({ total: 2, page: 1, pageSize: REMINDER_PAGE_SIZE });
    expect(listed.items.map((r: { time: string; routineId: string }) => [r.time, r.routineId])).toEqual([
      ['10:00', routine.id],
      ['15:00', routine.id],
    ]);
    to(10, 0);
    await suite.app.services.reminders.sweep();
    to(15, 0);
    await suite.app.services.reminders.sweep();
    expect(mailsTo(email).map((m) => (textOf(m.raw).match(/Stand up, (morning|afternoon)/) ?? [])[0])).toEqual(['Stand up, morning', 'Stand up, afternoon']);
    expect(await deliveries(id)).toMatchObject([{ status: 'sent' }, { status: 'sent' }]);

    // Deleting one leaves the other.
    expect((await client.request('DELETE', `/api/v1/reminders/${morning.json().reminder.id}`)).statusCode).toBe(200);
    expect((await overviewOf(client)).reminders.items).toMatchObject([{ id: evening.json().reminder.id, time: '15:00' }]);

    // Up to five: a sixth is refused with the catalogue's reason, and nothing is saved.
    for (let i = 1; i < REMINDERS_PER_ROUTINE_MAX; i++) expect((await setReminder(client, routine.id, { time: `0${i}:00`, day: 'Mon' })).statusCode).toBe(201);
    const sixth = await setReminder(client, routine.id, { time: '09:00', day: 'Mon' });
    expect(sixth.statusCode).toBe(409);
    expect(errorOf(sixth).message).toBe(messages.reminderRoutineFull);
    // Changing the message of one it has is not a new one.
    expect((await setReminder(client, routine.id, { time: '01:00', day: 'Mon', message: 'Earlier' })).statusCode).toBe(201);
    expect((await overviewOf(client)).reminders.total).toBe(REMINDERS_PER_ROUTINE_MAX);
  });

  it('at most 100 reminders per customer (also with AddRoutine, nothing half-saved, and at once); GetReminders comes in pages', async () => {
    const { client, id } = await customerWithRoutine('Cap 0');
    const routines: string[] = [];
    for (let r = 0; r < REMINDERS_PER_CUSTOMER_MAX / REMINDERS_PER_ROUTINE_MAX; r++) {
      const added = await client.post('/api/v1/routines', { title: `Cap routine ${r}`, description: 'Capped', target: 'Morning', routineType: 'Daily', reminder: { time: '05:00', day: 'Sat' } });
      expect(added.statusCode).toBe(201);
      routines.push(added.json().routine.id);
    }
    // Four more on each at once (the last one of them is the 100th overall), and five more than that on top.
    const posts = routines.flatMap((routineId) => [1, 2, 3, 4].map((m) => setReminder(client, routineId, { time: `05:0${m}`, day: 'Sat' })));
    const spare = (await client.post('/api/v1/routines', { title: 'Cap spare', description: 'Capped', target: 'Morning', routineType: 'Daily' })).json().routine.id;
    const extra = [1, 2, 3, 4, 5].map((m) => setReminder(client, spare, { time: `06:0${m}`, day: 'Sat' }));
    const answers = await Promise.all([...posts, ...extra]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(REMINDERS_PER_CUSTOMER_MAX - routines.length);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const a of refused) expect([a.statusCode, errorOf(a).message]).toEqual([409, messages.reminderCustomerFull]);
    const [stored] = await queryRows(suite.database, sql`select count(*)::int as n from reminders where user_id = ${id}`);
    expect(stored?.n).toBe(REMINDERS_PER_CUSTOMER_MAX);

    // A routine asked for with a reminder over the cap: refused, and no routine is left behind.
    const withReminder = await client.post('/api/v1/routines', { title: 'One too many', description: 'Capped', target: 'Morning', routineType: 'Daily', reminder: { time: '07:00', day: 'Sun' } });
    expect(withReminder.statusCode).toBe(409);
    expect(errorOf(withReminder).message).toBe(messages.reminderCustomerFull);
    expect(await queryRows(suite.database, sql`select id from routines where user_id = ${id} and title = 'One too many'`)).toHaveLength(0);

    // The panel: a page at a time, small whatever the number of reminders.
    const first = await client.get('/api/v1/reminders');
    expect(first.body.length).toBeLessThan(40_000);
    const overview = first.json();
    expect(overview.reminders).toMatchObject({ page: 1, pageSize: REMINDER_PAGE_SIZE, total: REMINDERS_PER_CUSTOMER_MAX, pages: REMINDERS_PER_CUSTOMER_MAX / REMINDER_PAGE_SIZE });
    expect(overview.reminders.items).toHaveLength(REMINDER_PAGE_SIZE);
    expect(overview.next).toHaveLength(5);
    const pages = await Promise.all(Array.from({ length: overview.reminders.pages }, (_, i) => overviewOf(client, i + 1)));
    const ids = pages.flatMap((p) => p.reminders.items.map((r: { id: string }) => r.id));
    expect(new Set(ids).size).toBe(REMINDERS_PER_CUSTOMER_MAX);
    expect((await overviewOf(client, 11)).reminders.items).toEqual([]);
    // Deleting one makes room for one.
    const last = (await client.post('/api/v1/routines', { title: 'Cap last', description: 'Capped', target: 'Morning', routineType: 'Daily' })).json().routine.id;
    expect((await setReminder(client, last, { time: '06:00', day: 'Sat' })).statusCode).toBe(409);
    expect((await client.request('DELETE', `/api/v1/reminders/${ids[0]}`)).statusCode).toBe(200);
    expect((await setReminder(client, last, { time: '06:00', day: 'Sat' })).statusCode).toBe(201);
    await suite.database.db.execute(sql`delete from reminders where user_id = ${id}`);
  });

  it('push endpoints inside the network: refused when subscribing, never connected to when due (a name is resolved and checked, an address literal checked), and the log tells nothing of what answered', async () => {
    const inside = await silentServer();
    // Without PUSH_ALLOW_PRIVATE, as in development and production.
    const strict = await createTestApp(suite.database, { clock: clock.now, env: { ...env, SMTP_URL: suite.smtp.url } });
    const { client, email, id, routine } = await customerWithRoutine('Hydrate');
    try {
      const own = browser(strict);
      for (const [k, v] of client.jar) own.jar.set(k, v);
      const { publicKey } = (await own.get('/api/v1/push/key')).json();
      const { keys } = await suite.push.subscribe(publicKey);
      for (const endpoint of [
        `http://127.0.0.1:${inside.port}/internal/hook`,
        'http://push.example.com/send/plain-http',
        'https://0.0.0.0/send/a',
        'https://[::ffff:127.0.0.1]/send/a',
        'https://[::ffff:7f00:1]/send/a',
        'https://localhost./send/a',
        `https://localhost:${inside.port}/send/a`,
        'https://[::]/send/a',
        'https://[::1]/send/a',
        'https://172.17.0.1/send/a',
        'https://10.1.2.3/send/a',
        'https://192.168.1.1/send/a',
        'https://100.100.100.200/latest/meta-data',
        'https://169.254.169.254/latest/meta-data',
        'https://[fd00::1]/send/a',
        'https://[fe80::1]/send/a',
        'https://2130706433/send/a',
        'https://[::127.0.0.1]/send/a',
        'https://[::7f00:1]/send/a',
        'https://[64:ff9b::7f00:1]/send/a',
        'https://[2002:7f00:1::1]/send/a',
        // A public host, but not its HTTPS port (SSH, a database …).
        'https://push.example.com:22/send/a',
        'https://push.example.com:8443/send/a',
      ]) {
        const res = await own.post('/api/v1/push/subscriptions', { endpoint, keys });
        expect(res.statusCode, endpoint).toBe(400);
        expect(errorOf(res).message, endpoint).toBe(messages.pushBadSubscription);
      }
      expect((await overviewOf(own)).pushDevices).toBe(0);

      // Subscriptions kept from before (or a name whose address changed since): checked again when connecting.
      for (const endpoint of [
        `https://localhost:${inside.port}/send/name`,
        `https://127.0.0.1:${inside.port}/send/v4`,
        `https://[::ffff:127.0.0.1]:${inside.port}/send/mapped`,
        `https://[::127.0.0.1]:${inside.port}/send/compatible`,
        `http://127.0.0.1:${inside.port}/internal/plain`,
      ]) {
        await suite.database.db.execute(
          sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${id}, ${endpoint}, ${keys.p256dh}, ${keys.auth})`,
        );
      }
      await setReminder(client, routine.id, { time: '12:00', day: 'Everyday' });
      to(12, 0);
      await strict.services.reminders.sweep();
      expect(inside.connections()).toBe(0);
      expect(mailsTo(email)).toHaveLength(1);
      // What the customer reads says the push failed, nothing of why or of what answered.
      expect(await deliveries(id)).toMatchObject([{ status: 'sent', channel: 'push+email', detail: 'push failed → e-mail 12:00' }]);
    } finally {
      await suite.database.db.execute(sql`delete from push_subscriptions where user_id = ${id}`);
      await suite.database.db.execute(sql`delete from reminders where user_id = ${id}`);
      await strict.close();
      await inside.close();
    }
  });

  it('PUSH_ALLOW_PRIVATE is refused in production', async () => {
    await expect(createTestApp(suite.database, { env: { NODE_ENV: 'production', SMTP_URL: suite.smtp.url, PUSH_ALLOW_PRIVATE: 'true' } })).rejects.toThrow(/PUSH_ALLOW_PRIVATE/);
  });

  it('another customer naming the same push endpoint gets a row of their own: the first keeps theirs and still gets its pushes', async () => {
    const first = await customerWithRoutine('Mine');
    const second = await customerWithRoutine('Theirs');
    const { publicKey } = (await first.client.get('/api/v1/push/key')).json();
    const subscription = await suite.push.subscribe(publicKey);
    const stranger = await suite.push.subscribe(publicKey);
    expect((await first.client.post('/api/v1/push/subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys })).statusCode).toBe(200);
    // The second customer names the first one's endpoint with other keys.
    expect((await second.client.post('/api/v1/push/subscriptions', { endpoint: subscription.endpoint, keys: stranger.keys })).statusCode).toBe(200);
    const rows = await queryRows(suite.database, sql`select user_id, p256dh, auth from push_subscriptions where endpoint = ${subscription.endpoint} order by created_at`);
    expect(rows).toContainEqual({ user_id: first.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
    expect(rows.filter((r) => r.user_id === first.id)).toHaveLength(1);
    // The second one's removal leaves the first one's.
    await second.client.post('/api/v1/push/subscriptions/remove', { endpoint: subscription.endpoint });
    expect(await queryRows(suite.database, sql`select user_id from push_subscriptions where endpoint = ${subscription.endpoint}`)).toEqual([{ user_id: first.id }]);
    await setReminder(first.client, first.routine.id, { message: 'Still mine', time: '13:00', day: 'Everyday' });
    to(13, 0);
    await suite.app.services.reminders.sweep();
    const pushed = await suite.push.messages(subscription.clientHash);
    expect(pushed.map((p) => JSON.parse(p).body)).toEqual(['Still mine']);
    await suite.database.db.execute(sql`delete from push_subscriptions where user_id = ${first.id}`);
  });

  it('a shared browser: the next customer turning notifications on there (same endpoint and secret) takes the subscription over; the one who left gets no more pushes there', async () => {
    const left = await customerWithRoutine('Signed out');
    const next = await customerWithRoutine('Signed in');
    const { publicKey } = (await left.client.get('/api/v1/push/key')).json();
    // The browser keeps its subscription across sign-ins (PushManager.getSubscription), so both send the same one.
    const subscription = await suite.push.subscribe(publicKey);
    const body = { endpoint: subscription.endpoint, keys: subscription.keys };
    expect((await left.client.post('/api/v1/push/subscriptions', body)).statusCode).toBe(200);
    expect((await next.client.post('/api/v1/push/subscriptions', body)).statusCode).toBe(200);
    expect(await queryRows(suite.database, sql`select user_id from push_subscriptions where endpoint = ${subscription.endpoint}`)).toEqual([{ user_id: next.id }]);
    expect((await overviewOf(left.client)).pushDevices).toBe(0);
    await setReminder(left.client, left.routine.id, { message: 'For the one who left', time: '15:00', day: 'Everyday' });
    await setReminder(next.client, next.routine.id, { message: 'For the one signed in', time: '15:00', day: 'Everyday' });
    to(15, 0);
    await suite.app.services.reminders.sweep();
    const pushed = await suite.push.messages(subscription.clientHash);
    expect(pushed.map((p) => JSON.parse(p).body)).toEqual(['For the one signed in']);
    // The one who left is reminded by e-mail instead.
    expect(await deliveries(left.id)).toMatchObject([{ status: 'sent', channel: 'email' }]);
    await suite.database.db.execute(sql`delete from push_subscriptions where user_id = ${next.id}`);
  });

  it("one customer's rows from before the cap do not crowd another's browser out of a sweep (at most ten each)", async () => {
    const crowded = await customerWithRoutine('Many old browsers');
    const other = await customerWithRoutine('One browser');
    // Rows saved before the cap existed, written first; their keys are unusable, so no push is attempted on the wire.
    const old = PUSH_SUBSCRIPTIONS_MAX * 2 + 5;
    for (let i = 0; i < old; i++) {
      await suite.database.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${crowded.id}, ${`http://127.0.0.1:9/old/${i}`}, 'x', 'y')`);
    }
    const { publicKey } = (await other.client.get('/api/v1/push/key')).json();
    const subscription = await suite.push.subscribe(publicKey);
    expect((await other.client.post('/api/v1/push/subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys })).statusCode).toBe(200);
    await setReminder(crowded.client, crowded.routine.id, { message: 'Crowded', time: '16:00', day: 'Everyday' });
    await setReminder(other.client, other.routine.id, { message: 'Not crowded out', time: '16:00', day: 'Everyday' });
    to(16, 0);
    await suite.app.services.reminders.sweep();
    expect((await suite.push.messages(subscription.clientHash)).map((p) => JSON.parse(p).body)).toEqual(['Not crowded out']);
    expect(await deliveries(other.id)).toMatchObject([{ status: 'sent', channel: 'push' }]);
    expect(await deliveries(crowded.id)).toMatchObject([{ status: 'sent', channel: 'push+email' }]);
    await suite.database.db.execute(sql`delete from push_subscriptions where user_id in (${crowded.id}, ${other.id})`);
  });

  it('at most ten push subscriptions per customer, also when they come at once; one kept already may be sent again', async () => {
    const { client, id } = await customerWithRoutine('Devices');
    const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
    const answers = await Promise.all(
      Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 4 }, (_, i) => client.post('/api/v1/push/subscriptions', { endpoint: `https://push.example.com/send/${id}-${i}`, keys })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    for (const a of answers.filter((a) => a.statusCode !== 200)) expect([a.statusCode, errorOf(a).message]).toEqual([409, messages.pushTooMany]);
    const kept = await queryRows(suite.database, sql`select endpoint from push_subscriptions where user_id = ${id}`);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    expect((await client.post('/api/v1/push/subscriptions', { endpoint: kept[0]?.endpoint, keys })).statusCode).toBe(200);
    expect((await overviewOf(client)).pushDevices).toBe(PUSH_SUBSCRIPTIONS_MAX);
    await suite.database.db.execute(sql`delete from push_subscriptions where user_id = ${id}`);
  });

  it("a customer's devices are pushed at once within one deadline, and a stopping server does not wait for pushes that hang", async () => {
    // A push service that takes every connection and never answers.
    const hanging = await silentServer();
    const stopping = await createTestApp(suite.database, { clock: clock.now, env: { ...pushEnv, SMTP_URL: suite.smtp.url } });
    const person = await customerWithRoutine('Ten devices');
    try {
      const { publicKey } = (await person.client.get('/api/v1/push/key')).json();
      const { keys } = await suite.push.subscribe(publicKey);
      for (let i = 0; i < PUSH_SUBSCRIPTIONS_MAX; i++) {
        expect((await person.client.post('/api/v1/push/subscriptions', { endpoint: `http://127.0.0.1:${hanging.port}/device/${i}`, keys })).statusCode).toBe(200);
      }
      await setReminder(person.client, person.routine.id, { message: 'Hanging devices', time: '17:00', day: 'Everyday' });
      to(17, 0);
      const sweep = stopping.services.reminders.sweep();
      // Every device at once, not one after another.
      await expect.poll(() => hanging.connections(), { timeout: 3_000 }).toBe(PUSH_SUBSCRIPTIONS_MAX);
      const began = Date.now();
      await stopping.services.reminders.stop();
      expect(Date.now() - began).toBeLessThan(4_000);
      await sweep;
      // Not sent, and not sent later either (it may have reached a device): the log says why; no e-mail.
      expect(await deliveries(person.id)).toMatchObject([{ status: 'failed', channel: null, detail: 'not sent at 17:00: the server stopped while sending' }]);
      expect(mailsTo(person.email)).toHaveLength(0);

      // A server that keeps running: all ten get one deadline together, then e-mail takes over.
      to(17, 0, 1);
      const sweepBegan = Date.now();
      await suite.app.services.reminders.sweep();
      expect(Date.now() - sweepBegan).toBeLessThan(15_000);
      expect((await deliveries(person.id)).at(-1)).toMatchObject({ status: 'sent', channel: 'push+email' });
      expect(mailsTo(person.email)).toHaveLength(1);
    } finally {
      await suite.database.db.execute(sql`delete from push_subscriptions where user_id = ${person.id}`);
      await suite.database.db.execute(sql`delete from reminders where user_id = ${person.id}`);
      await stopping.close();
      await hanging.close();
    }
  }, 60_000);

  it('a reminder e-mail goes through the one outbox: the mail server down at its time, it is logged failed and retried, sent once when the server is back, never again', async () => {
    // A process whose mail server refuses connections (nothing listens on the port).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const downMailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'IYL <no-reply@iyl.local>', log: quiet, deadlineMs: 5_000 });
    const down = await createTestApp(suite.database, { clock: clock.now, mailer: downMailer, env: { ...env, SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const { client, email, id, routine } = await customerWithRoutine('Outbox walk');
      await setReminder(client, routine.id, { message: 'Ten minutes outside', time: '07:30', day: 'Everyday' });
      to(7, 30);
      await down.services.reminders.sweep();
      expect(await deliveries(id)).toMatchObject([{ status: 'failed', channel: null, detail: 'e-mail failed at 07:30; it is tried again for an hour' }]);
      const rows = () => queryRows(suite.database, sql`select state, attempts from mail_outbox where key in (select 'reminder:' || id || ':email' from reminder_deliveries where user_id = ${id})`);
      expect(await rows()).toMatchObject([{ state: 'queued', attempts: 1 }]);
      expect(mailsTo(email)).toHaveLength(0);
      // The mail server is back (any process's outbox job): sent once, by the outbox.
      to(7, 31);
      await suite.app.outbox.flush();
      expect(mailsTo(email)).toHaveLength(1);
      expect(textOf(mailsTo(email)[0]?.raw ?? '')).toContain('Ten minutes outside');
      expect(await rows()).toMatchObject([{ state: 'sent' }]);
      // Later sweeps and flushes send nothing more.
      to(7, 45);
      await suite.app.services.reminders.sweep();
      await suite.app.outbox.flush();
      expect(mailsTo(email)).toHaveLength(1);
    } finally {
      await down.close();
    }
  });

  it('claims and sends in small batches: a process stuck on its batch loses that batch alone; another process sends all the rest, none twice', async () => {
    // The first process's mail server accepts connections and never answers: its first batch stays in flight.
    const hanging = await silentServer();
    const stuckMailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${hanging.port}`, from: 'IYL <no-reply@iyl.local>', log: quiet, deadlineMs: 60_000 });
    const stuck = await createTestApp(suite.database, { clock: clock.now, mailer: stuckMailer, env: { ...env, SMTP_URL: `smtp://127.0.0.1:${hanging.port}` } });
    const working = await createTestApp(suite.database, { clock: clock.now, env: { ...env, SMTP_URL: suite.smtp.url } });
    let stuckOpen = true;
    const people = [await customerWithRoutine('Batch 0'), await customerWithRoutine('Batch 1')];
    const messageOf = (person: number, routine: number, minute: number) => `Batch reminder ${person}-${routine}-${minute}.`;
    let count = 0;
    try {
      for (const [p, person] of people.entries()) {
        for (let r = 0; r < 12; r++) {
          const routineId = r === 0 ? person.routine.id : (await person.client.post('/api/v1/routines', { title: `Batch ${p} routine ${r}`, description: 'Batched', target: 'Morning', routineType: 'Daily' })).json().routine.id;
          for (let m = 0; m < 5; m++) {
            expect((await setReminder(person.client, routineId, { message: messageOf(p, r, m), time: `10:0${m}`, day: 'Everyday' })).statusCode).toBe(201);
            count++;
          }
        }
      }
      expect(count).toBeGreaterThan(2 * REMINDER_SWEEP_BATCH);
      to(10, 5);
      const ids = people.map((p) => p.id);
      const inFlight = async () =>
        Number((await queryRows(suite.database, sql`select count(*)::int as n from reminder_deliveries where status = 'sending' and user_id in (${sql.join(ids, sql`, `)})`))[0]?.n);
      const stuckSweep = stuck.services.reminders.sweep();
      await expect.poll(inFlight, { timeout: 20_000 }).toBeGreaterThan(0);
      // The second process, with a working mail server, sends everything the first has not claimed.
      await working.services.reminders.sweep();
      // The first one stops (a crash, or its sends give up): what it had in flight is marked failed, never sent again.
      await stuck.close();
      stuckOpen = false;
      await stuckSweep.catch(() => undefined);
      const rows = await queryRows(suite.database, sql`select status, count(*)::int as n from reminder_deliveries where user_id in (${sql.join(ids, sql`, `)}) group by status`);
      const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
      const lost = count - Number(byStatus.sent ?? 0);
      expect(lost).toBeGreaterThan(0);
      expect(lost).toBeLessThanOrEqual(REMINDER_SWEEP_BATCH);
      expect(Number(byStatus.sent) + Number(byStatus.failed ?? 0) + Number(byStatus.sending ?? 0)).toBe(count);
      // Every mail once: each reminder's own message in one mail at most.
      const texts = people.flatMap((p) => mailsTo(p.email).map((m) => textOf(m.raw).match(/Batch reminder \d+-\d+-\d+\./)?.[0]));
      expect(texts).toHaveLength(Number(byStatus.sent));
      expect(new Set(texts).size).toBe(texts.length);
      // Later sweeps send nothing more.
      await working.services.reminders.sweep();
      expect(people.flatMap((p) => mailsTo(p.email))).toHaveLength(texts.length);
    } finally {
      for (const p of people) await suite.database.db.execute(sql`delete from reminders where user_id = ${p.id}`);
      if (stuckOpen) await stuck.close();
      await working.close();
      await hanging.close();
    }
  }, 120_000);

  it('a kind another feature registers (here the test, as courses would): sent, titled and linked as the kind says, within its cap, and not when its "already done today?" rule says so', async () => {
    const { client, email, id } = await customerWithRoutine('Unused by the kind');
    const reminders = suite.app.services.reminders;
    const lesson = randomUUID();
    const done = new Set<string>();
    reminders.defineKind('test-kind', {
      perSubject: { max: 2, full: 'Two reminders per lesson' },
      notFound: 'No such lesson',
      label: 'Lesson',
      page: '/Lessons',
      linkText: 'Open the lesson',
      defaultMessage: (title) => `Time for the lesson ${title}.`,
      doneText: 'lesson already watched',
      subject: async (_tx, _userId, subjectId) => (subjectId === lesson ? { title: 'Breathing basics' } : undefined),
      describe: async (ids) => new Map(ids.filter((i) => i === lesson).map((i) => [i, { title: 'Breathing basics', on: true }])),
      doneOn: async () => (subjectId, day) => done.has(`${subjectId}|${day}`),
    });
    const user = { id, timeZone: 'UTC' };
    // The owning feature sets one in its own transaction; the customer asks for another through the kind.
    await suite.database.db.transaction((tx) => reminders.set(tx, user, { kind: 'test-kind', subjectId: lesson, title: 'Breathing basics', time: '08:00', day: 'Everyday' }));
    await expect(reminders.post(user, 'test-kind', randomUUID(), { time: '09:00', day: 'Everyday' })).rejects.toMatchObject({ status: 404, message: 'No such lesson' });
    await reminders.post(user, 'test-kind', lesson, { time: '09:00', day: 'Everyday', message: 'Second one' });
    await expect(reminders.post(user, 'test-kind', lesson, { time: '10:00', day: 'Everyday' })).rejects.toMatchObject({ status: 409, message: 'Two reminders per lesson' });
    // The panel shows them by the kind's titles (the API names no routine or meal for them).
    expect((await overviewOf(client)).reminders.items).toMatchObject([
      { title: 'Breathing basics', routineId: null, mealId: null, time: '08:00', message: 'Time for the lesson Breathing basics.' },
      { title: 'Breathing basics', routineId: null, mealId: null, time: '09:00', message: 'Second one' },
    ]);

    to(8, 0);
    await reminders.sweep();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const text = textOf(mails[0]?.raw ?? '');
    expect(text).toContain('Subject: Reminder: Breathing basics');
    expect(text).toContain('Time for the lesson Breathing basics.');
    expect(text).toContain('Lesson: Breathing basics');
    expect(text).toMatch(/Open the lesson: http:\/\/localhost:\d+\/Lessons/);
    expect(await deliveries(id)).toMatchObject([{ status: 'sent', channel: 'email', detail: 'sent by e-mail 08:00' }]);

    // Done today by the kind's rule: the 09:00 one is not sent, and the log says why in the kind's words.
    done.add(`${lesson}|${clock.now().toISOString().slice(0, 10)}`);
    to(9, 0);
    await reminders.sweep();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await deliveries(id)).at(-1)).toMatchObject({ status: 'skipped', detail: 'not sent at 09:00: lesson already watched' });
    await suite.database.db.execute(sql`delete from reminders where user_id = ${id}`);
  });
});
