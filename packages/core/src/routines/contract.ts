import { z } from 'zod';
import { routinesMessages as messages } from './messages.ts';
import { platformMessages } from '../http/messages.ts';
import { remindersMessages } from '../reminders/messages.ts';
import { LibraryCategory } from '../habits/contract.ts';
import { PageQuery, pageOf } from '../http/contract.ts';
import { COMPLETION_FIELD_MAX, LIBRARY_SEARCH_MAX, ROUTINE_DESCRIPTION_MAX, ROUTINE_REASON_MAX, ROUTINE_TITLE_MAX, routineTargets, routineTypes, wellBeings } from './constants.ts';
import { weekdays } from '../time/weekdays.ts';
import { badges } from './rules.ts';
import { ReminderDay, ReminderTime } from '../reminders/contract.ts';

export const RoutineTarget = z.enum(routineTargets, { error: messages.routinePickTime });
export const RoutineType = z.enum(routineTypes, { error: messages.routinePickType });
export const Weekday = z.enum(weekdays);
export const Day = z.string({ error: messages.routineBadDay }).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: messages.routineBadDay });

/** A card of the habit library. */
export const LibraryHabit = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: LibraryCategory,
  icon: z.string(),
  color: z.string(),
  hexadecimalIcon: z.string(),
  duration: z.enum(['daily', 'monthly']),
  numberOfDays: z.number().int(),
  /** A routine was made from this card (active, paused or completed). */
  added: z.boolean(),
});
export type LibraryHabit = z.infer<typeof LibraryHabit>;

export const LibraryQuery = PageQuery.extend({
  category: LibraryCategory.optional(),
  q: z.string().max(LIBRARY_SEARCH_MAX, { error: platformMessages.badRequest }).optional().transform((q) => q?.trim() || undefined),
});
export type LibraryQuery = z.input<typeof LibraryQuery>;
export type LibraryFilter = z.output<typeof LibraryQuery>;
export const LibraryPage = pageOf(LibraryHabit).extend({ routines: z.number().int() });
export type LibraryPage = z.infer<typeof LibraryPage>;

/** One day of a routine's week (weekly day boxes, and the strip under a daily routine). */
export const RoutineDay = z.object({
  weekday: Weekday,
  day: z.string(),
  state: z.enum(['done', 'skipped', 'paused', 'missed', 'open', 'future', 'before']),
  reason: z.string().nullable(),
  /** Whether the customer may still tick, skip or clear it (today; yesterday until noon). */
  editable: z.boolean(),
});
export type RoutineDay = z.infer<typeof RoutineDay>;

export const Routine = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  target: RoutineTarget,
  routineType: RoutineType,
  status: z.enum(['active', 'paused', 'completed']),
  pausedReason: z.string().nullable(),
  libraryHabitId: z.string().nullable(),
  icon: z.string().nullable(),
  hexadecimalIcon: z.string().nullable(),
  startDay: z.string(),
  createdAt: z.string(),
  /** This week, Monday first, in the customer's time zone. */
  week: z.array(RoutineDay).length(7),
  today: z.string(),
  streak: z.number().int(),
  bestStreak: z.number().int(),
  /** 0..100: grows with each day done, a missed day takes a little off. */
  strength: z.number().int(),
  /** Weekly routines: every day of the week so far is done or skipped and the week is over or complete. */
  certifiable: z.boolean(),
});
export type Routine = z.infer<typeof Routine>;

export const RoutineListQuery = PageQuery.extend({ type: RoutineType.optional() });
export type RoutineListQuery = z.input<typeof RoutineListQuery>;
export const FilterRoutineQuery = PageQuery.extend({ cat: RoutineType });
export type FilterRoutineQuery = z.input<typeof FilterRoutineQuery>;

/** The four tiles of /Routine. */
export const RoutineCounts = z.object({
  daily: z.number().int(),
  weekly: z.number().int(),
  completed: z.number().int(),
  /** completed ÷ (completed + current) as a percent. */
  averagePerformance: z.number(),
});
export type RoutineCounts = z.infer<typeof RoutineCounts>;
export const RoutinePage = pageOf(Routine).extend({ counts: RoutineCounts, timeZone: z.string() });
export type RoutinePage = z.infer<typeof RoutinePage>;

const text = (max: number, error: string) => z.string().max(max, { error }).transform((v) => v.trim());

/** AddRoutine: from a library card (libraryHabitId) or customised; a reminder may be set with it. */
export const AddRoutineRequest = z.object({
  libraryHabitId: z.uuid({ error: messages.routineLibraryItemNotFound }).optional(),
  title: text(ROUTINE_TITLE_MAX, messages.routineTooLong).optional(),
  description: text(ROUTINE_DESCRIPTION_MAX, messages.routineTooLong).optional(),
  target: z.enum([...routineTargets, ''], { error: messages.routinePickTime }).optional(),
  routineType: z.enum([...routineTypes, ''], { error: messages.routinePickType }).optional(),
  reminder: z
    .object({ time: ReminderTime, day: ReminderDay, message: z.string().max(500, { error: remindersMessages.reminderMessageTooLong }).optional() })
    .optional(),
});
export type AddRoutineRequest = z.input<typeof AddRoutineRequest>;
export type AddRoutineInput = z.output<typeof AddRoutineRequest>;
export const RoutineResponse = z.object({ message: z.string(), routine: Routine });
export type RoutineResponse = z.infer<typeof RoutineResponse>;

