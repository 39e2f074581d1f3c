// The part-2 screens' scenarios for bench/run.ts: every read and write a part-2 screen makes on its first
// load, each as the screen's own request (apps/web/src/features/<feature>/api.ts), on the data of
// seed-screens.ts. Reads are the reader's (a customer with every kind of record), the coach's (bench-coach-0)
// or the admin's; writes repeat without end: a check-in set and cleared, a meal marked and unmarked (the
// writer's), a community message by members in turn (no one faster than slow mode allows).
import type autocannon from 'autocannon';
import { BOOKING_HORIZON_DAYS } from '../packages/core/src/bookings/constants.ts';
import { COACH_EMAIL, coachCount, ids, MEALS_PER_WEEK, POSTERS, posterToken, topicCount, WRITER_ROUTINES } from './seed-ids.ts';

export interface Tokens {
  reader: string;
  writer: string;
  coach: string;
  admin: string;
}
export interface BenchContext {
  tokens: Tokens;
  /** The writer's pending tasks (MarkTaskComplete). */
  taskIds: string[];
  users: number;
}
export interface Scenario {
  name: string;
  /** reference: one trivial database round trip and nothing else, the ceiling of any read that touches the database. */
  kind: 'baseline' | 'reference' | 'read' | 'write';
  /** The part-2 screen it is part of (BENCH_SCENARIOS matches it, and 'part2' matches them all). */
  screen?: string;
  requests: (context: BenchContext) => autocannon.Request[];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });
/** The customers' (UTC) day now, and its month. */
const utcDay = () => new Date().toISOString().slice(0, 10);

type Who = keyof Tokens;
/** A GET as `who`; `each` gives every request its own path (else all ask for `path`). */
const read = (screen: string, name: string, who: Who, path: string | ((c: BenchContext) => string), each?: (c: BenchContext) => string): Scenario => ({
  name,
  kind: 'read',
  screen,
  requests: (c) => [
    {
      method: 'GET',
      path: typeof path === 'string' ? path : path(c),
      headers: bearer(c.tokens[who]),
      ...(each ? { setupRequest: (req: autocannon.Request) => ({ ...req, path: each(c) }) } : {}),
    },
  ],
});

let checkIns = 0;
let mealMarks = 0;
let posts = 0;
let courseViews = 0;

