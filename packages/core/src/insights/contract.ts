import { z } from 'zod';
import { RecordIdParams } from '../http/contract.ts';
import { moods } from '../mood/constants.ts';
import { unsubscribeRequest } from '../reminders/contract.ts';
import { badges } from '../routines/rules.ts';
import { insightsMessages } from './messages.ts';
import { EXPERIMENT_MAX_DAYS, EXPERIMENT_MIN_DAYS, INSIGHT_BULLET_MAX, INSIGHT_BULLETS_MAX, INSIGHT_TEXT_MAX, insightKinds } from './constants.ts';

/*
 * Behavioural insights (issue 34; spec part 2 §3, §7, §9). A report is the figures the server computed
 * from the customer's records and the words written around them, in the spec's JSON templates. The
 * AI (or the built-in coach) writes only the words; every number is the server's.
 */

const Text = z.string().max(INSIGHT_TEXT_MAX * 2);
const Bullets = z.array(z.string().max(INSIGHT_BULLET_MAX * 2)).max(INSIGHT_BULLETS_MAX * 2);

// ——— The spec's templates (what the AI is asked to fill; the server overwrites each Rating) ———

export const HealthWords = z.object({ Rating: z.number(), RatingComment: Text, GoodHabits: Bullets, PredictiveOutcome: Text, WatchOut: Text });
export const FinanceWords = z.object({ Rating: z.number(), RatingComment: Text, StrongFinancialDiscipline: Bullets, PredictiveOutcome: Text, WatchOut: Text });
export const RelationshipsWords = z.object({ Rating: z.number(), RatingComment: Text, ActiveEmotionalConnection: Bullets, PredictiveOutcome: Text, WatchOut: Text });
export const OverallWords = z.object({ Rating: z.number(), RatingComment: Text, Summary: Text });

/** The goals report (GoalInsights): Health, Finance, Relationships and Overall. */
export const GoalWords = z.object({ Health: HealthWords, Finance: FinanceWords, Relationships: RelationshipsWords, Overall: OverallWords });
export type GoalWords = z.infer<typeof GoalWords>;

/** The meal report (MealInsight): Health and Overall. */
export const MealWords = z.object({
  Health: z.object({
    Rating: z.number(),
    RatingComment: Text,
    GoodHabits: Bullets,
    PreferredMeals: Bullets,
    PredictiveOutcome: Text,
    ProteinIntake: Text,
    CarbIntake: Text,
    FatIntake: Text,
    EatingPatterns: Text,
    WatchOut: Text,
  }),
  Overall: OverallWords,
});
export type MealWords = z.infer<typeof MealWords>;

/** The mood report (MoodInsight): MoodSummary. */
export const MoodWords = z.object({
  MoodSummary: z.object({
    OverallMoodRating: z.number(),
    OverallMoodComment: Text,
    MoodPattern: Bullets,
    PredictiveOutcome: Text,
    Advice: Text,
    MoodWatchOut: Text,
  }),
});
export type MoodWords = z.infer<typeof MoodWords>;

// ——— Figures (computed by core insights/figures.ts on the server) ———

/** How far a part is from the days with entries it needs (core insights/readiness.ts). */
export const Readiness = z.object({
  days: z.number().int(),
  need: z.number().int(),
  ready: z.boolean(),
  more: z.number().int(),
  readyOn: z.string().nullable(),
});
export type Readiness = z.infer<typeof Readiness>;

export const Rated = z.object({
  /** 0..10, one decimal; −10 (the template's default) when there is nothing to rate. */
  rating: z.number(),
  /** rating × 10; null when there is nothing to rate. */
  performance: z.number().nullable(),
  badge: z.enum(badges).nullable(),
});
export type Rated = z.infer<typeof Rated>;

export const AreaFigure = Rated.extend({
  /** Whole percent (0..100) of the area's tasks, goals and habits done (the dashboard's, rounded). */
  taskPerformance: z.number(),
  goalPerformance: z.number(),
  habitPerformance: z.number(),
  /** Items in the area (goals, tasks and habits, archived ones left out) and how many are done. */
  items: z.number().int(),
  done: z.number().int(),
  /** Items of each part (a part of fewer than CLAIM_MIN_ENTRIES is never called the strongest or the weakest). */
  parts: z.object({ tasks: z.number().int(), goals: z.number().int(), habits: z.number().int() }),
  /** Rated only once items were ticked off on RATE_MIN_DAYS different days. */
  ready: Readiness,
});
export type AreaFigure = z.infer<typeof AreaFigure>;

/** A section of Performance Analysis the goals report does not write (Meals, Mood): its rating (the same as its own report's) and readiness. */
export const SectionFigure = Rated.extend({ ready: Readiness });
export type SectionFigure = z.infer<typeof SectionFigure>;

