import { z } from 'zod';
import { moodMessages as messages } from './messages.ts';
import { PageQuery, pageOf } from '../http/contract.ts';
import { MOOD_CHALLENGES_MAX, MOOD_NOTE_MAX, moods } from './constants.ts';

export const MoodName = z.enum(moods, { error: messages.moodPick });

export const MoodChallenge = z.object({ text: z.string(), done: z.boolean() });
export type MoodChallenge = z.infer<typeof MoodChallenge>;

/** One day's record: the mood, the coach's advice and challenges, and the customer's note. */
export const MoodLog = z.object({
  id: z.string(),
  /** The customer's own calendar day, YYYY-MM-DD. */
  day: z.string(),
  mood: MoodName,
  advice: z.string(),
  challenges: z.array(MoodChallenge).max(MOOD_CHALLENGES_MAX),
  note: z.string().nullable(),
  /** Who wrote the advice: the AI provider or the built-in coach. */
  source: z.enum(['ai', 'builtin']),
  createdAt: z.string(),
});
export type MoodLog = z.infer<typeof MoodLog>;

/** ConfrimToday: whether today (in the customer's time zone) has a record, and the record. */
export const MoodToday = z.object({
  day: z.string(),
  timeZone: z.string(),
  recorded: z.boolean(),
  log: MoodLog.nullable(),
});
export type MoodToday = z.infer<typeof MoodToday>;

/** getMoodStat: how many of the last 30 days had each mood (all nine, in the spec's order). */
export const MoodStat = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  counts: z.array(z.object({ mood: MoodName, count: z.number().int() })),
  total: z.number().int(),
});
export type MoodStat = z.infer<typeof MoodStat>;

/**
 * How far the mood score is from the days with a mood it needs: the shape of insights' Readiness (core
 * insights/readiness.ts works it out; declared here, as insights is built on mood and not the reverse).
 */
export const MoodReadiness = z.object({
  days: z.number().int(),
  need: z.number().int(),
  ready: z.boolean(),
  more: z.number().int(),
  readyOn: z.string().nullable(),
});

/**
 * MoodReportCard: the counts the mood score uses (named as in the spec, "exicted" too) and the score,
 * given only once moods were logged on as many days as /Insights rates from (issue 47: core
 * insights/figures.ts moodFigures, RATE_MIN_DAYS); until then `ready` says what is still needed.
 */
export const MoodReport = z.object({
  exicted: z.number().int(),
  confident: z.number().int(),
  happy: z.number().int(),
  grateful: z.number().int(),
  stressed: z.number().int(),
  angry: z.number().int(),
  /** 1..10, one decimal; null until moods were logged on RATE_MIN_DAYS days of the period. */
  score: z.number().nullable(),
  days: z.number().int(),
  /** The customer's today, the last day of the period (what `ready` was worked out on). */
  day: z.string(),
  /** How far the score is from the days with a mood it needs (the same as /Insights' Mood). */
  ready: MoodReadiness,
});
export type MoodReport = z.infer<typeof MoodReport>;

export const MoodLogQuery = PageQuery;
export type MoodLogQuery = z.input<typeof MoodLogQuery>;

/** GetMoodLog: the history, newest day first (today's record is the first element). */
export const MoodLogPage = pageOf(MoodLog);
export type MoodLogPage = z.infer<typeof MoodLogPage>;

export const MoodCalendarQuery = z.object({
  month: z.string({ error: messages.moodBadMonth }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: messages.moodBadMonth }),
});
export type MoodCalendarQuery = z.input<typeof MoodCalendarQuery>;

export const MoodCalendar = z.object({
  month: z.string(),
  days: z.array(z.object({ day: z.string(), mood: MoodName })),
});
export type MoodCalendar = z.infer<typeof MoodCalendar>;

/** DailyMoodLog (and the change of today's): the mood and an optional one-line note. */
export const DailyMoodLogRequest = z.object({
  mood: MoodName,
  note: z
    .string()
    .max(MOOD_NOTE_MAX, { error: messages.moodNoteTooLong })
    .optional()
    .transform((note) => note?.replace(/\s+/g, ' ').trim() || undefined),
});
export type DailyMoodLogRequest = z.input<typeof DailyMoodLogRequest>;

export const DailyMoodLogResponse = z.object({
  /** 'Mood Generated!' */
  title: z.string(),
  /** 'Mood Recorded for Today!' (or, for a change, "Today's mood changed.") */
  message: z.string(),
  log: MoodLog,
});
export type DailyMoodLogResponse = z.infer<typeof DailyMoodLogResponse>;

export const MoodChallengeParams = z.object({
  id: z.string().max(64),
  index: z.coerce.number().int().min(0).max(MOOD_CHALLENGES_MAX - 1),
});
export const MarkMoodChallengeRequest = z.object({ done: z.boolean() });
export type MarkMoodChallengeRequest = z.input<typeof MarkMoodChallengeRequest>;
export const MarkMoodChallengeResponse = z.object({ message: z.string(), log: MoodLog });
export type MarkMoodChallengeResponse = z.infer<typeof MarkMoodChallengeResponse>;
