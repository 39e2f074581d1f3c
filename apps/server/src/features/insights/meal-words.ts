/** The built-in coach's meal report: the last 30 days' meals against the plan and the calorie target, and the dishes the customer rated highly. */
import { CLAIM_MIN_ENTRIES, INSIGHT_BULLETS_MAX, MEAL_DAYS } from '@iyl/core/insights/constants';
import type { MealFigures, MealWords } from '@iyl/core/insights/contract';
import { kcalText, percentText } from '@iyl/core/insights/format';
import { mealTypes } from '@iyl/core/meals/constants';
import { counted as count, listPhrase, squish } from '../../platform/ai/offline-helpers.ts';
import { NO_PREDICTION } from './content/phrases.ts';
import { badgeOf, noData, quote, shortOfData } from './wording.ts';

/** Average calories against the target: near within 10 % either way; null without both figures. */
export function calorieStatus(averageCalories: number | null, calorieTarget: number | null): 'above' | 'below' | 'near' | null {
  if (averageCalories === null || calorieTarget === null || calorieTarget <= 0) return null;
  if (Math.abs(averageCalories - calorieTarget) <= calorieTarget * 0.1) return 'near';
  return averageCalories > calorieTarget ? 'above' : 'below';
}

/**
 * The share of the energy from protein, carbohydrate and fat each gives (protein and carbs 4 kcal a gram,
 * fat 9), whole percent, so the three add up to about 100 (a dish's stated calories need not equal its
 * macros' sum); null when unknown.
 */
export function macroShares(figures: Pick<MealFigures, 'averageCalories' | 'proteinGrams' | 'carbsGrams' | 'fatGrams'>) {
  const energy = (figures.proteinGrams ?? 0) * 4 + (figures.carbsGrams ?? 0) * 4 + (figures.fatGrams ?? 0) * 9;
  const share = (grams: number | null, kcalPerGram: number) =>
    grams === null || !figures.averageCalories || figures.averageCalories <= 0 || energy <= 0 ? null : Math.round(((grams * kcalPerGram) / energy) * 100);
  return { protein: share(figures.proteinGrams, 4), carbs: share(figures.carbsGrams, 4), fat: share(figures.fatGrams, 9) };
}

const mealPlural = { Breakfast: 'breakfasts', Lunch: 'lunches', Dinner: 'dinners' } as const;

function calorieSentence(figures: MealFigures): string {
  const status = calorieStatus(figures.averageCalories, figures.calorieTarget);
  if (figures.averageCalories === null) return '';
  const average = kcalText(figures.averageCalories);
  if (status === null || figures.calorieTarget === null) return `On days you ate from your plan, your meals came to ${average} on average.`;
  const where = status === 'near' ? 'close to' : status === 'above' ? 'above' : 'below';
  return `On days you ate from your plan, your meals came to ${average} on average, ${where} your target of ${kcalText(figures.calorieTarget)}.`;
}

function macroText(name: 'protein' | 'carbohydrate' | 'fat', grams: number | null, share: number | null, eaten: number): string {
  // Daily figures count whole days only: with meals eaten today alone, the first day is not over yet.
  if (grams === null && eaten > 0) return `Your daily ${name} figure starts once a whole day of your plan is over; today's meals count from tomorrow.`;
  if (grams === null) return `No meals are marked eaten yet, so there is no ${name} figure. Mark meals eaten on the Meal Planner and it will appear here.`;
  const of = share === null ? '' : `, about ${percentText(share)} of your calories`;
  return `On days you ate planned meals you had about ${grams} g of ${name} a day${of}.`;
}

const MEALS_WITHIN = `within ${MEAL_DAYS} days`;

