import { messages } from '@iyl/core/catalog/messages';
import { describe, expect, it } from 'vitest';
import { browser, PASSWORD, signedInUser, signIn, suiteApp, textPart, uniqueEmail } from '../../../test/support/app.ts';
import { auditRowsAbout } from '../../../test/support/audit-rows.ts';
import { testDatabases } from '../../../test/support/databases.ts';

const ADMIN = '/api/v1/admin/community';

describe.each(testDatabases())("the community moderators' decisions in the audit log on $name", (testDb) => {
  const suite = suiteApp(testDb, () => ({ env: { RATE_LIMIT_FACTOR: '1000' } }));
  const auditOf = async (targetId: string) => (await auditRowsAbout(suite.database, targetId)).map(({ target_id: _, ...row }) => row);

  it('hiding, restoring and undoing a message or topic and silencing a member each write an audit row in their transaction, shown in the console', async () => {
    const tag = `md${Date.now().toString(36)}`;
    const email = uniqueEmail('admin');
    await suite.app.services.auth.createUser({ fullname: `Mo ${tag}`, email, password: PASSWORD, role: 'Admin' });
    const moderator = await browser(suite.app).open();
    const signedIn = await signIn(moderator, suite.smtp, email);
    expect(signedIn.statusCode).toBe(200);
    const moderatorId = signedIn.json().user.id as string;

    const starter = await signedInUser(suite.app, suite.smtp, { fullname: 'Stella Starter' });
    const writer = await signedInUser(suite.app, suite.smtp, { fullname: 'Wes Writer' });
    const created = await starter.client.upload('/api/v1/community/topics', [textPart('topic', 'Morning walks'), textPart('description', 'Who else walks before work?')]);
    expect(created.statusCode, created.body).toBe(201);
    const topicId = created.json().topic.id as string;
    const sent = await writer.client.post(`/api/v1/community/topics/${topicId}/messages`, { text: 'Buy my supplements at example.com' });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json().post.id as string;

    const decide = (kind: 'messages' | 'topics', id: string, body: object) => moderator.post(`${ADMIN}/${kind}/${id}/decision`, body);
    expect((await decide('messages', messageId, { action: 'hide', note: 'Advertising' })).json()).toEqual({ message: messages.messageHidden, status: 'hidden' });
    expect((await decide('messages', messageId, { action: 'undo' })).json().status).toBe('shown');
    // Nothing to undo: refused, and nothing audited.
    expect((await decide('messages', messageId, { action: 'undo' })).statusCode).toBe(400);
    expect((await decide('topics', topicId, { action: 'hide' })).json().status).toBe('hidden');
    expect((await decide('topics', topicId, { action: 'restore', note: 'Checked' })).json().status).toBe('shown');

    const silenced = await moderator.post(`${ADMIN}/members/${writer.id}/silence`, { hours: 2, note: 'Cool down' });
    expect(silenced.statusCode, silenced.body).toBe(200);
    const until = silenced.json().silencedUntil as string;
    expect((await moderator.post(`${ADMIN}/members/${writer.id}/silence`, { hours: 0 })).statusCode).toBe(200);
    // A refused silence (not a member) writes nothing either.
    expect((await moderator.post(`${ADMIN}/members/${moderatorId}/silence`, { hours: 1 })).statusCode).toBe(404);

    const row = (r: Record<string, unknown>) => [r.actor_id, r.actor_role, r.action, r.target_kind, r.target_role, r.before, r.after, r.reason];
    expect((await auditOf(messageId)).map(row)).toEqual([
      // A message's row names its topic: the log opens the conversation it is in.
      [moderatorId, 'Admin', 'message.hide', 'message', null, { status: 'shown' }, { status: 'hidden', topicId }, 'Advertising'],
      [moderatorId, 'Admin', 'message.restore', 'message', null, { status: 'hidden' }, { status: 'shown', topicId }, 'Undo of a hide'],
    ]);
    expect((await auditOf(topicId)).map(row)).toEqual([
      [moderatorId, 'Admin', 'topic.hide', 'topic', null, { status: 'shown' }, { status: 'hidden' }, null],
      [moderatorId, 'Admin', 'topic.restore', 'topic', null, { status: 'hidden' }, { status: 'shown' }, 'Checked'],
    ]);
    expect((await auditOf(writer.id)).map(row)).toEqual([
      [moderatorId, 'Admin', 'member.silence', 'user', 'Customer', { silencedUntil: null }, { silencedUntil: until }, 'Cool down'],
      [moderatorId, 'Admin', 'member.unsilence', 'user', 'Customer', { silencedUntil: until }, { silencedUntil: null }, null],
    ]);
    expect(await auditOf(moderatorId)).toEqual([]);

    // The console's Audit log lists them, newest first, the member by name.
    const page = (await moderator.get(`/api/v1/admin/console/audit?q=${encodeURIComponent(`Mo ${tag}`)}`)).json();
    expect(page.items.map((e: { action: string }) => e.action)).toEqual(['member.unsilence', 'member.silence', 'topic.restore', 'topic.hide', 'message.restore', 'message.hide']);
    expect(page.items[1]).toMatchObject({ actor: { id: moderatorId, name: `Mo ${tag}`, role: 'Admin' }, target: { kind: 'user', id: writer.id, name: 'Wes Writer', role: 'Customer' }, reason: 'Cool down' });
  });
});
