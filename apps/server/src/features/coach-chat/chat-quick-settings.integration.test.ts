import { messages } from '@iyl/core/catalog/messages';
import { DEFAULT_COACH_NAME, MARKDOWN_TYPE } from '@iyl/core/coach-chat/constants';
import type { AskAnswer, } from '@iyl/core/coach-chat/contract';
import { quoteParagraphs } from '@iyl/core/coach-chat/citation-text';
import { DOCX_TYPE } from '@iyl/core/notes/constants';
import { escapeMarkdown } from '@iyl/core/text/markdown';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { type Browser, browser, createTestApp, errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';
import { answered, ask } from '../../../test/support/coach-chat.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { LIBRARY_SOURCE } from './transcript.ts';

const chatUrl = (id: string, rest: string) => `/api/v1/coach-chat/conversations/${id}/${rest}`;

/** A chat's date as the customer (in UTC) reads it: short month, two-digit day, year. */
const dayOf = (at: string) => new Date(at).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' });

/** The same browser (its cookies) talking to another app on the same database. */
function sameBrowserOn(app: FastifyInstance, client: Browser): Browser {
  const there = browser(app);
  for (const [name, value] of client.jar) there.jar.set(name, value);
  return there;
}

describe.each(testDatabases())('the chat’s quick settings on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteWithAi(testDb, { clock: clock.now });
  const customer = () => signedInUser(suite.app, suite.smtp);
  /** The mails `email` received (parsed by a real MIME parser), once the outbox has sent what was queued. */
  const mailsTo = async (app: FastifyInstance, email: string) => {
    await app.outbox.idle();
    return Promise.all(suite.smtp.received.filter((m) => m.to.includes(email)).map((m) => PostalMime.parse(m.raw)));
  };

  it('SendEmail mails the chat, the latest answer of each question rendered safely, to the customer’s own address only', async () => {
    const { client, email } = await signedInUser(suite.online, suite.smtp, { fullname: 'Robin Vale' });
    suite.fake.queue({ content: 'An earlier answer that was replaced.' });
    const first = await ask(client, { text: 'How can I <b>sleep</b> better?' });
    await answered(client, first.turn.id);
    suite.fake.queue({
      content:
        'Keep a **steady wake-up time**.\n\n- Dim the lights\n- Keep the room cool\n\nSee [Sleep Foundation](https://www.sleepfoundation.org), not [click me](javascript:alert(1)) or <img src="https://tracker.example/p.png" onerror="alert(1)"> ![pixel](https://tracker.example/p.png).\n\n<script>alert(1)</script>',
    });
    const redo = (await client.post(chatUrl(first.conversation.id, 'regenerate'))).json() as AskAnswer;
    await answered(client, redo.turn.id);
    suite.fake.queue({ content: 'Naps of 20 minutes before 3 pm are fine.' });
    const second = await ask(client, { text: 'And naps?', conversationId: first.conversation.id });
    await answered(client, second.turn.id);
    // Markdown and its escapes in an answer, and a backslash the customer typed.
    suite.fake.queue({ content: 'Naps \\& rest: *short* ones, `20 min`, the\\_best \\#1 tip \\[see below\\] and **C:\\\\naps** as you wrote.' });
    const third = await ask(client, { text: 'Tom & me: C:\\naps *really* [ok]?', conversationId: first.conversation.id });
    await answered(client, third.turn.id);
    const before = suite.smtp.received.length;

    // An address in the body is not where the chat goes.
    const sent = await client.post(chatUrl(first.conversation.id, 'email'), { to: 'someone@elsewhere.test', email: 'someone@elsewhere.test' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: messages.chatMailed });
    const [mail, ...more] = (await mailsTo(suite.online, email)).filter((m) => m.subject?.startsWith('Your chat with'));
    expect(more).toEqual([]);
    expect(suite.smtp.received.slice(before).map((m) => m.to)).toEqual([[email]]);
    // The subject is the chat's title, the question as the coach reads it (no markup); the body keeps it as typed.
    expect(mail?.subject).toBe(`Your chat with ${DEFAULT_COACH_NAME}: How can I sleep better?`);

    const html = mail?.html ?? '';
    expect(html).toContain('Hello Robin,');
    expect(html).toContain(DEFAULT_COACH_NAME);
    expect(html).toContain(dayOf(first.conversation.createdAt));
    // The question is text; the answer's Markdown is rendered.
    expect(html).toContain('How can I &lt;b&gt;sleep&lt;/b&gt; better?');
    expect(html).toContain('<strong>steady wake-up time</strong>');
    expect(html).toMatch(/<li>Dim the lights<\/li>/);
    // A link the model wrote to an address the customer never gave is kept as text: its words and its host.
    expect(html).toContain('See Sleep Foundation (www.sleepfoundation.org), not click me or');
    expect(html).not.toContain('href="https://www.sleepfoundation.org"');
    // Nothing of the answer's own markup, unsafe links or remote images reaches the mail as markup.
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('click me');
    // The latest version of each question, in order; the replaced answer is not sent.
    expect(html).not.toContain('An earlier answer');
    expect(html.indexOf('steady wake-up time')).toBeLessThan(html.indexOf('Naps of 20 minutes'));
    // The text part carries the same chat as plain prose: the Markdown rendered, no escapes.
    const text = mail?.text ?? '';
    expect(text).toContain('How can I <b>sleep</b> better?');
    expect(text).toContain('Keep a steady wake-up time.\n\n- Dim the lights\n- Keep the room cool');
    expect(text).toContain('See Sleep Foundation (www.sleepfoundation.org), not click me or');
    expect(text).toContain('And naps?');
    expect(text).toContain('Tom & me: C:\\naps *really* [ok]?');
    expect(text).toContain('Naps & rest: short ones, 20 min, the_best #1 tip [see below] and C:\\naps as you wrote.');
    expect(text).not.toContain('**');
    // The only backslashes are the two the customer typed (and the answer said back).
    expect(text.match(/\\/g)).toHaveLength(2);
    expect(text).not.toContain('An earlier answer');

    // Another customer cannot mail it, to themselves or anyone.
    const other = await signedInUser(suite.online, suite.smtp);
    expect(errorOf(await other.client.post(chatUrl(first.conversation.id, 'email'))).message).toBe(messages.chatNotFound);
    expect(await mailsTo(suite.online, other.email)).toHaveLength(1); // their sign-in code only
  });

  it('a chat whose only answer is still being written is refused with a sentence that says to wait, not ‘Empty Chat Responses’', async () => {
    const { client, email } = await signedInUser(suite.online, suite.smtp);
    suite.fake.queue({ status: 500 });
    const { conversation, turn } = await ask(client, { text: 'Are you there?' });
    await answered(client, turn.id);
    // As while its writer is at it (a sign of life just now), before its first word.
    await suite.database.db.execute(sql`update chat_turns set state = 'writing', heartbeat_at = now() where id = ${turn.id}`);
    const refusals = [
      await client.post(chatUrl(conversation.id, 'email')),
      await client.get(chatUrl(conversation.id, 'export?format=md')),
      await client.get(chatUrl(conversation.id, 'export?format=docx')),
      await client.request('PUT', `/api/v1/coach-chat/conversations/${conversation.id}`, { saved: true }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(messages.chatBusy);
    }
    expect(messages.chatBusy).toBe('Please wait for the answer to finish, or press Stop.');
    expect(await mailsTo(suite.online, email)).toHaveLength(1); // the sign-in code only
    await suite.database.db.execute(sql`update chat_turns set state = 'failed' where id = ${turn.id}`);
  });

  it('a chat with no answer is refused with ‘Empty Chat Responses’, by mail and by download, and nothing is queued', async () => {
    const { client, email } = await signedInUser(suite.online, suite.smtp);
    suite.fake.queue({ status: 500 });
    const { conversation, turn } = await ask(client, { text: 'Are you there?' });
    expect(await answered(client, turn.id)).toMatchObject({ state: 'failed', answer: '' });
    const queued = async () => (await queryRows(suite.database, sql`select count(*)::int as n from mail_outbox where key like ${`coach-chat:${conversation.id}:%`}`))[0]?.n;

    expect(errorOf(await client.post(chatUrl(conversation.id, 'email'))).message).toBe(messages.chatEmpty);
    expect((await client.post(chatUrl(conversation.id, 'email'))).statusCode).toBe(400);
    for (const format of ['docx', 'md']) {
      const res = await client.get(chatUrl(conversation.id, `export?format=${format}`));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.chatEmpty);
    }
    expect(await queued()).toBe(0);
    expect(await mailsTo(suite.online, email)).toHaveLength(1); // the sign-in code only
  });

  it('SendEmail is rate limited per account', async () => {
    const limited = await createTestApp(suite.database, {
      clock: clock.now,
      env: { SMTP_URL: suite.smtp.url },
      rateLimits: { mail: { perIp: { max: 100, windowMs: 3_600_000 }, perAccount: { max: 2, windowMs: 3_600_000 } } },
    });
    try {
      const { client, email } = await signedInUser(limited, suite.smtp);
      const { conversation, turn } = await ask(client, { text: 'How can I fall asleep faster?' });
      const done = await answered(client, turn.id);
      for (let i = 0; i < 2; i++) expect((await client.post(chatUrl(conversation.id, 'email'))).statusCode).toBe(200);
      // The mailed chat lists the passages its answer cites, as the download does (review stop-57 L5).
      const [mailed] = (await mailsTo(limited, email)).filter((m) => m.subject?.startsWith('Your chat with'));
      expect(done.citations.length).toBeGreaterThan(0);
      for (const c of done.citations) {
        expect(mailed?.text).toContain(`- [${c.title}]: ${LIBRARY_SOURCE}.\n  > `);
        expect(mailed?.html).toContain(`<strong>${escapeHtml(`[${c.title}]`)}</strong>: ${escapeHtml(LIBRARY_SOURCE)}.</p><blockquote>`);
      }
      const refused = await client.post(chatUrl(conversation.id, 'email'));
      expect(refused.statusCode).toBe(429);
      // The real wait: the hour's window from the first mail, not "a while".
      expect(refused.headers['retry-after']).toBe('3600');
      expect(errorOf(refused).message).toBe('You have e-mailed several chats in a short time. Please try again in about an hour.');
      clock.advance(40 * 60_000);
      const later = await client.post(chatUrl(conversation.id, 'email'));
      expect(later.headers['retry-after']).toBe('1200');
      expect(errorOf(later).message).toBe(`${messages.chatMailLimit} Please try again in 20 minutes.`);
      expect(await mailsTo(limited, email)).toHaveLength(3); // the code and two chats
    } finally {
      await limited.close();
    }
  });

  it('GetChatWord downloads the chat as a Word document or as Markdown, named after the chat', async () => {
    const { client } = await customer();
    const { conversation, turn } = await ask(client, { text: 'How do I pay off my credit card?' });
    const done = await answered(client, turn.id);
    await client.request('PUT', `/api/v1/coach-chat/conversations/${conversation.id}`, { title: 'Debt: my plan / 2026?' });

    const docx = await client.get(chatUrl(conversation.id, 'export?format=docx'));
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.headers['content-type']).toBe(DOCX_TYPE);
    expect(docx.headers['content-disposition']).toBe(`attachment; filename="Debt my plan 2026.docx"; filename*=UTF-8''Debt%20my%20plan%202026.docx`);
    const xml = (await (await JSZip.loadAsync(docx.rawPayload)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('Debt: my plan / 2026?');
    expect(xml).toContain('How do I pay off my credit card?');
    expect(xml).toContain(DEFAULT_COACH_NAME);
    // A sentence of the answer, as words (its Markdown rendered: no asterisks left).
    // (A step reads "- **Title**: what to do [Title]": its words after the title, one run of the document.)
    const sentence = (done.answer.split('\n').find((line) => line.length > 60 && !line.startsWith('**')) ?? '').replace(/^.*\*\*:\s*/, '');
    expect(xml).toContain(sentence.replace(/\s*\[[^\]]+\]$/, '').slice(0, 40).replace(/&/g, '&amp;').replace(/'/g, '&apos;').replace(/"/g, '&quot;'));
    expect(xml).not.toContain('**');
    // docx is the default.
    expect((await client.get(chatUrl(conversation.id, 'export'))).headers['content-type']).toBe(DOCX_TYPE);

    const md = await client.get(chatUrl(conversation.id, 'export?format=md'));
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toBe(MARKDOWN_TYPE);
    expect(md.headers['content-disposition']).toBe(`attachment; filename="Debt my plan 2026.md"; filename*=UTF-8''Debt%20my%20plan%202026.md`);
    expect(md.body).toContain('# Debt: my plan / 2026?');
    expect(md.body).toContain(`Chat with ${DEFAULT_COACH_NAME} · ${dayOf(conversation.createdAt)}`);
    expect(md.body).toContain('> How do I pay off my credit card?');
    expect(md.body).toContain(done.answer.trim());
    // After the answer, the passages it cites, named and quoted as their popovers show them (review stop-57 L5).
    expect(done.citations.length).toBeGreaterThan(0);
    const sources = md.body.slice(md.body.indexOf(done.answer.trim()) + done.answer.trim().length);
    expect(sources).toMatch(/^\n\n\*\*Sources:\*\*\n\n- /);
    for (const c of done.citations) {
      expect(done.answer).toContain(`[${c.title}]`);
      expect(sources).toContain(`- **${escapeMarkdown(`[${c.title}]`)}**: ${LIBRARY_SOURCE}.`);
      expect(sources).toContain(`  > ${escapeMarkdown(quoteParagraphs(c.quote)[0] ?? '')}`);
      expect(xml).toContain(`[${c.title.replace(/&/g, '&amp;')}]`);
    }
    expect(xml).toContain('Sources');
    expect(xml).toContain(LIBRARY_SOURCE.replace(/'/g, '&apos;'));

    expect(errorOf(await client.get(chatUrl(conversation.id, 'export?format=pdf'))).message).toBe(messages.chatExportFormat);
    const other = await customer();
    expect((await other.client.get(chatUrl(conversation.id, 'export?format=md'))).statusCode).toBe(404);
  });

  it('the setting to share a summary is on by default, the customer’s own, and can be turned off and on', async () => {
    const { client } = await customer();
    const other = await customer();
    expect((await client.get('/api/v1/coach-chat/settings')).json()).toEqual({ shareSummary: true });
    const off = await client.request('PUT', '/api/v1/coach-chat/settings', { shareSummary: false });
    expect(off.json()).toEqual({ message: messages.chatSettingsSaved, settings: { shareSummary: false } });
    expect((await client.get('/api/v1/coach-chat/settings')).json()).toEqual({ shareSummary: false });
    expect((await other.client.get('/api/v1/coach-chat/settings')).json()).toEqual({ shareSummary: true });
    for (const body of [{}, { shareSummary: 'yes' }, { shareSummary: null }]) {
      expect(errorOf(await client.request('PUT', '/api/v1/coach-chat/settings', body)).message).toBe(messages.chatSettingsInvalid);
    }
    expect((await client.request('PUT', '/api/v1/coach-chat/settings', { shareSummary: true })).json().settings).toEqual({ shareSummary: true });
    expect((await client.get('/api/v1/coach-chat/settings')).json()).toEqual({ shareSummary: true });
  });

  describe('the coach knows the customer, with consent', () => {
    /** A customer with a Finance plan and a routine (made with the built-in coach), and the same browser on the AI app. */
    async function withPlan() {
      const user = await customer();
      const plan = await user.client.post('/api/v1/plans/Finance', { challenge: 'My credit card debt keeps growing and I only pay the minimum.' });
      expect(plan.statusCode, plan.body).toBe(201);
      const routine = await user.client.post('/api/v1/routines', { title: 'Evening budget check', description: 'Ten minutes with the bank app', target: 'Evening', routineType: 'Daily' });
      expect(routine.statusCode, routine.body).toBe(201);
      expect((await user.client.post('/api/v1/mood/today', { mood: 'Stressed' })).statusCode).toBe(201);
      const goal = (await user.client.get('/api/v1/plans/Finance/goals?status=pending')).json().items[0].description as string;
      const tasks = (await user.client.get('/api/v1/plans/Finance/tasks?status=pending')).json().items as { task: string }[];
      const summary = (await user.client.get('/api/v1/plans/Finance/summary')).json();
      return { ...user, goal, tasks, openTasks: summary.pending.tasks as number, online: sameBrowserOn(suite.online, user.client) };
    }
    const systemPrompt = () => suite.fake.requests.at(-1)?.body.messages[0]?.content ?? '';

    it('the AI’s system prompt carries the summary under its heading while sharing is on, with true counts and nobody else’s data, and none when off', async () => {
      // Someone else's routine, which must not reach this customer's coach.
      const stranger = await customer();
      await stranger.client.post('/api/v1/routines', { title: 'Stranger secret routine', description: 'Not yours', target: 'Morning', routineType: 'Daily' });
      const me = await withPlan();

      suite.fake.queue({ content: 'Start with the card with the highest interest.' });
      const on = await ask(me.online, { text: 'What should I focus on this week?' });
      await answered(me.online, on.turn.id);
      const withSummary = systemPrompt();
      expect(withSummary).toContain('## About this customer (shared with their consent)');
      expect(withSummary).toContain(`Finance: goal "${me.goal.replace(/\s+/g, ' ').slice(0, 40)}`);
      expect(withSummary).toContain(`${me.openTasks} open task`);
      expect(withSummary).toContain(`"${me.tasks[0]?.task.slice(0, 30)}`);
      expect(withSummary).toContain('"Evening budget check" (daily, evening, not yet done today)');
      expect(withSummary).toContain('Mar 02 Stressed');
      expect(withSummary).toContain('No open Health or Relationship plan.');
      expect(withSummary).toContain('Meals: no meal setup.');
      expect(withSummary).not.toContain('Stranger secret routine');
      expect(withSummary.split(/\s+/).length).toBeLessThan(700);

      expect((await me.client.request('PUT', '/api/v1/coach-chat/settings', { shareSummary: false })).statusCode).toBe(200);
      suite.fake.queue({ content: 'I cannot see your plans.' });
      const off = await ask(me.online, { text: 'What should I focus on this week?', conversationId: on.conversation.id });
      await answered(me.online, off.turn.id);
      const withoutSummary = systemPrompt();
      expect(withoutSummary).not.toContain('About this customer');
      expect(withoutSummary).not.toContain('Evening budget check');
      expect(withoutSummary).not.toContain(me.goal.slice(0, 30));
      expect(withoutSummary).not.toContain(me.tasks[0]?.task.slice(0, 30));
      expect(withoutSummary).not.toContain('Stressed');
      // The model is told why it cannot see them, so it does not guess.
      expect(withoutSummary).toContain('chosen not to share');
    });

    it('the summary follows what the customer changes between two questions, in whichever server process, and a new day', async () => {
      const me = await withPlan();
      const askOnline = async (text: string, conversationId?: string) => {
        suite.fake.queue({ content: 'Noted.' });
        const asked = await ask(me.online, { text, ...(conversationId ? { conversationId } : {}) });
        await answered(me.online, asked.turn.id);
        return { conversationId: asked.conversation.id, prompt: systemPrompt() };
      };
      const first = await askOnline('What should I focus on this week?');
      expect(first.prompt).toContain(`${me.openTasks} open task`);
      expect(first.prompt).toContain('"Evening budget check" (daily, evening, not yet done today)');
      expect(first.prompt).toContain('Mar 02 Stressed');
      // Nothing changed: the same summary.
      expect((await askOnline('And after that?', first.conversationId)).prompt).toBe(first.prompt);

      // Changed through the other server process (the chat's process keeps its summary in memory).
      const [task] = (await me.client.get('/api/v1/plans/Finance/tasks?status=pending')).json().items as { id: string }[];
      expect((await me.client.post(`/api/v1/plans/tasks/${task?.id}/complete`)).statusCode).toBe(200);
      const [routine] = (await me.client.get('/api/v1/routines')).json().items as { id: string }[];
      const checkIn = await me.client.request('PUT', `/api/v1/routines/${routine?.id}/days/2026-03-02`, { state: 'done' });
      expect(checkIn.statusCode, checkIn.body).toBe(200);
      expect((await me.client.request('PUT', '/api/v1/mood/today', { mood: 'Calm' })).statusCode).toBe(200);
      const changed = (await askOnline('What now?', first.conversationId)).prompt;
      expect(changed).toContain(me.openTasks - 1 === 0 ? 'No open' : `${me.openTasks - 1} open task`);
      expect(changed).toContain('"Evening budget check" (daily, evening, 1-day streak, done today)');
      expect(changed).toContain('Mar 02 Calm');
      expect(changed).not.toContain('Stressed');

      // A new day (midnight where they live): the routine is to do again today.
      clock.advance(15 * 60 * 60 * 1000);
      try {
        const tomorrow = (await askOnline('And today?', first.conversationId)).prompt;
        expect(tomorrow).toContain('Today is 2026-03-03');
        expect(tomorrow).toContain('not yet done today');
      } finally {
        clock.advance(-15 * 60 * 60 * 1000);
      }
    });

    it('a customer’s data version moves only when their own data changes, and only once committed', async () => {
      const [me, other] = await Promise.all([customer(), customer()]);
      const versionOf = async (id: string) =>
        Number((await queryRows(suite.database, sql`select sum(version) as version from customer_data_versions where customer_id = ${id}`))[0]?.version ?? 0);
      const before = await versionOf(me.id);
      const otherBefore = await versionOf(other.id);
      expect((await me.client.post('/api/v1/mood/today', { mood: 'Happy' })).statusCode).toBe(201);
      const logged = await versionOf(me.id);
      expect(logged).toBeGreaterThan(before);
      expect(await versionOf(other.id)).toBe(otherBefore);
      // A change rolled back moves nothing.
      await suite.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`update mood_logs set note = 'rolled back' where user_id = ${me.id}`);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await versionOf(me.id)).toBe(logged);
      await suite.database.db.execute(sql`delete from mood_logs where user_id = ${me.id}`);
      expect(await versionOf(me.id)).toBeGreaterThan(logged);
      // An account deleted with its data leaves no version behind (the triggers run at its commit).
      await suite.database.db.execute(sql`delete from users where id = ${me.id}`);
      expect(await queryRows(suite.database, sql`select 1 from customer_data_versions where customer_id = ${me.id}`)).toEqual([]);
    });

    it('the built-in coach answers “what should I focus on this week?” from the customer’s own plan, task and routine', async () => {
      const me = await withPlan();
      const { turn } = await ask(me.client, { text: 'What should I focus on this week?' });
      const done = await answered(me.client, turn.id);
      expect(done.source).toBe('builtin');
      expect(done.answer).toContain(me.goal.replace(/\s+/g, ' ').slice(0, 40));
      expect(done.answer).toContain(me.tasks[0]?.task.slice(0, 30));
      expect(done.answer).toContain('Evening budget check');
      expect(done.answer).toContain(`If you only do one thing this week, make it “${me.tasks[0]?.task.slice(0, 20)}`);
      expect(done.citations).toEqual([]);
      // "Today" names what is still to tick today.
      const today = await answered(me.client, (await ask(me.client, { text: 'What should I work on today?' })).turn.id);
      expect(today.answer).toContain('still to tick today: “Evening budget check”');
      // An ordinary question is still answered from the library.
      const library = await answered(me.client, (await ask(me.client, { text: 'How can I fall asleep faster?' })).turn.id);
      expect(library.citations.length).toBeGreaterThan(0);
      expect(library.answer).not.toContain('Evening budget check');

      // Sharing off: it says so, and does not show their plans.
      await me.client.request('PUT', '/api/v1/coach-chat/settings', { shareSummary: false });
      const off = await answered(me.client, (await ask(me.client, { text: 'What should I focus on this week?' })).turn.id);
      expect(off.answer).toContain('turned off sharing your plans');
      expect(off.answer).not.toContain('Evening budget check');
      expect(off.answer).not.toContain(me.tasks[0]?.task.slice(0, 30));
    });

    it('without plans the built-in coach says it has none to go on and where to make them', async () => {
      const { client } = await customer();
      const done = await answered(client, (await ask(client, { text: 'What should I focus on this week?' })).turn.id);
      expect(done.answer).toContain('I don’t have any plans of yours to go on yet');
      expect(done.answer).toContain('New Plans');
      expect(done.answer).toContain('Habit screen');
      expect(done.citations).toEqual([]);
    });

    it('a summary that cannot be read leaves the answer without it, not without an answer', async () => {
      const me = await withPlan();
      const broken = await createTestApp(suite.database, { clock: clock.now, env: { SMTP_URL: suite.smtp.url } });
      try {
        broken.services.routines.page = async () => {
          throw new Error('database away');
        };
        const there = sameBrowserOn(broken, me.client);
        const done = await answered(there, (await ask(there, { text: 'What should I focus on this week?' })).turn.id);
        expect(done.state).toBe('done');
        expect(done.answer).toContain('couldn’t look at your plans just now');
      } finally {
        await broken.close();
      }
    });
  });
});
