import { messages } from '@iyl/core/catalog/messages';
import { MOOD_CHALLENGES_MAX, MOOD_LOG_PAGE_SIZE, MOOD_STAT_DAYS, type Mood, moods } from '@iyl/core/mood/constants';
import type { MoodCalendar, MoodLog, MoodLogPage, MoodReport, MoodStat, MoodToday } from '@iyl/core/mood/contract';
import { moodFigures } from '@iyl/core/insights/figures';
import { addDays, dayIn } from '@iyl/core/time/zone';
import type { Ai } from '../../platform/ai/ai.ts';
import { plainText as plain } from '../../platform/ai/offline-helpers.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { PlansService } from '../plans/service.ts';
import { type MoodPlan, offlineMoodPlan } from './offline.ts';
import { MoodPlanAi, moodInstruction, SYSTEM_PROMPT } from './prompts.ts';
import { createMoodRepository, type MoodLogRow } from './repository.ts';

import { moodContent } from './content.ts';

/** The built-in coach's advice for a mood (the chat's built-in coach quotes it: coach-chat/knowledge-base.ts). */
export function moodAdvice(mood: Mood): string {
  return moodContent[mood].advice;
}

/** Whose day it is: the customer and the time zone their days start and end in. */
export interface MoodUser {
  id: string;
  timeZone: string;
}

const ADVICE_MAX = 1200;
const CHALLENGE_MAX = 160;

const notFound = () => new AppError(404, 'NOT_FOUND', messages.moodNotFound);
const aiFailed = () => new AppError(502, 'AI_FAILED', messages.aiFailed);