export const screenScenarios: Scenario[] = [
  // /Routine: the current routines, and the completed ones below them.
  read('routines', 'GetAddedRoutine (routines)', 'reader', '/api/v1/routines?page=1'),
  read('routines', 'CompletedRoutineList (routines)', 'reader', '/api/v1/routines/completed?page=1'),
  {
    name: 'CheckInRoutine (done/cleared)',
    kind: 'write',
    screen: 'routines',
    // Each of the writer's 100 daily routines in turn: today done, then (the next round) cleared.
    requests: (c) => [
      {
        method: 'PUT',
        headers: json(c.tokens.writer),
        setupRequest: (req) => {
          const n = checkIns++;
          const id = ids.writerRoutine(n % WRITER_ROUTINES);
          return { ...req, path: `/api/v1/routines/${id}/days/${utcDay()}`, body: JSON.stringify({ state: Math.floor(n / WRITER_ROUTINES) % 2 === 0 ? 'done' : 'none' }) };
        },
      },
    ],
  },
  // /Meal: the setup and the week.
  read('meals', 'GetMealSetup (meal week)', 'reader', '/api/v1/meals/setup'),
  read('meals', 'GetMeal (meal week)', 'reader', '/api/v1/meals'),
  {
    name: 'MarkMeal (eaten/not)',
    kind: 'write',
    screen: 'meals',
    requests: (c) => [
      {
        method: 'PUT',
        headers: json(c.tokens.writer),
        setupRequest: (req) => {
          const n = mealMarks++;
          return {
            ...req,
            path: `/api/v1/meals/${ids.writerMeal(n % MEALS_PER_WEEK)}/status`,
            body: JSON.stringify({ complete: Math.floor(n / MEALS_PER_WEEK) % 2 === 0 }),
          };
        },
      },
    ],
  },
  // /Emotional: today's mood, then (recorded) the counts, the report card, the month and the history.
  read('mood', 'ConfrimToday (mood)', 'reader', '/api/v1/mood/today'),
  read('mood', 'getMoodStat (mood stats)', 'reader', '/api/v1/mood/stats'),
  read('mood', 'MoodReportCard (mood)', 'reader', '/api/v1/mood/report'),
  read('mood', 'MoodCalendar (mood)', 'reader', () => `/api/v1/mood/calendar?month=${utcDay().slice(0, 7)}`),
  read('mood', 'GetMoodLog (mood)', 'reader', '/api/v1/mood/logs?page=1'),
  // /Coaching: the directory, a coach's free times (the booking panel), the customer's bookings.
  read('coaches', 'AllCoach (coach directory)', 'reader', '/api/v1/coaches?page=1'),
  read('coaches', 'GetCoachSlots (coach slots)', 'reader', `/api/v1/coaches/${ids.coach(0)}/slots?days=${BOOKING_HORIZON_DAYS}`),
  read('bookings', 'GetMyBookings (bookings)', 'reader', '/api/v1/bookings?page=1'),
  // /Bookings, the coach's.
  read('bookings', 'GetCoachBookings (coach bookings)', 'coach', '/api/v1/coach/bookings?page=1&view=all'),
  // /CourseList?coach=… and /CourseView?id=… (opening it records the enrolment).
  read('courses', 'CourseLecture (course list)', 'reader', `/api/v1/coaches/${encodeURIComponent(COACH_EMAIL)}/courses?page=1`),
  // Each of the coaches' courses in turn (opening one writes the reader's enrolment: one course, 50 at once, would queue on its row).
  read('courses', 'GetCourse (course view)', 'reader', `/api/v1/courses/${ids.course(0, 0)}`, (c) => {
    const n = courseViews++;
    return `/api/v1/courses/${ids.course(Math.floor(n / 3) % coachCount(c.users), n % 3)}`;
  }),
  // /Community: the topics, and a topic's conversation.
  read('community', 'ListTopics (community)', 'reader', '/api/v1/community/topics?page=1'),
  read('community', 'GetTopic (topic messages)', 'reader', `/api/v1/community/topics/${ids.topic(0)}/messages`),
  {
    name: 'PostPop (community message)',
    kind: 'write',
    screen: 'community',
    // Members in turn (4,000: each at most once per 2 s and 30 times per 10 minutes below 1,000 posts/s),
    // each to a topic of their own among all but the one read.
    requests: (c) => [
      {
        method: 'POST',
        setupRequest: (req) => {
          const n = posts++;
          const poster = n % POSTERS;
          return {
            ...req,
            headers: json(posterToken(poster)),
            path: `/api/v1/community/topics/${ids.topic(1 + (poster % (topicCount(c.users) - 1)))}/messages`,
            body: JSON.stringify({ text: `Bench reply ${n}: ten minutes outside helped today.` }),
          };
        },
      },
    ],
  },
  // /AICoach: the history drawer's list, and a chat opened from it.
  read('chat', 'GetAICoachChat (chat history)', 'reader', '/api/v1/coach-chat/conversations?page=1'),
  read('chat', 'RetrieveAICoachChat (chat)', 'reader', `/api/v1/coach-chat/conversations/${ids.conversation(0, 2)}`),
  // /Insights.
  read('insights', 'Insights (insights overview)', 'reader', '/api/v1/insights'),
  // The admin console: the overview it opens on, then each section's first read.
  read('admin', 'AdminOverview (admin)', 'admin', '/api/v1/admin/overview'),
  read('admin', 'ConsoleCustomers (admin)', 'admin', '/api/v1/admin/console/customers?page=1'),
  read('admin', 'ConsoleCoaches (admin)', 'admin', '/api/v1/admin/console/coaches?page=1'),
  read('admin', 'GetPayouts (admin queue)', 'admin', '/api/v1/admin/payouts?status=pending&page=1'),
  read('admin', 'CommunityReviewQueue (admin queue)', 'admin', '/api/v1/admin/community/reviews?page=1'),
  read('admin', 'CommunityDecisions (admin)', 'admin', '/api/v1/admin/community/decisions?page=1'),
  read('admin', 'GetAuditLog (admin)', 'admin', '/api/v1/admin/console/audit?page=1'),
  read('admin', 'GetPlatformHealth (admin)', 'admin', '/api/v1/admin/console/health'),
  read('admin', 'GetFailedJobs (admin)', 'admin', '/api/v1/admin/console/health/failed-jobs?page=1'),
];

/**
 * What the reader does once before the scenarios, through the API as the screens do: opens Insights' three
 * reports (kept, so the overview shows them) and starts an experiment on a routine.
 */
export async function prepareScreens(base: string, tokens: Tokens) {
  const post = async (path: string, body?: unknown) => {
    const answer = await fetch(`${base}${path}`, { method: 'POST', headers: body === undefined ? bearer(tokens.reader) : json(tokens.reader), body: body === undefined ? undefined : JSON.stringify(body) });
    if (!answer.ok) throw new Error(`bench: POST ${path} answered ${answer.status} ${await answer.text()}`);
  };
  for (const kind of ['goals', 'meals', 'mood']) await post(`/api/v1/insights/${kind}`);
  await post('/api/v1/insights/experiments', { routineId: ids.readerRoutine(0), days: 14 });
}

/**
 * One request of a scenario sent before it runs, as autocannon would send it: its status, size, and (with
 * BENCH_SHOW=1) the start of its body, so a scenario that answers nothing useful is seen before it is timed.
 */
export async function probe(base: string, requests: autocannon.Request[]) {
  const first = requests[0] as autocannon.Request & { setupRequest?: (req: autocannon.Request, context: object) => autocannon.Request };
  const req = first.setupRequest ? first.setupRequest({ ...first }, {}) : first;
  const answer = await fetch(`${base}${req.path}`, { method: req.method, headers: req.headers as Record<string, string>, body: req.body as string | undefined });
  const text = await answer.text();
  return { status: answer.status, bytes: text.length, text };
}
