import { messages } from '@iyl/core/catalog/messages';
import { ROUTINE_PAGE_SIZE, ROUTINES_MAX_CURRENT } from '@iyl/core/routines/constants';
import type { Routine } from '@iyl/core/routines/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';
import { surveyAnswers } from '../../../test/support/survey.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabases())('habit routines on $name', (testDb) => {
  // Monday 2 March 2026, 09:00 UTC; each test starts a whole number of weeks later, on a Monday.
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  // One test takes a customer to the cap (100 routines) within seconds: more writes than the per-account
  // limit on scripts allows in a minute, hence the factor.
  const suite = suiteWithAi(testDb, { clock: clock.now, env: { SESSION_IDLE_HOURS: '4000', SESSION_MAX_DAYS: '365', RATE_LIMIT_FACTOR: '4' } });
  let mondayNine = clock.now().getTime();
  beforeEach(() => {
    mondayNine += 14 * DAY;
    clock.advance(mondayNine - clock.now().getTime());
  });
  const at = (dayOffset: number, hourUtc: number) => clock.advance(mondayNine + dayOffset * DAY + (hourUtc - 9) * HOUR - clock.now().getTime());

  async function customer(timeZone = 'UTC', library = false) {
    const user = await signedInUser(suite.app, suite.smtp);
    expect((await user.client.request('PUT', '/api/v1/auth/time-zone', { timeZone })).statusCode).toBe(200);
    if (library) {
      expect((await user.client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers() })).statusCode).toBeLessThan(300);
      expect((await user.client.post('/api/v1/onboarding/habit-library', {})).statusCode).toBe(200);
    }
    return user;
  }
  const add = (client: Browser, body: object) => client.post('/api/v1/routines', body);
  const custom = (title: string, routineType: 'Daily' | 'Weekly' = 'Daily') => ({ title, description: `${title}, every time.`, target: 'Morning', routineType });
  const checkIn = (client: Browser, id: string, day: string, state: string, reason?: string) => client.request('PUT', `/api/v1/routines/${id}/days/${day}`, { state, reason });
  const routineOf = async (client: Browser, id: string) => ((await client.get('/api/v1/routines')).json().items as Routine[]).find((r) => r.id === id);

  it('the library: filters by category, searches text, says which cards were added, counts the routines', async () => {
    const { client } = await customer('UTC', true);
    const all = (await client.get('/api/v1/habits/library')).json();
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.routines).toBe(0);
    const health = (await client.get('/api/v1/habits/library?category=Health')).json();
    expect(health.items.length).toBeGreaterThan(0);
    expect(health.items.every((h: { category: string }) => h.category === 'Health')).toBe(true);
    const card = health.items[0];
    const word = card.title.split(' ').find((w: string) => w.length > 4) ?? card.title;
    const found = (await client.get(`/api/v1/habits/library?q=${encodeURIComponent(word.toUpperCase())}`)).json();
    expect(found.items.some((h: { id: string }) => h.id === card.id)).toBe(true);
    expect((await client.get('/api/v1/habits/library?q=%25%25nothing-like-this%25')).json()).toMatchObject({ total: 0, items: [] });

    const added = await add(client, { libraryHabitId: card.id, target: 'Evening', routineType: 'Daily' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: messages.routineAdded, routine: { title: card.title, description: card.description, target: 'Evening', icon: card.icon } });
    const after = (await client.get('/api/v1/habits/library?category=Health')).json();
    expect(after.routines).toBe(1);
    expect(after.items.find((h: { id: string }) => h.id === card.id).added).toBe(true);

    // The same habit again, active or completed: the spec's message, nothing changes.
    const again = await add(client, { libraryHabitId: card.id, target: 'Morning', routineType: 'Weekly' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(messages.routineExists);
  });

  it('a card needs both choices and says which is missing; a custom routine needs every field', async () => {
    const { client, id } = await customer('UTC', true);
    const card = (await client.get('/api/v1/habits/library')).json().items[0];
    const cases: [object, string][] = [
      [{ libraryHabitId: card.id }, messages.routinePickTimeAndType],
      [{ libraryHabitId: card.id, routineType: 'Daily' }, messages.routinePickTime],
      [{ libraryHabitId: card.id, target: 'Morning', routineType: '' }, messages.routinePickType],
      [{ title: 'Read', description: '', target: 'Morning', routineType: 'Daily' }, messages.routineCustomize],
      [{ title: 'Read', description: 'Ten pages', routineType: 'Daily' }, messages.routineCustomize],
      [{}, messages.routineCustomize],
    ];
    for (const [body, message] of cases) {
      const res = await add(client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const bad = await add(client, { title: 'x', description: 'y', target: 'Noon', routineType: 'Daily' });
    expect(bad.statusCode).toBe(400);
    expect(await queryRows(suite.database, sql`select id from routines where user_id = ${id}`)).toHaveLength(0);
    // Another customer's card is not found.
    const other = await customer('UTC', true);
    const theirs = (await other.client.get('/api/v1/habits/library')).json().items[0];
    const stolen = await add(client, { libraryHabitId: theirs.id, target: 'Morning', routineType: 'Daily' });
    expect(stolen.statusCode).toBe(404);
    expect(errorOf(stolen).message).toBe(messages.routineLibraryItemNotFound);
  });

  it('two identical adds at once: one routine', async () => {
    const { client, id } = await customer();
    const results = await Promise.all([add(client, custom('Plank')), add(client, custom('plank'))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await queryRows(suite.database, sql`select id from routines where user_id = ${id}`)).toHaveLength(1);
  });

  it('daily check-ins: streak and strength grow, a skip or a pause neither breaks nor adds, a missed day breaks the streak but strength only dips', async () => {
    const { client } = await customer();
    const routine: Routine = (await add(client, custom('Stretch'))).json().routine;
    expect(routine).toMatchObject({ streak: 0, strength: 0, today: routine.startDay });
    const day = (offset: number) => new Date(mondayNine + offset * DAY).toISOString().slice(0, 10);
    for (let d = 0; d < 5; d++) {
      at(d, 10);
      const res = await checkIn(client, routine.id, day(d), 'done');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(messages.routineDone);
    }
    let now = await routineOf(client, routine.id);
    expect(now?.streak).toBe(5);
    const strengthAfter5 = now?.strength ?? 0;
    expect(strengthAfter5).toBeGreaterThan(20);

    at(5, 10);
    const skipped = await checkIn(client, routine.id, day(5), 'skipped', 'Ill today');
    expect(skipped.json()).toMatchObject({ message: messages.routineSkipped, routine: { streak: 5, strength: strengthAfter5 } });
    at(6, 10);
    const paused = await client.request('PUT', `/api/v1/routines/${routine.id}/pause`, { paused: true, reason: 'Travelling' });
    expect(paused.json()).toMatchObject({ message: messages.routinePaused, routine: { status: 'paused', pausedReason: 'Travelling' } });
    expect(errorOf(await checkIn(client, routine.id, day(6), 'done')).message).toBe(messages.routineNotActive);
    at(8, 10);
    const resumed = await client.request('PUT', `/api/v1/routines/${routine.id}/pause`, { paused: false });
    expect(resumed.json()).toMatchObject({ message: messages.routineResumed, routine: { status: 'active', streak: 5, strength: strengthAfter5 } });
    expect((await checkIn(client, routine.id, day(8), 'done')).json().routine.streak).toBe(6);
    // Day 9 passes with nothing: missed. On day 10 the streak is broken, strength only dips.
    at(10, 10);
    now = await routineOf(client, routine.id);
    expect(now?.streak).toBe(0);
    expect(now?.bestStreak).toBe(6);
    expect(now?.strength).toBeGreaterThan(strengthAfter5 - 5);
    expect(now?.strength).toBeLessThan(strengthAfter5 + 5);
  });

  it('yesterday can be fixed until noon, local time, and no day before it or in the future', async () => {
    // New York: noon there is 16:00 UTC (EST) in this part of the year... both sides checked.
    const { client } = await customer('America/New_York');
    at(0, 14); // 09:00 in New York on Monday
    const routine: Routine = (await add(client, custom('Floss'))).json().routine;
    const monday = routine.startDay;
    const tuesday = new Date(Date.parse(monday) + DAY).toISOString().slice(0, 10);
    at(1, 15); // Tuesday 10:00 or 11:00 in New York: before noon
    expect((await checkIn(client, routine.id, monday, 'done')).statusCode).toBe(200);
    at(1, 17); // Tuesday 12:00 or 13:00 in New York: after noon
    const late = await checkIn(client, routine.id, monday, 'none');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(messages.routineDayClosed);
    const future = await checkIn(client, routine.id, new Date(Date.parse(tuesday) + DAY).toISOString().slice(0, 10), 'done');
    expect(errorOf(future).message).toBe(messages.routineDayClosed);
    const bad = await checkIn(client, routine.id, '2026-02-30x', 'done');
    expect(bad.statusCode).toBe(400);
  });

  it('weekly routines: seven boxes, MarkRoutine ticks today, Mark Certified only once every day so far is ticked', async () => {
    const { client } = await customer();
    at(0, 10);
    const routine: Routine = (await add(client, custom('Budget review', 'Weekly'))).json().routine;
    const trackers = (await client.get(`/api/v1/routines/${routine.id}/tracker`)).json();
    expect(trackers[0].days.map((d: { weekday: string }) => d.weekday)).toEqual(['Mon', 'Tue', 'Wed', 'Thurs', 'Fri', 'Sat', 'Sun']);
    expect(trackers[0].certifiable).toBe(false);
    const early = await client.post(`/api/v1/routines/${routine.id}/complete`, { summary: 'Done' });
    expect(errorOf(early).message).toBe(messages.routineNotCertifiable);
    const marked = await client.request('PUT', `/api/v1/routines/${routine.id}/tracker`, { days: { Mon: true } });
    expect(marked.json()).toMatchObject({ message: messages.routineMarked, tracker: { certifiable: true } });
    at(2, 10); // Wednesday morning: Tuesday is not ticked (yet: it can be fixed until noon)
    expect((await client.get(`/api/v1/routines/${routine.id}/tracker`)).json()[0].certifiable).toBe(false);
    const wed = await client.request('PUT', `/api/v1/routines/${routine.id}/tracker`, { days: { Tue: true, Wed: true, Mon: true } });
    expect(wed.json().tracker).toMatchObject({ certifiable: true });
    expect(wed.json().tracker.days.map((d: { state: string }) => d.state)).toEqual(['done', 'done', 'done', 'future', 'future', 'future', 'future']);
    expect(wed.json().tracker.days.map((d: { editable: boolean }) => d.editable)).toEqual([false, true, true, false, false, false, false]);
    at(2, 13); // after noon: Tuesday is closed
    const closed = await client.request('PUT', `/api/v1/routines/${routine.id}/tracker`, { days: { Tue: false } });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toBe(messages.routineDayClosed);
    const daily = (await add(client, custom('Daily one'))).json().routine;
    expect(errorOf(await client.request('PUT', `/api/v1/routines/${daily.id}/tracker`, { days: { Wed: true } })).message).toBe(messages.routineNotWeekly);

    const certified = await client.post(`/api/v1/routines/${routine.id}/complete`, { summary: 'Three weeks of budgets', wellBeing: 'Excellent' });
    expect(certified.json()).toMatchObject({ message: messages.routineCompleted, routine: { status: 'completed' } });
    const list = (await client.get('/api/v1/routines')).json();
    expect(list.items.map((r: Routine) => r.id)).not.toContain(routine.id);
    expect(list.counts).toMatchObject({ weekly: 0, daily: 1, completed: 1, averagePerformance: 50 });
  });

  it('Mark Complete: a summary is required; the entry combines summary, wins, affirmations, well-being and the mood of the day', async () => {
    const { client } = await customer();
    const routine: Routine = (await add(client, custom('Journal'))).json().routine;
    for (const summary of [undefined, '', '   ']) {
      const res = await client.post(`/api/v1/routines/${routine.id}/complete`, { summary, wins: 'x' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.routineSummaryMissing);
    }
    await client.post('/api/v1/mood/today', { mood: 'Grateful' });
    const done = await client.post(`/api/v1/routines/${routine.id}/complete`, { summary: 'Wrote every morning', wins: 'Calmer starts', affirmations: 'I keep promises to myself', wellBeing: 'Good' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(messages.routineCompleted);
    const again = await client.post(`/api/v1/routines/${routine.id}/complete`, { summary: 'Again' });
    expect(again.statusCode).toBe(409);
    const completed = (await client.get('/api/v1/routines/completed')).json();
    expect(completed.total).toBe(1);
    expect(completed.items[0]).toMatchObject({ title: 'Journal', wellBeing: 'Good', routineType: 'Daily' });
    expect(completed.items[0].entry).toBe(
      'Summary: Wrote every morning\nWins: Calmer starts\nAffirmations: I keep promises to myself\nWell-being: Good\nMood of the day: Grateful',
    );
    expect((await client.get('/api/v1/routines/completed/search?type=Daily&q=calmer')).json().total).toBe(1);
    expect((await client.get('/api/v1/routines/completed/search?type=Weekly')).json().total).toBe(0);
    expect((await client.get('/api/v1/routines/completed/search?type=Daily&q=nothing')).json().total).toBe(0);
    expect((await client.get('/api/v1/routines/completed/search?q=CALMER')).json().total).toBe(1);
  });

  it('the score card: nothing to measure yet (never the zero-divisor error as a score); then total, badge, points, bars and productivity follow the rules', async () => {
    const { client } = await customer();
    const empty = (await client.get('/api/v1/routines/report-card')).json();
    expect(empty).toMatchObject({ total: null, totalMessage: messages.routineNothingToMeasure, badge: null, points: 0 });
    expect(empty.bars.mood).toEqual({ percent: null, note: messages.routineNoMoodYet });

    at(0, 10);
    const a: Routine = (await add(client, custom('Water'))).json().routine;
    // A new customer with one routine not ticked yet (today is still open): nothing is due, and every
    // unmeasured figure says so in the same words.
    const fresh = (await client.get('/api/v1/routines/report-card')).json();
    expect(fresh).toMatchObject({ total: null, totalMessage: messages.routineNothingToMeasure, window: { due: 0, done: 0 } });
    expect(fresh.bars.habit).toEqual({ percent: null, note: messages.routineNothingToMeasure });
    expect(fresh.bars.overall).toEqual({ percent: null, note: messages.routineNothingToMeasure });
    expect(fresh.bars.wellness).toEqual({ percent: null, note: messages.routineNoRatingYet });
    expect(JSON.stringify(fresh)).not.toContain(messages.routineScoreZero);
    const b: Routine = (await add(client, custom('Walk'))).json().routine;
    const day = (offset: number) => new Date(mondayNine + offset * DAY).toISOString().slice(0, 10);
    for (let d = 0; d < 4; d++) {
      at(d, 10);
      await checkIn(client, a.id, day(d), 'done');
      if (d % 2 === 0) await checkIn(client, b.id, day(d), 'done');
    }
    at(4, 10); // Friday, nothing yet today: Mon–Thu count: a 4 of 4, b 2 of 4
    await client.post('/api/v1/mood/today', { mood: 'Happy' });
    const card = (await client.get('/api/v1/routines/report-card')).json();
    expect(card.window).toMatchObject({ due: 8, done: 6 });
    expect(card.total).toBe(7.5);
    expect(card.badge).toBe('Good Performance');
    expect(card.total_dailyscore).toBe(60);
    expect(card.points).toBe(60);
    expect(card.bars.habit.percent).toBe(75);
    // One day with a mood is too few to score it (as on the mood page and /Insights): no mood percent,
    // so the overall bar is the habit bar alone, and productivity counts no mood.
    expect(card.bars.mood).toEqual({ percent: null, note: 'Not enough data yet' });
    expect(card.bars.overall.percent).toBe(75);
    // (0 + 7.5 + 60)^1.5 / 3 = 184.9 of 2000 → 9.2 %
    expect(card.bars.productivity.percent).toBe(9.2);
    // Not asked about the top challengers yet: the note asks.
    expect(card.topPerformer).toBe(messages.routineTopAsk);
  });

  it("top challengers: nobody is shown unless they said yes (asked once, changeable); first name and initial, this week's points", async () => {
    const { client, id } = await customer();
    const r: Routine = (await add(client, custom('Sleep by 11'))).json().routine;
    await checkIn(client, r.id, r.today, 'done');
    const [row] = await queryRows(suite.database, sql`select fullname from users where id = ${id}`);
    const [first, ...rest] = String(row?.fullname).split(' ');
    // Not asked yet: not shown, to anyone; the score card asks.
    const before = (await client.get('/api/v1/routines/top-challengers')).json();
    expect(before).toMatchObject({ showMe: false, answered: false });
    expect(before.items.some((i: { you: boolean }) => i.you)).toBe(false);
    expect((await client.get('/api/v1/routines/report-card')).json().topPerformer).toBe(messages.routineTopAsk);
    const viewer = await customer();
    const seen = async () => (await viewer.client.get('/api/v1/routines/top-challengers')).json().items.map((i: { name: string; points: number }) => [i.name, i.points]);
    const name = rest.length ? `${first} ${rest.at(-1)?.[0]?.toUpperCase()}.` : first;
    expect(await seen()).not.toContainEqual([name, 10]);

    // Yes: shown with this week's points.
    const shown = (await client.request('PUT', '/api/v1/routines/top-challengers/me', { showMe: true })).json();
    expect(shown).toMatchObject({ showMe: true, answered: true });
    expect(shown.items.find((i: { you: boolean }) => i.you)).toMatchObject({ points: 10, name });
    expect(await seen()).toContainEqual([name, 10]);
    expect((await client.get('/api/v1/routines/report-card')).json().topPerformer).toMatch(/number \d+ of this week's top performers/);

    // No, later: hidden again, and still answered (not asked again).
    const hidden = (await client.request('PUT', '/api/v1/routines/top-challengers/me', { showMe: false })).json();
    expect(hidden).toMatchObject({ showMe: false, answered: true });
    expect(hidden.items.some((i: { you: boolean }) => i.you)).toBe(false);
    expect(await seen()).not.toContainEqual([name, 10]);
    expect((await client.get('/api/v1/routines/report-card')).json().topPerformer).toBe(messages.routineTopHidden);
  });

  it('at most 100 current routines per customer, also when they come at once; a completed one makes room', async () => {
    const { client, id } = await customer();
    const answers = await Promise.all(Array.from({ length: ROUTINES_MAX_CURRENT + 5 }, (_, i) => add(client, custom(`Capped ${i}`))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(ROUTINES_MAX_CURRENT);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const a of refused) expect([a.statusCode, errorOf(a).message]).toEqual([409, messages.routineTooMany]);
    expect(await queryRows(suite.database, sql`select id from routines where user_id = ${id}`)).toHaveLength(ROUTINES_MAX_CURRENT);
    // The lists stay pages; the tiles count them all.
    const page = (await client.get('/api/v1/routines')).json();
    expect(page.items).toHaveLength(ROUTINE_PAGE_SIZE);
    expect(page.counts.daily).toBe(ROUTINES_MAX_CURRENT);
    // Paused ones count; a completed (or deleted) one makes room for another.
    const one = answers.find((a) => a.statusCode === 201)?.json().routine.id;
    await client.request('PUT', `/api/v1/routines/${one}/pause`, { paused: true });
    expect((await add(client, custom('One more'))).statusCode).toBe(409);
    await client.request('PUT', `/api/v1/routines/${one}/pause`, { paused: false });
    expect((await client.post(`/api/v1/routines/${one}/complete`, { summary: 'Done with it' })).statusCode).toBe(200);
    expect((await add(client, custom('One more'))).statusCode).toBe(201);
    expect((await add(client, custom('And another'))).statusCode).toBe(409);
    // The score card and the reminder panel still answer.
    expect((await client.get('/api/v1/routines/report-card')).statusCode).toBe(200);
    const panel = (await client.get('/api/v1/reminders')).json();
    expect(panel.routines).toHaveLength(ROUTINES_MAX_CURRENT);
  });

  it('the heatmap: 12 weeks of days, with done, skipped and missed counted', async () => {
    const { client } = await customer();
    at(0, 10);
    const r: Routine = (await add(client, custom('Meditate'))).json().routine;
    await checkIn(client, r.id, r.today, 'done');
    at(1, 10);
    await checkIn(client, r.id, new Date(mondayNine + DAY).toISOString().slice(0, 10), 'skipped', 'Busy');
    at(3, 10);
    const map = (await client.get(`/api/v1/routines/${r.id}/heatmap`)).json();
    expect(map.days).toHaveLength(84);
    expect(map).toMatchObject({ done: 1, skipped: 1, missed: 1 });
    expect(map.days.at(-7).state).toBe('done'); // this Monday
  });

  it("another customer's routine cannot be read, ticked, paused, completed or deleted", async () => {
    const owner = await customer();
    const other = await customer();
    const r: Routine = (await add(owner.client, custom('Private'))).json().routine;
    const tries = [
      other.client.get(`/api/v1/routines/${r.id}/tracker`),
      other.client.get(`/api/v1/routines/${r.id}/heatmap`),
      checkIn(other.client, r.id, r.today, 'done'),
      other.client.request('PUT', `/api/v1/routines/${r.id}/pause`, { paused: true }),
      other.client.post(`/api/v1/routines/${r.id}/complete`, { summary: 'mine now' }),
      other.client.request('DELETE', `/api/v1/routines/${r.id}`),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(404);
    expect((await routineOf(owner.client, r.id))?.status).toBe('active');
    expect((await owner.client.request('DELETE', `/api/v1/routines/${r.id}`)).json().message).toBe(messages.routineDeleted);
  });

  it('deleting a routine removes its reminders in the same transaction: when they cannot go, the routine stays too', async () => {
    const { client } = await customer();
    const r: Routine = (await add(client, { ...custom('Stretch'), reminder: { time: '07:30', day: 'Everyday' } })).json().routine;
    expect((await client.post(`/api/v1/routines/${r.id}/reminders`, { time: '19:00', day: 'Mon' })).statusCode).toBe(201);
    const reminders = () => queryRows(suite.database, sql`select id from reminders where kind = 'routine' and subject_id = ${r.id}`);
    expect(await reminders()).toHaveLength(2);
    // The database refuses to delete reminders (a failure half-way through): nothing is deleted.
    await suite.database.db.execute(sql`create function refuse_reminder_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await suite.database.db.execute(sql`create trigger refuse_reminder_delete before delete on reminders for each row execute function refuse_reminder_delete()`);
    try {
      expect((await client.request('DELETE', `/api/v1/routines/${r.id}`)).statusCode).toBe(500);
    } finally {
      await suite.database.db.execute(sql`drop trigger refuse_reminder_delete on reminders`);
      await suite.database.db.execute(sql`drop function refuse_reminder_delete()`);
    }
    expect(await routineOf(client, r.id)).toMatchObject({ id: r.id });
    expect(await reminders()).toHaveLength(2);
    expect((await client.request('DELETE', `/api/v1/routines/${r.id}`)).json().message).toBe(messages.routineDeleted);
    expect(await routineOf(client, r.id)).toBeUndefined();
    expect(await reminders()).toHaveLength(0);
  });

  it('a reminder asked for while its routine is being deleted waits for the delete, as a foreign key would, and is refused: none is left of a routine that is gone', async () => {
    const { client } = await customer();
    const r: Routine = (await add(client, custom('Race'))).json().routine;
    let posted: ReturnType<Browser['post']> | undefined;
    const waiting = async () =>
      (await queryRows(suite.database, sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`))[0]?.n;
    await suite.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from routines where id = ${r.id}`);
      posted = client.post(`/api/v1/routines/${r.id}/reminders`, { time: '07:30', day: 'Everyday' });
      await expect.poll(waiting, { timeout: 5_000 }).toBe(1);
    });
    expect((await posted)?.statusCode).toBe(404);
    expect(await queryRows(suite.database, sql`select id from reminders where subject_id = ${r.id}`)).toHaveLength(0);
  });
});