export const GoalFigures = z.object({
  Health: AreaFigure,
  Finance: AreaFigure,
  Relationship: AreaFigure,
  /** The meal and mood reports' ratings (their own figures, the same day), counted in `overall`. */
  Meals: SectionFigure,
  Mood: SectionFigure,
  /** The mean of every rated section of Performance Analysis: Health, Finance, Relationship, Meals and Mood. */
  overall: Rated,
  /** Routines: current ones, check-ins (done days) in the last 30 days, and their best streak now. */
  routines: z.object({ current: z.number().int(), checkIns30: z.number().int(), bestStreak: z.number().int() }),
});
export type GoalFigures = z.infer<typeof GoalFigures>;

export const MealFigures = Rated.extend({
  /** Rated only once meals were eaten on RATE_MIN_DAYS days of the last MEAL_DAYS. */
  ready: Readiness,
  /** The current meal plan's week; null without a meal plan. */
  plan: z.object({ from: z.string(), to: z.string() }).nullable(),
  diet: z.string().nullable(),
  allergies: z.array(z.string()),
  due: z.number().int(),
  eaten: z.number().int(),
  dailyCalories: z.array(z.object({ day: z.string(), calories: z.number(), target: z.number().nullable() })),
  averageCalories: z.number().nullable(),
  calorieTarget: z.number().nullable(),
  proteinGrams: z.number().nullable(),
  carbsGrams: z.number().nullable(),
  fatGrams: z.number().nullable(),
  /** Percent of each meal of the day eaten; null with fewer than CLAIM_MIN_ENTRIES due. */
  keptPercent: z.object({ Breakfast: z.number().nullable(), Lunch: z.number().nullable(), Dinner: z.number().nullable() }),
  /** Meals of the current plan eaten and rated. */
  ratings: z.number().int(),
  /** Dishes rated 4 or more; empty until CLAIM_MIN_ENTRIES meals are rated. */
  preferred: z.array(z.string()),
});
export type MealFigures = z.infer<typeof MealFigures>;

export const MoodFigures = Rated.extend({
  /** Days with a mood in the last 30 (today included). */
  logged: z.number().int(),
  counts: z.partialRecord(z.enum(moods), z.number().int()),
  /** The mood logged most, alone at the top and on at least CLAIM_MIN_ENTRIES days; else null. */
  commonest: z.enum(moods).nullable(),
  /** Rated only once a mood was logged on RATE_MIN_DAYS days of the last MOOD_DAYS. */
  ready: Readiness,
  /** Percent of logged days that were calm or better; null with none logged. */
  goodPercent: z.number().nullable(),
});
export type MoodFigures = z.infer<typeof MoodFigures>;

/** A link between a behaviour and mood that held after correction (core insights/statistics.ts). */
export const PatternView = z.object({
  id: z.string(),
  /** What the behaviour is, e.g. 'your "Evening wind-down" routine'. */
  label: z.string(),
  /** The routine it is about (an experiment can test it); null for meals and plan work. */
  routineId: z.string().nullable(),
  lag: z.union([z.literal(0), z.literal(1)]),
  n: z.number().int(),
  /** Percent of days with the behaviour that were calm or better, and of the other days. */
  withPercent: z.number().int(),
  withoutPercent: z.number().int(),
  /** The plain sentence with n, the effect and "association, not proof of cause". */
  text: z.string(),
});
export type PatternView = z.infer<typeof PatternView>;

export const Patterns = z.object({
  /** Behaviours with enough days to test (the correction counts them all). */
  tested: z.number().int(),
  /** Behaviours with too few matched days to test yet. */
  untested: z.number().int(),
  items: z.array(PatternView),
});
export type Patterns = z.infer<typeof Patterns>;

const reportBase = { source: z.enum(['ai', 'builtin']), generatedAt: z.string(), day: z.string() };

export const GoalReport = z.object({ kind: z.literal('goals'), figures: GoalFigures, words: GoalWords, ...reportBase });
export type GoalReport = z.infer<typeof GoalReport>;
export const MealReport = z.object({ kind: z.literal('meals'), figures: MealFigures, words: MealWords, ...reportBase });
export type MealReport = z.infer<typeof MealReport>;
export const MoodReport = z.object({ kind: z.literal('mood'), figures: MoodFigures, words: MoodWords, patterns: Patterns, ...reportBase });
export type MoodReport = z.infer<typeof MoodReport>;
export type InsightReport = GoalReport | MealReport | MoodReport;

/** A kept report and whether it still matches the customer's data (and day); a stale one is shown until a new one is made. */
const kept = <T extends z.ZodType>(report: T) => z.object({ report: report.nullable(), fresh: z.boolean() });

// ——— Charts (live from the records) ———

