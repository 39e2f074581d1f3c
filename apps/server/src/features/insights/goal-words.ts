/** The built-in coach's goals report: Health, Finance and Relationship from their figures and the customer's own titles, and the overall picture. */
import { CLAIM_MIN_ENTRIES, INSIGHT_BULLETS_MAX, MEAL_DAYS, MOOD_DAYS } from '@iyl/core/insights/constants';
import type { AreaFigure, GoalFigures, GoalWords } from '@iyl/core/insights/contract';
import { percentText } from '@iyl/core/insights/format';
import { counted as count, listPhrase, squish } from '../../platform/ai/offline-helpers.ts';
import { type Area, areaWords, NO_PREDICTION } from './content/phrases.ts';
import { badgeOf, noData, quote, shortOfData } from './wording.ts';

/** The window a section's days must fall in, in words (the plan areas count all their history). */
const within = { Health: undefined, Finance: undefined, Relationship: undefined, Meals: `within ${MEAL_DAYS} days`, Mood: `within ${MOOD_DAYS} days` } as const;
/** The smallest daily step towards a section's first rating. */
const firstStep = {
  Health: 'Ticking off one small item a day',
  Finance: 'Ticking off one small item a day',
  Relationship: 'Ticking off one small item a day',
  Meals: 'Marking the meals you eat each day',
  Mood: 'Logging your mood each day',
} as const;

/** One area's own titles (already cut to ≤ 70 characters): newest open goal, up to 3 open items, up to 3 items done in the last 30 days. */
export interface AreaContext {
  goal: string | null;
  open: string[];
  done: string[];
  /**
   * The newest open goal whose own plan's items were ticked off on RATE_MIN_DAYS days: the goal a
   * prediction may name, its own open items (up to 3) and its own pace (its items done, out of 10).
   */
  predicted: { goal: string; next: string[]; pace: number } | null;
  /** The newest open goal when its own items were ticked off on too few days: no prediction is made about it. */
  tooNew: { goal: string; days: number; need: number } | null;
}

/** The customer's own titles per area and up to 5 routines. */
export interface GoalContext {
  Health: AreaContext;
  Finance: AreaContext;
  Relationship: AreaContext;
  routines: { title: string; streak: number; checkIns30: number }[];
}

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

  // A goal is predicted from its own plan: its pace and its own open items (review M6). Without a goal
  // whose own items have history enough, the prediction is the area's, naming no goal or item.
  const own = context.predicted;
  const target = own ? quote(own.goal) : null;
  const next = own?.next[0] ? quote(own.next[0]) : null;
  const pace = own ? own.pace : figure.rating;
  let predict: string;
  if (pace >= 7.5) {
    predict = `If you keep this pace, you are likely to ${target ? `reach ${target} and ` : ''}${w.predict}.`;
  } else if (pace >= 5) {
    predict = `If you keep this pace, you are likely to make steady progress${target ? ` on ${target}` : ''}. Finishing ${next ?? 'one more open item'} would lift your rating.`;
  } else {
    predict = `If you keep the current pace, ${target ?? `your ${w.label} plan`} is likely to stay out of reach for now. Finishing one small open item${next ? `, such as ${next},` : ''} each week would start to change that.`;
  }
  const fresh = context.tooNew;
  if (fresh) {
    const history = fresh.days === 0 ? 'none of its items is ticked off yet' : `its items have been ticked off on ${fresh.days} of the ${fresh.need} days it needs`;
    predict = `${predict} ${quote(fresh.goal)} is too new for a prediction of its own: ${history}.`;
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
  // Overall is the mean of every rated section of Performance Analysis: the three areas, meals and mood.
  const sections = [...areas, 'Meals', 'Mood'] as const;
  const rated = sections.filter((s) => !noData(figures[s].rating));
  // Sections with entries that are not rated yet (too few days of them): an area with a plan, meals or mood with a day logged.
  const started = (s: (typeof sections)[number]) => (s === 'Meals' || s === 'Mood' ? figures[s].ready.days > 0 : figures[s].items > 0);
  const waiting = sections.filter((s) => started(s) && noData(figures[s].rating));
  const { routines } = figures;
  const routineLine =
    routines.current > 0
      ? `You have ${count(routines.current, 'current routine')} with ${count(routines.checkIns30, 'check-in')} in the last 30 days; your best streak now is ${count(routines.bestStreak, 'day')}.`
      : 'You have no routines yet; a small daily routine from your habit library is an easy way to build momentum.';

  let Overall: GoalWords['Overall'];
  if ((noData(figures.overall.rating) || rated.length === 0) && waiting.length > 0) {
    // The nearest section to be rated, and when (of two as near, the one further along).
    const nearest = [...waiting].sort(
      (a, b) => (figures[a].ready.readyOn ?? '').localeCompare(figures[b].ready.readyOn ?? '') || figures[b].ready.days - figures[a].ready.days,
    )[0]!;
    // The card's heading already says "Not enough data yet": the words go on from there.
    Overall = {
      Rating: figures.overall.rating,
      RatingComment: `Your overall rating is the average of the sections that are rated, and none is rated yet. ${shortOfData(nearest, figures[nearest].ready, today, within[nearest])}`,
      Summary: `${routineLine} ${firstStep[nearest]} is the quickest way to your first rating.`,
    };
  } else if (noData(figures.overall.rating) || rated.length === 0) {
    Overall = {
      Rating: figures.overall.rating,
      RatingComment:
        'There is nothing to rate yet: none of Health, Finance or Relationship has a plan with items, no meal is marked eaten and no mood is logged. Create a plan on your dashboard and tick off its items as you do them, mark the meals you eat on the Meal Planner or log your mood each day, and your ratings will appear here.',
      Summary: `${routineLine} Start with the area that matters most to you right now, with one goal and one habit.`,
    };
  } else {
    const byRating = [...rated].sort((a, b) => figures[b].rating - figures[a].rating);
    const best = byRating[0]!;
    const worst = byRating[byRating.length - 1]!;
    const missing = areas.filter((a) => figures[a].items === 0);
    const summary = [
      rated.length > 1 && figures[best].rating !== figures[worst].rating
        ? `${best} is where you are strongest, at ${figures[best].rating} out of 10, and ${worst} needs the most care, at ${figures[worst].rating}.`
        : `${listPhrase([...rated])} ${rated.length > 1 ? 'stand' : 'stands'} at ${figures[best].rating} out of 10.`,
      waiting.length ? `${listPhrase([...waiting])} ${waiting.length > 1 ? 'are' : 'is'} not rated yet: too few days with entries so far.` : '',
      routineLine,
      missing.length ? `${listPhrase(missing)} ${missing.length > 1 ? 'have' : 'has'} no plan yet; adding one on your dashboard would round out your picture.` : '',
    ];
    const of = rated.length > 1 ? `the average of your ${listPhrase([...rated])} ratings` : `your ${rated[0]} rating, the only one rated so far`;
    Overall = {
      Rating: figures.overall.rating,
      RatingComment: `Your overall rating is ${figures.overall.rating} out of 10 (${percentText(figures.overall.performance ?? 0)} performance${badgeOf(figures.overall.badge)}), ${of}.`,
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
