import { messages } from '@iyl/core/catalog/messages';
import { SLOW_MODE_GAP_MS } from '@iyl/core/community/constants';
import { sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Browser, browser, manualClock, PASSWORD, signedInUser, signIn, suiteApp, textPart, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { replyMail } from './mails.ts';

// The e-mail's rendering, counted (and done as ever): one already written this hour is not rendered again.
vi.mock(import('./mails.ts'), async (original) => {
  const mails = await original();
  return { ...mails, replyMail: vi.fn(mails.replyMail) };
});
const renders = () => vi.mocked(replyMail).mock.calls.length;

const APP = 'https://iyl.example';
const TOPICS = '/api/v1/community/topics';
const PREFERENCES = '/api/v1/notifications/preferences';
const HOUR_MS = 3_600_000;

/** "New reply to your topic" e-mails: who gets one, when, what it says, and its one-click unsubscribe. */
describe.each(testDatabases())('community reply e-mails on $name', (testDb) => {
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  const suite = suiteApp(testDb, () => ({ clock: clock.now, env: { RATE_LIMIT_FACTOR: '1000', PUBLIC_URL: APP } }));
  // Each test in an hour of its own (the e-mails are at most one per topic and hour).
  beforeEach(() => clock.advance(HOUR_MS));

  const member = (fullname: string) => signedInUser(suite.app, suite.smtp, { fullname });
  type Member = Awaited<ReturnType<typeof member>>;

  async function topic(author: Member, title = 'Morning walks') {
    const res = await author.client.upload(TOPICS, [textPart('topic', title), textPart('description', 'Who else walks before work?')]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().topic.id as string;
  }
  /** A message sent past slow mode's gap. */
  async function reply(by: Member, topicId: string, text: string) {
    clock.advance(SLOW_MODE_GAP_MS + 100);
    const res = await by.client.post(`${TOPICS}/${topicId}/messages`, { text });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { post: { id: string }; care: unknown };
  }
  /** The reply e-mails a member has received, parsed by a real MIME parser. */
  async function replyMails(to: Member) {
    await suite.app.outbox.idle();
    const all = await Promise.all(
      suite.smtp.received
        .filter((m) => m.to.includes(to.email.toLowerCase()))
        .map(async (m) => {
          const mail = await PostalMime.parse(m.raw);
          const header = (name: string) => mail.headers.find((h) => h.key === name.toLowerCase())?.value;
          return { subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html ?? '', unsubscribe: header('List-Unsubscribe'), unsubscribePost: header('List-Unsubscribe-Post') };
        }),
    );
    return all.filter((m) => m.subject.startsWith('New reply to your topic'));
  }
  const oneClickOf = (mail: { unsubscribe?: string }) => new URL(String(mail.unsubscribe).replace(/^<|>$/g, '')).pathname;
  async function moderator() {
    const email = uniqueEmail('admin');
    await suite.app.services.auth.createUser({ fullname: 'Mo Moderator', email, password: PASSWORD, role: 'Admin' });
    const client = await browser(suite.app).open();
    expect((await signIn(client, suite.smtp, email)).statusCode).toBe(200);
    return client;
  }
  const decide = (client: Browser, kind: 'messages' | 'topics', id: string, action: 'hide' | 'restore') =>
    client.post(`/api/v1/admin/community/${kind}/${id}/decision`, { action });

  it('a reply by another member: one e-mail to the topic’s author saying who, where and what, linking to the topic; their own message sends none', async () => {
    const stella = await member('Stella Starter');
    const rex = await member('Rex Replier');
    const topicId = await topic(stella, 'Walks <before> work');
    await reply(stella, topicId, 'Anyone else out at 7?');
    expect(await replyMails(stella)).toEqual([]);

    const words = 'Yes! <b>Every</b> day & twice on Sundays, round the park.';
    await reply(rex, topicId, words);
    const [mail, ...more] = await replyMails(stella);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New reply to your topic: Walks <before> work');
    for (const fact of ['Hello Stella,', 'Rex Replier replied to your topic “Walks <before> work”:', `“${words}”`, `Open the conversation: ${APP}/Community?topic=${topicId}`, `Notification settings: ${APP}/Settings`]) {
      expect(mail?.text).toContain(fact);
    }
    // The member's words are text in the HTML part, never markup.
    expect(mail?.html).toContain('Yes! &lt;b&gt;Every&lt;/b&gt; day &amp; twice on Sundays');
    expect(mail?.html).not.toContain('<b>Every</b>');
    expect(mail?.html).toContain(`href="${APP}/Community?topic=${topicId}"`);
    // A bulk list: one-click unsubscribe (RFC 8058).
    expect(mail?.unsubscribe).toMatch(new RegExp(`^<${APP}/api/v1/unsubscribe/community\\.[A-Za-z0-9_.-]+>$`));
    expect(mail?.unsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(await replyMails(rex)).toEqual([]);
  });

  it('at most one e-mail per topic and hour: two replies within the hour make one, the next hour another', async () => {
    const stella = await member('Stella Busy');
    const [rex, rita] = [await member('Rex Busy'), await member('Rita Busy')];
    const topicId = await topic(stella);
    const before = renders();
    await reply(rex, topicId, 'First reply');
    await reply(rita, topicId, 'Second reply');
    await reply(rex, topicId, 'Third reply');
    expect((await replyMails(stella)).map((m) => m.text.includes('First reply'))).toEqual([true]);
    // The second and third were not rendered at all: the hour's key was taken.
    expect(renders() - before).toBe(1);
    // Another topic of hers is its own.
    const other = await topic(stella, 'Evening stretches');
    await reply(rita, other, 'Stretching now');
    expect(await replyMails(stella)).toHaveLength(2);
    clock.advance(HOUR_MS);
    await reply(rita, topicId, 'An hour later');
    const all = await replyMails(stella);
    expect(all).toHaveLength(3);
    expect(renders() - before).toBe(3);
    expect(all.at(-1)?.text).toContain('Rita Busy replied to your topic “Morning walks”:');
  });

  it('none for an author who turned community replies off, nor for one suspended', async () => {
    const stella = await member('Stella Quiet');
    const rex = await member('Rex Quiet');
    const topicId = await topic(stella);
    expect((await stella.client.request('PUT', PREFERENCES, { communityReplies: false })).statusCode).toBe(200);
    await reply(rex, topicId, 'Hello there');
    expect(await replyMails(stella)).toEqual([]);
    expect((await stella.client.request('PUT', PREFERENCES, { communityReplies: true })).statusCode).toBe(200);
    clock.advance(HOUR_MS);
    await reply(rex, topicId, 'Hello again');
    expect(await replyMails(stella)).toHaveLength(1);

    await queryRows(suite.database, sql`update users set suspended_at = ${clock.now()}, suspend_reason = 'test' where id = ${stella.id}`);
    clock.advance(HOUR_MS);
    await reply(rex, topicId, 'Anyone?');
    expect(await replyMails(stella)).toHaveLength(1);
  });

  it('a held message (crisis language) sends nothing until a moderator shows it, and then without its words; none in a hidden topic', async () => {
    const stella = await member('Stella Held');
    const rex = await member('Rex Held');
    const mod = await moderator();
    const topicId = await topic(stella);
    const crisis = 'Honestly some days I want to kill myself';
    const held = await reply(rex, topicId, crisis);
    expect(held.care).not.toBeNull();
    expect(await replyMails(stella)).toEqual([]);

    const shown = await decide(mod, 'messages', held.post.id, 'restore');
    expect(shown.json()).toEqual({ message: messages.messageRestored, status: 'shown' });
    const [mail, ...more] = await replyMails(stella);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Rex Held sent you a reply in your topic “Morning walks”.');
    expect(mail?.text).not.toContain('kill');
    expect(mail?.html).not.toContain('kill');

    // In a topic a moderator has hidden, a message shown tells no one.
    clock.advance(HOUR_MS);
    const again = await reply(rex, topicId, crisis);
    expect((await decide(mod, 'topics', topicId, 'hide')).json().status).toBe('hidden');
    expect((await decide(mod, 'messages', again.post.id, 'restore')).json().status).toBe('shown');
    expect(await replyMails(stella)).toHaveLength(1);
  });

  it('one-click unsubscribe: a POST with no session turns off community replies alone; turned on again, the old link no longer works', async () => {
    const stella = await member('Stella Unsub');
    const rex = await member('Rex Unsub');
    const topicId = await topic(stella);
    await reply(rex, topicId, 'Hello!');
    const [mail] = await replyMails(stella);
    const link = oneClickOf(mail ?? {});
    const before = (await stella.client.get(PREFERENCES)).json().preferences;
    expect(before.communityReplies).toBe(true);

    // Opened in a browser, it asks first (the app's /Unsubscribe page), changing nothing.
    const page = await suite.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toMatch(/^\/Unsubscribe\?list=community&token=[A-Za-z0-9_.%-]+$/);

    const anonymous = await browser(suite.app, '10.9.8.7').open();
    const off = await suite.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(messages.notificationUnsubscribed);
    expect((await stella.client.get(PREFERENCES)).json().preferences).toEqual({ ...before, communityReplies: false });
    expect((await anonymous.post(link, {})).statusCode).toBe(200);
    clock.advance(HOUR_MS);
    await reply(rex, topicId, 'Still there?');
    expect(await replyMails(stella)).toHaveLength(1);

    // The token under another list's name is no token of that list.
    const token = link.split('/').at(-1) as string;
    for (const list of ['reminders', 'insights']) expect((await anonymous.post(`/api/v1/unsubscribe/${token.replace(/^community\./, `${list}.`)}`, {})).statusCode).toBe(404);

    // Turned on again in Settings: a new generation, the old link changes nothing; the next e-mail's link works.
    expect((await stella.client.request('PUT', PREFERENCES, { communityReplies: true })).statusCode).toBe(200);
    expect((await anonymous.post(link, {})).statusCode).toBe(404);
    expect((await stella.client.get(PREFERENCES)).json().preferences.communityReplies).toBe(true);
    clock.advance(HOUR_MS);
    await reply(rex, topicId, 'Back again');
    const latest = (await replyMails(stella)).at(-1);
    expect(oneClickOf(latest ?? {})).not.toBe(link);
    expect((await anonymous.post(oneClickOf(latest ?? {}), {})).statusCode).toBe(200);
    expect((await stella.client.get(PREFERENCES)).json().preferences).toEqual({ ...before, communityReplies: false });
  });
});
