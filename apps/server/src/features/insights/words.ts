/**
 * Behavioural insights (issue 34): the built-in coach's words for the three reports, and the guard
 * every report's words pass before a customer reads them, the AI's and the built-in coach's alike.
 *
 * The figures are the server's (core insights/figures.ts); words only describe them. The guard holds
 * the words to that: each Rating is the figures' rating, a text that quotes a number the data does not
 * hold gives way to the built-in coach's text for the same field, a section with nothing to rate says
 * so (the built-in words), and a meal text that says calories were above or below target must match
 * the averages. A part short of data (fewer than RATE_MIN_DAYS days with entries) is neither rated nor
 * predicted: its words say what is still needed and when it can be ready (issue 47), and no word says
 * "often", "most common", strongest or weakest of fewer than CLAIM_MIN_ENTRIES entries. Percentages are
 * written "22%", as every figure on the screen. Pure: no I/O; `today` is given.
 */
import { CLAIM_MIN_ENTRIES, INSIGHT_BULLET_MAX, INSIGHT_BULLETS_MAX, INSIGHT_TEXT_MAX, isGoodMood, MEAL_DAYS, MOOD_DAYS } from '@iyl/core/insights/constants';
import type { AreaFigure, GoalFigures, GoalWords, MealFigures, MealWords, MoodFigures, MoodWords, Patterns, PatternView } from '@iyl/core/insights/contract';
import { NO_DATA_RATING } from '@iyl/core/insights/figures';
import { kcalText, percentText, tightPercents } from '@iyl/core/insights/format';
import { type ReadinessPart, readinessWords } from '@iyl/core/insights/readiness';
import { mealTypes } from '@iyl/core/meals/constants';
import { counted as count, listPhrase, plainQuote, squish, truncate } from '../../platform/ai/offline-helpers.ts';

// ——— What the words may be about ———

/** One area's own titles (already cut to ≤ 70 characters): newest open goal, up to 3 open items, up to 3 items done in the last 30 days. */
export interface AreaContext {
  goal: string | null;
  open: string[];
  done: string[];
}

/** The customer's own titles per area and up to 5 routines. */
export interface GoalContext {
  Health: AreaContext;
  Finance: AreaContext;
  Relationship: AreaContext;
  routines: { title: string; streak: number; checkIns30: number }[];
}

type Area = 'Health' | 'Finance' | 'Relationship';

// ——— Numbers ———

/** Longest text the number scan reads (the contract caps fields well below this). */
const SCAN_MAX = 10_000;
/**
 * A number as written: with thousands separators ("1,850"), a decimal part ("7.5"), and a minus sign
 * only where it starts the number (not the dash inside "2025-03-10" or "3-5").
 */
const NUMBER = /(-?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)/g;

/** The numbers a text quotes ("45 %", "1,850 kcal", "7.5/10", "-3"), in order. */
export function numbersIn(text: string): number[] {
  const found: number[] = [];
  const scan = text.length > SCAN_MAX ? text.slice(0, SCAN_MAX) : text;
  for (const match of scan.matchAll(NUMBER)) {
    const sign = match[1] ?? '';
    const index = match.index ?? 0;
    // A dash right after a letter or digit joins words ("B-12", "2025-03"); only a free-standing one is a sign.
    const signed = sign === '-' && (index === 0 || /[\s(:=[~≈]/.test(scan.charAt(index - 1)));
    const value = Number((match[2] ?? '').replace(/,/g, ''));
    if (Number.isFinite(value)) found.push(signed ? -value : value);
  }
  return found;
}

/** Numbers any text may quote: "out of 10", "7 days", "30 days", "100 %". */
const ALWAYS_ALLOWED = [7, 10, 30, 100] as const;

/**
 * Every number found in the sources (objects and arrays walked; numbers, and numbers inside strings such
 * as dates or titles), each also rounded to a whole and to one decimal, plus 7, 10, 30 and 100.
 */
export function allowedNumbers(...sources: unknown[]): Set<number> {
  const allowed = new Set<number>(ALWAYS_ALLOWED);
  const add = (n: number) => {
    if (!Number.isFinite(n)) return;
    allowed.add(n);
    allowed.add(Math.round(n));
    allowed.add(Math.round(n * 10) / 10);
  };
  const seen = new Set<object>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'number') add(value);
    else if (typeof value === 'string') for (const n of numbersIn(value)) add(n);
    else if (value && typeof value === 'object' && depth < 12 && !seen.has(value)) {
      seen.add(value);
      for (const item of Array.isArray(value) ? value : Object.values(value)) walk(item, depth + 1);
    }
  };
  for (const source of sources) walk(source, 0);
  return allowed;
}

