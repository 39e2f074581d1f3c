import { messages } from '@iyl/core/catalog/messages';
import type { ChatDetail, ChatTurn, OfferedRoutinesAdded } from '@iyl/core/coach-chat/contract';
import type { RoutinePage } from '@iyl/core/routines/contract';
import { ROUTINES_MAX_CURRENT } from '@iyl/core/routines/constants';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Browser, browser, errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { answered, ask } from '../../../test/support/coach-chat.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';
import { until } from '../../../test/support/until.ts';

/*
 * "Make it a plan" offers to add the plan's steps to the customer's routines with one click (issue 47):
 * the offer is kept with the answer, and AddOfferedRoutines adds it from there, once, in one transaction,
 * within the routines' cap.
 */

const FIRST = 'How can I fall asleep faster?';
const PLAN = 'can you make that into a simple plan for this week?';
const addOffer = (turnId: string) => `/api/v1/coach-chat/answers/${turnId}/routines`;

/** The customer's current routines as the routines API lists them (every page). */
async function routinesOf(client: Browser) {
  const items: RoutinePage['items'] = [];
  for (let page = 1; ; page++) {
    const res = await client.get(`/api/v1/routines?page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RoutinePage;
    items.push(...body.items);
    if (page >= body.pages) return items;
  }
}

/** The same browser (its cookies) talking to another server process on the same database. */
function browserOn(app: FastifyInstance, client: Browser): Browser {
  const there = browser(app);
  for (const [name, value] of client.jar) there.jar.set(name, value);
  return there;
}

describe.each(testDatabases())('a plan for the week added to the routines on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteWithAi(testDb, { clock: clock.now });

  /** A customer whose chat has an answer, then a plan for the week made from it (by the built-in coach). */
  async function planned(client: Browser) {
    const first = await ask(client, { text: FIRST });
    const firstDone = await answered(client, first.turn.id);
    const plan = await ask(client, { text: PLAN, conversationId: first.conversation.id });
    return { conversationId: first.conversation.id, first: firstDone, plan: await answered(client, plan.turn.id) };
  }

  it('the built-in coach’s plan offers its repeated steps; one click adds them all, a second adds nothing', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { conversationId, first, plan } = await planned(client);
    expect(first.offer).toBeNull();
    expect(plan).toMatchObject({ state: 'done', source: 'builtin' });
    // Its days named as the customer's calendar has them, today first, over the whole week (review stop-57 M2).
    expect(plan.answer).toContain('**Today, Mon Mar 02**');
    expect(plan.answer).toContain('**Sun Mar 08**');
    const offer = plan.offer;
    expect(offer, plan.answer).not.toBeNull();
    expect(offer?.addedAt).toBeNull();
    expect(offer?.routines.length).toBeGreaterThan(0);
    for (const routine of offer?.routines ?? []) {
      // Each is a step of the plan, cited there.
      expect(plan.answer).toContain(routine.title);
      expect(['Daily', 'Weekly']).toContain(routine.routineType);
      expect(['Morning', 'Afternoon', 'Evening']).toContain(routine.target);
    }
    // The chat as read again holds the same offer.
    const detail = (await client.get(`/api/v1/coach-chat/conversations/${conversationId}`)).json() as ChatDetail;
    expect(detail.turns.at(-1)?.offer).toEqual(offer);
    expect(await routinesOf(client)).toEqual([]);

    const res = await client.post(addOffer(plan.id));
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json() as OfferedRoutinesAdded;
    expect(added.message).toBe(messages.chatRoutinesAdded);
    expect(added.turn.offer).toMatchObject({ routines: offer?.routines, added: offer?.routines.length });
    expect(added.turn.offer?.addedAt).toEqual(expect.any(String));
    const routines = await routinesOf(client);
    expect(routines.map((r) => r.title).sort()).toEqual(offer?.routines.map((r) => r.title).sort());
    for (const routine of offer?.routines ?? []) {
      expect(routines.find((r) => r.title === routine.title)).toMatchObject({ ...routine, status: 'active' });
    }

    // Clicked again (or the request replayed): nothing added, and said so (review stop-59 M3), the answer as it was.
    const again = await client.post(addOffer(plan.id));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...added, message: messages.chatRoutinesAlreadyThere });
    expect(await routinesOf(client)).toHaveLength(routines.length);
    // The chat shows the offer as added.
    const after = (await client.get(`/api/v1/coach-chat/conversations/${conversationId}`)).json() as ChatDetail;
    expect(after.turns.at(-1)?.offer).toEqual(added.turn.offer);
  });

  it('a step done on some days of the week is offered and added as a weekly routine, at the time of day it names', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    // The habit card "Cook at home" is a daily card whose words say five dinners a week; "No-spend days", two days a week.
    for (const [question, title, target] of [
      ['How can I stop ordering takeaways and cook at home more?', 'Cook at home', 'Evening'],
      ['Ideas for no-spend days?', 'No-spend days', 'Morning'],
    ] as const) {
      const first = await ask(client, { text: question });
      await answered(client, first.turn.id);
      const plan = await answered(client, (await ask(client, { text: PLAN, conversationId: first.conversation.id })).turn.id);
      expect(plan.offer?.routines.find((r) => r.title === title), plan.answer).toMatchObject({ routineType: 'Weekly', target });
      expect((await client.post(addOffer(plan.id))).statusCode).toBe(200);
      expect((await routinesOf(client)).find((r) => r.title === title)).toMatchObject({ routineType: 'Weekly', target });
    }
  });

  it('“make that a plan” after “I want to walk more every day” offers the daily walk as a routine; no offer speaks of a programme never mentioned (stop-59 M3)', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const walk = await ask(client, { text: 'I want to walk more every day' });
    await answered(client, walk.turn.id);
    const plan = await answered(client, (await ask(client, { text: 'make that a plan for this week', conversationId: walk.conversation.id })).turn.id);
    const daily = plan.offer?.routines.find((r) => r.routineType === 'Daily' && /\bwalk/i.test(`${r.title} ${r.description}`));
    expect(daily, plan.answer).toMatchObject({ title: 'Walk more every day', routineType: 'Daily' });
    expect(plan.answer).not.toContain('nothing here to add to your routines');
    expect((await client.post(addOffer(plan.id))).statusCode).toBe(200);
    expect((await routinesOf(client)).find((r) => r.title === 'Walk more every day')).toMatchObject({ routineType: 'Daily', description: daily?.description });

    const beer = await ask(client, { text: 'I want to drink less beer during the week' });
    await answered(client, beer.turn.id);
    const less = await answered(client, (await ask(client, { text: 'make that a plan', conversationId: beer.conversation.id })).turn.id);
    expect(less.offer?.routines.length, less.answer).toBeGreaterThan(0);
    for (const routine of less.offer?.routines ?? []) expect(routine.description).not.toMatch(/programme|program\b|second half|first half/i);
    // A step done on some days of the week ("Pick three days a week with no alcohol") is offered, as weekly.
    if (less.answer.includes('Pick three days a week')) expect(less.offer?.routines.find((r) => r.description.startsWith('Pick three days a week'))).toMatchObject({ routineType: 'Weekly' });
  });

  it('three clicks at once add the routines once: one is told they were added, the others that they are there already (stop-59 M3)', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { plan } = await planned(client);
    const replies = await Promise.all([client.post(addOffer(plan.id)), client.post(addOffer(plan.id)), client.post(addOffer(plan.id))]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const bodies = replies.map((r) => r.json() as OfferedRoutinesAdded);
    expect(bodies.map((b) => b.message).sort()).toEqual([messages.chatRoutinesAdded, messages.chatRoutinesAlreadyThere, messages.chatRoutinesAlreadyThere].sort());
    for (const body of bodies) expect(body.turn).toEqual(bodies[0]?.turn);
    expect(await routinesOf(client)).toHaveLength(plan.offer?.routines.length ?? -1);
  });

  it('only the chat’s customer reaches the offer; an answer with no offer says so in the catalogue’s words', async () => {
    const owner = await signedInUser(suite.app, suite.smtp);
    const { first, plan } = await planned(owner.client);
    const other = await signedInUser(suite.app, suite.smtp);
    const refused = await other.client.post(addOffer(plan.id));
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused)).toEqual({ code: 'NOT_FOUND', message: messages.chatNotFound });
    expect(await routinesOf(other.client)).toEqual([]);

    const none = await owner.client.post(addOffer(first.id));
    expect(none.statusCode).toBe(409);
    expect(errorOf(none)).toEqual({ code: 'CONFLICT', message: messages.chatNoRoutineOffer });
    expect(errorOf(await owner.client.post(addOffer('not-an-id')))).toEqual({ code: 'VALIDATION', message: messages.chatNotFound });
    expect(errorOf(await owner.client.post(addOffer('00000000-0000-4000-8000-000000000000'))).message).toBe(messages.chatNotFound);
    expect(await routinesOf(owner.client)).toEqual([]);
  });

  it('a step the customer has as a routine already is left as it is; the others are added', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { plan } = await planned(client);
    const [kept, ...rest] = plan.offer?.routines ?? [];
    expect(kept).toBeDefined();
    const own = await client.post('/api/v1/routines', { title: kept?.title.toUpperCase(), description: 'My own way of doing it.', target: 'Morning', routineType: 'Daily' });
    expect(own.statusCode, own.body).toBe(201);
    const res = await client.post(addOffer(plan.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as OfferedRoutinesAdded;
    expect(body.turn.offer?.added).toBe(rest.length);
    expect(body.message).toBe(rest.length > 0 ? messages.chatRoutinesAdded : messages.chatRoutinesAlreadyThere);
    const routines = await routinesOf(client);
    expect(routines).toHaveLength(1 + rest.length);
    expect(routines.find((r) => r.title === kept?.title.toUpperCase())?.description).toBe('My own way of doing it.');
  });

  it('past the cap of routines nothing is added, in the catalogue’s words, and the offer stays to add later', async () => {
    const { client, id } = await signedInUser(suite.app, suite.smtp);
    const { conversationId, plan } = await planned(client);
    const offered = plan.offer?.routines.length ?? 0;
    expect(offered).toBeGreaterThan(0);
    // Routines up to one short of the room the offer needs.
    const filler = Array.from({ length: ROUTINES_MAX_CURRENT - offered + 1 }, (_, i) => ({
      title: `Filler routine ${i + 1}`,
      description: 'Kept for the cap.',
      target: 'Morning' as const,
      routineType: 'Daily' as const,
    }));
    await suite.app.services.routines.addMany({ id, timeZone: 'UTC' }, filler);
    const res = await client.post(addOffer(plan.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: offered === 1 ? messages.routineTooMany : messages.routinesTooManyToAdd });
    expect(await routinesOf(client)).toHaveLength(filler.length);
    const detail = (await client.get(`/api/v1/coach-chat/conversations/${conversationId}`)).json() as ChatDetail;
    expect(detail.turns.at(-1)?.offer).toMatchObject({ addedAt: null, added: 0 });

    // Room made (one routine deleted): the same click adds them all.
    const [one] = await routinesOf(client);
    expect((await client.request('DELETE', `/api/v1/routines/${one?.id}`)).statusCode).toBe(200);
    const later = await client.post(addOffer(plan.id));
    expect(later.statusCode, later.body).toBe(200);
    expect((later.json() as OfferedRoutinesAdded).turn.offer?.added).toBe(offered);
    expect(await routinesOf(client)).toHaveLength(ROUTINES_MAX_CURRENT);
  });

  it('with an AI model: its plan for the week offers the same steps; an answer stopped part way offers nothing', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const first = await ask(client, { text: FIRST });
    await answered(client, first.turn.id);
    // The same customer, now answered by a model (another process on the same database).
    const online = browserOn(suite.online, client);
    suite.fake.queue({ content: 'Here is a plan for your week: keep the same wake-up time, and stop caffeine after lunch. Which day could you start?' });
    const plan = await ask(online, { text: PLAN, conversationId: first.conversation.id });
    const done = await answered(online, plan.turn.id);
    expect(done).toMatchObject({ state: 'done', source: 'ai' });
    expect(done.offer?.routines.length).toBeGreaterThan(0);
    const res = await online.post(addOffer(done.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(await routinesOf(client)).toHaveLength(done.offer?.routines.length ?? -1);

    // Asked again as a new version, stopped before its end: no offer.
    suite.fake.queue({ content: 'Word '.repeat(200), pieceDelayMs: 20 });
    const redo = await online.post(`/api/v1/coach-chat/conversations/${first.conversation.id}/regenerate`);
    expect(redo.statusCode, redo.body).toBe(201);
    const redoTurn = (redo.json() as { turn: ChatTurn }).turn;
    expect(await until(() => suite.fake.requests.length >= 2, 5_000)).toBe(true);
    const stopped = (await online.post(`/api/v1/coach-chat/answers/${redoTurn.id}/stop`)).json() as ChatTurn;
    expect(stopped.state).toBe('stopped');
    expect(stopped.offer).toBeNull();
    expect(errorOf(await online.post(addOffer(redoTurn.id))).message).toBe(messages.chatNoRoutineOffer);
  });
});
