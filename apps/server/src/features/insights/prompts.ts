import { INSIGHT_BULLET_MAX, INSIGHT_BULLETS_MAX, INSIGHT_TEXT_MAX } from '@iyl/core/insights/constants';
import { type GoalFigures, GoalWords, type MealFigures, type MealWords, type MoodFigures, type MoodWords, type Patterns } from '@iyl/core/insights/contract';
import type { PlanArea } from '@iyl/core/plans/contract';
import { EXPERT_FRAMING } from '../../platform/ai/ai.ts';
import type { GoalContext } from './goal-words.ts';

/*
 * Behavioural insights' prompts (spec part 2 §7: "the prompt asks for a personalised behaviour and
 * predictive analysis strictly in the template"). The model gets the server's figures, the customer's
 * own titles and the template with each Rating already filled; words.ts settles whatever comes back
 * (ratings overwritten, a text quoting a number the data does not hold replaced by the built-in one).
 *
 * Only parts that are rated are sent (issue 47): a part short of data (fewer than RATE_MIN_DAYS days with
 * entries) is neither in the template nor in the data, so the model is never asked to rate or predict it;
 * the built-in words say what it still needs. With no part rated, no model is asked at all.
 */

/** The insights' system prompt: the spec's expert, here as a behaviour and predictive analyst held to the figures. */
export const INSIGHTS_SYSTEM = [
  EXPERT_FRAMING,
  'Here you are a behaviour and predictive analyst. You read a person’s own figures and write a short, warm, personalised analysis of their behaviour and where it is likely to lead.',
  'You answer strictly in the JSON template you are given: the same keys, nothing added, nothing left out.',
  'You use only the numbers given in the data, exactly as given; you never estimate, add up or invent a number, target or date.',
  'You never change a Rating: each is already filled in from the data and must be returned as it is.',
  'Predictions are phrased as "if you keep …, you are likely to …" and grounded in the figures, never promises.',
  'You never diagnose a medical or mental health condition. A link between a behaviour and mood is an association, not proof of cause.',
  `Plain text only: no Markdown, no HTML, no emoji. Each text at most ${INSIGHT_TEXT_MAX} characters; each list at most ${INSIGHT_BULLETS_MAX} items of at most ${INSIGHT_BULLET_MAX} characters, short sentences in English.`,
].join(' ');

const common = [
  'Name the person’s own goals, tasks, habits, routines or dishes from the data where it helps; never name one that is not in the data.',
  'Use the badge wording (for example "Good Performance") where useful.',
  'Answer with JSON in exactly the template given in the next message, keeping every Rating as it is.',
];

/** GoalInsights: Health, Finance, Relationships and Overall. */
export const goalInstruction = [
  'Write a personalised behaviour and predictive analysis of this person’s Health, Finance and Relationship plans, strictly in the template.',
  'For each area: RatingComment explains the rating from the figures (items done of items, tasks, goals and habits done in percent); GoodHabits, StrongFinancialDiscipline and ActiveEmotionalConnection list what they are doing well, from their own done items and routines; PredictiveOutcome says where their current pace is likely to lead; WatchOut names what to watch, such as the lowest part of the score or items still open.',
  'Overall: RatingComment explains the overall rating, the average of every section that is rated: the areas in the template and Meals and Mood when their rating is not -10 (their ratings are in the figures; say nothing else of them). Summary names the strongest and the weakest of those rated sections by their ratings and mentions their routines (current routines, check-ins in the last 30 days, best streak).',
  'Of the plan areas, only those in the template are rated; say nothing about any other area.',
  'PredictiveOutcome names a goal only when it is the area\'s predicted.goal, from its own pace (predicted.pace, its items done out of 10) and its own open items (predicted.next); never pair a goal with an item of another plan. Without predicted, speak of the area and name no goal or item. A goal in tooNew has too little history of its own: make no prediction about it, say only that it is too new for one.',
  'Never call a part of the score (tasks, goals, habits) the strongest or the weakest when it has fewer than 3 items (parts), and never say "often" or "most common" of fewer than 3 entries.',
  ...common,
].join('\n');

/** MealInsight: Health and Overall. */
export const mealInstruction = [
  'Write a personalised behaviour and predictive analysis of this person’s eating against their current meal plan, strictly in the template.',
  'RatingComment explains the rating (meals eaten of meals due). Say calories were above, below or near the target only as averageCalories compares with calorieTarget (near means within 10 %). There are no protein, carbohydrate or fat targets: describe the average grams a day and never invent a target or recommended amount.',
  'Their diet and allergies (diet, allergies) are hard rules: never name or suggest a food they rule out (a text that does is replaced).',
  'The figures cover the last 30 days of planned meals, across meal plans.',
  'GoodHabits: what they do well. PreferredMeals: only dishes from the preferred list, which already fit their diet and allergies. EatingPatterns: which meals of the day they keep (keptPercent; a null one has too few meals to tell, say nothing of it). PredictiveOutcome: where this is likely to lead if they keep it up. WatchOut: one or two practical points.',
  ...common,
].join('\n');