/** Whether every number a text quotes is allowed (a sign is not a claim of its own: "-3" stands if 3 does). */
function quotesOnly(text: string, allowed: Set<number>): boolean {
  return numbersIn(text).every((n) => allowed.has(n) || allowed.has(-n));
}

// ——— Small wording helpers ———

/** A customer's own title, quoted as plain text (the project's plainQuote: one line, no markup, double quotes made single), at most 70 characters. */
const quote = (title: string) => `"${plainQuote(title, 70)}"`;

/** A badge, when there is one, as words after a rating ("Good Performance"). */
const badgeOf = (badge: string | null) => (badge ? `, ${badge}` : '');

const noData = (rating: number) => rating === NO_DATA_RATING;

/** The plain words of a part short of data, as one text: what is needed, then when it can be ready. */
function shortOfData(part: ReadinessPart, ready: AreaFigure['ready'], today: string, within?: string): string {
  const r = readinessWords(part, ready, today, 'rating', within);
  return squish(`${r.needed} ${r.when}`);
}

/** No prediction from too few days: said kindly, once. */
const NO_PREDICTION = 'No prediction yet: a fair one needs at least a week of entries, so this stays empty until then.';

// ——— Goals (Health, Finance, Relationship, Overall) ———

const areaWords: Record<Area, { label: string; plan: string; predict: string; tip: string }> = {
  Health: {
    label: 'Health',
    plan: 'a Health plan',
    predict: 'keep the energy and health habits that got you here',
    tip: 'A daily habit you can do in a few minutes, such as a short walk, is easier to keep than a big weekly one.',
  },
  Finance: {
    label: 'Finance',
    plan: 'a Finance plan',
    predict: 'keep your money decisions deliberate rather than rushed',
    tip: 'A set weekly moment to look at your spending keeps small leaks from adding up.',
  },
  Relationship: {
    label: 'Relationship',
    plan: 'a Relationship plan',
    predict: 'keep the people who matter to you feeling seen',
    tip: 'Small, regular moments of attention count for more than rare big gestures.',
  },
};

interface AreaText {
  RatingComment: string;
  bullets: string[];
  PredictiveOutcome: string;
  WatchOut: string;
}

/**
 * The parts of an area's score that hold at least CLAIM_MIN_ENTRIES items (only those may be called the
 * strongest or the lowest), lowest first (the dashboard's: tasks, goals and habits done).
 */
function partsOf(figure: AreaFigure): { name: string; percent: number }[] {
  return [
    { name: 'tasks', percent: figure.taskPerformance, items: figure.parts.tasks },
    { name: 'goals', percent: figure.goalPerformance, items: figure.parts.goals },
    { name: 'habits', percent: figure.habitPerformance, items: figure.parts.habits },
  ]
    .filter((p) => p.items >= CLAIM_MIN_ENTRIES)
    .map(({ name, percent }) => ({ name, percent }))
    .sort((a, b) => a.percent - b.percent);
}

