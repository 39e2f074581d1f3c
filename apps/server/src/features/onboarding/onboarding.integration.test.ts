import { messages } from '@iyl/core/catalog/messages';
import { areaScore } from '@iyl/core/dashboard/rules';
import { libraryCategories } from '@iyl/core/habits/contract';
import { planAreas } from '@iyl/core/plans/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { browser, createTestApp, errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { type FakeAi, startFakeAi } from '../../../test/support/fake-ai.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';
import { requiredAnswersOnly, surveyAnswers } from '../../../test/support/survey.ts';

const API_KEY = 'sk-live-very-secret-key-123';

describe.each(testDatabases())('onboarding, plans and dashboard on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  let fake: FakeAi;
  let offline: FastifyInstance;
  let online: FastifyInstance;
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  const bodies: string[] = [];

  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
    fake = await startFakeAi();
    offline = await createTestApp(database, { clock: clock.now, env: { SMTP_URL: smtp.url } });
    online = await createTestApp(database, {
      clock: clock.now,
      env: { SMTP_URL: smtp.url, AI_BASE_URL: fake.url, AI_API_KEY: API_KEY, AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '400' },
    });
    // Every answer of the online app is kept, to prove the key never reaches a browser.
    online.addHook('onSend', async (_request, reply, payload) => {
      bodies.push(`${JSON.stringify(reply.getHeaders())}${String(payload)}`);
      return payload;
    });
  });
  afterAll(async () => {
    await offline?.close();
    await online?.close();
    await fake?.close();
    await smtp?.close();
    await database?.close();
  });
  beforeEach(() => {
    clock.advance(3_600_000);
    fake.reset();
  });

  const customer = (app: FastifyInstance, role: 'Customer' | 'Coach' = 'Customer') => signedInUser(app, smtp, { role, fullname: 'Zara Okafor' });
  const count = async (table: 'goals' | 'tasks' | 'habits' | 'habit_library' | 'assessments', userId: string) =>
    Number((await queryRows(database, sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`))[0]?.n);

  describe('with the built-in engine', () => {
    it('saves the survey with its assessment, finishes onboarding and sends the customer home to /Board', async () => {
      const { client, id } = await customer(offline);
      expect((await client.get('/api/v1/onboarding/assessment')).json()).toEqual({ assessment: null, answers: null });
      const answers = surveyAnswers({
        sleepQuality: 2,
        focusArea: 'Finances',
        dailyReminders: true,
        weeklyCheckins: false,
        financeChallenge: 'my credit card debt keeps growing',
      });
      const res = await client.post('/api/v1/onboarding/assessment', { answers });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe(messages.onboardingCompleted);
      expect(body.assessment).toMatchObject({ source: 'builtin', focus: 'Finances', daily: true, checkins: false });
      expect(body.assessment.html).toContain('Zara');
      // The plans feature lends the built-in assessment its tasks: it names the one for the debt.
      expect(body.assessment.html).toMatch(/Your finance plan tackles this directly, starting with “[^”]+”/);
      expect(body.assessment.html).not.toMatch(/<script|onerror|javascript:/i);
      const [row] = await queryRows(database, sql`select answers, is_current from assessments where user_id = ${id}`);
      expect(row?.answers).toEqual(answers);
      const saved = (await client.get('/api/v1/onboarding/assessment')).json();
      expect(saved.assessment.id).toBe(body.assessment.id);
      // Re-Take Quiz starts from these.
      expect(saved.answers).toEqual(answers);
      const session = (await client.get('/api/v1/auth/session')).json().user;
      expect(session.onboardingDone).toBe(true);
    });

    it('accepts the survey with every optional answer left out (or left empty), and the customer reaches /Board', async () => {
      const { client, id } = await customer(offline);
      const least = requiredAnswersOnly();
      for (const key of ['healthMotivation', 'support', 'healthChallenge', 'dailyReminders']) expect(least).not.toHaveProperty(key);
      const res = await client.post('/api/v1/onboarding/assessment', { answers: least });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().assessment).toMatchObject({ source: 'builtin', focus: 'Health', daily: false, checkins: false, actionChallenges: false, contents: false });
      const [row] = await queryRows(database, sql`select answers from assessments where user_id = ${id} and is_current`);
      // Stored in one shape: an untouched checkbox question is "none of these", a switch is off.
      expect(row?.answers).toMatchObject({ healthMotivation: { selected: [] }, support: { selected: [] }, dailyReminders: false });
      expect(row?.answers).not.toHaveProperty('healthChallenge');
      expect((await client.get('/api/v1/auth/session')).json().user.onboardingDone).toBe(true);
      // Re-Take Quiz starts from these answers.
      expect((await client.get('/api/v1/onboarding/assessment')).json().answers).toMatchObject({ financeDrivers: { selected: [] }, inspirationalContent: false });

      // The completion screen builds the first plans and the library from these answers.
      for (const area of planAreas) expect((await client.post('/api/v1/onboarding/plans', { area })).statusCode).toBe(200);
      expect((await client.post('/api/v1/onboarding/habit-library')).statusCode).toBe(200);

      // Empty rather than absent: nothing ticked, an empty object, an empty "other" box, switches off.
      const empty = {
        ...least,
        healthMotivation: { selected: [] },
        relationshipQualities: {},
        financeDrivers: { selected: [], other: '' },
        support: { selected: [] },
        healthChallenge: '',
        dailyReminders: false,
      };
      const again = await client.post('/api/v1/onboarding/assessment', { answers: empty });
      expect(again.statusCode, again.body).toBe(201);
      expect(await count('assessments', id)).toBe(2);
    });

    it('generates and saves each area plan and the habit library', async () => {
      const { client, id } = await customer(offline);
      await client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers() });
      for (const area of planAreas) {
        const res = await client.post('/api/v1/onboarding/plans', { area });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ area, source: 'builtin' });
        expect(res.json().tasks).toBeGreaterThanOrEqual(5);
        expect(res.json().habits).toBeGreaterThanOrEqual(5);
      }
      const perArea = await queryRows(
        database,
        sql`select g.category, (select count(*)::int from tasks t where t.goal_id = g.id) as tasks, (select count(*)::int from habits h where h.goal_id = g.id) as habits from goals g where g.user_id = ${id} order by g.category`,
      );
      expect(perArea.map((r) => r.category)).toEqual(['Finance', 'Health', 'Relationship']);
      for (const r of perArea) {
        expect(Number(r.tasks)).toBeGreaterThanOrEqual(5);
        expect(Number(r.habits)).toBeGreaterThanOrEqual(5);
      }
      const library = await client.post('/api/v1/onboarding/habit-library');
      expect(library.json().source).toBe('builtin');
      const byCategory = await queryRows(database, sql`select category, count(*)::int as n from habit_library where user_id = ${id} group by category`);
      for (const category of libraryCategories) expect(Number(byCategory.find((r) => r.category === category)?.n)).toBeGreaterThanOrEqual(10);
      // Regenerating the library replaces it rather than doubling it.
      await client.post('/api/v1/onboarding/habit-library');
      expect(await count('habit_library', id)).toBe(library.json().saved);
    });

    it('asks for the survey first when there is none', async () => {
      const { client, id } = await customer(offline);
      for (const res of [await client.post('/api/v1/onboarding/plans', { area: 'Health' }), await client.post('/api/v1/onboarding/habit-library')]) {
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toEqual({ code: 'NO_SURVEY', message: messages.attemptQuiz });
      }
      expect(await count('goals', id)).toBe(0);
    });

    it('refuses a bad survey with a clear message and saves nothing', async () => {
      const { client, id } = await customer(offline);
      const bad = await client.post('/api/v1/onboarding/assessment', { answers: { ...surveyAnswers(), sleepQuality: 11 } });
      expect(bad.statusCode).toBe(400);
      const noFocus = await client.post('/api/v1/onboarding/assessment', { answers: { ...surveyAnswers(), focusArea: undefined } });
      expect(errorOf(noFocus).message).toBe(messages.focusRequired);
      expect(await count('assessments', id)).toBe(0);
      expect((await client.get('/api/v1/auth/session')).json().user.onboardingDone).toBe(false);
    });

    it('Re-Take Quiz replaces the current assessment and adds new plans; history stays', async () => {
      const { client, id } = await customer(offline);
      const first = (await client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers({ focusArea: 'Health' }) })).json().assessment;
      await client.post('/api/v1/onboarding/plans', { area: 'Health' });
      const second = (await client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers({ focusArea: 'Relationships' }) })).json().assessment;
      await client.post('/api/v1/onboarding/plans', { area: 'Health' });
      expect(second.id).not.toBe(first.id);
      expect((await client.get('/api/v1/onboarding/assessment')).json().assessment).toMatchObject({ id: second.id, focus: 'Relationships' });
      const rows = await queryRows(database, sql`select id, is_current from assessments where user_id = ${id} order by created_at`);
      expect(rows.map((r) => r.is_current)).toEqual([false, true]);
      expect(await count('goals', id)).toBe(2);
    });

    it('DashboardMetrics: percent complete per kind and area, for this user only', async () => {
      const { client, id } = await customer(offline);
      const other = await customer(offline);
      await client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers() });
      await other.client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers() });
      await client.post('/api/v1/onboarding/plans', { area: 'Health' });
      await other.client.post('/api/v1/onboarding/plans', { area: 'Health' });
      const zero = (await client.get('/api/v1/dashboard/metrics')).json();
      expect(zero).toEqual({
        Health: { taskPerformance: 0, goalPerformance: 0, habitPerformance: 0 },
        Finance: { taskPerformance: 0, goalPerformance: 0, habitPerformance: 0 },
        Relationship: { taskPerformance: 0, goalPerformance: 0, habitPerformance: 0 },
      });
      // Mark 2 tasks and 1 habit done (the Mark Complete calls come with the plan screens).
      await database.db.execute(sql`update tasks set status = true where id in (select id from tasks where user_id = ${id} order by id limit 2)`);
      await database.db.execute(sql`update habits set status = true where id in (select id from habits where user_id = ${id} order by id limit 1)`);
      const tasks = await count('tasks', id);
      const habits = await count('habits', id);
      const metrics = (await client.get('/api/v1/dashboard/metrics')).json();
      expect(metrics.Health.taskPerformance).toBeCloseTo((2 / tasks) * 100, 6);
      expect(metrics.Health.habitPerformance).toBeCloseTo((1 / habits) * 100, 6);
      expect(metrics.Health.goalPerformance).toBe(0);
      expect(metrics.Finance.taskPerformance).toBe(0);
      expect(areaScore(metrics.Health).outOfTen).toBe(Math.round(((2 / tasks + 1 / habits) * 100) / 3) / 10);
      expect((await other.client.get('/api/v1/dashboard/metrics')).json().Health.taskPerformance).toBe(0);
    });

    it('is for customers only', async () => {
      const coach = await customer(offline, 'Coach');
      for (const res of [
        await coach.client.get('/api/v1/dashboard/metrics'),
        await coach.client.get('/api/v1/onboarding/assessment'),
        await coach.client.post('/api/v1/onboarding/plans', { area: 'Health' }),
      ]) {
        expect(res.statusCode).toBe(403);
      }
      const anonymous = await browser(offline).open();
      expect((await anonymous.get('/api/v1/dashboard/metrics')).statusCode).toBe(401);
    });
  });

  describe('with an OpenAI-compatible provider', () => {
    const plan = (tasks = 5, habits = 5) =>
      JSON.stringify({
        goal: 'Sleep seven hours on five nights a week by May',
        tasks: Array.from({ length: tasks }, (_, i) => ({
          task: `Task ${i + 1}`,
          description: 'Do this small step every evening.',
          startDate: '2026-03-02',
          endDate: '2026-04-30',
          frequency: 'Daily',
        })),
        habits: Array.from({ length: habits }, (_, i) => ({ habit: `Habit ${i + 1}`, description: 'A small habit to keep.', frequency: 'Daily' })),
      });

    it('sends the survey with the spec parameters and saves a valid plan', async () => {
      const { client, id } = await customer(online);
      fake.queue({ content: '<p>Your assessment</p>' });
      const answers = surveyAnswers({ debtWorry: 9 });
      expect((await client.post('/api/v1/onboarding/assessment', { answers })).json().assessment).toMatchObject({ source: 'ai', html: '<p>Your assessment</p>' });
      fake.queue({ content: plan(6, 5) });
      const res = await client.post('/api/v1/onboarding/plans', { area: 'Finance' });
      expect(res.json()).toMatchObject({ area: 'Finance', tasks: 6, habits: 5, source: 'ai' });
      const request = fake.requests.at(-1)?.body;
      expect(request).toMatchObject({ model: 'gpt-4-turbo', temperature: 0.7, top_p: 1 });
      expect(request?.messages[0]?.role).toBe('system');
      expect(request?.messages[1]?.content).toContain('Finance action plan');
      expect(JSON.parse(request?.messages[2]?.content ?? '{}').Survey_Response).toEqual(answers);
      expect(fake.requests.every((r) => r.authorization === `Bearer ${API_KEY}`)).toBe(true);
      expect(await count('tasks', id)).toBe(6);
    });

    it('saves after one retry when the first answer is invalid', async () => {
      const { client, id } = await customer(online);
      fake.queue({ content: '<p>ok</p>' });
      await client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers() });
      fake.queue({ content: plan(3, 5) }, { content: plan(5, 5) });
      const res = await client.post('/api/v1/onboarding/plans', { area: 'Health' });
      expect(res.statusCode).toBe(200);
      expect(fake.requests.filter((r) => r.body.response_format)).toHaveLength(2);
      expect(await count('tasks', id)).toBe(5);
    });

    it('saves nothing when the answer is invalid twice, when the provider fails, or when it times out', async () => {
      const { client, id } = await customer(online);
      fake.queue({ content: '<p>ok</p>' });
      await client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers() });
      fake.queue({ content: '{"goal":"x"}' }, { content: 'Sorry, here is your plan: ...' });
      const parse = await client.post('/api/v1/onboarding/plans', { area: 'Health' });
      expect(parse.statusCode).toBe(502);
      expect(errorOf(parse)).toEqual({ code: 'AI_PARSE', message: messages.aiParse });
      fake.queue({ status: 500 });
      const failed = await client.post('/api/v1/onboarding/habit-library');
      expect(errorOf(failed)).toEqual({ code: 'AI_FAILED', message: messages.aiFailed });
      fake.queue({ content: plan(), delayMs: 1_000 });
      const slow = await client.post('/api/v1/onboarding/plans', { area: 'Finance' });
      expect(errorOf(slow).code).toBe('AI_FAILED');
      expect(await count('goals', id)).toBe(0);
      expect(await count('tasks', id)).toBe(0);
      expect(await count('habit_library', id)).toBe(0);
      // A failed assessment saves nothing either and onboarding stays open.
      const fresh = await customer(online);
      fake.queue({ status: 500 });
      expect((await fresh.client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers() })).statusCode).toBe(502);
      expect(await count('assessments', fresh.id)).toBe(0);
    });

    it('stores only sanitised assessment HTML', async () => {
      const { client } = await customer(online);
      fake.queue({ content: '```html\n<p>Hello</p><script>document.title="pwned"</script><img src=x onerror=alert(1)><p onmouseover="x()">Hi</p>\n```' });
      const html = (await client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers() })).json().assessment.html;
      expect(html).toBe('<p>Hello</p><p>Hi</p>');
    });

    it('never sends the key to the browser', () => {
      expect(bodies.length).toBeGreaterThan(10);
      for (const body of bodies) expect(body).not.toContain(API_KEY);
    });
  });

  it('limits AI calls per user', async () => {
    const limited = await createTestApp(database, {
      clock: clock.now,
      env: { SMTP_URL: smtp.url },
      rateLimits: { ai: { perIp: { max: 100, windowMs: 3_600_000 }, perAccount: { max: 2, windowMs: 3_600_000 } } },
    });
    try {
      const { client } = await customer(limited);
      await client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers() });
      await client.post('/api/v1/onboarding/plans', { area: 'Health' });
      const third = await client.post('/api/v1/onboarding/plans', { area: 'Finance' });
      expect(third.statusCode).toBe(429);
      expect(errorOf(third)).toEqual({ code: 'RATE_LIMITED', message: `${messages.aiLimit} Please try again in about an hour.` });
    } finally {
      await limited.close();
    }
  });
});