/** MoodInsight: MoodSummary. */
export const moodInstruction = [
  'Write a personalised behaviour and predictive analysis of this person’s mood over the last 30 days, strictly in the template.',
  'The rating sets happy, excited, confident and grateful days against stressed and angry ones (good days over hard days times 10, at most 10: as many good days as hard ones, or more, gives 10); calm, anxious and sad days are left out of the rating, but the calm-or-better share (goodPercent) counts calm days as good. Never say calm days do not count without saying it is the rating they are left out of.',
  'OverallMoodComment explains the rating from the days logged, the commonest mood and the share of calm-or-better days. MoodPattern: the patterns given (each is an association, not proof of cause; keep that) and what the counts show. PredictiveOutcome: where their mood is likely to go if they keep their current habits. Advice: practical and kind, not clinical. MoodWatchOut: what to watch for, and that if they ever feel unsafe they should contact local emergency services or a crisis line.',
  'Name a mood as the most common, or say it comes often, only when it is the commonest given (commonest is null otherwise). When the rating is high but the commonest mood is a hard one, say why: the rating weighs good days against stressed and angry ones only.',
  'Never diagnose. Do not claim a behaviour causes a mood.',
  ...common,
].join('\n');

/** The goals words' keys of the areas (the spec's template says Relationships). */
const wordsKey = { Health: 'Health', Finance: 'Finance', Relationship: 'Relationships' } as const;

/** The spec's templates with each Rating filled from the figures (texts empty, lists empty), of the rated areas only. */
function goalTemplate(figures: GoalFigures, areas: readonly PlanArea[]): Partial<GoalWords> {
  const area = (Rating: number) => ({ Rating, RatingComment: '', PredictiveOutcome: '', WatchOut: '' });
  const all: GoalWords = {
    Health: { ...area(figures.Health.rating), GoodHabits: [] },
    Finance: { ...area(figures.Finance.rating), StrongFinancialDiscipline: [] },
    Relationships: { ...area(figures.Relationship.rating), ActiveEmotionalConnection: [] },
    Overall: { Rating: figures.overall.rating, RatingComment: '', Summary: '' },
  };
  return { ...Object.fromEntries(areas.map((a) => [wordsKey[a], all[wordsKey[a]]])), Overall: all.Overall };
}

/** The words schema the model answers in: the rated areas and Overall. */
export function goalSchemaFor(areas: readonly PlanArea[]) {
  return GoalWords.pick({ ...Object.fromEntries(areas.map((a) => [wordsKey[a], true])), Overall: true } as Record<keyof GoalWords, true>);
}

/** The rated areas' part of a whole goals report (the model's answer is merged into the built-in words). */
export const goalWordsKeys = (areas: readonly PlanArea[]) => [...areas.map((a) => wordsKey[a]), 'Overall' as const];

function mealTemplate(figures: MealFigures): MealWords {
  return {
    Health: {
      Rating: figures.rating,
      RatingComment: '',
      GoodHabits: [],
      PreferredMeals: [],
      PredictiveOutcome: '',
      ProteinIntake: '',
      CarbIntake: '',
      FatIntake: '',
      EatingPatterns: '',
      WatchOut: '',
    },
    Overall: { Rating: figures.rating, RatingComment: '', Summary: '' },
  };
}

function moodTemplate(figures: MoodFigures): MoodWords {
  return { MoodSummary: { OverallMoodRating: figures.rating, OverallMoodComment: '', MoodPattern: [], PredictiveOutcome: '', Advice: '', MoodWatchOut: '' } };
}

/** What GoalInsights sends as JSON input: the rated areas' figures and titles, the routines and the template. */
export function goalInput(figures: GoalFigures, context: GoalContext, areas: readonly PlanArea[]) {
  const only = <T>(of: Record<PlanArea, T>) => Object.fromEntries(areas.map((a) => [a, of[a]]));
  return {
    figures: { ...only(figures), Meals: figures.Meals, Mood: figures.Mood, overall: figures.overall, routines: figures.routines },
    context: { ...only(context), routines: context.routines },
    template: goalTemplate(figures, areas),
  };
}

/** What MealInsight sends as JSON input: the figures (preferred dishes included) and the template. */
export function mealInput(figures: MealFigures) {
  return { figures, template: mealTemplate(figures) };
}

/** What MoodInsight sends as JSON input: the figures, the patterns that held and the template. */
export function moodInput(figures: MoodFigures, patterns: Patterns) {
  return {
    figures,
    patterns: { tested: patterns.tested, untested: patterns.untested, items: patterns.items.map((p) => ({ label: p.label, lag: p.lag, n: p.n, withPercent: p.withPercent, withoutPercent: p.withoutPercent, text: p.text })) },
    template: moodTemplate(figures),
  };
}