function areaText(area: Area, figure: AreaFigure, context: AreaContext, routines: GoalContext['routines'], today: string): AreaText {
  const w = areaWords[area];
  if (figure.items === 0) {
    return {
      RatingComment: `There is nothing to rate in ${w.label} yet: you have no ${w.label} goals, tasks or habits. Create ${w.plan} on your dashboard and tick off its items as you do them, and your rating will appear here.`,
      bullets: [],
      PredictiveOutcome: `Once you have ${w.plan} and tick off its items on a week of days, this report can show where your current pace is heading.`,
      WatchOut: `Nothing to watch out for yet. Start small: one goal and one habit you can keep is enough. ${w.tip}`,
    };
  }
  const goal = context.goal ? quote(context.goal) : null;
  const doneBullets = context.done.slice(0, 3).map((title) => `You ticked off ${quote(title)} in the last 30 days.`);
  if (noData(figure.rating)) {
    return {
      RatingComment: `Not enough data for a ${w.label} rating yet. ${shortOfData(area, figure.ready, today)}`,
      bullets: doneBullets,
      PredictiveOutcome: NO_PREDICTION,
      WatchOut: squish(`${goal ? `You are working towards ${goal}. ` : ''}${w.tip}`),
    };
  }
  const parts = partsOf(figure);
  // The parts at a percent, named together when they are level ("tasks and habits … each at 33%").
  const at = (percent: number) => {
    const names = parts.filter((p) => p.percent === percent).map((p) => p.name);
    return { names: listPhrase(names), each: names.length > 1 ? 'each ' : '', plural: names.length > 1 ? 's' : '' };
  };
  const lowest = parts[0];
  const highest = parts[parts.length - 1];
  // Comparing parts needs two that hold enough items each.
  const compare = parts.length >= 2 && lowest && highest;

  const comment = [
    `Your ${w.label} rating is ${figure.rating} out of 10 (${percentText(figure.performance ?? 0)} performance${badgeOf(figure.badge)}).`,
    `You have done ${figure.done} of your ${count(figure.items, `${w.label} item`)}.`,
    goal ? `You are working towards ${goal}.` : '',
  ];

  const bullets: string[] = [...doneBullets];
  if (compare && highest.percent > 0) {
    const top = at(highest.percent);
    bullets.push(
      lowest.percent === highest.percent
        ? `Your ${top.names} are level, ${top.each}at ${percentText(highest.percent)} done.`
        : `Your ${top.names} are your strongest part${top.plural} here, ${top.each}at ${percentText(highest.percent)} done.`,
    );
  }
  if (area === 'Health') {
    const kept = routines.filter((r) => r.streak > 0 || r.checkIns30 > 0).sort((a, b) => b.streak - a.streak || b.checkIns30 - a.checkIns30);
    for (const r of kept.slice(0, 2)) {
      bullets.push(
        r.streak > 0
          ? `Your ${quote(r.title)} routine is on a ${r.streak}-day streak, with ${count(r.checkIns30, 'check-in')} in the last 30 days.`
          : `You checked in your ${quote(r.title)} routine ${r.checkIns30 === 1 ? 'once' : `${r.checkIns30} times`} in the last 30 days.`,
      );
    }
  }
  if (bullets.length === 0) bullets.push(`Nothing in ${w.label} is ticked off yet. The first item you finish is the one that counts most; pick the smallest.`);

  const next = context.open[0] ? quote(context.open[0]) : null;
  let predict: string;
  if (figure.rating >= 7.5) {
    predict = `If you keep this pace, you are likely to ${goal ? `reach ${goal} and ` : ''}${w.predict}.`;
  } else if (figure.rating >= 5) {
    predict = `If you keep this pace, you are likely to make steady progress${goal ? ` on ${goal}` : ''}. Finishing ${next ?? 'one more open item'} would lift your rating.`;
  } else {
    predict = `If you keep the current pace, ${goal ?? `your ${w.label} plan`} is likely to stay out of reach for now. Finishing one small open item${next ? `, such as ${next},` : ''} each week would start to change that.`;
  }

  const open = context.open.slice(0, 3).map(quote);
  const bottom = lowest ? at(lowest.percent) : null;
  const watch = [
    compare && bottom && lowest.percent < highest.percent
      ? `Of the parts of your score, ${bottom.names} are lowest, ${bottom.each}at ${percentText(lowest.percent)} done.`
      : '',
    open.length ? `Still open: ${listPhrase(open)}.` : '',
    figure.rating < 5 ? w.tip : '',
  ];
  return {
    RatingComment: squish(comment.join(' ')),
    bullets: bullets.slice(0, INSIGHT_BULLETS_MAX),
    PredictiveOutcome: predict,
    WatchOut: squish(watch.join(' ')) || `Keep an eye on new items as you add them, so your ${w.label} plan stays one you can finish. ${w.tip}`,
  };
}

