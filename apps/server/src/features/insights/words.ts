/**
 * Behavioural insights (issue 34): the built-in coach's words for the three reports, and the guard
 * every report's words pass before a customer reads them, the AI's and the built-in coach's alike.
 *
 * The figures are the server's (core insights/figures.ts); words only describe them. The guard holds
 * the words to that: each Rating is the figures' rating, a text that quotes a number the data does not
 * hold gives way to the built-in coach's text for the same field, a section with nothing to rate says
 * so (the built-in words), and a meal text that says calories were above or below target must match
 * the averages. Pure: no I/O, no clock.
 */
import { INSIGHT_BULLET_MAX, INSIGHT_BULLETS_MAX, INSIGHT_TEXT_MAX, isGoodMood } from '@iyl/core/insights/constants';
import type { AreaFigure, GoalFigures, GoalWords, MealFigures, MealWords, MoodFigures, MoodWords, Patterns, PatternView } from '@iyl/core/insights/contract';
import { NO_DATA_RATING } from '@iyl/core/insights/figures';
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

/** The three parts of an area's score, lowest first (the dashboard's: tasks, goals and habits done). */
function partsOf(figure: AreaFigure): { name: string; percent: number }[] {
  return [
    { name: 'tasks', percent: figure.taskPerformance },
    { name: 'goals', percent: figure.goalPerformance },
    { name: 'habits', percent: figure.habitPerformance },
  ].sort((a, b) => a.percent - b.percent);
}