/** The built-in coach's meal report: the last 30 days' meals and the dishes the customer rated highly. */
export function builtinMealWords(figures: MealFigures, today: string): MealWords {
  const dishes = figures.preferred.slice(0, INSIGHT_BULLETS_MAX);
  // One or two ratings are no preference (CLAIM_MIN_ENTRIES): said so, not a favourite named from one.
  const hint =
    figures.ratings > 0 && figures.preferred.length === 0 && figures.ratings < CLAIM_MIN_ENTRIES
      ? `Your favourites will show here once you have rated ${CLAIM_MIN_ENTRIES} meals you ate on the Meal Planner; you have rated ${count(figures.ratings, 'meal')} so far.`
      : 'Rate the meals you eat on the Meal Planner, and your favourites will show here.';
  const preferred = dishes.length ? dishes : [hint];
  if (noData(figures.rating)) {
    const started = figures.eaten > 0 || figures.ready.days > 0;
    const comment = started
      ? `Not enough data for a meal rating yet. ${shortOfData('Meals', figures.ready, today, MEALS_WITHIN)}`
      : figures.plan
        ? `Nothing to rate yet: no meal is marked eaten. ${shortOfData('Meals', figures.ready, today, MEALS_WITHIN)}`
        : 'You have no meal plan yet, so there is nothing to rate. Plan a week on the Meal Planner and mark the meals you eat, and your rating will appear here.';
    const figure = (name: string) =>
      started ? `Your daily ${name} figure comes with your meal rating, once there are enough days.` : `No meals are marked eaten yet, so there is no ${name} figure.`;
    return {
      Health: {
        Rating: figures.rating,
        RatingComment: comment,
        GoodHabits: [],
        PreferredMeals: started ? preferred : [],
        PredictiveOutcome: started ? NO_PREDICTION : 'Once you have marked meals eaten on a week of days, this report can show where your eating is heading.',
        ProteinIntake: figure('protein'),
        CarbIntake: figure('carbohydrate'),
        FatIntake: figure('fat'),
        EatingPatterns: 'Mark each meal eaten on the Meal Planner, and rate the ones you enjoy, to see which meals of the day you keep best.',
        // Meals eaten on too few days: too early to judge, not "nothing to watch out for" (which a rated week could tell).
        WatchOut: started
          ? `Too few days of meals to tell what to watch out for yet. A plan you can actually follow beats a perfect one; start with the meals you already like.`
          : 'Nothing to watch out for yet. A plan you can actually follow beats a perfect one; start with the meals you already like.',
      },
      Overall: {
        Rating: figures.rating,
        RatingComment: comment,
        Summary: started ? 'Keep marking the meals you eat; your first meal insights come with your rating.' : 'Plan a week on the Meal Planner and mark meals eaten to get your first meal insights.',
      },
    };
  }

  const shares = macroShares(figures);
  const status = calorieStatus(figures.averageCalories, figures.calorieTarget);
  // Only meals of the day with enough of them due have a kept share (figures.keptPercent).
  const kept = mealTypes.filter((t) => figures.keptPercent[t] !== null).map((t) => ({ type: t, percent: figures.keptPercent[t] as number }));
  const byKept = [...kept].sort((a, b) => b.percent - a.percent);
  // The best and the worst kept meal of the day, each only when it stands alone (no tie to name one of).
  const bestKept = byKept.length >= 2 && byKept[0]!.percent > byKept[1]!.percent ? byKept[0] : undefined;
  const worstKept = byKept.length >= 2 && byKept.at(-1)!.percent < byKept.at(-2)!.percent ? byKept.at(-1) : undefined;

  const regular = bestKept;

  const good: string[] = [];
  if (regular) good.push(`You kept ${percentText(regular.percent)} of your planned ${mealPlural[regular.type]}, your most regular meal.`);
  if (status === 'near') good.push('Your average day was close to your calorie target.');
  if (dishes.length) good.push(`You rated ${listPhrase(dishes.slice(0, 2).map(quote))} highly; meals you enjoy are meals you keep.`);
  if (good.length === 0) good.push('Every meal you mark eaten makes this report more accurate. Keep marking them as you go.');

  const patterns = kept.map((k) => `${percentText(k.percent)} of your ${mealPlural[k.type]}`);
  const eatingPatterns = squish(
    [
      patterns.length ? `Over the last ${MEAL_DAYS} days you ate ${listPhrase(patterns)} as planned.` : '',
      worstKept ? `${worstKept.type} is the meal you miss most often.` : '',
    ].join(' '),
  );

  const pace = figures.rating >= 7.5 ? 'eating most of your planned meals' : figures.rating >= 5 ? 'eating about this share of your planned meals' : 'skipping many of your planned meals';
  const where =
    status === 'above'
      ? 'your days are likely to keep coming in above your calorie target'
      : status === 'below'
        ? 'the planned meals you eat are likely to keep coming in below your calorie target'
        : status === 'near'
          ? 'you are likely to stay close to your calorie target'
          : 'your eating is likely to stay as it is now';
  const predict =
    figures.rating >= 5
      ? `If you keep ${pace}, ${where}.`
      : `If you keep ${pace}, ${where}, and your plan is likely to do less for you than it could. Keeping one more meal a day as planned is the quickest change.`;

  const watch = squish(
    [
      status === 'above' ? 'The planned meals you ate came to more than your calorie target on an average day; lighter dishes when you plan your next week can help.' : '',
      status === 'below'
        ? `The planned meals you ate came to less than your calorie target on an average day; ${figures.eaten < figures.due ? 'skipped meals are the usual reason, so a simple planned snack can help' : 'if you eat little besides your plan, a simple planned snack can help'}.`
        : '',
      worstKept && worstKept.percent < 50 ? `You eat fewer than half of your planned ${mealPlural[worstKept.type]}; planning something quicker for that meal may help.` : '',
    ].join(' '),
  );

  const rating = `Over the last ${MEAL_DAYS} days you ate ${figures.eaten} of ${count(figures.due, 'planned meal')} (${percentText(figures.performance ?? 0)} performance${badgeOf(figures.badge)}), so your meal rating is ${figures.rating} out of 10.`;
  return {
    Health: {
      Rating: figures.rating,
      RatingComment: squish(`${rating} ${calorieSentence(figures)}`),
      GoodHabits: good.slice(0, INSIGHT_BULLETS_MAX),
      PreferredMeals: preferred,
      PredictiveOutcome: predict,
      ProteinIntake: macroText('protein', figures.proteinGrams, shares.protein, figures.eaten),
      CarbIntake: macroText('carbohydrate', figures.carbsGrams, shares.carbs, figures.eaten),
      FatIntake: macroText('fat', figures.fatGrams, shares.fat, figures.eaten),
      EatingPatterns: eatingPatterns || 'Mark each meal eaten on the Meal Planner to see which meals of the day you keep best.',
      WatchOut: watch || 'Nothing stands out. Keep planning meals you enjoy and marking them eaten.',
    },
    Overall: {
      Rating: figures.rating,
      RatingComment: rating,
      Summary: squish(
        [calorieSentence(figures), dishes.length ? `Your favourites so far: ${listPhrase(dishes.slice(0, 3).map(quote))}.` : '', regular ? `${regular.type} is your most regular meal.` : ''].join(' '),
      ),
    },
  };
}