/** The built-in coach's goals report: each area from its figures and the customer's own titles. */
export function builtinGoalWords(figures: GoalFigures, context: GoalContext, today: string): GoalWords {
  const health = areaText('Health', figures.Health, context.Health, context.routines, today);
  const finance = areaText('Finance', figures.Finance, context.Finance, context.routines, today);
  const relationship = areaText('Relationship', figures.Relationship, context.Relationship, context.routines, today);
  const areas = ['Health', 'Finance', 'Relationship'] as const;
  const rated = areas.filter((a) => !noData(figures[a].rating));
  // Areas with a plan that are not rated yet (too few days of ticked-off items).
  const waiting = areas.filter((a) => figures[a].items > 0 && noData(figures[a].rating));
  const { routines } = figures;
  const routineLine =
    routines.current > 0
      ? `You have ${count(routines.current, 'current routine')} with ${count(routines.checkIns30, 'check-in')} in the last 30 days; your best streak now is ${count(routines.bestStreak, 'day')}.`
      : 'You have no routines yet; a small daily routine from your habit library is an easy way to build momentum.';

  let Overall: GoalWords['Overall'];
  if ((noData(figures.overall.rating) || rated.length === 0) && waiting.length > 0) {
    // The nearest area to be rated, and when.
    const nearest = [...waiting].sort((a, b) => (figures[a].ready.readyOn ?? '').localeCompare(figures[b].ready.readyOn ?? ''))[0]!;
    Overall = {
      Rating: figures.overall.rating,
      RatingComment: `Not enough data for an overall rating yet. It is the average of the areas that are rated, and none is yet. ${shortOfData(nearest, figures[nearest].ready, today)}`,
      Summary: `${routineLine} Ticking off one small item a day is the quickest way to your first rating.`,
    };
  } else if (noData(figures.overall.rating) || rated.length === 0) {
    Overall = {
      Rating: figures.overall.rating,
      RatingComment:
        'There is nothing to rate yet: none of Health, Finance or Relationship has a plan with items. Create a plan on your dashboard and tick off its tasks, goals and habits as you do them, and your ratings will appear here.',
      Summary: `${routineLine} Start with the area that matters most to you right now, with one goal and one habit.`,
    };
  } else {
    const byRating = [...rated].sort((a, b) => figures[b].rating - figures[a].rating);
    const best = byRating[0]!;
    const worst = byRating[byRating.length - 1]!;
    const missing = areas.filter((a) => figures[a].items === 0);
    const summary = [
      rated.length > 1 && figures[best].rating !== figures[worst].rating
        ? `${best} is your strongest area at ${figures[best].rating} out of 10, and ${worst} needs the most care at ${figures[worst].rating}.`
        : `${listPhrase([...rated])} ${rated.length > 1 ? 'stand' : 'stands'} at ${figures[best].rating} out of 10.`,
      waiting.length ? `${listPhrase([...waiting])} ${waiting.length > 1 ? 'are' : 'is'} not rated yet: too few days of ticked-off items so far.` : '',
      routineLine,
      missing.length ? `${listPhrase(missing)} ${missing.length > 1 ? 'have' : 'has'} no plan yet; adding one on your dashboard would round out your picture.` : '',
    ];
    Overall = {
      Rating: figures.overall.rating,
      RatingComment: `Your overall rating is ${figures.overall.rating} out of 10 (${percentText(figures.overall.performance ?? 0)} performance${badgeOf(figures.overall.badge)}), the average of the areas that are rated.`,
      Summary: squish(summary.join(' ')),
    };
  }

  return {
    Health: { Rating: figures.Health.rating, RatingComment: health.RatingComment, GoodHabits: health.bullets, PredictiveOutcome: health.PredictiveOutcome, WatchOut: health.WatchOut },
    Finance: {
      Rating: figures.Finance.rating,
      RatingComment: finance.RatingComment,
      StrongFinancialDiscipline: finance.bullets,
      PredictiveOutcome: finance.PredictiveOutcome,
      WatchOut: finance.WatchOut,
    },
    Relationships: {
      Rating: figures.Relationship.rating,
      RatingComment: relationship.RatingComment,
      ActiveEmotionalConnection: relationship.bullets,
      PredictiveOutcome: relationship.PredictiveOutcome,
      WatchOut: relationship.WatchOut,
    },
    Overall,
  };
}