function areaText(area: Area, figure: AreaFigure, context: AreaContext, routines: GoalContext['routines']): AreaText {
  const w = areaWords[area];
  if (noData(figure.rating)) {
    return {
      RatingComment: `There is nothing to rate in ${w.label} yet: you have no ${w.label} goals, tasks or habits. Create ${w.plan} on your dashboard and tick off its items as you do them, and your rating will appear here.`,
      bullets: [],
      PredictiveOutcome: `Once you have ${w.plan} and tick off a few of its items, this report can show where your current pace is likely to lead.`,
      WatchOut: `Nothing to watch out for yet. Start small: one goal and one habit you can keep is enough. ${w.tip}`,
    };
  }
  const goal = context.goal ? quote(context.goal) : null;
  const parts = partsOf(figure);
  const lowest = parts[0]!;
  const highest = parts[parts.length - 1]!;
  // The parts at a percent, named together when they are level ("tasks and habits … each at 33 %").
  const at = (percent: number) => {
    const names = parts.filter((p) => p.percent === percent).map((p) => p.name);
    return { names: listPhrase(names), each: names.length > 1 ? 'each ' : '', plural: names.length > 1 ? 's' : '' };
  };
  const top = at(highest.percent);
  const bottom = at(lowest.percent);

  const comment = [
    `Your ${w.label} rating is ${figure.rating} out of 10 (${figure.performance} % performance${badgeOf(figure.badge)}).`,
    `You have done ${figure.done} of your ${count(figure.items, `${w.label} item`)}.`,
    goal ? `You are working towards ${goal}.` : '',
  ];

  const bullets: string[] = [];
  for (const title of context.done.slice(0, 3)) bullets.push(`You ticked off ${quote(title)} in the last 30 days.`);
  if (highest.percent > 0) {
    bullets.push(
      lowest.percent === highest.percent
        ? `Your tasks, goals and habits are level, each at ${highest.percent} % done.`
        : `Your ${top.names} are your strongest part${top.plural} here, ${top.each}at ${highest.percent} % done.`,
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
  const watch = [
    lowest.percent < highest.percent ? `Of the three parts of your score, ${bottom.names} are lowest, ${bottom.each}at ${lowest.percent} % done.` : '',
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
export function builtinGoalWords(figures: GoalFigures, context: GoalContext): GoalWords {
  const health = areaText('Health', figures.Health, context.Health, context.routines);
  const finance = areaText('Finance', figures.Finance, context.Finance, context.routines);
  const relationship = areaText('Relationship', figures.Relationship, context.Relationship, context.routines);
  const rated = (['Health', 'Finance', 'Relationship'] as const).filter((a) => !noData(figures[a].rating));
  const { routines } = figures;
  const routineLine =
    routines.current > 0
      ? `You have ${count(routines.current, 'current routine')} with ${count(routines.checkIns30, 'check-in')} in the last 30 days; your best streak now is ${count(routines.bestStreak, 'day')}.`
      : 'You have no routines yet; a small daily routine from your habit library is an easy way to build momentum.';

  let Overall: GoalWords['Overall'];
  if (noData(figures.overall.rating) || rated.length === 0) {
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
    const missing = (['Health', 'Finance', 'Relationship'] as const).filter((a) => !rated.includes(a));
    const summary = [
      rated.length > 1 && figures[best].rating !== figures[worst].rating
        ? `${best} is your strongest area at ${figures[best].rating} out of 10, and ${worst} needs the most care at ${figures[worst].rating}.`
        : `${listPhrase([...rated])} ${rated.length > 1 ? 'stand' : 'stands'} at ${figures[best].rating} out of 10.`,
      routineLine,
      missing.length ? `${listPhrase(missing)} ${missing.length > 1 ? 'have' : 'has'} no plan yet; adding one on your dashboard would round out your picture.` : '',
    ];
    Overall = {
      Rating: figures.overall.rating,
      RatingComment: `Your overall rating is ${figures.overall.rating} out of 10 (${figures.overall.performance} % performance${badgeOf(figures.overall.badge)}), the average of the areas you have plans in.`,
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
  if (status === null) return `On days you ate from your plan, your meals came to ${figures.averageCalories} kcal on average.`;
  const where = status === 'near' ? 'close to' : status === 'above' ? 'above' : 'below';
  return `On days you ate from your plan, your meals came to ${figures.averageCalories} kcal on average, ${where} your target of ${figures.calorieTarget} kcal.`;
}

function macroText(name: 'protein' | 'carbohydrate' | 'fat', grams: number | null, share: number | null, eaten: number): string {
  // Daily figures count whole days only: with meals eaten today alone, the first day is not over yet.
  if (grams === null && eaten > 0) return `Your daily ${name} figure starts once a whole day of your plan is over; today's meals count from tomorrow.`;
  if (grams === null) return `No meals are marked eaten yet, so there is no ${name} figure. Mark meals eaten on the Meal Planner and it will appear here.`;
  const of = share === null ? '' : `, about ${share} % of your calories`;
  return `On days you ate planned meals you had about ${grams} g of ${name} a day${of}.`;
}

/** The built-in coach's meal report: the plan's own figures and the dishes the customer rated highly. */
export function builtinMealWords(figures: MealFigures): MealWords {
  if (noData(figures.rating)) {
    const comment = figures.plan
      ? 'No meal of your current plan is due yet, so there is nothing to rate. As the week goes on, mark the meals you eat on the Meal Planner and your rating will appear here.'
      : 'You have no meal plan yet, so there is nothing to rate. Plan a week on the Meal Planner and mark the meals you eat, and your rating will appear here.';
    const none = (name: string) => `No meals are marked eaten yet, so there is no ${name} figure.`;
    return {
      Health: {
        Rating: figures.rating,
        RatingComment: comment,
        GoodHabits: [],
        PreferredMeals: [],
        PredictiveOutcome: 'Once you have marked a few days of meals eaten, this report can show where your eating is likely to lead.',
        ProteinIntake: none('protein'),
        CarbIntake: none('carbohydrate'),
        FatIntake: none('fat'),
        EatingPatterns: 'Mark each meal eaten on the Meal Planner, and rate the ones you enjoy, to see which meals of the day you keep best.',
        WatchOut: 'Nothing to watch out for yet. A plan you can actually follow beats a perfect one; start with the meals you already like.',
      },
      Overall: { Rating: figures.rating, RatingComment: comment, Summary: 'Plan a week on the Meal Planner and mark meals eaten to get your first meal insights.' },
    };
  }

  const shares = macroShares(figures);
  const status = calorieStatus(figures.averageCalories, figures.calorieTarget);
  const kept = mealTypes.filter((t) => figures.keptPercent[t] !== null).map((t) => ({ type: t, percent: figures.keptPercent[t] as number }));
  const byKept = [...kept].sort((a, b) => b.percent - a.percent);
  const bestKept = byKept[0];
  const worstKept = byKept[byKept.length - 1];
  const dishes = figures.preferred.slice(0, INSIGHT_BULLETS_MAX);

  const good: string[] = [];
  if (bestKept && bestKept.percent > 0) good.push(`You kept ${bestKept.percent} % of your planned ${mealPlural[bestKept.type]}, your most regular meal.`);
  if (status === 'near') good.push('Your average day was close to your calorie target.');
  if (dishes.length) good.push(`You rated ${listPhrase(dishes.slice(0, 2).map(quote))} highly; meals you enjoy are meals you keep.`);
  if (good.length === 0) good.push('Every meal you mark eaten makes this report more accurate. Keep marking them as you go.');

  const patterns = kept.map((k) => `${k.percent} % of your ${mealPlural[k.type]}`);
  const eatingPatterns = squish(
    [
      patterns.length ? `You ate ${listPhrase(patterns)} as planned.` : '',
      worstKept && bestKept && worstKept.percent < bestKept.percent ? `${worstKept.type} is the meal you miss most often.` : '',
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

  const rating = `You ate ${figures.eaten} of ${count(figures.due, 'planned meal')} so far (${figures.performance} % performance${badgeOf(figures.badge)}), so your meal rating is ${figures.rating} out of 10.`;
  return {
    Health: {
      Rating: figures.rating,
      RatingComment: squish(`${rating} ${calorieSentence(figures)}`),
      GoodHabits: good.slice(0, INSIGHT_BULLETS_MAX),
      PreferredMeals: dishes.length ? dishes : ['Rate the meals you eat on the Meal Planner, and your favourites will show here.'],
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
        [calorieSentence(figures), dishes.length ? `Your favourites so far: ${listPhrase(dishes.slice(0, 3).map(quote))}.` : '', bestKept ? `${bestKept.type} is your most regular meal.` : ''].join(' '),
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
  const tail = `: calm or better ${p.withPercent} % of days against ${p.withoutPercent} % (n = ${p.n}). Association, not proof of cause.`;
  const head = p.lag === 1 ? 'After ' : 'With ';
  const label = truncate(p.label, Math.max(20, INSIGHT_BULLET_MAX - head.length - tail.length));
  return `${head}${label}${tail}`;
}

/** The built-in coach's mood report: the last 30 days' moods and the patterns that held. */
export function builtinMoodWords(figures: MoodFigures, patterns: Patterns): MoodWords {
  if (noData(figures.rating) || figures.logged === 0) {
    return {
      MoodSummary: {
        OverallMoodRating: figures.rating,
        OverallMoodComment:
          'You have not logged a mood in the last 30 days, so there is nothing to rate yet. Log how you feel each day on the Emotional page, and your mood rating will appear here.',
        MoodPattern: [],
        PredictiveOutcome: 'After a couple of weeks of daily moods, this report can show which of your routines and habits go with your better days.',
        Advice: 'Pick a set moment to log your mood, for example after dinner. It takes less than a minute, and honest entries are more useful than good ones.',
        MoodWatchOut: `Nothing to watch out for yet. ${SAFETY}`,
      },
    };
  }
  const commonestDays = figures.commonest ? (figures.counts[figures.commonest] ?? 0) : 0;
  // Moods as common as each other are named together: none of them is "the most common".
  const tied = Object.entries(figures.counts)
    .filter(([, n]) => n === commonestDays && commonestDays > 0)
    .map(([mood]) => mood);
  const commonest = tied.length === 1 ? figures.commonest : null;
  const good = figures.goodPercent ?? 0;

  const comment = squish(
    [
      `Over the last 30 days you logged a mood on ${count(figures.logged, 'day')}.`,
      figures.goodPercent !== null ? `${figures.goodPercent} % of them were calm or better.` : '',
      commonest ? `Your most common mood was ${commonest}.` : tied.length > 1 ? `${listPhrase(tied)} were equally common.` : '',
      `Your mood rating is ${figures.rating} out of 10 (${figures.performance} % performance${badgeOf(figures.badge)}). Like the score on the Emotional page, it weighs your happy, excited, confident and grateful days against your stressed and angry ones; calm, anxious and sad days do not count in it.`,
    ].join(' '),
  );

  const bullets = patterns.items.slice(0, 3).map(patternBullet);
  if (commonest) bullets.push(`${commonest} was your most common mood, on ${commonestDays} of your ${count(figures.logged, 'logged day')}.`);
  else if (tied.length > 1) bullets.push(`${listPhrase(tied)} were your most common moods, on ${commonestDays} days each.`);
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

  const advice = squish(
    [
      lift
        ? `Protect ${truncate(lift.label, 90)} on busy days. A self-experiment on this page can test whether it really helps you.`
        : 'Try one small, regular thing that tends to lift people: a short walk outside, a message to a friend, or a set bedtime.',
      drag ? `Days around ${truncate(drag.label, 90)} tended to be harder; notice how you feel then and what might make them easier.` : '',
      commonest && !isGoodMood(commonest) ? `Feeling ${commonest.toLowerCase()} often is worth being gentle about; rest and talking it through with someone you trust both help.` : '',
    ].join(' '),
  );

  const watch = squish(
    [
      commonest && !isGoodMood(commonest)
        ? `${commonest} was your most common mood. If low or tense days keep outweighing good ones, or feel heavy, talk to someone you trust or a doctor.`
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
  const cut = truncate(ai, INSIGHT_TEXT_MAX);
  if (cut && quotesOnly(cut, g.allowed) && (g.holds?.(cut) ?? true)) return cut;
  g.rewritten++;
  return truncate(builtin, INSIGHT_TEXT_MAX);
}

function tidyBullets(list: readonly string[]): string[] {
  return list
    .map((b) => truncate(b.replace(LIST_MARKER, ''), INSIGHT_BULLET_MAX))
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
export function settleGoalWords(ai: GoalWords, figures: GoalFigures, context: GoalContext): { words: GoalWords; rewritten: number } {
  const builtin = builtinGoalWords(figures, context);
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
export function settleMealWords(ai: MealWords, figures: MealFigures, namesAvoidedFood: (text: string) => boolean = () => false): { words: MealWords; rewritten: number } {
  const builtin = builtinMealWords(figures);
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

export function settleMoodWords(ai: MoodWords, figures: MoodFigures, patterns: Patterns): { words: MoodWords; rewritten: number } {
  const builtin = builtinMoodWords(figures, patterns);
  const g: Guard = { allowed: allowedNumbers(figures, patterns), rewritten: 0 };
  const words: MoodWords = { MoodSummary: settleSection(ai.MoodSummary, builtin.MoodSummary, 'OverallMoodRating', figures.rating, g) };
  return { words, rewritten: g.rewritten };
}
