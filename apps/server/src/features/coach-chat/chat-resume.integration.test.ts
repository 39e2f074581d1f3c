// A chat answer whose writer's process is gone is taken up by another process and written to its end
// (issue 50, scale-out): the streams following it, on any process and reconnected with Last-Event-ID,
// go on to 'done'. A writer whose process is gone is left as a killed one leaves it (see
// chat-recovery.integration.test.ts for real kills): its answer being written, part of it saved, its
// last sign of life past the grace, and its presence key held by none.
import type { ChatTurn } from '@iyl/core/coach-chat/contract';
import { sseReader } from '@iyl/core/http/sse';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createTestApp, manualClock, signedInUser } from '../../../test/support/app.ts';
import { ask, browserOn, doneOf, textOf } from '../../../test/support/coach-chat.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';
import { until } from '../../../test/support/until.ts';
import { type Database, openDatabase } from '../../platform/db/database.ts';
import { RESUMES_MAX } from './chat-resuming.ts';
import { ORPHAN_GRACE_S } from './chat-writer.ts';
import { CONTINUE_ANSWER } from './prompts.ts';

const streamOf = (turnId: string) => `/api/v1/coach-chat/answers/${turnId}/stream`;
type Events = { id?: string; event: string; data: unknown }[];

/** The answer's events with their ids, followed to the end (from `lastEventId` when given). */
async function follow(client: Browser, turnId: string, lastEventId?: string): Promise<Events> {
  const res = await client.get(streamOf(turnId), lastEventId === undefined ? {} : { 'last-event-id': lastEventId });
  expect(res.statusCode, res.body).toBe(200);
  return sseReader()(res.body);
}

/** The answer's text up to the first word break at or after `at` characters (a writer saves whole pieces). */
const cutAt = (answer: string, at: number) => answer.slice(0, answer.indexOf(' ', at) + 1);