// ——— Meals ———

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
  const preferred = dishes.length ? dishes : ['Rate the meals you eat on the Meal Planner, and your favourites will show here.'];
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
        WatchOut: 'Nothing to watch out for yet. A plan you can actually follow beats a perfect one; start with the meals you already like.',
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

// ——— Mood ———

const SAFETY = 'If you ever feel unsafe or unable to cope, contact local emergency services or a crisis line straight away.';

/** A pattern as one bullet: its own sentence when it fits, else a shorter one that still says it is no proof of cause. */
function patternBullet(p: PatternView): string {
  const own = squish(p.text);
  if (own.length <= INSIGHT_BULLET_MAX) return own;
  const tail = `: calm or better ${percentText(p.withPercent)} of days against ${percentText(p.withoutPercent)} (n = ${p.n}). Association, not proof of cause.`;
  const head = p.lag === 1 ? 'After ' : 'With ';
  const label = truncate(p.label, Math.max(20, INSIGHT_BULLET_MAX - head.length - tail.length));
  return `${head}${label}${tail}`;
}

const MOOD_WITHIN = `within ${MOOD_DAYS} days`;
const GOOD_COUNTED = ['Happy', 'Excited', 'Confident', 'Grateful'] as const;
const HARD_COUNTED = ['Stressed', 'Angry'] as const;

/**
 * Why the rating is high while the commonest mood was a hard one (issue 47: the label never contradicts
 * the card's words): the spec's score weighs the good days against the stressed and angry ones only.
 * Empty unless the rating is 7.5 or more and the commonest mood is not calm or better.
 */
export function highDespiteHard(figures: MoodFigures): string {
  const hardest = figures.commonest;
  if (!hardest || isGoodMood(hardest) || noData(figures.rating) || figures.rating < 7.5) return '';
  const good = GOOD_COUNTED.reduce((sum, m) => sum + (figures.counts[m] ?? 0), 0);
  const hard = HARD_COUNTED.reduce((sum, m) => sum + (figures.counts[m] ?? 0), 0);
  return `Your rating is high even though ${hardest} was your most common mood: it sets your ${count(good, 'happy, excited, confident or grateful day', 'happy, excited, confident or grateful days')} against your ${count(hard, 'stressed or angry day', 'stressed or angry days')}, and the good ones are more. Calm, anxious and sad days do not count in it.`;
}

