import { messages } from '@iyl/core/catalog/messages';
import { NO_DATA_RATING } from '@iyl/core/insights/figures';
import type { Mood } from '@iyl/core/mood/constants';
import { addDays } from '@iyl/core/time/zone';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { browser, errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';

/** A deterministic sequence in [0, 1) (the planted data must not change between runs). */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

describe.each(testDatabases())('behavioural insights on $name', (testDb) => {
  // A Monday, 09:00 UTC.
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  const suite = suiteWithAi(testDb, { clock: clock.now, env: { SESSION_IDLE_HOURS: '2000', SESSION_MAX_DAYS: '365' } });

  async function customer(on: FastifyInstance = suite.app) {
    const user = await signedInUser(on, suite.smtp);
    expect((await user.client.request('PUT', '/api/v1/auth/time-zone', { timeZone: 'UTC' })).statusCode).toBe(200);
    return user;
  }
  const kept = (userId: string) => queryRows(suite.database, sql`select kind, data_key from insight_reports where customer_id = ${userId} order by kind`);
  const today = () => clock.now().toISOString().slice(0, 10);

  async function routine(client: Awaited<ReturnType<typeof customer>>['client'], title: string) {
    const res = await client.post('/api/v1/routines', { title, description: `${title} every day`, target: 'Evening', routineType: 'Daily' });
    expect(res.statusCode).toBe(201);
    return res.json().routine as { id: string; title: string };
  }

  it('a new customer with nothing yet: every section says there is nothing to rate (−10), and how to get some', async () => {
    const { client } = await customer();
    const overview = (await client.get('/api/v1/insights')).json();
    expect(overview).toMatchObject({ goals: { report: null, fresh: false }, meals: { report: null, fresh: false }, mood: { report: null, fresh: false }, experiment: null, routines: [], weeklyEmail: false });
    expect(overview.charts.weeks).toHaveLength(8);
    expect(overview.charts.mood).toHaveLength(30);
    expect(overview.charts.meals).toEqual([]);

    const goals = await client.post('/api/v1/insights/goals');
    expect(goals.statusCode).toBe(200);
    const { report, generated } = goals.json();
    expect(generated).toBe(true);
    expect(report.source).toBe('builtin');
    for (const area of ['Health', 'Finance', 'Relationship'] as const) expect(report.figures[area]).toMatchObject({ rating: NO_DATA_RATING, performance: null, items: 0 });
    expect(report.words.Health.Rating).toBe(NO_DATA_RATING);
    expect(report.words.Health.RatingComment).toMatch(/nothing to rate/i);

    const meals = (await client.post('/api/v1/insights/meals')).json().report;
    expect(meals.figures).toMatchObject({ rating: NO_DATA_RATING, plan: null });
    expect(JSON.stringify(meals.words)).toMatch(/Meal Planner/);
    const mood = (await client.post('/api/v1/insights/mood')).json().report;
    expect(mood.figures).toMatchObject({ rating: NO_DATA_RATING, logged: 0 });
    expect(mood.patterns).toEqual({ tested: 0, untested: 0, items: [] });
    expect(mood.words.MoodSummary.OverallMoodRating).toBe(NO_DATA_RATING);
  });

  it('figures come from the records; a report is kept and made again only when the data (or the day) changed', async () => {
    const { client, id } = await customer();
    expect((await client.post('/api/v1/plans/Health', { challenge: 'I want to sleep better and walk more' })).statusCode).toBe(201);
    const tasks = (await client.get('/api/v1/plans/Health/tasks?status=pending')).json().items;
    expect(tasks.length).toBeGreaterThan(1);
    expect((await client.post(`/api/v1/plans/tasks/${tasks[0].id}/complete`)).statusCode).toBe(200);
    const metrics = (await client.get('/api/v1/dashboard/metrics')).json();

    const first = (await client.post('/api/v1/insights/goals')).json();
    expect(first.generated).toBe(true);
    const health = first.report.figures.Health;
    expect(health.taskPerformance).toBe(Math.round(metrics.Health.taskPerformance));
    expect(Number.isInteger(health.habitPerformance) && Number.isInteger(health.goalPerformance)).toBe(true);
    expect(health.done).toBe(1);
    // One day of ticks: not rated yet (issue 47), and the words say when it can be.
    expect(health).toMatchObject({ rating: NO_DATA_RATING, performance: null, ready: { days: 1, need: 7, ready: false, more: 6, readyOn: addDays(today(), 6) } });
    expect(first.report.words.Health.Rating).toBe(health.rating);

    // Opening /Insights again: the kept report, fresh, and no new one.
    expect((await client.get('/api/v1/insights')).json().goals.fresh).toBe(true);
    const again = (await client.post('/api/v1/insights/goals')).json();
    expect(again.generated).toBe(false);
    expect(again.report.generatedAt).toBe(first.report.generatedAt);
    const [row] = await kept(id);
    expect(row!.data_key).toMatch(/^plans \d+, routines 0, meals 0, mood 0$/);

    // A mood is read by the goals report too (its Overall counts the mood's rating): both are stale.
    await client.post('/api/v1/insights/mood');
    await suite.app.services.mood.recordOn({ id, timeZone: 'UTC' }, addDays(today(), -3), 'Sad');
    expect((await client.get('/api/v1/insights')).json()).toMatchObject({ goals: { fresh: false }, mood: { fresh: false } });
    const withMood = (await client.post('/api/v1/insights/goals')).json();
    expect(withMood.generated).toBe(true);
    expect(withMood.report.figures.Mood).toMatchObject({ rating: NO_DATA_RATING, ready: { days: 1 } });
    expect(withMood.report.words.Overall.RatingComment).not.toMatch(/nothing is (logged|ticked off)/i);

    // Ticking another task off moves the plans' version: stale, made again.
    expect((await client.post(`/api/v1/plans/tasks/${tasks[1].id}/complete`)).statusCode).toBe(200);
    expect((await client.get('/api/v1/insights')).json().goals).toMatchObject({ fresh: false, report: { generatedAt: first.report.generatedAt } });
    const third = (await client.post('/api/v1/insights/goals')).json();
    expect(third.generated).toBe(true);
    expect(third.report.figures.Health.done).toBe(2);
    const [after] = await kept(id);
    expect(after!.data_key).not.toBe(row!.data_key);

    // The charts, live from the records: this week's ticks and check-ins, today's mood.
    const walk = await routine(client, 'Evening walk');
    await suite.app.services.routines.recordPastDay(id, walk.id, today(), 'done');
    await suite.app.services.mood.recordOn({ id, timeZone: 'UTC' }, today(), 'Calm');
    const { charts } = (await client.get('/api/v1/insights')).json();
    expect(charts.weeks.at(-1)).toMatchObject({ Health: 2, Finance: 0, Relationship: 0, checkIns: 1 });
    expect(charts.weeks.slice(0, -1).every((w: { Health: number; checkIns: number }) => w.Health === 0 && w.checkIns === 0)).toBe(true);
    // The good-day share over the 7 days up to each day: today Calm and, 3 days ago, Sad.
    expect(charts.mood.at(-1)).toEqual({ day: today(), mood: 'Calm', goodPercent: 50 });
    expect(charts.mood.at(-2)).toMatchObject({ mood: null, goodPercent: 0 });
    expect(charts.mood.at(-4)).toMatchObject({ mood: 'Sad', goodPercent: 0 });
    expect(charts.mood.at(-5)).toMatchObject({ mood: null, goodPercent: null });

    // A report kept in a shape this version cannot read is no report: made anew, never a 5xx.
    await suite.database.db.execute(sql`update insight_reports set report = '{"kind":"goals","figures":{}}'::jsonb where customer_id = ${id} and kind = 'goals'`);
    const odd = await client.get('/api/v1/insights');
    expect(odd.statusCode).toBe(200);
    expect(odd.json().goals).toEqual({ report: null, fresh: false });
    expect((await client.post('/api/v1/insights/goals')).json().generated).toBe(true);

    // A new day makes it stale too (the 30-day windows moved).
    clock.advance(86_400_000);
    expect((await client.get('/api/v1/insights')).json().goals.fresh).toBe(false);
  });

  it('routines: the Overall counts the check-ins of the current routines only, not those of a completed one (review L3)', async () => {
    const { client, id } = await customer();
    const walk = await routine(client, 'Evening walk');
    const tidy = await routine(client, 'Ten-minute tidy');
    await suite.app.services.routines.recordPastDay(id, walk.id, today(), 'done');
    await suite.app.services.routines.recordPastDay(id, tidy.id, today(), 'done');
    expect((await client.post(`/api/v1/routines/${tidy.id}/complete`, { summary: 'A tidy flat' })).statusCode).toBe(200);
    const { report } = (await client.post('/api/v1/insights/goals')).json();
    expect(report.figures.routines).toMatchObject({ current: 1, checkIns30: 1 });
    expect(report.words.Overall.Summary).toContain('You have 1 current routine with 1 check-in in the last 30 days');
  });

  it("meals: the week's figures and chart from the plan; today's meals eaten count, today is not a whole day yet", async () => {
    const { client } = await customer();
    expect((await client.post('/api/v1/meals/setup', { diet: 'vegan', allergies: ['nuts'], preference: 'spicy', goal: 'maintenance', schedule: '3-meals' })).statusCode).toBe(200);
    expect((await client.post('/api/v1/meals/generate')).statusCode).toBe(200);
    expect((await client.post('/api/v1/meals')).statusCode).toBe(201);
    const plan = (await client.get('/api/v1/meals')).json().plan;
    const first = plan.meals.find((m: { date: string }) => m.date === today());
    expect((await client.request('PUT', `/api/v1/meals/${first.id}/status`, { complete: true })).statusCode).toBe(200);

    const { charts } = (await client.get('/api/v1/insights')).json();
    expect(charts.meals).toHaveLength(7);
    expect(charts.meals[0]).toEqual({ day: today(), planned: 3, eaten: 1, calories: Math.round(first.nutrition.calories), target: plan.targets.calories, partial: true });
    expect(charts.meals.slice(1).every((d: { calories: number | null; eaten: number }) => d.calories === null && d.eaten === 0)).toBe(true);

    // One meal on one day: not rated (issue 47), nothing "likely".
    const report = (await client.post('/api/v1/insights/meals')).json().report;
    expect(report.figures).toMatchObject({ due: 1, eaten: 1, rating: NO_DATA_RATING, averageCalories: null, diet: 'vegan', allergies: ['nuts'], plan: { from: plan.startsOn, to: plan.endsOn } });
    expect(report.figures.ready).toMatchObject({ days: 1, ready: false });
    expect(JSON.stringify(report.words)).not.toMatch(/kcal on average|likely/);
  });

  it('the AI writes the words: a changed rating is overwritten, a comment quoting a number the data does not hold is rewritten, invalid twice is refused and keeps nothing', async () => {
    const { client, id } = await customer(suite.online);
    const user = { id, timeZone: 'UTC' };
    // A week of moods: enough to rate (fewer and no model is asked: the next test).
    for (let i = 0; i < 7; i++) await suite.app.services.mood.recordOn(user, addDays(today(), -i), 'Calm');
    const words = {
      MoodSummary: {
        OverallMoodRating: 9.9,
        OverallMoodComment: 'Your mood scored 9.9 out of 10 this month, an outstanding result.',
        MoodPattern: ['You logged a calm day.'],
        PredictiveOutcome: 'If you keep logging each evening, patterns will start to show.',
        Advice: 'Keep a short wind-down before bed.',
        MoodWatchOut: 'Busy weeks can crowd out the wind-down.',
      },
    };
    suite.fake.queue({ content: JSON.stringify(words) });
    const res = await client.post('/api/v1/insights/mood');
    expect(res.statusCode).toBe(200);
    const { report } = res.json();
    expect(report.source).toBe('ai');
    expect(report.figures.logged).toBe(7);
    expect(report.words.MoodSummary.OverallMoodRating).toBe(report.figures.rating);
    expect(report.words.MoodSummary.OverallMoodRating).not.toBe(9.9);
    expect(report.words.MoodSummary.OverallMoodComment).not.toMatch(/9\.9/);
    expect(report.words.MoodSummary.Advice).toBe(words.MoodSummary.Advice);
    // The AI was given the figures, and the template.
    const sent = suite.fake.requests.at(-1)!.body.messages.map((m) => m.content).join('\n');
    expect(sent).toContain('"logged":7');

    // The provider down: the built-in coach's words now, kept as stale; back, the AI's words at the next open.
    await suite.app.services.mood.recordOn(user, addDays(today(), -8), 'Grateful');
    suite.fake.reset();
    suite.fake.queue({ status: 500 });
    const down = await client.post('/api/v1/insights/mood');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ generated: true, report: { source: 'builtin', figures: { logged: 8 } } });
    expect((await client.get('/api/v1/insights')).json().mood).toMatchObject({ fresh: false, report: { source: 'builtin' } });
    suite.fake.queue({ content: JSON.stringify(words) });
    expect((await client.post('/api/v1/insights/mood')).json().report.source).toBe('ai');
    expect((await client.get('/api/v1/insights')).json().mood.fresh).toBe(true);

    // Twice unusable: the spec's message, nothing kept in place of the last report.
    await suite.app.services.mood.recordOn(user, addDays(today(), -9), 'Happy');
    suite.fake.reset();
    suite.fake.queue({ content: 'not json at all' }, { content: '{"MoodSummary": {"OverallMoodRating": "high"}}' });
    const before = await queryRows(suite.database, sql`select report from insight_reports where customer_id = ${id}`);
    const refused = await client.post('/api/v1/insights/mood');
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused).message).toBe('Error parsing the AI response. Please try again.');
    expect(await queryRows(suite.database, sql`select report from insight_reports where customer_id = ${id}`)).toEqual(before);
  });

  it('with a model configured, a part short of data is never sent to it: no model call for mood or meals below 7 days, and only the rated areas of the plans', async () => {
    const { client, id } = await customer(suite.online);
    const user = { id, timeZone: 'UTC' };
    await suite.app.services.mood.recordOn(user, today(), 'Stressed');
    const mood = await client.post('/api/v1/insights/mood');
    expect(mood.statusCode).toBe(200);
    expect(mood.json().report).toMatchObject({ source: 'builtin', figures: { rating: NO_DATA_RATING, ready: { days: 1, ready: false } } });
    expect(suite.fake.requests).toHaveLength(0);

    // Health ticked off on 7 different days (the plan written the first of them), Finance on one: the model
    // writes Health and Overall only.
    // (Written by the built-in coach: this app's model answers the insights only.)
    await suite.app.services.plans.createFromChallenge(id, 'Health', 'I want to sleep better and walk more');
    await suite.app.services.plans.createFromChallenge(id, 'Finance', 'I want to save a little every month');
    const pending = async (area: string) => (await client.get(`/api/v1/plans/${area}/tasks?status=pending`)).json().items as { id: string }[];
    const health = await pending('Health');
    const habits = (await client.get('/api/v1/plans/Health/habits?status=pending')).json().items as { id: string }[];
    const items = [...health.map((t) => ({ kind: 'task' as const, id: t.id })), ...habits.map((h) => ({ kind: 'habit' as const, id: h.id }))].slice(0, 7);
    expect(items).toHaveLength(7);
    for (const [i, item] of items.entries()) {
      const at = new Date(clock.now().getTime() - (6 - i) * 86_400_000);
      await suite.app.services.plans.withClock(() => at).complete(item.kind, item.id, id);
    }
    expect((await client.post(`/api/v1/plans/tasks/${(await pending('Finance'))[0]!.id}/complete`)).statusCode).toBe(200);
    suite.fake.queue({ content: JSON.stringify({ Health: { Rating: 0, RatingComment: 'You keep going.', GoodHabits: ['You kept at it.'], PredictiveOutcome: 'If you keep this up, you are likely to sleep better.', WatchOut: 'Rest days count too.' }, Overall: { Rating: 0, RatingComment: 'Steady.', Summary: 'Health leads the way.' } }) });
    const goals = (await client.post('/api/v1/insights/goals')).json().report;
    expect(goals.source).toBe('ai');
    expect(goals.figures.Health.performance).not.toBeNull();
    expect(goals.figures.Finance).toMatchObject({ rating: NO_DATA_RATING, ready: { days: 1, ready: false } });
    expect(goals.words.Health.PredictiveOutcome).toBe('If you keep this up, you are likely to sleep better.');
    expect(goals.words.Finance.RatingComment).toMatch(/^Not enough data for a Finance rating yet\./);
    const sent = suite.fake.requests.at(-1)!.body;
    const text = sent.messages.map((m) => m.content).join('\n');
    expect(text).not.toMatch(/"Finance"|"Relationships?"/);
    expect(JSON.stringify(sent)).toMatch(/Health/);
    expect(suite.fake.requests).toHaveLength(1);
  });

  it('a planted pattern is found and told honestly; an experiment is drawn, reminded on "do" days and analysed at the end', async () => {
    const { client, id } = await customer();
    const services = suite.app.services;
    const user = { id, timeZone: 'UTC' };
    const start = addDays(today(), -45);
    const wind = await services.routines.add(user, { title: 'Evening wind-down', description: 'Screens off at nine', target: 'Evening', routineType: 'Daily' } as never, { startDay: start });
    await services.routines.add(user, { title: 'Water first thing', description: 'A glass of water', target: 'Morning', routineType: 'Daily' } as never, { startDay: start });
    const random = sequence(7);
    let done = false;
    for (let day = start; day < today(); day = addDays(day, 1)) {
      // Mood the day after a wind-down: mostly calm or better; otherwise mostly not.
      const good = done ? random() < 0.85 : random() < 0.2;
      await services.mood.recordOn(user, day, (good ? 'Calm' : 'Stressed') as Mood);
      done = random() < 0.5;
      if (done) await services.routines.recordPastDay(id, wind.id, day, 'done');
    }
    const mood = (await client.post('/api/v1/insights/mood')).json().report;
    expect(mood.patterns.tested).toBeGreaterThanOrEqual(2);
    const found = mood.patterns.items.find((p: { routineId: string; lag: number }) => p.routineId === wind.id && p.lag === 1);
    expect(found).toBeDefined();
    expect(found.n).toBeGreaterThanOrEqual(14);
    expect(found.withPercent).toBeGreaterThan(found.withoutPercent);
    expect(found.text).toMatch(/^On days after a day with “Evening wind-down”, your mood was calm or better \d+% of the time, against \d+% on other days \(n = \d+ days\)\. This is an association, not proof of cause\.$/);
    // The water routine has nothing to do with mood here.
    expect(mood.patterns.items.some((p: { label: string }) => p.label.includes('Water'))).toBe(false);

    // Refusals first: a length outside 14..28, someone else's routine, then a good start.
    expect(errorOf(await client.post('/api/v1/insights/experiments', { routineId: wind.id, days: 13 })).message).toBe(messages.experimentDays);
    const other = await customer();
    const theirs = await routine(other.client, 'Not yours');
    const refused = await client.post('/api/v1/insights/experiments', { routineId: theirs.id, days: 14 });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(messages.experimentRoutineMissing);

    const started = await client.post('/api/v1/insights/experiments', { routineId: wind.id, days: 14 });
    expect(started.statusCode).toBe(201);
    const { experiment } = started.json();
    expect(experiment).toMatchObject({ status: 'running', days: 14, title: 'Evening wind-down', result: null });
    expect(experiment.schedule.filter((d: { assigned: string }) => d.assigned === 'do')).toHaveLength(7);
    // It starts tomorrow (today may be decided already): nothing to do or skip today.
    expect(experiment.schedule[0].day).toBe(addDays(today(), 1));
    expect(experiment.today).toBeNull();
    const twice = await client.post('/api/v1/insights/experiments', { routineId: wind.id, days: 21 });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(messages.experimentRunning);
    // The reminder: one, of the experiment kind.
    expect(await queryRows(suite.database, sql`select kind from reminders where user_id = ${id} and kind = 'experiment'`)).toHaveLength(1);

    // Live the two weeks: moods follow the assignment; then it is finished and analysed. Another routine
    // done on the "skip" days is not the experiment's: those days stay not done.
    const otherWalk = await routine(client, 'Other walk');
    for (const d of experiment.schedule as { day: string; assigned: 'do' | 'skip' }[]) {
      if (d.assigned === 'do') await services.routines.recordPastDay(id, wind.id, d.day, 'done');
      else await services.routines.recordPastDay(id, otherWalk.id, d.day, 'done');
      await services.mood.recordOn(user, d.day, d.assigned === 'do' ? 'Happy' : 'Sad');
    }
    clock.advance(86_400_000);
    const dayOne = (await client.get('/api/v1/insights')).json().experiment;
    expect(dayOne.today).toBe(experiment.schedule[0].assigned);
    // The overview's experiment is the one started, to the millisecond of its start.
    expect(dayOne).toMatchObject({ id: experiment.id, routineId: wind.id, title: experiment.title, startDay: experiment.startDay, days: 14, createdAt: experiment.createdAt });
    // Today is not over: not done yet is not "missed".
    expect(dayOne.schedule[0].did).toBe(experiment.schedule[0].assigned === 'do' ? true : null);
    clock.advance(14 * 86_400_000);
    const finished = (await client.get('/api/v1/insights')).json().experiment;
    expect(finished).toMatchObject({ id: experiment.id, status: 'finished', today: null, result: { verdict: 'better', doN: 7, skipN: 7 } });
    expect(finished.result.text).toMatch(/went with a better mood/);
    expect(finished.schedule.filter((d: { did: boolean }) => d.did)).toHaveLength(7);
    expect(finished.schedule.every((d: { assigned: string; did: boolean }) => d.did === (d.assigned === 'do'))).toBe(true);
  });

  it('an experiment stopped before its first day counts no day and says there are too few; its reminder goes', async () => {
    const { client, id } = await customer();
    const r = await routine(client, 'Morning stretch');
    const { experiment } = (await client.post('/api/v1/insights/experiments', { routineId: r.id, days: 28 })).json();
    const stopped = await client.post(`/api/v1/insights/experiments/${experiment.id}/stop`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().message).toBe(messages.experimentStopped);
    expect(stopped.json().experiment).toMatchObject({ status: 'stopped', schedule: [], result: { verdict: 'too-few' } });
    expect(await queryRows(suite.database, sql`select id from reminders where user_id = ${id} and kind = 'experiment'`)).toEqual([]);
    // A new one may start now.
    expect((await client.post('/api/v1/insights/experiments', { routineId: r.id, days: 14 })).statusCode).toBe(201);
    // Someone else's experiment: not found.
    const other = await customer();
    expect((await other.client.post(`/api/v1/insights/experiments/${experiment.id}/stop`)).statusCode).toBe(404);
  });

  it('a paused routine is resting: not offered for an experiment, and refused; a day to come is not marked missed', async () => {
    const { client } = await customer();
    const resting = await routine(client, 'Easy run');
    const walk = await routine(client, 'Evening walk');
    expect((await client.request('PUT', `/api/v1/routines/${resting.id}/pause`, { paused: true, reason: 'Knee rest' })).statusCode).toBe(200);
    expect((await client.get('/api/v1/insights')).json().routines).toEqual([{ id: walk.id, title: 'Evening walk' }]);
    const refused = await client.post('/api/v1/insights/experiments', { routineId: resting.id, days: 14 });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(messages.experimentRoutineMissing);
    const { experiment } = (await client.post('/api/v1/insights/experiments', { routineId: walk.id, days: 14 })).json();
    expect(experiment.schedule[0]).toMatchObject({ day: addDays(today(), 1), did: null });
    expect(experiment.schedule.every((d: { did: boolean | null }) => d.did === null)).toBe(true);
  });

  it('the weekly e-mail: off by default; on, it is written once on the customer\'s Monday from 08:00, and its own link turns it off without signing in', async () => {
    const { client, id } = await customer();
    const on = await client.request('PUT', '/api/v1/insights/settings', { weeklyEmail: true });
    expect(on.json()).toEqual({ weeklyEmail: true, message: messages.weeklyEmailOn });
    expect((await client.get('/api/v1/insights')).json().weeklyEmail).toBe(true);
    const mails = () => queryRows(suite.database, sql`select key from mail_outbox where key like ${`insights:weekly:${id}:%`}`);
    // Move to the next Monday at 07:30 UTC: not yet.
    const now = clock.now();
    const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
    const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToMonday, 7, 30));
    clock.advance(monday.getTime() - now.getTime());
    await suite.app.services.insights.weeklyEmails();
    expect(await mails()).toEqual([]);
    clock.advance(60 * 60_000);
    await suite.app.services.insights.weeklyEmails();
    await suite.app.services.insights.weeklyEmails();
    expect(await mails()).toHaveLength(1);
    const [mail] = (await queryRows(suite.database, sql`select message from mail_outbox where key like ${`insights:weekly:${id}:%`}`)) as {
      message: { text: string; html: string; headers: Record<string, string> };
    }[];
    expect(mail!.message.text).toMatch(/nothing to rate yet/);
    const off = await client.request('PUT', '/api/v1/insights/settings', { weeklyEmail: false });
    expect(off.json().message).toBe(messages.weeklyEmailOff);

    // The e-mail's own link (text, HTML and List-Unsubscribe carry it) was signed for the subscription
    // then: turned off and on again since, it no longer turns the e-mail off.
    expect((await client.request('PUT', '/api/v1/insights/settings', { weeklyEmail: true })).statusCode).toBe(200);
    // List-Unsubscribe is the one-click URL (RFC 8058); the text and HTML link the page that asks first.
    expect(mail!.message.headers['List-Unsubscribe']).toMatch(/^<http:\/\/[^>]+\/api\/v1\/unsubscribe\/insights\.[A-Za-z0-9_.-]+>$/);
    expect(mail!.message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const stale = mail!.message.text.match(/Stop the weekly insight e-mail: (http:\/\/\S+\/Unsubscribe\?list=insights&token=\S+)/)?.[1] ?? '';
    expect(stale).not.toBe('');
    expect(mail!.message.html).toContain(`href="${stale.replaceAll('&', '&amp;')}"`);
    const anonymous = await browser(suite.app, '10.9.9.8').open();
    const staleRefused = await anonymous.post('/api/v1/insights/unsubscribe', { token: new URL(stale).searchParams.get('token') });
    expect(staleRefused.statusCode).toBe(400);
    expect(errorOf(staleRefused).message).toBe(messages.weeklyEmailUnsubscribeInvalid);
    expect((await client.get('/api/v1/insights')).json().weeklyEmail).toBe(true);
    // The next Monday's e-mail carries a link that works.
    clock.advance(7 * 86_400_000);
    await suite.app.services.insights.weeklyEmails();
    const [, next] = (await queryRows(suite.database, sql`select message from mail_outbox where key like ${`insights:weekly:${id}:%`} order by created_at`)) as {
      message: { text: string; headers: Record<string, string> };
    }[];
    const link = next!.message.text.match(/Stop the weekly insight e-mail: (http:\/\/\S+\/Unsubscribe\?list=insights&token=\S+)/)?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    // A forged token, and a reminder e-mail's token for the same customer, do not turn it off.
    const reminderToken = new URL(await suite.app.services.reminders.unsubscribeLink(id, 'reminders', 0)).searchParams.get('token') ?? '';
    // Nor does the signed token written another way (an extra part, padding, a stray character, another generation), nor no token.
    const [idPart, generation, issued, mac] = token.split('.');
    const rewritten = [
      `${token}.extra`,
      `${idPart}==.${generation}.${issued}.${mac}`,
      `${idPart?.slice(0, 4)}!${idPart?.slice(4)}.${generation}.${issued}.${mac}`,
      `${idPart}.0${generation}.${issued}.${mac}`,
      `${idPart}.${Number(generation) + 1}.${issued}.${mac}`,
    ];
    for (const wrong of [`${token.slice(0, -3)}abc`, reminderToken, ...rewritten, undefined, 'short']) {
      const refused = await anonymous.post('/api/v1/insights/unsubscribe', { token: wrong });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBe(messages.weeklyEmailUnsubscribeInvalid);
    }
    // Nor does the insight link turn reminder e-mails off.
    expect(errorOf(await anonymous.post('/api/v1/reminders/unsubscribe', { token })).message).toBe(messages.reminderUnsubscribeInvalid);
    expect((await client.get('/api/v1/insights')).json().weeklyEmail).toBe(true);
    const stopped = await anonymous.post('/api/v1/insights/unsubscribe', { token });
    expect(stopped.json()).toEqual({ message: messages.weeklyEmailUnsubscribed });
    expect((await client.get('/api/v1/insights')).json().weeklyEmail).toBe(false);
    expect((await client.get('/api/v1/reminders')).json().emailEnabled).toBe(true);
    // Again (a second click) is fine, and so is the link of a customer who never turned it on: nothing is made.
    expect((await anonymous.post('/api/v1/insights/unsubscribe', { token })).statusCode).toBe(200);
    const other = await customer();
    const linkOf = async (userId: string, generation = 0) => new URL(await suite.app.services.reminders.unsubscribeLink(userId, 'insights', generation)).searchParams.get('token') ?? '';
    expect((await anonymous.post('/api/v1/insights/unsubscribe', { token: await linkOf(other.id) })).statusCode).toBe(200);
    expect(await queryRows(suite.database, sql`select 1 from insight_settings where customer_id = ${other.id}`)).toEqual([]);

    // A link 60 days old, a coach's, and that of an account deleted since: not valid, nothing changed or made.
    expect((await client.request('PUT', '/api/v1/insights/settings', { weeklyEmail: true })).statusCode).toBe(200);
    const old = await linkOf(id, 2);
    clock.advance(61 * 86_400_000);
    const coach = await signedInUser(suite.app, suite.smtp, { role: 'Coach' });
    const gone = await customer();
    expect((await gone.client.request('PUT', '/api/v1/insights/settings', { weeklyEmail: true })).statusCode).toBe(200);
    const goneToken = await linkOf(gone.id);
    await queryRows(suite.database, sql`delete from users where id = ${gone.id}`);
    for (const wrong of [old, await linkOf(coach.id), goneToken]) {
      const refused = await anonymous.post('/api/v1/insights/unsubscribe', { token: wrong });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBe(messages.weeklyEmailUnsubscribeInvalid);
    }
    expect((await client.get('/api/v1/insights')).json().weeklyEmail).toBe(true);
    expect(await queryRows(suite.database, sql`select 1 from insight_settings where customer_id = ${coach.id}`)).toEqual([]);
    expect((await anonymous.post('/api/v1/insights/unsubscribe', { token: await linkOf(id, 2) })).statusCode).toBe(200);
  });
});
