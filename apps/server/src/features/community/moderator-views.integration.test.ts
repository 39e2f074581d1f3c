import { FORMER_MEMBER } from '@iyl/core/account-data/constants';
import { messages } from '@iyl/core/catalog/messages';
import { MESSAGES_PAGE_SIZE, REVIEW_PAGE_SIZE } from '@iyl/core/community/constants';
import type { SilencedMember, TopicConversation } from '@iyl/core/community/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, errorOf, manualClock, PASSWORD, signedInUser, signIn, suiteApp, textPart, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';

const ADMIN = '/api/v1/admin/community';
const conversationOf = (topicId: string, before?: string) => `${ADMIN}/topics/${topicId}/conversation${before ? `?before=${before}` : ''}`;
const SILENCED = `${ADMIN}/silenced`;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const HOUR_MS = 3_600_000;

describe.each(testDatabases())("the moderators' conversation and silenced members on $name", (testDb) => {
  const clock = manualClock();
  const suite = suiteApp(testDb, () => ({ clock: clock.now, env: { RATE_LIMIT_FACTOR: '1000' } }));

  async function moderator(fullname = 'Mona Moderator') {
    const email = uniqueEmail('admin');
    await suite.app.services.auth.createUser({ fullname, email, password: PASSWORD, role: 'Admin' });
    const client = await browser(suite.app).open();
    expect((await signIn(client, suite.smtp, email)).statusCode).toBe(200);
    return client;
  }
  const member = (fullname: string) => signedInUser(suite.app, suite.smtp, { fullname });
  /** A message past slow mode's gap and its 10-minute window (one every 21 s). */
  async function post(client: Awaited<ReturnType<typeof member>>['client'], topicId: string, text: string) {
    clock.advance(21_000);
    const res = await client.post(`/api/v1/community/topics/${topicId}/messages`, { text });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().post.id as string;
  }

  it('a moderator reads a topic’s whole conversation, newest first, 50 at a time: shown, held and hidden, with crisis marks, authors and open flags', async () => {
    const mod = await moderator();
    const starter = await member('Stella Starter');
    const writer = await member('Wes Writer');
    const created = await starter.client.upload('/api/v1/community/topics', [textPart('topic', 'Evening walks'), textPart('description', 'Routes after dinner')]);
    expect(created.statusCode, created.body).toBe(201);
    const topicId = created.json().topic.id as string;

    const ids: string[] = [];
    for (let i = 1; i <= MESSAGES_PAGE_SIZE + 2; i++) ids.push(await post(i % 2 ? writer.client : starter.client, topicId, `Walk number ${i}`));
    const crisisId = await post(writer.client, topicId, 'I want to kill myself');
    ids.push(crisisId);
    const hiddenId = ids[1] as string;
    const flaggedId = ids[2] as string;
    expect((await mod.post(`${ADMIN}/messages/${hiddenId}/decision`, { action: 'hide', note: 'Off-topic' })).statusCode).toBe(200);
    expect((await starter.client.post(`/api/v1/community/messages/${flaggedId}/flags`, { reason: 'spam' })).statusCode).toBe(200);

    const first = await mod.get(conversationOf(topicId));
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as TopicConversation;
    expect(page.topic).toMatchObject({ id: topicId, topic: 'Evening walks', description: 'Routes after dinner', status: 'shown', crisis: false, authorName: 'Stella Starter', openFlags: 0 });
    expect(page.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(page.more).toBe(true);
    // Newest first: the crisis message (held from members) leads.
    expect(page.messages[0]).toMatchObject({ id: crisisId, status: 'held', crisis: true, authorName: 'Wes Writer', openFlags: 0, text: 'I want to kill myself' });
    expect(page.messages.map((m) => m.id)).toEqual([...ids].reverse().slice(0, MESSAGES_PAGE_SIZE));

    const older = (await mod.get(conversationOf(topicId, page.messages.at(-1)?.id))).json() as TopicConversation;
    expect(older.more).toBe(false);
    expect([...page.messages, ...older.messages].map((m) => m.id)).toEqual([...ids].reverse());
    expect(older.messages.find((m) => m.id === hiddenId)).toMatchObject({ status: 'hidden', crisis: false, authorName: 'Stella Starter', openFlags: 0 });
    expect(older.messages.find((m) => m.id === flaggedId)).toMatchObject({ status: 'shown', openFlags: 1, authorName: 'Wes Writer' });
    // Members see neither the hidden message nor another's held one.
    const seen = (await starter.client.get(`/api/v1/community/topics/${topicId}/messages?before=${ids[5]}`)).json().messages.map((m: { id: string }) => m.id);
    expect(seen).not.toContain(hiddenId);
    expect(seen).toContain(flaggedId);

    // A topic whose author is gone shows the stand-in.
    await queryRows(suite.database, sql`update community_topics set author_id = null where id = ${topicId}`);
    expect(((await mod.get(conversationOf(topicId))).json() as TopicConversation).topic.authorName).toBe(FORMER_MEMBER);

    // Unknown topics, and a message of another topic to page from, are not found.
    const unknown = await mod.get(conversationOf(NO_SUCH_ID));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(messages.topicNotFound);
    const other = await writer.client.upload('/api/v1/community/topics', [textPart('topic', 'Other'), textPart('description', 'Elsewhere')]);
    const elsewhere = await mod.get(conversationOf(other.json().topic.id, crisisId));
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).message).toBe(messages.communityMessageNotFound);

    // Members and coaches may not read it.
    const coach = await signedInUser(suite.app, suite.smtp, { fullname: 'Cora Coach', role: 'Coach' });
    for (const client of [starter.client, coach.client]) {
      expect((await client.get(conversationOf(topicId))).statusCode).toBe(403);
      expect((await client.get(SILENCED)).statusCode).toBe(403);
    }
  });

  it('the silenced list: who is silenced now, the soonest to end first, with the latest silence’s note and moderator; it ends when the time passes', async () => {
    const mod = await moderator('Sam Silencer');
    const silence = async (id: string, hours: number, note?: string) => {
      const res = await mod.post(`${ADMIN}/members/${id}/silence`, { hours, ...(note ? { note } : {}) });
      expect(res.statusCode, res.body).toBe(200);
    };
    const list = async (client = mod, page = 1) => {
      const res = await client.get(`${SILENCED}?page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: SilencedMember[]; total: number; pages: number };
    };
    expect(await list()).toMatchObject({ items: [], total: 0, pages: 0 });

    const bea = await member('Bea Loud');
    const cal = await member('Cal Spam');
    const dee = await member('Dee Lifted');
    await silence(cal.id, 24);
    await silence(bea.id, 1, 'First warning');
    clock.advance(60_000);
    const decidedAt = clock.now().toISOString();
    await silence(bea.id, 2, 'Second warning');
    await silence(dee.id, 5, 'By mistake');
    await silence(dee.id, 0);

    const now = (await list()).items;
    expect(now).toEqual([
      { id: bea.id, name: 'Bea Loud', silencedUntil: new Date(clock.now().getTime() + 2 * HOUR_MS).toISOString(), note: 'Second warning', decidedBy: 'Sam Silencer', decidedAt },
      { id: cal.id, name: 'Cal Spam', silencedUntil: expect.any(String), note: null, decidedBy: 'Sam Silencer', decidedAt: expect.any(String) },
    ]);

    clock.advance(3 * HOUR_MS);
    const later = await moderator('Sam Later');
    expect((await list(later)).items.map((m) => m.id)).toEqual([cal.id]);
    clock.advance(24 * HOUR_MS);
    const last = await moderator('Sam Last');
    expect(await list(last)).toMatchObject({ items: [], total: 0 });

    // Paged like the review queue; past the last page, the total still says how many.
    const many: { id: string }[] = [];
    for (let i = 0; i <= REVIEW_PAGE_SIZE; i++) {
      many.push(await suite.app.services.auth.createUser({ fullname: `Quiet ${String(i).padStart(2, '0')}`, email: uniqueEmail('quiet'), password: PASSWORD, role: 'Customer' }));
    }
    for (const [i, person] of many.entries()) {
      const res = await last.post(`${ADMIN}/members/${person.id}/silence`, { hours: i + 1 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const one = await list(last, 1);
    expect(one).toMatchObject({ total: REVIEW_PAGE_SIZE + 1, pages: 2 });
    expect(one.items.map((m) => m.name)).toEqual(many.slice(0, REVIEW_PAGE_SIZE).map((_, i) => `Quiet ${String(i).padStart(2, '0')}`));
    expect((await list(last, 2)).items.map((m) => m.name)).toEqual([`Quiet ${REVIEW_PAGE_SIZE}`]);
    expect(await list(last, 3)).toMatchObject({ items: [], total: REVIEW_PAGE_SIZE + 1 });
  });

  it('who is silenced now is read from a partial index, and a member’s latest silence from the decisions’ member index', async () => {
    const plan = async (query: ReturnType<typeof sql>) =>
      suite.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(await plan(sql`select user_id from community_members where silenced_until is not null and silenced_until > now() order by silenced_until, user_id limit 20`)).toContain(
      'community_members_silenced_idx',
    );
    expect(
      await plan(sql`select note from community_decisions where member_id = ${NO_SUCH_ID} and kind = 'member' and action = 'silence' order by created_at desc nulls last, id desc nulls last limit 1`),
    ).toContain('community_decisions_member_idx');
  });
});