/** The built-in coach's mood report: the last 30 days' moods and the patterns that held. */
export function builtinMoodWords(figures: MoodFigures, patterns: Patterns, today: string): MoodWords {
  if (figures.logged === 0) {
    return {
      MoodSummary: {
        OverallMoodRating: figures.rating,
        OverallMoodComment: `You have not logged a mood in the last 30 days, so there is nothing to rate yet. ${shortOfData('Mood', figures.ready, today, MOOD_WITHIN)}`,
        MoodPattern: [],
        PredictiveOutcome: 'After a couple of weeks of daily moods, this report can show which of your routines and habits go with your better days.',
        Advice: 'Pick a set moment to log your mood, for example after dinner. It takes less than a minute, and honest entries are more useful than good ones.',
        MoodWatchOut: `Nothing to watch out for yet. ${SAFETY}`,
      },
    };
  }
  if (noData(figures.rating)) {
    return {
      MoodSummary: {
        OverallMoodRating: figures.rating,
        OverallMoodComment: `Not enough data for a mood rating yet. ${shortOfData('Mood', figures.ready, today, MOOD_WITHIN)}`,
        MoodPattern: [],
        PredictiveOutcome: NO_PREDICTION,
        Advice:
          'Thank you for starting. Log how you feel once a day at a set moment, for example after dinner; honest entries, hard days included, are what make this report useful to you.',
        MoodWatchOut: `A single day says little on its own; be kind to yourself about the hard ones. ${SAFETY}`,
      },
    };
  }
  const commonest = figures.commonest;
  const commonestDays = commonest ? (figures.counts[commonest] ?? 0) : 0;
  // Moods as common as each other (each on enough days) are named together: none of them is "the most common".
  const top = Math.max(0, ...Object.values(figures.counts));
  const tied = top >= CLAIM_MIN_ENTRIES ? Object.entries(figures.counts).filter(([, n]) => n === top).map(([mood]) => mood) : [];
  const good = figures.goodPercent ?? 0;
  const because = highDespiteHard(figures);

  const comment = squish(
    [
      `Over the last 30 days you logged a mood on ${count(figures.logged, 'day')}.`,
      figures.goodPercent !== null ? `${percentText(figures.goodPercent)} of them were calm or better.` : '',
      commonest ? `Your most common mood was ${commonest}.` : tied.length > 1 ? `${listPhrase(tied)} were equally common.` : '',
      `Your mood rating is ${figures.rating} out of 10 (${percentText(figures.performance ?? 0)} performance${badgeOf(figures.badge)}).`,
      because ||
        'Like the score on the Emotional page, it weighs your happy, excited, confident and grateful days against your stressed and angry ones; calm, anxious and sad days do not count in it.',
    ].join(' '),
  );

  const bullets = patterns.items.slice(0, 3).map(patternBullet);
  if (commonest) bullets.push(`${commonest} was your most common mood, on ${commonestDays} of your ${count(figures.logged, 'logged day')}.`);
  else if (tied.length > 1) bullets.push(`${listPhrase(tied)} were your most common moods, on ${top} days each.`);
  if (patterns.items.length === 0 && patterns.tested > 0) {
    bullets.push(`None of the ${count(patterns.tested, 'behaviour')} we could test shows a clear link with your mood yet. That is useful to know too.`);
  } else if (patterns.items.length === 0 && patterns.untested > 0) {
    bullets.push('Your routines and meals do not have enough days next to your moods to test yet. Keep logging each day.');
  }

  const lift = patterns.items.find((p) => p.withPercent > p.withoutPercent);
  const drag = patterns.items.find((p) => p.withPercent < p.withoutPercent);
  const predict = lift
    ? `If you keep up ${truncate(lift.label, 90)}, your days are likely to stay calm or better more often than without it, though this is a link in your data, not a promise.`
    : good >= 60
      ? 'If you keep the habits you have now, most of your days are likely to stay calm or better.'
      : 'If you keep logging each day and add one small thing that lifts you, you are likely to see clearer patterns within a few weeks, and to learn what helps you most.';

  const hardCommonest = commonest && !isGoodMood(commonest) ? commonest : null;
  const advice = squish(
    [
      lift
        ? `Protect ${truncate(lift.label, 90)} on busy days. A self-experiment on this page can test whether it really helps you.`
        : 'Try one small, regular thing that tends to lift people: a short walk outside, a message to a friend, or a set bedtime.',
      drag ? `Days around ${truncate(drag.label, 90)} tended to be harder; notice how you feel then and what might make them easier.` : '',
      hardCommonest ? `Feeling ${hardCommonest.toLowerCase()} often is worth being gentle about; rest and talking it through with someone you trust both help.` : '',
    ].join(' '),
  );

  const watch = squish(
    [
      hardCommonest && good < 50
        ? `${hardCommonest} was your most common mood. If low or tense days keep outweighing good ones, or feel heavy, talk to someone you trust or a doctor.`
        : hardCommonest
          ? `${hardCommonest} was your most common single mood, even with more good days than hard ones. Notice what comes before those days; if they feel heavy, talk to someone you trust or a doctor.`
          : good < 50
            ? 'Fewer than half of your logged days were calm or better. If that goes on, or feels heavy, talk to someone you trust or a doctor.'
            : 'Watch for a run of harder days in a row; it is a good moment to rest and reach out.',
      SAFETY,
    ].join(' '),
  );

  return {
    MoodSummary: {
      OverallMoodRating: figures.rating,
      OverallMoodComment: comment,
      MoodPattern: bullets.slice(0, INSIGHT_BULLETS_MAX),
      PredictiveOutcome: predict,
      Advice: advice,
      MoodWatchOut: watch,
    },
  };
}

