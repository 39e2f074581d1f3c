import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => import('./contract.ts');
const define = featureEndpoints({ tag: 'mood', access: ['Customer'], errors: [400, 401, 403] });
const id = '6f1c2b1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const pick = { mood: 'Stressed', note: 'Deadline at work' } as const;

/** Mood tracking: every call acts on the signed-in customer's own days only. */
export const moodEndpoints = {
  ConfrimToday: define({
    method: 'GET',
    path: '/api/v1/mood/today',
    operationId: 'ConfrimToday',
    summary: "ConfrimToday: whether today (in the customer's time zone) has a mood record, and the record",
    schemas: lazy(load, (c) => ({ response: c.MoodToday })),
  }),
  DailyMoodLog: define({
    method: 'POST',
    path: '/api/v1/mood/today',
    operationId: 'DailyMoodLog',
    summary: "DailyMoodLog: today's mood; the coach's advice and up to 5 challenges are written and saved with it",
    status: 201,
    moreErrors: [409, 429, 502],
    example: { body: pick },
    schemas: lazy(load, (c) => ({ body: c.DailyMoodLogRequest, response: c.DailyMoodLogResponse })),
  }),
  ChangeTodayMood: define({
    method: 'PUT',
    path: '/api/v1/mood/today',
    operationId: 'ChangeTodayMood',
    summary: "Change today's mood: replaces today's record (new advice and challenges)",
    moreErrors: [409, 429, 502],
    example: { body: { mood: 'Calm' } },
    schemas: lazy(load, (c) => ({ body: c.DailyMoodLogRequest, response: c.DailyMoodLogResponse })),
  }),
  getMoodStat: define({
    method: 'GET',
    path: '/api/v1/mood/stats',
    operationId: 'getMoodStat',
    summary: 'getMoodStat: how many of the last 30 days had each mood',
    schemas: lazy(load, (c) => ({ response: c.MoodStat })),
  }),
  GetMoodLog: define({
    method: 'GET',
    path: '/api/v1/mood/logs',
    operationId: 'GetMoodLog',
    summary: 'GetMoodLog: the mood history, newest day first, 10 a page',
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.MoodLogQuery, response: c.MoodLogPage })),
  }),
  MoodCalendar: define({
    method: 'GET',
    path: '/api/v1/mood/calendar',
    operationId: 'MoodCalendar',
    summary: 'The moods of one month (YYYY-MM), for the calendar',
    example: { query: { month: '2026-11' } },
    schemas: lazy(load, (c) => ({ query: c.MoodCalendarQuery, response: c.MoodCalendar })),
  }),
  MoodReportCard: define({
    method: 'GET',
    path: '/api/v1/mood/report',
    operationId: 'MoodReportCard',
    summary: 'MoodReportCard: the 30-day counts the mood score uses, and the score (1..10)',
    schemas: lazy(load, (c) => ({ response: c.MoodReport })),
  }),
  MarkMoodChallenge: define({
    method: 'PUT',
    path: '/api/v1/mood/logs/:id/challenges/:index',
    operationId: 'MarkMoodChallenge',
    summary: 'Tick one of a day’s challenges done (or not done)',
    moreErrors: [404],
    owns: { param: 'id', record: 'mood' },
    example: { params: { id, index: 0 }, body: { done: true } },
    schemas: lazy(load, (c) => ({ params: c.MoodChallengeParams, body: c.MarkMoodChallengeRequest, response: c.MarkMoodChallengeResponse })),
  }),
};
