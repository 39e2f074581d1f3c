import { INSIGHT_BULLET_MAX, INSIGHT_BULLETS_MAX, INSIGHT_TEXT_MAX } from '@iyl/core/insights/constants';
import type { GoalFigures, GoalWords, MealFigures, MealWords, MoodFigures, MoodWords, Patterns } from '@iyl/core/insights/contract';
import { NO_DATA_RATING } from '@iyl/core/insights/figures';
import { EXPERT_FRAMING } from '../../platform/ai/ai.ts';
import type { GoalContext } from './words.ts';

/*
 * Behavioural insights' prompts (spec part 2 §7: "the prompt asks for a personalised behaviour and
 * predictive analysis strictly in the template"). The model gets the server's figures, the customer's
 * own titles and the template with each Rating already filled; words.ts settles whatever comes back
 * (ratings overwritten, a text quoting a number the data does not hold replaced by the built-in one).
 */

/** The insights' system prompt: the spec's expert, here as a behaviour and predictive analyst held to the figures. */
export const INSIGHTS_SYSTEM = [
  EXPERT_FRAMING,
  'Here you are a behaviour and predictive analyst. You read a person’s own figures and write a short, warm, personalised analysis of their behaviour and where it is likely to lead.',
  'You answer strictly in the JSON template you are given: the same keys, nothing added, nothing left out.',
  'You use only the numbers given in the data, exactly as given; you never estimate, add up or invent a number, target or date.',
  'You never change a Rating: each is already filled in from the data and must be returned as it is.',
  `A Rating of ${NO_DATA_RATING} means there is nothing to rate yet: say so plainly and say how to get data; do not praise or criticise.`,
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
  'Overall: RatingComment explains the overall rating (the average of the areas that have plans); Summary compares the areas and mentions their routines (current routines, check-ins in the last 30 days, best streak).',
  `An area with Rating ${NO_DATA_RATING} has no plan yet: say there is nothing to rate and that they can create a plan on the dashboard and tick off its items; give no bullets.`,
  ...common,
].join('\n');

/** MealInsight: Health and Overall. */
export const mealInstruction = [
  'Write a personalised behaviour and predictive analysis of this person’s eating against their current meal plan, strictly in the template.',
  'RatingComment explains the rating (meals eaten of meals due). Say calories were above, below or near the target only as averageCalories compares with calorieTarget (near means within 10 %). There are no protein, carbohydrate or fat targets: describe the average grams a day and never invent a target or recommended amount.',
  'Their diet and allergies (diet, allergies) are hard rules: never name or suggest a food they rule out (a text that does is replaced).',
  'GoodHabits: what they do well. PreferredMeals: only dishes from the preferred list, which already fit their diet and allergies. EatingPatterns: which meals of the day they keep (keptPercent). PredictiveOutcome: where this is likely to lead if they keep it up. WatchOut: one or two practical points.',
  `With Rating ${NO_DATA_RATING} there is nothing to rate: say they can plan a week on the Meal Planner and mark meals eaten; give no bullets.`,
  ...common,
].join('\n');

/** MoodInsight: MoodSummary. */
export const moodInstruction = [
  'Write a personalised behaviour and predictive analysis of this person’s mood over the last 30 days, strictly in the template.',
  'The rating weighs happy, excited, confident and grateful days against stressed and angry ones; calm, anxious and sad days do not count in it.',
  'OverallMoodComment explains the rating from the days logged, the commonest mood and the share of calm-or-better days. MoodPattern: the patterns given (each is an association, not proof of cause; keep that) and what the counts show. PredictiveOutcome: where their mood is likely to go if they keep their current habits. Advice: practical and kind, not clinical. MoodWatchOut: what to watch for, and that if they ever feel unsafe they should contact local emergency services or a crisis line.',
  'Never diagnose. Do not claim a behaviour causes a mood.',
  `With OverallMoodRating ${NO_DATA_RATING} there is nothing to rate: say they can log a mood each day on the Emotional page; give no patterns.`,
  ...common,
].join('\n');

/** The spec's templates with each Rating filled from the figures (texts empty, lists empty). */
function goalTemplate(figures: GoalFigures): GoalWords {
  const area = (Rating: number) => ({ Rating, RatingComment: '', PredictiveOutcome: '', WatchOut: '' });
  return {
    Health: { ...area(figures.Health.rating), GoodHabits: [] },
    Finance: { ...area(figures.Finance.rating), StrongFinancialDiscipline: [] },
    Relationships: { ...area(figures.Relationship.rating), ActiveEmotionalConnection: [] },
    Overall: { Rating: figures.overall.rating, RatingComment: '', Summary: '' },
  };
}

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

/** What GoalInsights sends as JSON input: the figures, the customer's own titles and the template. */
export function goalInput(figures: GoalFigures, context: GoalContext) {
  return { figures, context, template: goalTemplate(figures) };
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