// ——— The guard ———

interface Guard {
  allowed: Set<number>;
  rewritten: number;
  /** A text-specific rule on top of the numbers (meals: calorie claims); true when the text may stand. */
  holds?: (text: string) => boolean;
}

/** A bullet list's own marker ("- ", "• ", "1. ") is not a number it quotes. */
const LIST_MARKER = /^\s*(?:[-•*–]|\d{1,2}[.)])\s+/;

function settleRating(ai: number, figure: number, g: Guard): number {
  if (ai !== figure) g.rewritten++;
  return figure;
}

function settleText(ai: string, builtin: string, g: Guard): string {
  const cut = truncate(tightPercents(ai), INSIGHT_TEXT_MAX);
  if (cut && quotesOnly(cut, g.allowed) && (g.holds?.(cut) ?? true)) return cut;
  g.rewritten++;
  return truncate(builtin, INSIGHT_TEXT_MAX);
}

function tidyBullets(list: readonly string[]): string[] {
  return list
    .map((b) => truncate(tightPercents(b.replace(LIST_MARKER, '')), INSIGHT_BULLET_MAX))
    .filter((b) => b.length > 0)
    .slice(0, INSIGHT_BULLETS_MAX);
}

function settleBullets(ai: readonly string[], builtin: readonly string[], g: Guard): string[] {
  const cut = tidyBullets(ai);
  if (cut.every((b) => quotesOnly(b, g.allowed) && (g.holds?.(b) ?? true))) return cut;
  g.rewritten++;
  return tidyBullets(builtin);
}

/**
 * Settles one section field by field. A section with nothing to rate takes the built-in words whole
 * (they say plainly there is no data and how to get some); each field that differed counts as rewritten.
 */
function settleSection<T extends Record<string, unknown>>(ai: T, builtin: T, ratingKey: keyof T, figure: number, g: Guard): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(builtin) as (keyof T & string)[]) {
    const mine = builtin[key];
    const theirs = ai[key];
    if (key === ratingKey) out[key] = settleRating(theirs as number, figure, g);
    else if (noData(figure)) {
      const fixed = Array.isArray(mine) ? tidyBullets(mine as string[]) : truncate(mine as string, INSIGHT_TEXT_MAX);
      if (JSON.stringify(theirs) !== JSON.stringify(fixed)) g.rewritten++;
      out[key] = fixed;
    } else if (Array.isArray(mine)) out[key] = settleBullets(Array.isArray(theirs) ? (theirs as string[]) : [], mine as string[], g);
    else out[key] = settleText(typeof theirs === 'string' ? theirs : '', mine as string, g);
  }
  return out as T;
}

/**
 * The AI's words made safe: every Rating / OverallMoodRating overwritten with the figures' rating; each
 * text or bullet that quotes a number the data does not hold is replaced by the built-in words' same
 * field (a bullet list as a whole); a section with nothing to rate (−10) takes the built-in words;
 * texts cut to INSIGHT_TEXT_MAX and bullets to INSIGHT_BULLETS_MAX × INSIGHT_BULLET_MAX at a word;
 * blank bullets dropped. Returns the words and how many fields were rewritten (a rating that differed
 * counts; a cut does not).
 */
export function settleGoalWords(ai: GoalWords, figures: GoalFigures, context: GoalContext, today: string): { words: GoalWords; rewritten: number } {
  const builtin = builtinGoalWords(figures, context, today);
  const g: Guard = { allowed: allowedNumbers(figures, context), rewritten: 0 };
  const words: GoalWords = {
    Health: settleSection(ai.Health, builtin.Health, 'Rating', figures.Health.rating, g),
    Finance: settleSection(ai.Finance, builtin.Finance, 'Rating', figures.Finance.rating, g),
    Relationships: settleSection(ai.Relationships, builtin.Relationships, 'Rating', figures.Relationship.rating, g),
    Overall: settleSection(ai.Overall, builtin.Overall, 'Rating', figures.overall.rating, g),
  };
  return { words, rewritten: g.rewritten };
}