export const RoutineParams = z.object({ id: z.uuid({ error: messages.routineNotFound }) });
export const RoutineDayParams = RoutineParams.extend({ day: Day });

/** A check-in: done, skipped (with an optional reason), or cleared. */
export const CheckInRequest = z.object({
  state: z.enum(['done', 'skipped', 'none']),
  reason: z.string().max(ROUTINE_REASON_MAX, { error: messages.routineReasonTooLong }).optional().transform((v) => v?.trim() || undefined),
});
export type CheckInRequest = z.input<typeof CheckInRequest>;

export const PauseRequest = z.object({
  paused: z.boolean(),
  reason: z.string().max(ROUTINE_REASON_MAX, { error: messages.routineReasonTooLong }).optional().transform((v) => v?.trim() || undefined),
});
export type PauseRequest = z.input<typeof PauseRequest>;

/** GetTrackers: the weekly boxes of this week. */
export const Tracker = z.object({
  routineId: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(RoutineDay).length(7),
  certifiable: z.boolean(),
});
export type Tracker = z.infer<typeof Tracker>;
export const TrackerList = z.array(Tracker);

/** MarkRoutine: the boxes to set (true ticks, false clears); days not named are left as they are. */
export const MarkRoutineRequest = z.object({
  days: z.partialRecord(Weekday, z.boolean()).refine((d) => Object.keys(d).length > 0, { error: platformMessages.badRequest }),
});
export type MarkRoutineRequest = z.input<typeof MarkRoutineRequest>;
export const TrackerResponse = z.object({ message: z.string(), tracker: Tracker });

/** MarkCompleteHabit (a daily routine, or certifying a weekly one): the completion modal. */
export const CompleteRequest = z.object({
  summary: z
    .string({ error: messages.routineSummaryMissing })
    .max(COMPLETION_FIELD_MAX, { error: messages.routineCompletionTooLong })
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, { error: messages.routineSummaryMissing }),
  wins: text(COMPLETION_FIELD_MAX, messages.routineCompletionTooLong).optional(),
  affirmations: text(COMPLETION_FIELD_MAX, messages.routineCompletionTooLong).optional(),
  wellBeing: z.enum([...wellBeings, 'Select', ''], { error: messages.routinePickWellBeing }).optional(),
});
export type CompleteRequest = z.input<typeof CompleteRequest>;
export type CompleteInput = z.output<typeof CompleteRequest>;

export const CompletedRoutine = z.object({
  id: z.string(),
  routineId: z.string(),
  title: z.string(),
  routineType: RoutineType,
  target: RoutineTarget,
  /** The stored text: summary, wins, affirmations and the mood of the day, combined. */
  entry: z.string(),
  wellBeing: z.enum(wellBeings).nullable(),
  completedAt: z.string(),
  daysDone: z.number().int(),
});
export type CompletedRoutine = z.infer<typeof CompletedRoutine>;
export const CompletedPage = pageOf(CompletedRoutine);
export type CompletedPage = z.infer<typeof CompletedPage>;
export const CompletedQuery = PageQuery;
export const SearchMsgQuery = PageQuery.extend({ type: RoutineType.optional(), q: z.string().max(LIBRARY_SEARCH_MAX).optional().transform((q) => q?.trim() || undefined) });
export type SearchMsgQuery = z.input<typeof SearchMsgQuery>;

/** The 12-week heatmap of one routine. */
export const Heatmap = z.object({
  routineId: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), state: RoutineDay.shape.state })),
  done: z.number().int(),
  skipped: z.number().int(),
  missed: z.number().int(),
});
export type Heatmap = z.infer<typeof Heatmap>;

/** A score bar: 0..100, or null with the reason when there is nothing to measure yet. */
export const ScoreBar = z.object({ percent: z.number().nullable(), note: z.string().nullable() });
export type ScoreBar = z.infer<typeof ScoreBar>;

/** GetReportcardHabit1: the score card. */
export const ReportCard = z.object({
  /** Days done in the last 7 days × 10 points (the daily score the productivity formula adds). */
  total_dailyscore: z.number().int(),
  /** 1..10, one decimal; null with totalMessage when nothing was due (zero divisor). */
  total: z.number().nullable(),
  totalMessage: z.string().nullable(),
  points: z.number().int(),
  badge: z.enum(badges).nullable(),
  topPerformer: z.string(),
  window: z.object({ from: z.string(), to: z.string(), due: z.number().int(), done: z.number().int() }),
  bars: z.object({ mood: ScoreBar, wellness: ScoreBar, overall: ScoreBar, habit: ScoreBar, productivity: ScoreBar }),
});
export type ReportCard = z.infer<typeof ReportCard>;

export const TopChallengers = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(z.object({ rank: z.number().int(), name: z.string(), points: z.number().int(), you: z.boolean() })),
  /** Whether the signed-in customer is shown to others (only once they said yes). */
  showMe: z.boolean(),
  /** Whether they have answered the question (the score card asks once, until they do). */
  answered: z.boolean(),
});
export type TopChallengers = z.infer<typeof TopChallengers>;
export const ChallengerSettingsRequest = z.object({ showMe: z.boolean() });