export const InsightCharts = z.object({
  /** CHART_WEEKS weeks, oldest first; `week` is its Monday. Plan items ticked off per area, routine check-ins. */
  weeks: z.array(z.object({ week: z.string(), Health: z.number().int(), Finance: z.number().int(), Relationship: z.number().int(), checkIns: z.number().int() })),
  /**
   * The days of the last MEAL_DAYS with planned meals and the current plan's days to come: meals eaten of
   * those planned, calories eaten (null for a day still to come; `partial` today, not over yet) and the target.
   */
  meals: z.array(
    z.object({ day: z.string(), planned: z.number().int(), eaten: z.number().int(), calories: z.number().nullable(), target: z.number().nullable(), partial: z.boolean() }),
  ),
  /** The last 30 days, oldest first: the mood logged (null: none) and the percent of calm-or-better days among the logged days of the 7 up to it. */
  mood: z.array(z.object({ day: z.string(), mood: z.enum(moods).nullable(), goodPercent: z.number().nullable() })),
  /** Whether each chart has entries on TREND_MIN_DAYS days in its window; a chart short of them is not drawn. */
  trends: z.object({ Health: Readiness, Finance: Readiness, Relationship: Readiness, routines: Readiness, meals: Readiness, mood: Readiness }),
});
export type InsightCharts = z.infer<typeof InsightCharts>;

// ——— Experiments ———

export const ExperimentDayView = z.object({
  day: z.string(),
  assigned: z.enum(['do', 'skip']),
  /** Whether the routine was checked in that day (null: the day has not come yet). */
  did: z.boolean().nullable(),
  mood: z.enum(moods).nullable(),
});

export const Experiment = z.object({
  id: z.string(),
  routineId: z.string().nullable(),
  /** The routine's title when it started. */
  title: z.string(),
  startDay: z.string(),
  days: z.number().int(),
  status: z.enum(['running', 'finished', 'stopped']),
  schedule: z.array(ExperimentDayView),
  /** Today's assignment while running (null when today is not in it). */
  today: z.enum(['do', 'skip']).nullable(),
  /** The analysis, once finished or stopped (never while running: peeking would bias it). */
  result: z
    .object({
      verdict: z.enum(['too-few', 'better', 'worse', 'unclear']),
      doN: z.number().int(),
      skipN: z.number().int(),
      text: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type Experiment = z.infer<typeof Experiment>;

export const StartExperimentRequest = z.object({
  routineId: z.string({ error: insightsMessages.experimentRoutineMissing }).min(1, { error: insightsMessages.experimentRoutineMissing }).max(64, { error: insightsMessages.experimentRoutineMissing }),
  days: z
    .number({ error: insightsMessages.experimentDays })
    .int({ error: insightsMessages.experimentDays })
    .min(EXPERIMENT_MIN_DAYS, { error: insightsMessages.experimentDays })
    .max(EXPERIMENT_MAX_DAYS, { error: insightsMessages.experimentDays }),
});
export type StartExperimentRequest = z.infer<typeof StartExperimentRequest>;

export const ExperimentParams = RecordIdParams;

export const ExperimentResponse = z.object({ experiment: Experiment, message: z.string() });
export type ExperimentResponse = z.infer<typeof ExperimentResponse>;

// ——— The screen ———

/** Insights: what /Insights opens with (cheap: kept reports, live charts, the experiment, the setting). */
export const InsightsOverview = z.object({
  /** The customer's day, YYYY-MM-DD. */
  day: z.string(),
  goals: kept(GoalReport),
  meals: kept(MealReport),
  mood: kept(MoodReport),
  charts: InsightCharts,
  /** The running experiment, else the latest one. */
  experiment: Experiment.nullable(),
  /** Current routines an experiment can test. */
  routines: z.array(z.object({ id: z.string(), title: z.string() })),
  weeklyEmail: z.boolean(),
});
export type InsightsOverview = z.infer<typeof InsightsOverview>;

export const InsightKind = z.enum(insightKinds);

/** GoalInsights, MealInsight, MoodInsight: the report, made now unless the kept one still matches the data. */
export const GenerateGoalResponse = z.object({ report: GoalReport, generated: z.boolean() });
export const GenerateMealResponse = z.object({ report: MealReport, generated: z.boolean() });
export const GenerateMoodResponse = z.object({ report: MoodReport, generated: z.boolean() });

export const InsightSettings = z.object({ weeklyEmail: z.boolean({ error: 'Please choose on or off.' }) });
export type InsightSettings = z.infer<typeof InsightSettings>;
export const InsightSettingsResponse = InsightSettings.extend({ message: z.string() });
// The weekly e-mail's unsubscribe link carries a token like the reminder e-mails' (a signed account id).
export const UnsubscribeInsightsRequest = unsubscribeRequest(insightsMessages.weeklyEmailUnsubscribeInvalid);
