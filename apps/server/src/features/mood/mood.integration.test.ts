import { messages } from '@iyl/core/catalog/messages';
import { MOOD_DAYS, RATE_MIN_DAYS } from '@iyl/core/insights/constants';
import { moodFigures } from '@iyl/core/insights/figures';
import { readinessWords } from '@iyl/core/insights/readiness';
import { moods } from '@iyl/core/mood/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';

const aiPlan = (advice: string, challenges: string[]) => JSON.stringify({ Mood: [{ advice, challenges }] });
const GOOD_ADVICE = 'Stress is a signal, not a verdict. Take three slow breaths, then pick the one task that matters most today and do only that for twenty minutes.';

describe.each(testDatabases())('mood tracking on $name', (testDb) => {
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  // Sessions that outlive the weeks this suite's clock walks through.
  const suite = suiteWithAi(testDb, { clock: clock.now, env: { SESSION_IDLE_HOURS: '2000', SESSION_MAX_DAYS: '365' } });
  beforeEach(() => clock.advance(7 * 86_400_000));

  async function customer(on: FastifyInstance = suite.app, timeZone = 'UTC') {
    const user = await signedInUser(on, suite.smtp);
    const set = await user.client.request('PUT', '/api/v1/auth/time-zone', { timeZone });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.timeZone).toBe(timeZone);
    return user;
  }
  const rows = (userId: string) => queryRows(suite.database, sql`select mood, day::text as day, advice, challenges from mood_logs where user_id = ${userId} order by day`);

  it('no record today: ConfrimToday says so; a pick records mood, advice and 5 challenges together; then it is recorded', async () => {
    const { client, id } = await customer();
    const before = (await client.get('/api/v1/mood/today')).json();
    expect(before).toMatchObject({ recorded: false, log: null, timeZone: 'UTC' });

    const picked = await client.post('/api/v1/mood/today', { mood: 'Stressed', note: '  Deadline   at work  ' });
    expect(picked.statusCode).toBe(201);
    const { title, message, log } = picked.json();
    expect(title).toBe(messages.moodGenerated);
    expect(message).toBe(messages.moodRecorded);
    expect(log).toMatchObject({ mood: 'Stressed', day: before.day, note: 'Deadline at work', source: 'builtin' });
    expect(log.advice.length).toBeGreaterThan(40);
    expect(log.challenges).toHaveLength(5);
    expect(log.challenges.every((c: { done: boolean }) => c.done === false)).toBe(true);

    const after = (await client.get('/api/v1/mood/today')).json();
    expect(after).toMatchObject({ recorded: true, log: { id: log.id, mood: 'Stressed' } });
    const history = (await client.get('/api/v1/mood/logs')).json();
    expect(history).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(history.items[0].id).toBe(log.id);
    expect(await rows(id)).toHaveLength(1);
  });

  it('one record a day: a second pick is refused clearly and changes nothing; "change today\'s mood" replaces it', async () => {
    const { client, id } = await customer();
    const first = (await client.post('/api/v1/mood/today', { mood: 'Sad', note: 'Rainy' })).json().log;
    const again = await client.post('/api/v1/mood/today', { mood: 'Happy' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(messages.moodAlreadyRecorded);
    expect((await rows(id)).map((r) => r.mood)).toEqual(['Sad']);

    const changed = await client.request('PUT', '/api/v1/mood/today', { mood: 'Calm' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: messages.moodGenerated, message: messages.moodChanged, log: { id: first.id, mood: 'Calm', note: 'Rainy' } });
    expect(changed.json().log.advice).not.toBe(first.advice);
    expect((await rows(id)).map((r) => r.mood)).toEqual(['Calm']);
  });

  it('the day is the customer’s own: a new record is allowed after midnight in their time zone, not the server’s', async () => {
    // 06:40 UTC on 1 June is 23:40 on 31 May in Los Angeles (UTC-7 in summer).
    clock.advance(new Date('2026-06-01T06:40:00Z').getTime() - clock.now().getTime());
    const { client, id } = await customer(suite.app, 'America/Los_Angeles');
    const late = (await client.post('/api/v1/mood/today', { mood: 'Anxious' })).json().log;
    expect(late.day).toBe('2026-05-31');
    // Half an hour on it is past midnight in Los Angeles (still the same UTC day).
    clock.advance(30 * 60_000);
    const today = (await client.get('/api/v1/mood/today')).json();
    expect(today).toMatchObject({ day: '2026-06-01', recorded: false });
    const next = await client.post('/api/v1/mood/today', { mood: 'Calm' });
    expect(next.statusCode).toBe(201);
    expect(next.json().log.day).toBe('2026-06-01');
    // Within the same local day, the unique (user, day) key holds even when the pick races itself.
    const races = await Promise.all([client.request('PUT', '/api/v1/mood/today', { mood: 'Happy' }), client.post('/api/v1/mood/today', { mood: 'Angry' })]);
    expect(races.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await rows(id)).map((r) => r.day)).toEqual(['2026-05-31', '2026-06-01']);
  });

  it('MoodReportCard gives no score below the days /Insights rates from: one Stressed day is not enough data yet, as on /Insights', async () => {
    const { client } = await customer();
    expect((await client.post('/api/v1/mood/today', { mood: 'Stressed' })).statusCode).toBe(201);
    const one = (await client.get('/api/v1/mood/report')).json();
    expect(one).toMatchObject({ stressed: 1, score: null, days: 30 });
    expect(one.ready).toMatchObject({ days: 1, need: RATE_MIN_DAYS, ready: false, more: RATE_MIN_DAYS - 1 });
    // The same readiness and the same words as /Insights' Mood section.
    const words = readinessWords('Mood', one.ready, one.day, 'rating', `within ${MOOD_DAYS} days`);
    expect(words.needed).toBe(`Log your mood on ${RATE_MIN_DAYS} different days within ${MOOD_DAYS} days to see your mood rating and where it is heading. You have 1 of the ${RATE_MIN_DAYS} so far.`);
    const insights = moodFigures([{ day: one.day, mood: 'Stressed' }], one.day);
    expect(one.ready).toEqual(insights.ready);
    // Six days with a mood: still not enough; the seventh gives the spec's score.
    for (let i = 1; i < RATE_MIN_DAYS; i++) {
      clock.advance(86_400_000);
      const before = (await client.get('/api/v1/mood/report')).json();
      expect(before.score, `day ${i + 1}, before its mood`).toBeNull();
      expect((await client.post('/api/v1/mood/today', { mood: 'Happy' })).statusCode).toBe(201);
    }
    const ready = (await client.get('/api/v1/mood/report')).json();
    // (6 happy) / (1 stressed) × 10 = 60 → clamped to 10
    expect(ready).toMatchObject({ happy: 6, stressed: 1, score: 10 });
    expect(ready.ready).toMatchObject({ days: RATE_MIN_DAYS, ready: true, readyOn: null });
  });

  it('getMoodStat counts 30 days of each mood; MoodReportCard names the counts as in the spec and scores them', async () => {
    const { client } = await customer();
    const empty = (await client.get('/api/v1/mood/report')).json();
    expect(empty).toMatchObject({ exicted: 0, confident: 0, happy: 0, grateful: 0, stressed: 0, angry: 0, score: null, days: 30 });
    expect(empty.ready).toMatchObject({ days: 0, need: RATE_MIN_DAYS, ready: false });
    // Three happy days, one grateful, two stressed: (3 + 1) / 2 × 10 = 20 → clamped to 10; then add angry days.
    const week: string[] = ['Happy', 'Stressed', 'Happy', 'Grateful', 'Stressed', 'Happy', 'Angry', 'Angry', 'Angry', 'Angry', 'Angry', 'Angry'];
    for (const mood of week) {
      expect((await client.post('/api/v1/mood/today', { mood })).statusCode).toBe(201);
      clock.advance(86_400_000);
    }
    const stat = (await client.get('/api/v1/mood/stats')).json();
    expect(stat.days).toBe(30);
    expect(stat.counts.map((c: { mood: string }) => c.mood)).toEqual([...moods]);
    expect(stat.counts.find((c: { mood: string }) => c.mood === 'Happy').count).toBe(3);
    expect(stat.counts.find((c: { mood: string }) => c.mood === 'Angry').count).toBe(6);
    expect(stat.total).toBe(12);
    const report = (await client.get('/api/v1/mood/report')).json();
    // (0 + 0 + 3 + 1) / (2 + 6) × 10 = 5
    expect(report).toMatchObject({ exicted: 0, confident: 0, happy: 3, grateful: 1, stressed: 2, angry: 6, score: 5, days: 30 });
    expect(report.ready).toMatchObject({ days: 12, ready: true });
    // A month later those days have left the 30-day window.
    clock.advance(31 * 86_400_000);
    expect((await client.get('/api/v1/mood/stats')).json().total).toBe(0);
    // …but not the history or the calendar.
    const history = (await client.get('/api/v1/mood/logs?page=2')).json();
    expect(history).toMatchObject({ total: 12, page: 2, pages: 2 });
    expect(history.items).toHaveLength(2);
    const month = stat.to.slice(0, 7);
    const calendar = (await client.get(`/api/v1/mood/calendar?month=${month}`)).json();
    expect(calendar.month).toBe(month);
    expect(calendar.days.length).toBeGreaterThan(0);
    expect(calendar.days.every((d: { day: string }) => d.day.startsWith(month))).toBe(true);
    expect(errorOf(await client.get('/api/v1/mood/calendar?month=2026-13')).message).toBe(messages.moodBadMonth);
  });

  it('challenges can be ticked done and undone; a wrong index or record is a clear 404', async () => {
    const { client } = await customer();
    const log = (await client.post('/api/v1/mood/today', { mood: 'Excited' })).json().log;
    const done = await client.request('PUT', `/api/v1/mood/logs/${log.id}/challenges/2`, { done: true });
    expect(done.json().message).toBe(messages.moodChallengeDone);
    expect(done.json().log.challenges.map((c: { done: boolean }) => c.done)).toEqual([false, false, true, false, false]);
    const undone = await client.request('PUT', `/api/v1/mood/logs/${log.id}/challenges/2`, { done: false });
    expect(undone.json().message).toBe(messages.moodChallengeUndone);
    expect(undone.json().log.challenges[2].done).toBe(false);
    expect((await client.request('PUT', `/api/v1/mood/logs/${log.id}/challenges/7`, { done: true })).statusCode).toBe(400);
    const unknown = await client.request('PUT', '/api/v1/mood/logs/6f1c2b1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b/challenges/0', { done: true });
    expect(errorOf(unknown).message).toBe(messages.moodNotFound);
  });

  it('bad input is refused in the catalogue’s words and saves nothing', async () => {
    const { client, id } = await customer();
    expect(errorOf(await client.post('/api/v1/mood/today', {})).message).toBe(messages.moodPick);
    expect(errorOf(await client.post('/api/v1/mood/today', { mood: 'Hungry' })).message).toBe(messages.moodPick);
    expect(errorOf(await client.post('/api/v1/mood/today', { mood: 'Calm', note: 'x'.repeat(141) })).message).toBe(messages.moodNoteTooLong);
    expect(errorOf(await client.request('PUT', '/api/v1/auth/time-zone', { timeZone: 'Mars/Olympus' })).message).toBe(messages.badTimeZone);
    expect(await rows(id)).toHaveLength(0);
  });

  it('another customer can neither read nor tick this customer’s days', async () => {
    const owner = await customer();
    const log = (await owner.client.post('/api/v1/mood/today', { mood: 'Grateful', note: 'owner-only note' })).json().log;
    const other = await customer();
    const tick = await other.client.request('PUT', `/api/v1/mood/logs/${log.id}/challenges/0`, { done: true });
    expect(tick.statusCode).toBe(404);
    expect((await other.client.get('/api/v1/mood/logs')).json().items).toEqual([]);
    expect((await other.client.get('/api/v1/mood/today')).json().recorded).toBe(false);
    expect((await owner.client.get('/api/v1/mood/today')).json().log.challenges[0].done).toBe(false);
  });

  describe('with an AI provider (the scripted OpenAI-compatible server)', () => {
    it('valid: the model’s advice is cleaned (no markup) and only 5 challenges are kept', async () => {
      const { client } = await customer(suite.online);
      suite.fake.queue({
        content: aiPlan(`<b>${GOOD_ADVICE}</b><script>alert(1)</script>`, ['Breathe for one minute', 'Walk around the block', 'Write one worry down', 'Drink a glass of water', 'Text a friend', 'A sixth one', 'A seventh one']),
      });
      const res = await client.post('/api/v1/mood/today', { mood: 'Stressed' });
      expect(res.statusCode).toBe(201);
      const log = res.json().log;
      expect(log.source).toBe('ai');
      expect(log.advice).not.toMatch(/[<>]/);
      expect(log.advice).toContain('Stress is a signal');
      expect(log.challenges.map((c: { text: string }) => c.text)).toEqual(['Breathe for one minute', 'Walk around the block', 'Write one worry down', 'Drink a glass of water', 'Text a friend']);
      const sent = suite.fake.requests[0]?.body;
      expect(sent?.response_format?.json_schema?.name).toBe('mood_plan');
      expect(JSON.stringify(sent?.messages)).toContain('Stressed');
    });

    it('invalid then valid: one retry, then saved', async () => {
      const { client } = await customer(suite.online);
      suite.fake.queue({ content: 'not json at all' }, { content: aiPlan(GOOD_ADVICE, ['Breathe for one minute']) });
      const res = await client.post('/api/v1/mood/today', { mood: 'Anxious' });
      expect(res.statusCode).toBe(201);
      expect(res.json().log.challenges).toHaveLength(1);
      expect(suite.fake.requests).toHaveLength(2);
    });

    it('invalid twice, a 500 or a timeout: the AI message, nothing saved, and the picker stays', async () => {
      const { client, id } = await customer(suite.online);
      suite.fake.queue({ content: '{"Mood": []}' }, { content: '{"Mood": [{"advice": "x"}]}' });
      const twice = await client.post('/api/v1/mood/today', { mood: 'Angry' });
      expect(twice.statusCode).toBe(502);
      expect(errorOf(twice).message).toBe(messages.aiParse);

      suite.fake.queue({ status: 500 });
      const failed = await client.post('/api/v1/mood/today', { mood: 'Angry' });
      expect(errorOf(failed).message).toBe(messages.aiFailed);

      suite.fake.queue({ content: aiPlan(GOOD_ADVICE, ['Breathe']), delayMs: 1500 });
      const slow = await client.post('/api/v1/mood/today', { mood: 'Angry' });
      expect(errorOf(slow).message).toBe(messages.aiFailed);

      // Advice that is nothing but markup is no advice.
      suite.fake.queue({ content: aiPlan('<img src=x onerror=alert(1)><i></i><b></b><u></u><s></s><p></p>', ['<b></b>']) });
      expect(errorOf(await client.post('/api/v1/mood/today', { mood: 'Angry' })).message).toBe(messages.aiFailed);

      expect(await rows(id)).toHaveLength(0);
      expect((await client.get('/api/v1/mood/today')).json().recorded).toBe(false);
    });
  });

  it('the built-in coach links the advice to the customer’s own plan', async () => {
    const { client } = await customer();
    const plain = (await client.post('/api/v1/mood/today', { mood: 'Stressed' })).json().log.advice as string;
    const withPlan = await customer();
    await withPlan.client.post('/api/v1/plans/Health', { challenge: 'I sleep badly and wake up tired every morning' });
    const linked = (await withPlan.client.post('/api/v1/mood/today', { mood: 'Stressed' })).json().log.advice as string;
    expect(linked.startsWith(plain)).toBe(true);
    expect(linked.length).toBeGreaterThan(plain.length);
    expect(linked.slice(plain.length)).toMatch(/sleep|wind-down|bed/i);
  });
});