describe.each(testDatabases())('a chat answer taken up by another process, on $name', { timeout: 60_000 }, (testDb) => {
  const clock = manualClock();
  const suite = suiteWithAi(testDb, { clock: clock.now });
  /** Another process on the same database (its own pool, its own presence): the built-in coach, and a model. */
  let second: Database;
  let other: FastifyInstance;
  let otherOnline: FastifyInstance;

  beforeAll(async () => {
    second = await openDatabase({ url: suite.database.url, poolSize: 4 });
    other = await createTestApp(second, { clock: clock.now, env: { SMTP_URL: suite.smtp.url } });
    otherOnline = await createTestApp(second, { clock: clock.now, env: { SMTP_URL: suite.smtp.url, AI_BASE_URL: suite.fake.url, AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '2000' } });
    // Each start looks for answers left being written, and once more a little later (module.ts): both
    // are over before the tests leave any (one with a model ends a built-in coach's answer it finds).
    await Promise.all([suite.app, suite.online, other, otherOnline].map((app) => app.ready()));
    await new Promise((resolve) => setTimeout(resolve, (ORPHAN_GRACE_S + 1) * 1_000 + 500));
  });
  afterAll(async () => {
    await other?.close();
    await otherOnline?.close();
    await second?.close();
  });

  const rowOf = async (turnId: string) =>
    (await queryRows(suite.database, sql`select state, answer, resumes, epoch from chat_turns where id = ${turnId}`))[0] as { state: string; answer: string; resumes: number; epoch: number };

  /** What a client shows from a stream's events: each text piece added, a reset in place of all before it. */
  const shownBy = (events: Events, before = '') =>
    events.reduce((shown, e) => (e.event === 'text' ? shown + (e.data as { text: string }).text : e.event === 'reset' ? (e.data as { text: string }).text : shown), before);

  /** The answer as a writer whose process is gone left it: being written, `saved` kept, silent for 5 s, its key held by none. */
  const leave = (turnId: string, saved: string) =>
    suite.database.db.execute(
      sql`update chat_turns set state = 'writing', answer = ${saved}, citations = '[]', offer = null, personal = false, heartbeat_at = now() - interval '5 seconds' where id = ${turnId}`,
    );

  /** A customer's answered question, by the built-in coach. */
  async function answered(text = 'How can I fall asleep faster?') {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { turn } = await ask(client, { text });
    return { client, turnId: turn.id, whole: doneOf(await follow(client, turn.id)) };
  }

  it('a stream on another process, reconnected with Last-Event-ID, takes up the built-in answer and goes on to done from where it was', async () => {
    const { client, turnId, whole } = await answered();
    const saved = cutAt(whole.answer, 200);
    expect(saved.length).toBeGreaterThan(150);
    await leave(turnId, saved);
    // The customer's browser reconnects through the load balancer to the other process: it had shown the saved text but its last 12 characters.
    const events = await follow(browserOn(other, client), turnId, String(saved.length - 12));
    const done = doneOf(events);
    // The built-in coach writes the same answer for the same question: it goes on past the saved text, to the answer it was writing.
    expect(done).toEqual(whole);
    // The client heard the writer that is gone: it is given the answer so far (which starts with what it
    // showed) in place of its text, then the rest as it comes; what it shows only grows.
    expect(events[0]?.event).toBe('reset');
    expect(shownBy(events.slice(0, 1)).startsWith(saved)).toBe(true);
    expect(events[0]?.id).toMatch(/^\d+\.1$/);
    expect(shownBy(events, saved.slice(0, -12))).toBe(done.answer);
    expect(events.filter((e) => e.event === 'reset')).toHaveLength(1);
    // A stream from the start of it is the answer's text, piece by piece.
    const fromStart = await follow(browserOn(other, client), turnId);
    expect(textOf(fromStart)).toBe(done.answer);
    expect(await rowOf(turnId)).toMatchObject({ state: 'done', resumes: 1, epoch: 1 });
  });

  it('a process stopped mid-answer hands its answer over: another takes it up to done, the text saved kept as its start', async () => {
    const paced = await createTestApp(suite.database, { clock: clock.now, env: { SMTP_URL: suite.smtp.url, AI_BUILTIN_PACE_MS: '30' } });
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { turn } = await ask(browserOn(paced, client), { text: 'How can I handle stress at work?' });
    expect(await until(async () => (await rowOf(turn.id)).answer.length > 60, 10_000, 20)).toBe(true);
    await paced.close();
    const handed = await rowOf(turn.id);
    // Saved, still being written (before: ended 'stopped' with the process).
    expect(handed).toMatchObject({ state: 'writing', resumes: 0 });
    const events = await follow(browserOn(other, client), turn.id);
    const done = doneOf(events);
    expect(done.state).toBe('done');
    expect(done.answer.startsWith(handed.answer)).toBe(true);
    expect(done.answer.length).toBeGreaterThan(handed.answer.length + 100);
    expect(textOf(events)).toBe(done.answer);
    expect((await rowOf(turn.id)).resumes).toBe(1);
  });

  it('an answer the built-in coach now writes otherwise starts again: streams get a reset with the new text, and a reconnection from before it too', async () => {
    const { client, turnId, whole } = await answered('How do I pay off my credit card?');
    const saved = 'This is not how the coach begins this answer. ';
    await leave(turnId, saved);
    const there = browserOn(other, client);
    const events = await follow(there, turnId, String(saved.length));
    const done = doneOf(events);
    expect(done).toEqual(whole);
    // The saved text is replaced: what the client shows from the reset on is the answer.
    expect(events.filter((e) => e.event === 'reset').length).toBeGreaterThanOrEqual(1);
    expect(events.at(-2)?.id).toMatch(/^\d+\.2$/);
    expect(shownBy(events, saved)).toBe(done.answer);
    // Taken up once; its text begun again (the epoch moved twice).
    expect(await rowOf(turnId)).toMatchObject({ state: 'done', resumes: 1, epoch: 2 });
    // A client that last heard before the reset gets the whole answer in place of its text; one after it, only the rest.
    const late = await follow(client, turnId, '20');
    expect(late.map((e) => e.event)).toEqual(['reset', 'done']);
    expect(late[0]?.data).toEqual({ text: done.answer });
    const current = await follow(client, turnId, `${done.answer.length - 5}.2`);
    expect(current.map((e) => e.event)).toEqual(['text', 'done']);
    expect(textOf(current)).toBe(done.answer.slice(-5));
  });

  it('with a model: two processes racing for the answer, one takes it up and asks the model once to go on; every stream sees it to done', async () => {
    const { client } = await signedInUser(suite.online, suite.smtp);
    suite.fake.queue({ content: 'Keep a steady wake-up time, even at weekends.' });
    const { turn } = await ask(client, { text: 'How can I fall asleep faster?' });
    doneOf(await follow(client, turn.id));
    const saved = 'Keep a steady wake-up time, even at weekends. ';
    await leave(turn.id, saved);
    suite.fake.reset();
    suite.fake.queue({ content: 'Dim the lights an hour before bed.', pieceDelayMs: 10 });
    // A stream on each process, at once (each would take it up).
    const [here, there] = await Promise.all([follow(client, turn.id, String(saved.length)), follow(browserOn(otherOnline, client), turn.id, String(saved.length))]);
    const done = doneOf(here);
    expect(done).toMatchObject({ state: 'done', source: 'ai', answer: `${saved}Dim the lights an hour before bed.` });
    expect(doneOf(there)).toEqual(done);
    expect(shownBy(here, saved)).toBe(done.answer);
    expect(shownBy(there, saved)).toBe(done.answer);
    // Written once: one take-up, one request to the model, given the answer so far as its own and asked to go on.
    expect((await rowOf(turn.id)).resumes).toBe(1);
    expect(suite.fake.requests).toHaveLength(1);
    const sent = suite.fake.requests[0]?.body.messages ?? [];
    expect(sent.slice(-3)).toEqual([
      { role: 'user', content: 'How can I fall asleep faster?' },
      { role: 'assistant', content: saved },
      { role: 'user', content: CONTINUE_ANSWER },
    ]);

    // Taken up directly by two processes at once: one of them only.
    await leave(turn.id, saved);
    suite.fake.queue({ content: 'Then keep the room cool.', delayMs: 300 });
    const taken = await Promise.all([suite.online.services.coachChat.chat.takeUp(turn.id), otherOnline.services.coachChat.chat.takeUp(turn.id)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(doneOf(await follow(client, turn.id)).answer).toBe(`${saved}Then keep the room cool.`);
    expect((await rowOf(turn.id)).resumes).toBe(2);
  });

  it('the answer taken up is checked as any: made-up citations dropped, and care first when it turns to a crisis', async () => {
    const { client } = await signedInUser(suite.online, suite.smtp);
    suite.fake.queue({ content: 'Some days are hard.' });
    const { turn } = await ask(client, { text: 'Everything feels heavy lately.' });
    doneOf(await follow(client, turn.id));
    await leave(turn.id, 'Some days are hard. ');
    suite.fake.queue({ content: 'It sounds like you may be thinking about suicide [Sleep Science, p. 9]. You deserve support right now.' });
    const done = doneOf(await follow(browserOn(otherOnline, client), turn.id));
    expect(done.state).toBe('done');
    expect(done.answer).not.toContain('[Sleep Science, p. 9]');
    expect(done.answer.indexOf('emergency')).toBeGreaterThanOrEqual(0);
    expect(done.answer.indexOf('emergency')).toBeLessThan(done.answer.indexOf('Some days are hard.'));
  });

  it(`an answer is taken up at most ${RESUMES_MAX} times: left again, it ends failed as it is, at once`, async () => {
    const { client, turnId, whole } = await answered('How can I save money for a holiday?');
    const there = browserOn(other, client);
    for (let time = 1; time <= RESUMES_MAX; time++) {
      await leave(turnId, cutAt(whole.answer, 40 * time));
      expect(doneOf(await follow(there, turnId))).toEqual(whole);
      expect((await rowOf(turnId)).resumes).toBe(time);
    }
    const saved = cutAt(whole.answer, 50);
    await leave(turnId, saved);
    const started = Date.now();
    expect(doneOf(await follow(there, turnId))).toMatchObject({ state: 'failed', answer: saved });
    // Not after the 20 s a silent writer is given: its key is held by none.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await rowOf(turnId)).toMatchObject({ state: 'failed', resumes: RESUMES_MAX });
    // Nor does the sweep take it up.
    await leave(turnId, saved);
    expect(await other.services.coachChat.chat.recoverLost(60)).toMatchObject({ taken: 0 });
    expect((await rowOf(turnId)).state).toBe('failed');
  });

  it('a Stop is no crash: an answer whose writer is gone is stopped as it is, never taken up; one being written on by another process stops there', async () => {
    const { client, turnId, whole } = await answered('How can I argue less with my partner?');
    const saved = cutAt(whole.answer, 80);
    await leave(turnId, saved);
    const stopped = await browserOn(other, client).post(`/api/v1/coach-chat/answers/${turnId}/stop`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ state: 'stopped', answer: saved });
    expect(await other.services.coachChat.chat.recoverLost(60)).toMatchObject({ taken: 0 });
    expect(doneOf(await follow(client, turnId))).toMatchObject({ state: 'stopped', answer: saved });
    expect((await rowOf(turnId)).resumes).toBe(0);

    // Taken up by a process that writes it slowly, then stopped through another.
    const paced = await createTestApp(second, { clock: clock.now, env: { SMTP_URL: suite.smtp.url, AI_BUILTIN_PACE_MS: '30' } });
    try {
      await leave(turnId, saved);
      expect(await paced.services.coachChat.chat.takeUp(turnId)).toBe(true);
      expect(await until(async () => (await rowOf(turnId)).answer.length > saved.length + 20, 10_000, 20)).toBe(true);
      const kept = (await client.post(`/api/v1/coach-chat/answers/${turnId}/stop`)).json() as ChatTurn;
      expect(kept.state).toBe('stopped');
      expect(kept.answer.startsWith(saved)).toBe(true);
      expect(kept.answer.length).toBeLessThan(whole.answer.length);
      expect(await other.services.coachChat.chat.recoverLost(60)).toMatchObject({ taken: 0 });
      expect((await rowOf(turnId)).state).toBe('stopped');
    } finally {
      await paced.close();
    }
  });
});