/** The first plan of the model's answer, cleaned: advice and at most five distinct challenges. */
export function cleanMoodPlan(answer: MoodPlanAi): MoodPlan {
  const first = answer.Mood[0];
  const advice = first ? plain(first.advice, ADVICE_MAX) : '';
  const seen = new Set<string>();
  const challenges: string[] = [];
  for (const raw of first?.challenges ?? []) {
    const text = plain(raw, CHALLENGE_MAX);
    if (text.length < 3 || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    challenges.push(text);
    if (challenges.length === MOOD_CHALLENGES_MAX) break;
  }
  // Nothing left after cleaning is no answer at all: nothing is saved.
  if (advice.length < 10 || challenges.length === 0) throw aiFailed();
  return { advice, challenges };
}

const toLog = (r: MoodLogRow): MoodLog => ({
  id: r.id,
  day: r.day,
  mood: r.mood,
  advice: r.advice,
  challenges: r.challenges,
  note: r.note,
  source: r.source,
  createdAt: r.createdAt.toISOString(),
});

/** Mood tracking: one record per customer per day, in their own time zone. */
export function createMoodService(deps: { db: DbOrTx; ai: Ai; clock?: () => Date; plans: Pick<PlansService, 'areasOfWork'> }) {
  const repo = createMoodRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  const today = (user: MoodUser) => dayIn(clock(), user.timeZone);

  /** The advice and challenges for a mood, from the AI or the built-in coach, validated and cleaned. */
  async function plan(userId: string, mood: Mood, day: string, note: string | undefined) {
    const links = await deps.plans.areasOfWork(userId);
    const { value, source } = await deps.ai.structured({
      system: SYSTEM_PROMPT,
      schema: MoodPlanAi,
      name: 'mood_plan',
      instruction: moodInstruction(mood),
      input: { mood, note: note ?? null, plansIn: Object.entries(links).filter(([, has]) => has).map(([area]) => area) },
      offline: () => ({ Mood: [offlineMoodPlan({ mood, links, day })] }),
    });
    return { ...cleanMoodPlan(value), source };
  }

  async function write(user: MoodUser, mood: Mood, note: string | undefined, replace: boolean, day = today(user)) {
    // Checked before the AI is asked, so a second pick costs nothing; the unique (user, day) index is the rule.
    if (!replace && (await repo.findDay(user.id, day))) throw new AppError(409, 'CONFLICT', messages.moodAlreadyRecorded);
    const { advice, challenges, source } = await plan(user.id, mood, day, note);
    const log = { userId: user.id, day, mood, advice, challenges: challenges.map((text) => ({ text, done: false })), note: note ?? null, source };
    const row = replace ? await repo.replace(log, clock()) : await repo.insert(log);
    if (!row) throw new AppError(409, 'CONFLICT', messages.moodAlreadyRecorded);
    return toLog(row);
  }

  /** Counts of each mood over the last 30 days (today included), all nine in order. */
  async function counts(user: MoodUser) {
    const to = today(user);
    const from = addDays(to, -(MOOD_STAT_DAYS - 1));
    const rows = await repo.countByMood(user.id, from, to);
    const byMood = new Map(rows.map((r) => [r.mood, r.count]));
    const all = moods.map((mood) => ({ mood, count: byMood.get(mood) ?? 0 }));
    return { from, to, counts: all, total: all.reduce((sum, x) => sum + x.count, 0) };
  }

  return {
    /** ConfrimToday */
    async today(user: MoodUser): Promise<MoodToday> {
      const day = today(user);
      const row = await repo.findDay(user.id, day);
      return { day, timeZone: user.timeZone, recorded: Boolean(row), log: row ? toLog(row) : null };
    },

    /** DailyMoodLog: today's mood with its advice and challenges, saved together; one a day. */
    record: (user: MoodUser, mood: Mood, note?: string) => write(user, mood, note, false),

    /** Change today's mood: today's record replaced by a new mood, advice and challenges. */
    change: (user: MoodUser, mood: Mood, note?: string) => write(user, mood, note, true),

    /** A past day's record (the demo's history); the API records today only. */
    recordOn: (user: MoodUser, day: string, mood: Mood, note?: string) => write(user, mood, note, false, day),

    /** Whether the day's record is the user's (the ownership rule of mood records). */
    owns: (id: string, userId: string) => repo.owns(id, userId),

    async markChallenge(user: MoodUser, id: string, index: number, done: boolean): Promise<MoodLog> {
      if (!isUuid(id)) throw notFound();
      const row = await repo.markChallenge(id, user.id, index, done, clock());
      if (row) return toLog(row);
      if (await repo.findOwned(id, user.id)) throw new AppError(404, 'NOT_FOUND', messages.moodChallengeNotFound);
      throw notFound();
    },

    /** getMoodStat */
    async stat(user: MoodUser): Promise<MoodStat> {
      const { from, to, counts: all, total } = await counts(user);
      return { days: MOOD_STAT_DAYS, from, to, counts: all, total };
    },

    /**
     * MoodReportCard: the counts the score uses, and the score (the spec's formula) once /Insights would
     * rate the mood too: both read moodFigures, so the two screens never disagree (issue 47).
     */
    async report(user: MoodUser): Promise<MoodReport> {
      const to = today(user);
      const figures = moodFigures(await repo.moodsBetween(user.id, addDays(to, -(MOOD_STAT_DAYS - 1)), to), to);
      const of = (mood: Mood) => figures.counts[mood] ?? 0;
      return {
        exicted: of('Excited'),
        confident: of('Confident'),
        happy: of('Happy'),
        grateful: of('Grateful'),
        stressed: of('Stressed'),
        angry: of('Angry'),
        score: figures.ready.ready ? figures.rating : null,
        days: MOOD_STAT_DAYS,
        day: to,
        ready: figures.ready,
      };
    },

    /** GetMoodLog: the history, newest day first. */
    async page(user: MoodUser, page: number): Promise<MoodLogPage> {
      const { rows, total } = await repo.page(user.id, (page - 1) * MOOD_LOG_PAGE_SIZE, MOOD_LOG_PAGE_SIZE);
      return numberedPage(rows.map(toLog), page, MOOD_LOG_PAGE_SIZE, total);
    },

    /** The moods of the days from `from` to `to` (YYYY-MM-DD, inclusive), oldest first (insights). */
    async between(userId: string, from: string, to: string) {
      return repo.moodsBetween(userId, from, to);
    },

    /** The month's moods, for the calendar. */
    async calendar(user: MoodUser, month: string): Promise<MoodCalendar> {
      const from = `${month}-01`;
      // 31 days on from the 1st is always in the next month; its 1st less a day is this month's last.
      const nextMonth = addDays(from, 31).slice(0, 7);
      const to = addDays(`${nextMonth}-01`, -1);
      const rows = await repo.moodsBetween(user.id, from, to);
      return { month, days: rows };
    },
  };
}
export type MoodService = ReturnType<typeof createMoodService>;