/** Sentences of a text (for claims that must hold sentence by sentence). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
const CALORIES = /\bcalor|\bkcal\b|\benergy intake\b/i;
const ABOVE = /\b(?:above|over|exceed(?:s|ed|ing)?|more than|higher than|surplus)\b[^.!?]{0,40}\b(?:target|goal)\b/i;
const BELOW = /\b(?:below|under|short of|less than|lower than|deficit)\b[^.!?]{0,40}\b(?:target|goal)\b/i;
/** There are no protein, carbohydrate or fat targets: a text that speaks of one invents it. */
const MACRO_TARGET = /\b(?:protein|carb(?:ohydrate)?s?|fats?)\b[^.!?]{0,30}\b(?:target|goal|requirement|recommended)\b/i;

/** Whether a meal text's claims about calories against the target match the averages, and it names no macro target. */
export function mealClaimsHold(text: string, figures: Pick<MealFigures, 'averageCalories' | 'calorieTarget'>): boolean {
  const { averageCalories: average, calorieTarget: target } = figures;
  for (const sentence of sentences(text)) {
    if (MACRO_TARGET.test(sentence)) return false;
    if (!CALORIES.test(sentence)) continue;
    if (ABOVE.test(sentence) && !(average !== null && target !== null && average > target)) return false;
    if (BELOW.test(sentence) && !(average !== null && target !== null && average < target)) return false;
  }
  return true;
}

/**
 * `namesAvoidedFood`: whether a text names a food the customer's diet or allergies rule out (the meal
 * planner's own word lists); such a text is replaced like a wrong number. Preferred meals are only
 * dishes the figures hold (their own, already fitted to them).
 */
export function settleMealWords(
  ai: MealWords,
  figures: MealFigures,
  today: string,
  namesAvoidedFood: (text: string) => boolean = () => false,
): { words: MealWords; rewritten: number } {
  const builtin = builtinMealWords(figures, today);
  const g: Guard = { allowed: allowedNumbers(figures, macroShares(figures)), rewritten: 0, holds: (text) => mealClaimsHold(text, figures) && !namesAvoidedFood(text) };
  const preferred = new Set([...figures.preferred, ...builtin.Health.PreferredMeals].map((d) => d.toLowerCase()));
  const health = { ...ai.Health, PreferredMeals: ai.Health.PreferredMeals.filter((d) => preferred.has(d.trim().toLowerCase())) };
  if (health.PreferredMeals.length !== ai.Health.PreferredMeals.length) g.rewritten++;
  const words: MealWords = {
    Health: settleSection(health, builtin.Health, 'Rating', figures.rating, g),
    Overall: settleSection(ai.Overall, builtin.Overall, 'Rating', figures.rating, g),
  };
  return { words, rewritten: g.rewritten };
}

/**
 * The mood report's words; when the rating is high while the commonest mood was a hard one, the comment is
 * the built-in one, which says why (the AI's need not).
 */
export function settleMoodWords(ai: MoodWords, figures: MoodFigures, patterns: Patterns, today: string): { words: MoodWords; rewritten: number } {
  const builtin = builtinMoodWords(figures, patterns, today);
  const g: Guard = { allowed: allowedNumbers(figures, patterns), rewritten: 0 };
  const summary = settleSection(ai.MoodSummary, builtin.MoodSummary, 'OverallMoodRating', figures.rating, g);
  if (highDespiteHard(figures) && summary.OverallMoodComment !== builtin.MoodSummary.OverallMoodComment) {
    summary.OverallMoodComment = truncate(builtin.MoodSummary.OverallMoodComment, INSIGHT_TEXT_MAX);
    g.rewritten++;
  }
  return { words: { MoodSummary: summary }, rewritten: g.rewritten };
}
