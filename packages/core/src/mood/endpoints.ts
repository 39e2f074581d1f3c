import { endpoint, lazy } from '../http/endpoint.ts';

const load = async () => import('./contract.ts');
const tag = 'mood';
const access = ['Customer'] as const;
const id = '6f1c2b1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const reads = [400, 401, 403] as const;
const writes = [400, 401, 403, 409, 429, 502] as const;
const pick = { mood: 'Stressed', note: 'Deadline at work' } as const;

/** Mood tracking: every call acts on the signed-in customer's own days only. */
export const moodEndpoints = {
  ConfrimToday: endpoint({
    method: 'GET',
    path: '/api/v1/mood/today',
    operationId: 'ConfrimToday',
    summary: "ConfrimToday: whether today (in the customer's time zone) has a mood record, and the record",
    tag,
    access,
    status: 200,
    errors: reads,
    schemas: lazy(load, (c) => ({ response: c.MoodToday })),
  }),
  DailyMoodLog: endpoint({
    method: 'POST',
    path: '/api/v1/mood/today',
    operationId: 'DailyMoodLog',
    summary: "DailyMoodLog: today's mood; the coach's advice and up to 5 challenges are written and saved with it",
    tag,
    access,
    status: 201,
    errors: writes,
    example: { body: pick },
    schemas: lazy(load, (c) => ({ body: c.DailyMoodLogRequest, response: c.DailyMoodLogResponse })),
  }),
  ChangeTodayMood: endpoint({
    method: 'PUT',
    path: '/api/v1/mood/today',
    operationId: 'ChangeTodayMood',
    summary: "Change today's mood: replaces today's record (new advice and challenges)",
    tag,
    access,
    status: 200,
    errors: writes,
    example: { body: { mood: 'Calm' } },
    schemas: lazy(load, (c) => ({ body: c.DailyMoodLogRequest, response: c.DailyMoodLogResponse })),
  }),
  getMoodStat: endpoint({
    method: 'GET',
    path: '/api/v1/mood/stats',
    operationId: 'getMoodStat',
    summary: 'getMoodStat: how many of the last 30 days had each mood',
    tag,
    access,
    status: 200,
    errors: reads,
    schemas: lazy(load, (c) => ({ response: c.MoodStat })),
  }),
  GetMoodLog: endpoint({
    method: 'GET',
    path: '/api/v1/mood/logs',
    operationId: 'GetMoodLog',
    summary: 'GetMoodLog: the mood history, newest day first, 10 a page',
    tag,
    access,
    status: 200,
    errors: reads,
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.MoodLogQuery, response: c.MoodLogPage })),
  }),
  MoodCalendar: endpoint({
    method: 'GET',
    path: '/api/v1/mood/calendar',
    operationId: 'MoodCalendar',
    summary: 'The moods of one month (YYYY-MM), for the calendar',
    tag,
    access,
    status: 200,
    errors: reads,
    example: { query: { month: '2026-11' } },
    schemas: lazy(load, (c) => ({ query: c.MoodCalendarQuery, response: c.MoodCalendar })),
  }),
  MoodReportCard: endpoint({
    method: 'GET',
    path: '/api/v1/mood/report',
    operationId: 'MoodReportCard',
    summary: 'MoodReportCard: the 30-day counts the mood score uses, and the score (1..10)',
    tag,
    access,
    status: 200,
    errors: reads,
    schemas: lazy(load, (c) => ({ response: c.MoodReport })),
  }),
  MarkMoodChallenge: endpoint({
    method: 'PUT',
    path: '/api/v1/mood/logs/:id/challenges/:index',
    operationId: 'MarkMoodChallenge',
    summary: 'Tick one of a day’s challenges done (or not done)',
    tag,
    access,
    status: 200,
    errors: [400, 401, 403, 404],
    owns: { param: 'id', record: 'mood' },
    example: { params: { id, index: 0 }, body: { done: true } },
    schemas: lazy(load, (c) => ({ params: c.MoodChallengeParams, body: c.MarkMoodChallengeRequest, response: c.MarkMoodChallengeResponse })),
  }),
};
