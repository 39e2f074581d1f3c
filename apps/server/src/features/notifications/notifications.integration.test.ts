import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';
import type { Database } from '../../platform/db/database.ts';

describe.each(testDatabases())('notification preferences and one-click unsubscribe on $name', (testDb) => {
  const clock = manualClock(new Date('2026-03-04T06:00:00Z'));
  const suite = {} as { database: Database; smtp: TestSmtp; app: FastifyInstance };
  beforeAll(async () => {
    suite.database = await testDb.open();
    suite.smtp = await startSmtpServer();
    suite.app = await createTestApp(suite.database, { clock: clock.now, env: { SMTP_URL: suite.smtp.url } });
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.smtp?.close();
    await suite.database?.close();
  });

  const path = '/api/v1/notifications/preferences';
  /** The one-click URL's path (as List-Unsubscribe names it) for a customer's list. */
  const oneClick = async (userId: string, list: 'reminders' | 'insights', generation = 0) =>
    new URL((await suite.app.services.reminders.unsubscribeLinks(userId, list, generation)).oneClickUrl).pathname;

  it('all on for a customer (the weekly insight e-mail as they chose it, off until turned on); a coach has no reminder, insight or community reply e-mails', async () => {
    const customer = await signedInUser(suite.app, suite.smtp);
    expect((await customer.client.get(path)).json()).toEqual({
      preferences: { reminderEmails: true, push: true, weeklyInsightEmail: false, bookingEmails: true, communityReplies: true },
    });
    const coach = await signedInUser(suite.app, suite.smtp, { role: 'Coach' });
    // Only customers start community topics (its endpoints are theirs): a coach is never told of replies.
    expect((await coach.client.get(path)).json()).toEqual({ preferences: { push: true, bookingEmails: true } });
    // A coach cannot set a customer's list or community replies; an empty change is refused.
    for (const change of [{ reminderEmails: false }, { communityReplies: false }, { bookingEmails: false, communityReplies: false }]) {
      const refused = await coach.client.request('PUT', path, change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(refused).message).toBe(messages.notificationPreferencesEmpty);
    }
    expect((await coach.client.get(path)).json()).toEqual({ preferences: { push: true, bookingEmails: true } });
    expect((await customer.client.request('PUT', path, {})).statusCode).toBe(400);
  });

  it('PUT sets what it names and keeps the rest; the lists read it where they keep it', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const saved = await client.request('PUT', path, { reminderEmails: false, weeklyInsightEmail: true, bookingEmails: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: messages.notificationPreferencesSaved,
      preferences: { reminderEmails: false, push: true, weeklyInsightEmail: true, bookingEmails: false, communityReplies: true },
    });
    expect((await client.get('/api/v1/reminders')).json().emailEnabled).toBe(false);
    expect((await client.get('/api/v1/insights')).json().weeklyEmail).toBe(true);
    expect((await client.request('PUT', path, { push: false, reminderEmails: true })).json().preferences).toEqual({
      reminderEmails: true,
      push: false,
      weeklyInsightEmail: true,
      bookingEmails: false,
      communityReplies: true,
    });
    expect((await client.get('/api/v1/reminders')).json().emailEnabled).toBe(true);
  });

  it('one-click unsubscribe: a POST with no session turns off that list alone, again is fine, and an unknown token is a bare 404', async () => {
    const { client, id } = await signedInUser(suite.app, suite.smtp);
    await client.request('PUT', path, { weeklyInsightEmail: true });
    const anonymous = await browser(suite.app, '10.9.8.7').open();
    const reminders = await oneClick(id, 'reminders');
    // RFC 8058: the provider posts List-Unsubscribe=One-Click as a form, with no cookie.
    const off = await suite.app.inject({ method: 'POST', url: reminders, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(messages.notificationUnsubscribed);
    expect((await client.get(path)).json().preferences).toEqual({ reminderEmails: false, push: true, weeklyInsightEmail: true, bookingEmails: true, communityReplies: true });
    expect((await anonymous.post(reminders, {})).statusCode).toBe(200);
    // The weekly insight e-mail's own link turns that one off, and nothing else.
    await client.request('PUT', path, { reminderEmails: true });
    expect((await anonymous.post(await oneClick(id, 'insights'), {})).statusCode).toBe(200);
    expect((await client.get(path)).json().preferences).toEqual({ reminderEmails: true, push: true, weeklyInsightEmail: false, bookingEmails: true, communityReplies: true });

    // A list's token under another list's name, a forged one, an unknown list: 404, saying nothing.
    const token = reminders.split('/').at(-1) as string;
    for (const bad of [token.replace(/^reminders\./, 'insights.'), `${token.slice(0, -3)}abc`, token.replace(/^reminders\./, 'nolist.'), 'reminders.x']) {
      const res = await anonymous.post(`/api/v1/unsubscribe/${bad}`, {});
      expect(res.statusCode, bad).toBe(404);
      expect(errorOf(res).message).toBe(messages.notFound);
    }
    expect((await client.get(path)).json().preferences.reminderEmails).toBe(true);
  });

  it('the one-click URL opened in a browser asks first: a redirect to the /Unsubscribe page, changing nothing', async () => {
    const { client, id } = await signedInUser(suite.app, suite.smtp);
    const url = await oneClick(id, 'insights');
    const page = await suite.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toMatch(/^\/Unsubscribe\?list=insights&token=[A-Za-z0-9_.%-]+$/);
    expect((await client.get(path)).json().preferences.reminderEmails).toBe(true);
    expect((await suite.app.inject({ method: 'GET', url: '/api/v1/unsubscribe/reminders.nope' })).statusCode).toBe(404);
  });
});
