import { INSIGHT_BULLET_MAX, INSIGHT_BULLETS_MAX, INSIGHT_TEXT_MAX } from '@iyl/core/insights/constants';
import { type AreaFigure, type GoalFigures, GoalWords, type MealFigures, MealWords, type MoodFigures, MoodWords, type Patterns, type Readiness } from '@iyl/core/insights/contract';
import { NO_DATA_RATING, rated } from '@iyl/core/insights/figures';
import { kcalText } from '@iyl/core/insights/format';
import { describe, expect, it } from 'vitest';
import { goalInput, goalSchemaFor, INSIGHTS_SYSTEM, mealInput, moodInput } from './prompts.ts';
import { builtinGoalWords, type GoalContext } from './goal-words.ts';
import { builtinMealWords, calorieStatus, macroShares } from './meal-words.ts';
import { builtinMoodWords, highDespiteHard } from './mood-words.ts';
import { allowedNumbers, numbersIn } from './numbers.ts';
import { mealClaimsHold, settleGoalWords, settleMealWords, settleMoodWords } from './words.ts';

// ——— Fixtures ———

/** The day the fixtures are read on. */
const TODAY = '2026-11-30';
/** A part with entries on enough days. */
const READY: Readiness = { days: 9, need: 7, ready: true, more: 0, readyOn: null };
/** A part with entries on 2 days of the 7 it needs. */
const SHORT: Readiness = { days: 2, need: 7, ready: false, more: 5, readyOn: '2026-12-04' };

function area(
  outOfTen: number | null,
  items: number,
  done: number,
  parts: [number, number, number] = [60, 50, 70],
  counts: [number, number, number] = [5, 3, 4],
  ready: Readiness = READY,
): AreaFigure {
  return {
    ...rated(outOfTen),
    taskPerformance: parts[0],
    goalPerformance: parts[1],
    habitPerformance: parts[2],
    items,
    done,
    parts: { tasks: counts[0], goals: counts[1], habits: counts[2] },
    ready,
  };
}

/** Nothing logged in the section yet. */
const NONE: Readiness = { days: 0, need: 7, ready: false, more: 7, readyOn: '2026-12-06' };

function goalFigures(h: number | null, f: number | null, r: number | null, meals: number | null = null, mood: number | null = null): GoalFigures {
  const rs = [h, f, r, meals, mood].filter((x): x is number => x !== null);
  return {
    Health: h === null ? area(null, 0, 0, [0, 0, 0]) : area(h, 12, 7),
    Finance: f === null ? area(null, 0, 0, [0, 0, 0]) : area(f, 5, 1, [20, 0, 40]),
    Relationship: r === null ? area(null, 0, 0, [0, 0, 0]) : area(r, 8, 8, [100, 100, 100]),
    Meals: { ...rated(meals), ready: meals === null ? NONE : READY },
    Mood: { ...rated(mood), ready: mood === null ? NONE : READY },
    overall: rated(rs.length ? rs.reduce((a, b) => a + b, 0) / rs.length : null),
    routines: { current: 2, checkIns30: 19, bestStreak: 6 },
  };
}

const context: GoalContext = {
  Health: {
    goal: 'Run a 5k by June',
    open: ['Stretch after runs', 'Book a check-up'],
    done: ['Buy running shoes'],
    predicted: { goal: 'Run a 5k by June', next: ['Stretch after runs', 'Book a check-up'], pace: 4 },
    tooNew: null,
  },
  Finance: { goal: 'Save an emergency fund', open: ['Cancel unused subscriptions'], done: [], predicted: { goal: 'Save an emergency fund', next: ['Cancel unused subscriptions'], pace: 2.5 }, tooNew: null },
  Relationship: { goal: 'Weekly call with Mum', open: [], done: ['Plan a date night', 'Write to Sam'], predicted: { goal: 'Weekly call with Mum', next: [], pace: 10 }, tooNew: null },
  routines: [
    { title: 'Evening wind-down', streak: 6, checkIns30: 14 },
    { title: 'Morning walk', streak: 0, checkIns30: 5 },
  ],
};
const emptyContext: GoalContext = {
  Health: { goal: null, open: [], done: [], predicted: null, tooNew: null },
  Finance: { goal: null, open: [], done: [], predicted: null, tooNew: null },
  Relationship: { goal: null, open: [], done: [], predicted: null, tooNew: null },
  routines: [],
};

function mealFigures(overrides: Partial<MealFigures> = {}): MealFigures {
  return {
    ...rated(7.5),
    ready: READY,
    plan: { from: '2026-11-23', to: '2026-11-29' },
    diet: 'vegetarian',
    allergies: ['nuts'],
    due: 12,
    eaten: 9,
    dailyCalories: [
      { day: '2026-11-23', calories: 1850, target: 2000 },
      { day: '2026-11-24', calories: 2050, target: 2000 },
    ],
    averageCalories: 1950,
    calorieTarget: 2000,
    proteinGrams: 72,
    carbsGrams: 240,
    fatGrams: 65,
    keptPercent: { Breakfast: 100, Lunch: 75, Dinner: 50 },
    ratings: 4,
    preferred: ['Chickpea curry', 'Greek salad bowl', 'Overnight oats'],
    ...overrides,
  };
}
const noMeals = (): MealFigures => mealFigures({ ...rated(null), ready: { days: 0, need: 7, ready: false, more: 7, readyOn: '2026-12-06' }, plan: null, due: 0, eaten: 0, dailyCalories: [], averageCalories: null, proteinGrams: null, carbsGrams: null, fatGrams: null, keptPercent: { Breakfast: null, Lunch: null, Dinner: null }, ratings: 0, preferred: [] });

function moodFigures(outOfTen: number | null, overrides: Partial<MoodFigures> = {}): MoodFigures {
  return { ...rated(outOfTen), logged: 21, counts: { Calm: 9, Happy: 5, Stressed: 7 }, commonest: 'Calm', goodPercent: 67, ready: READY, ...overrides };
}
const patterns: Patterns = {
  tested: 4,
  untested: 2,
  items: [
    {
      id: 'routine:1',
      label: 'your "Evening wind-down" routine',
      routineId: 'r1',
      lag: 1,
      n: 28,
      withPercent: 82,
      withoutPercent: 40,
      text: 'On days after your "Evening wind-down" routine, your mood was calm or better 82% of the time, against 40% on other days (n = 28 days). This is an association, not proof of cause.',
    },
  ],
};
const noPatterns: Patterns = { tested: 0, untested: 0, items: [] };

const allTexts = (words: unknown): string => JSON.stringify(words);

// ——— Numbers ———

describe('numbersIn', () => {
  it('reads percents, thousands, decimals, fractions and signs', () => {
    expect(numbersIn('You kept 45 % of meals')).toEqual([45]);
    expect(numbersIn('about 1,850 kcal a day')).toEqual([1850]);
    expect(numbersIn('rated 7.5/10')).toEqual([7.5, 10]);
    expect(numbersIn('a change of -3 points')).toEqual([-3]);
    expect(numbersIn('(-12) and 12,000,000.5')).toEqual([-12, 12000000.5]);
  });

  it('reads a date and ranges as plain parts, and ignores texts without digits', () => {
    expect(numbersIn('since 2026-03-09')).toEqual([2026, 3, 9]);
    expect(numbersIn('3-5 times')).toEqual([3, 5]);
    expect(numbersIn('n = 28 days.')).toEqual([28]);
    expect(numbersIn('no numbers here, only words.')).toEqual([]);
    expect(numbersIn('a list 1,2,3')).toEqual([1, 2, 3]);
    expect(numbersIn('a .5 step, 4,5 or 12,34')).toEqual([5, 4, 5, 12, 34]);
  });
});

describe('allowedNumbers', () => {
  it('walks objects, arrays and strings, and adds roundings and the usual constants', () => {
    const allowed = allowedNumbers({ a: 66.666, b: [3.14259, { c: 'Run 5k on 2026-06-01' }] }, 12.25, null, true);
    for (const n of [66.666, 67, 66.7, 3.14259, 3, 3.1, 5, 2026, 6, 1, 12.25, 12, 12.3, 7, 10, 30, 100]) expect(allowed.has(n), String(n)).toBe(true);
    expect(allowed.has(66.6)).toBe(false);
    expect(allowed.has(4)).toBe(false);
    expect(allowed.has(8)).toBe(false);
  });
});

// ——— The guard ———

describe('settleGoalWords', () => {
  const figures = goalFigures(4, 2.5, 10);

  it('overwrites a changed Rating and keeps clean words', () => {
    const ai = builtinGoalWords(figures, context, TODAY);
    const changed = { ...ai, Health: { ...ai.Health, Rating: 9.9 }, Overall: { ...ai.Overall, Rating: 1 } };
    const { words, rewritten } = settleGoalWords(changed, figures, context, TODAY);
    expect(words.Health.Rating).toBe(4);
    expect(words.Overall.Rating).toBe(figures.overall.rating);
    expect(rewritten).toBe(2);
  });

  it('replaces a comment quoting "9.9 out of 10" by the built-in text', () => {
    const builtin = builtinGoalWords(figures, context, TODAY);
    const ai: GoalWords = { ...builtin, Health: { ...builtin.Health, RatingComment: 'Amazing! You scored 9.9 out of 10 on health.', WatchOut: 'Keep an eye on your open items.' } };
    const { words, rewritten } = settleGoalWords(ai, figures, context, TODAY);
    expect(words.Health.RatingComment).toBe(builtin.Health.RatingComment);
    expect(words.Health.RatingComment).toContain('4 out of 10');
    expect(words.Health.WatchOut).toBe('Keep an eye on your open items.');
    expect(rewritten).toBe(1);
  });

  it('replaces a whole bullet list when one bullet has a number the data does not hold', () => {
    const builtin = builtinGoalWords(figures, context, TODAY);
    const ai: GoalWords = { ...builtin, Finance: { ...builtin.Finance, StrongFinancialDiscipline: ['You track spending.', 'You saved 23 % more this month.'] } };
    const { words } = settleGoalWords(ai, figures, context, TODAY);
    expect(words.Finance.StrongFinancialDiscipline).toEqual(builtin.Finance.StrongFinancialDiscipline);
  });

  it('keeps numbers that come from the figures or the titles, and drops list markers and blank bullets', () => {
    const builtin = builtinGoalWords(figures, context, TODAY);
    const ai: GoalWords = {
      ...builtin,
      Health: { ...builtin.Health, GoodHabits: ['1. Training for your 5k', '   ', '- 7 of 12 items done'], PredictiveOutcome: 'At 40% performance you are likely to get there slowly.' },
    };
    const { words, rewritten } = settleGoalWords(ai, figures, context, TODAY);
    expect(words.Health.GoodHabits).toEqual(['Training for your 5k', '7 of 12 items done']);
    expect(words.Health.PredictiveOutcome).toBe('At 40% performance you are likely to get there slowly.');
    expect(rewritten).toBe(0);
  });

  it('cuts texts and bullets to their caps at a word', () => {
    const builtin = builtinGoalWords(figures, context, TODAY);
    const long = 'steady '.repeat(200);
    const ai: GoalWords = { ...builtin, Relationships: { ...builtin.Relationships, WatchOut: long, ActiveEmotionalConnection: Array.from({ length: 8 }, () => long) } };
    const { words } = settleGoalWords(ai, figures, context, TODAY);
    expect(words.Relationships.WatchOut.length).toBeLessThanOrEqual(INSIGHT_TEXT_MAX);
    expect(words.Relationships.WatchOut).toMatch(/^steady( steady)*…$/);
    expect(words.Relationships.ActiveEmotionalConnection).toHaveLength(INSIGHT_BULLETS_MAX);
    for (const b of words.Relationships.ActiveEmotionalConnection) expect(b.length).toBeLessThanOrEqual(INSIGHT_BULLET_MAX);
  });

  it('gives a section with nothing to rate the built-in words whatever the AI wrote', () => {
    const none = goalFigures(null, 6, 8);
    const builtin = builtinGoalWords(none, context, TODAY);
    const ai: GoalWords = { ...builtin, Health: { ...builtin.Health, RatingComment: 'You are doing great with your health!', GoodHabits: ['Great job'] } };
    const { words, rewritten } = settleGoalWords(ai, none, context, TODAY);
    expect(words.Health).toEqual(builtin.Health);
    expect(words.Health.GoodHabits).toEqual([]);
    expect(rewritten).toBe(2);
  });
});

describe('settleMealWords and settleMoodWords', () => {
  it('overwrite a changed rating and a made-up number', () => {
    const figures = mealFigures();
    const builtin = builtinMealWords(figures, TODAY);
    const ai: MealWords = { ...builtin, Health: { ...builtin.Health, Rating: 9, ProteinIntake: 'You need 120 g of protein a day.' } };
    const { words, rewritten } = settleMealWords(ai, figures, TODAY);
    expect(words.Health.Rating).toBe(7.5);
    expect(words.Health.ProteinIntake).toBe(builtin.Health.ProteinIntake);
    expect(rewritten).toBe(2);

    const mood = moodFigures(6.4);
    const moodBuiltin = builtinMoodWords(mood, patterns, TODAY);
    const moodAi: MoodWords = { MoodSummary: { ...moodBuiltin.MoodSummary, OverallMoodRating: 8, MoodPattern: ['You were happy 90 % of the time.'] } };
    const settled = settleMoodWords(moodAi, mood, patterns, TODAY);
    expect(settled.words.MoodSummary.OverallMoodRating).toBe(6.4);
    expect(settled.words.MoodSummary.MoodPattern).toEqual(moodBuiltin.MoodSummary.MoodPattern);
    expect(settled.rewritten).toBe(2);
  });

  it('lets a computed macro share stand, and replaces a calorie claim the averages contradict or an invented macro target', () => {
    const figures = mealFigures(); // protein 72 g × 4 of (72 × 4 + 240 × 4 + 65 × 9) = 1833 kcal from macros: 16 %
    const builtin = builtinMealWords(figures, TODAY);
    const ai: MealWords = {
      ...builtin,
      Health: {
        ...builtin.Health,
        ProteinIntake: 'About 16 % of your calories came from protein.',
        CarbIntake: 'You are above your carb target.',
        WatchOut: 'Your calories were above your target this week.',
      },
    };
    const { words } = settleMealWords(ai, figures, TODAY);
    expect(words.Health.ProteinIntake).toBe('About 16% of your calories came from protein.');
    expect(words.Health.CarbIntake).toBe(builtin.Health.CarbIntake);
    expect(words.Health.WatchOut).toBe(builtin.Health.WatchOut);
  });
});

// ——— Built-in words ———

describe('built-in goal words', () => {
  const cases: [string, GoalFigures, GoalContext][] = [
    ['mixed', goalFigures(4, 2.5, 10), context],
    ['strong', goalFigures(9.2, 8, 7.5), context],
    ['middling', goalFigures(5.5, 6.3, 0), context],
    ['one area only', goalFigures(3.3, null, null), context],
    ['no data', goalFigures(null, null, null), emptyContext],
    ['no data but titles', goalFigures(null, null, null), context],
  ];
  it.each(cases)('pass their own guard (%s)', (_name, figures, ctx) => {
    const builtin = builtinGoalWords(figures, ctx, TODAY);
    expect(GoalWords.safeParse(builtin).success).toBe(true);
    const { words, rewritten } = settleGoalWords(builtin, figures, ctx, TODAY);
    expect(rewritten).toBe(0);
    expect(words).toEqual(builtin);
    expect(allTexts(words)).not.toMatch(/[<>*#]/);
  });

  it("name the customer's own goals, items and routines", () => {
    const words = builtinGoalWords(goalFigures(4, 2.5, 10), context, TODAY);
    expect(words.Health.RatingComment).toContain('"Run a 5k by June"');
    expect(words.Health.GoodHabits.join(' ')).toContain('"Buy running shoes"');
    expect(words.Health.GoodHabits.join(' ')).toContain('"Evening wind-down" routine is on a 6-day streak');
    expect(words.Finance.WatchOut).toContain('"Cancel unused subscriptions"');
    expect(words.Relationships.ActiveEmotionalConnection.join(' ')).toContain('"Write to Sam"');
    expect(words.Overall.Summary).toContain('Relationship is where you are strongest, at 10 out of 10, and Finance needs the most care, at 2.5.');
    expect(words.Overall.Summary).toContain('19 check-ins');
  });

  it('Overall counts every rated section, mood and meals too, and names the strongest of them all (review H3)', () => {
    // The demo's: Health 2.2, Finance 7.8, Relationship 4.4, Mood 10, Meals not rated yet.
    const figures = goalFigures(2.2, 7.8, 4.4, null, 10);
    figures.Meals = { ...rated(null), ready: SHORT };
    expect(figures.overall.rating).toBe(6.1);
    const words = builtinGoalWords(figures, context, TODAY);
    expect(words.Overall.RatingComment).toBe(
      'Your overall rating is 6.1 out of 10 (61% performance, Average Performance), the average of your Health, Finance, Relationship and Mood ratings.',
    );
    expect(words.Overall.Summary).toContain('Mood is where you are strongest, at 10 out of 10, and Health needs the most care, at 2.2.');
    expect(words.Overall.Summary).toContain('Meals is not rated yet');
    expect(words.Overall.Summary).not.toMatch(/Finance is (your strongest|where you are strongest)/);
    expect(settleGoalWords(words, figures, context, TODAY).rewritten).toBe(0);
    // Only one section rated: said so, not called an average.
    const one = builtinGoalWords(goalFigures(null, null, null, 7.5), emptyContext, TODAY);
    expect(one.Overall.RatingComment).toContain('your Meals rating, the only one rated so far.');
  });

  it('predict a goal from its own plan only: a new goal is too new, never paired with an older plan\'s task (review M6)', () => {
    const figures = goalFigures(2.2, 7.8, 4.4);
    const knee = 'Over the next 12 weeks, settle your pain with load you can tolerate';
    // The older screen-time plan has its own history; the knee plan was made today.
    const health = {
      ...context.Health,
      goal: knee,
      open: ['Audit and trim your screen time', 'Ice the knee after walks'],
      predicted: { goal: 'Cut evening screen time', next: ['Audit and trim your screen time'], pace: 3 },
      tooNew: { goal: knee, days: 0, need: 7 },
    };
    const words = builtinGoalWords(figures, { ...context, Health: health }, TODAY).Health;
    expect(words.PredictiveOutcome).toBe(
      `If you keep the current pace, "Cut evening screen time" is likely to stay out of reach for now. Finishing one small open item, such as "Audit and trim your screen time", each week would start to change that. "${knee}" is too new for a prediction of its own: none of its items is ticked off yet.`,
    );
    expect(words.PredictiveOutcome).not.toContain(`"${knee}" is likely`);
    // No goal with history enough of its own: the area's pace, naming no goal and no item.
    const none = builtinGoalWords(figures, { ...context, Health: { ...health, predicted: null, tooNew: { goal: knee, days: 2, need: 7 } } }, TODAY).Health;
    expect(none.PredictiveOutcome).toBe(
      `If you keep the current pace, your Health plan is likely to stay out of reach for now. Finishing one small open item each week would start to change that. "${knee}" is too new for a prediction of its own: its items have been ticked off on 2 of the 7 days it needs.`,
    );
  });

  it('name level parts together, never one of them as the strongest or the lowest', () => {
    const figures = goalFigures(4, 2.5, 10);
    figures.Health = area(4, 12, 4, [33, 0, 33]);
    const words = builtinGoalWords(figures, context, TODAY);
    const health = JSON.stringify(words.Health);
    expect(health).toContain('Your tasks and habits are your strongest parts here, each at 33% done.');
    expect(health).toContain('Of the parts of your score, goals are lowest, at 0% done.');
    expect(JSON.stringify(words.Finance)).toContain('Your habits are your strongest part here, at 40% done.');
    expect(JSON.stringify(words.Finance)).toContain('Of the parts of your score, goals are lowest, at 0% done.');
    const relationship = JSON.stringify(words.Relationships);
    expect(relationship).toContain('Your tasks, goals and habits are level, each at 100% done.');
    expect(relationship).not.toMatch(/strongest part|are lowest/);
    figures.Health = area(4, 12, 4, [50, 0, 0]);
    expect(JSON.stringify(builtinGoalWords(figures, context, TODAY).Health)).toContain('Of the parts of your score, goals and habits are lowest, each at 0% done.');
  });

  it('say plainly there is nothing to rate and how to get some', () => {
    const words = builtinGoalWords(goalFigures(null, 7, null), context, TODAY);
    expect(words.Health.Rating).toBe(NO_DATA_RATING);
    expect(words.Health.RatingComment).toMatch(/nothing to rate in Health yet.*Create a Health plan on your dashboard/);
    expect(words.Health.GoodHabits).toEqual([]);
    expect(words.Relationships.RatingComment).toContain('dashboard');
    expect(words.Finance.RatingComment).toContain('7 out of 10');
    const none = builtinGoalWords(goalFigures(null, null, null), emptyContext, TODAY);
    expect(none.Overall.RatingComment).toMatch(/nothing to rate yet.*Create a plan on your dashboard/);
  });
});

describe('built-in meal words', () => {
  const cases: [string, MealFigures][] = [
    ['on track', mealFigures()],
    ['above, odd shares', mealFigures({ averageCalories: 2633, calorieTarget: 1800, proteinGrams: 101, carbsGrams: 333, fatGrams: 97 })],
    ['below, no favourites', mealFigures({ ...rated(3.3), due: 9, eaten: 3, averageCalories: 1100, preferred: [], keptPercent: { Breakfast: 0, Lunch: 33, Dinner: 67 } })],
    ['no target', mealFigures({ calorieTarget: null })],
    ['no plan', noMeals()],
    ['plan, nothing due', { ...noMeals(), plan: { from: '2026-11-30', to: '2026-12-06' } }],
  ];
  it.each(cases)('pass their own guard (%s)', (_name, figures) => {
    const builtin = builtinMealWords(figures, TODAY);
    expect(MealWords.safeParse(builtin).success).toBe(true);
    const { words, rewritten } = settleMealWords(builtin, figures, TODAY);
    expect(rewritten).toBe(0);
    expect(words).toEqual(builtin);
  });

  it('give macro shares of the energy the three macros give, so they add up to about 100 %', () => {
    const shares = macroShares(mealFigures({ averageCalories: 1171, proteinGrams: 50, carbsGrams: 126, fatGrams: 62 }));
    expect(shares.protein! + shares.carbs! + shares.fat!).toBeGreaterThanOrEqual(99);
    expect(shares.protein! + shares.carbs! + shares.fat!).toBeLessThanOrEqual(101);
  });

  it("on a plan's first day, with today's meals eaten, say the daily figures start once a whole day is over", () => {
    const words = builtinMealWords(mealFigures({ due: 2, eaten: 2, averageCalories: null, proteinGrams: null, carbsGrams: null, fatGrams: null, dailyCalories: [] }), TODAY);
    expect(words.Health.ProteinIntake).toBe("Your daily protein figure starts once a whole day of your plan is over; today's meals count from tomorrow.");
    expect(allTexts(words)).not.toMatch(/No meals are marked eaten|kcal on average/);
  });

  it('blame skipped meals only when meals were skipped', () => {
    const low = { averageCalories: 1171, calorieTarget: 2000 };
    expect(builtinMealWords(mealFigures({ ...low, due: 6, eaten: 4 }), TODAY).Health.WatchOut).toContain('skipped meals are the usual reason');
    const allEaten = builtinMealWords(mealFigures({ ...low, due: 6, eaten: 6 }), TODAY).Health.WatchOut;
    expect(allEaten).not.toContain('skipped');
    expect(allEaten).toContain('less than your calorie target');
  });

  it("replace an AI text naming a food the customer avoids, and keep only their own dishes as preferred", () => {
    const figures = mealFigures();
    const builtin = builtinMealWords(figures, TODAY);
    const ai: MealWords = {
      ...builtin,
      Health: { ...builtin.Health, WatchOut: 'Add a handful of almonds as a snack.', PreferredMeals: ['Chickpea curry', 'Peanut noodles'] },
    };
    const { words, rewritten } = settleMealWords(ai, figures, TODAY, (text) => /almond|peanut/i.test(text));
    expect(words.Health.WatchOut).toBe(builtin.Health.WatchOut);
    expect(words.Health.PreferredMeals).toEqual(['Chickpea curry']);
    expect(rewritten).toBe(2);
  });

  it('name no favourite from one rating: say how many ratings it takes (review L3)', () => {
    const one = mealFigures({ ratings: 1, preferred: [] });
    const words = builtinMealWords(one, TODAY);
    expect(words.Health.PreferredMeals).toEqual(['Your favourites will show here once you have rated 3 meals you ate on the Meal Planner; you have rated 1 meal so far.']);
    expect(allTexts(words)).not.toMatch(/You rated .* highly|favourites so far/);
    expect(settleMealWords(words, one, TODAY).rewritten).toBe(0);
    // An AI list naming a dish anyway is dropped.
    expect(settleMealWords({ ...words, Health: { ...words.Health, PreferredMeals: ['Poached eggs'] } }, one, TODAY).words.Health.PreferredMeals).toEqual([]);
  });

  it('name only the preferred dishes and describe macros without targets', () => {
    const figures = mealFigures();
    const words = builtinMealWords(figures, TODAY);
    expect(words.Health.PreferredMeals).toEqual(['Chickpea curry', 'Greek salad bowl', 'Overnight oats']);
    expect(words.Health.ProteinIntake).toBe('On days you ate planned meals you had about 72 g of protein a day, about 16% of your calories.');
    expect(words.Health.FatIntake).toContain('about 32% of your calories'); // 65 × 9 / 1833
    expect(allTexts(words)).not.toMatch(/protein target|carb\w* target|fat target/i);
    expect(words.Health.EatingPatterns).toContain('Dinner is the meal you miss most often');
  });

  it.each([
    [2200, 'close to'],
    [2201, 'above'],
    [1800, 'close to'],
    [1799, 'below'],
    [2000, 'close to'],
  ])('say an average of %i kcal against 2000 is %s target', (average, where) => {
    const figures = mealFigures({ averageCalories: average, calorieTarget: 2000 });
    const words = builtinMealWords(figures, TODAY);
    expect(words.Health.RatingComment).toContain(`came to ${kcalText(average)} on average, ${where} your target of 2,000 kcal`);
    expect(settleMealWords(words, figures, TODAY).rewritten).toBe(0);
  });

  it('calorieStatus and mealClaimsHold agree at the boundaries', () => {
    expect(calorieStatus(2200, 2000)).toBe('near');
    expect(calorieStatus(2200.5, 2000)).toBe('above');
    expect(calorieStatus(1799.9, 2000)).toBe('below');
    expect(calorieStatus(1500, null)).toBeNull();
    expect(mealClaimsHold('Your calories were above your target.', { averageCalories: 2100, calorieTarget: 2000 })).toBe(true);
    expect(mealClaimsHold('Your calories were above your target.', { averageCalories: 1900, calorieTarget: 2000 })).toBe(false);
    expect(mealClaimsHold('You ate below your calorie goal.', { averageCalories: null, calorieTarget: 2000 })).toBe(false);
  });

  it('say how to get data when there is none', () => {
    const words = builtinMealWords(noMeals(), TODAY);
    expect(words.Health.Rating).toBe(NO_DATA_RATING);
    expect(words.Health.RatingComment).toMatch(/nothing to rate.*Plan a week on the Meal Planner and mark the meals you eat/);
    expect(words.Health.GoodHabits).toEqual([]);
    expect(words.Health.PreferredMeals).toEqual([]);
  });
});

describe('built-in mood words', () => {
  const cases: [string, MoodFigures, Patterns][] = [
    ['good, a pattern', moodFigures(6.4), patterns],
    ['hard, none tested', moodFigures(2.1, { counts: { Anxious: 12, Calm: 2 }, commonest: 'Anxious', goodPercent: 14, logged: 14 }), noPatterns],
    ['tested, none held', moodFigures(8.8, { goodPercent: 93 }), { tested: 5, untested: 1, items: [] }],
    ['no data', moodFigures(null, { logged: 0, counts: {}, commonest: null, goodPercent: null }), noPatterns],
  ];
  it.each(cases)('pass their own guard (%s)', (_name, figures, found) => {
    const builtin = builtinMoodWords(figures, found, TODAY);
    expect(MoodWords.safeParse(builtin).success).toBe(true);
    const { words, rewritten } = settleMoodWords(builtin, figures, found, TODAY);
    expect(rewritten).toBe(0);
    expect(words).toEqual(builtin);
  });

  it('take patterns from their own sentences and the counts, and never diagnose', () => {
    const words = builtinMoodWords(moodFigures(6.4), patterns, TODAY).MoodSummary;
    expect(words.MoodPattern[0]).toBe(patterns.items[0]!.text);
    expect(words.MoodPattern).toContain('Calm was your most common mood, on 9 of your 21 logged days.');
    expect(words.PredictiveOutcome).toMatch(/^If you keep up your "Evening wind-down" routine, your days are likely to/);
    expect(words.MoodWatchOut).toContain('emergency');
    expect(allTexts(words)).not.toMatch(/\b(depress\w*|disorder|diagnos\w*)\b/i);
  });

  it('keep "not proof of cause" when a long pattern is shortened', () => {
    const label = `your "${'Very long routine name '.repeat(4).trim()}" routine`;
    const long: Patterns = { ...patterns, items: [{ ...patterns.items[0]!, label, text: `On days after ${label}, your mood was calm or better 82% of the time, against 40% on other days (n = 28 days). This is an association, not proof of cause.` }] };
    const words = builtinMoodWords(moodFigures(6.4), long, TODAY).MoodSummary;
    expect(words.MoodPattern[0]!.length).toBeLessThanOrEqual(INSIGHT_BULLET_MAX);
    expect(words.MoodPattern[0]).toContain('82%');
    expect(words.MoodPattern[0]).toContain('not proof of cause');
    expect(settleMoodWords(builtinMoodWords(moodFigures(6.4), long, TODAY), moodFigures(6.4), long, TODAY).rewritten).toBe(0);
  });

  it('say how to get data when there is none', () => {
    const words = builtinMoodWords(moodFigures(null, { logged: 0, counts: {}, commonest: null, goodPercent: null }), noPatterns, TODAY).MoodSummary;
    expect(words.OverallMoodRating).toBe(NO_DATA_RATING);
    expect(words.OverallMoodComment).toMatch(/nothing to rate yet\. Log your mood on 7 different days within 30 days/);
    expect(words.MoodPattern).toEqual([]);
  });
});

describe('prompts', () => {
  it('send only the rated areas, each with its Rating filled from the figures', () => {
    const goals = goalFigures(4, null, 10);
    const input = goalInput(goals, context, ['Health', 'Relationship']);
    expect(input.template.Health?.Rating).toBe(4);
    expect(input.template).not.toHaveProperty('Finance');
    expect(input.figures).not.toHaveProperty('Finance');
    expect(input.context).not.toHaveProperty('Finance');
    expect(input.template.Overall?.Rating).toBe(goals.overall.rating);
    expect(goalSchemaFor(['Health', 'Relationship']).safeParse(input.template).success).toBe(true);
    expect(goalSchemaFor(['Health']).safeParse({ Health: input.template.Health, Overall: input.template.Overall }).success).toBe(true);
    expect((input.context as GoalContext).Health.goal).toBe('Run a 5k by June');
    expect(MealWords.safeParse(mealInput(mealFigures()).template).success).toBe(true);
    expect(moodInput(moodFigures(6.4), patterns).template.MoodSummary.OverallMoodRating).toBe(6.4);
    expect(INSIGHTS_SYSTEM).toMatch(/never change a Rating/);
  });
});

// ——— What the data must hold (issue 47) ———

describe('a part short of data', () => {
  it('an area with a plan but ticks on too few days: not rated, no prediction, what is needed and when', () => {
    const figures = goalFigures(4, 2.5, 10);
    figures.Health = area(null, 12, 1, [0, 100, 0], [5, 1, 4], SHORT);
    const words = builtinGoalWords(figures, context, TODAY);
    expect(words.Health.RatingComment).toBe(
      'Not enough data for a Health rating yet. Tick off an item of your Health plan on 7 different days to see your Health rating and where it is heading. You have 2 of the 7 so far. Tick off an item today and on each of the next 4 days, and it can be ready: Dec 04, 2026 at the earliest.',
    );
    expect(words.Health.PredictiveOutcome).not.toMatch(/likely|out of reach/);
    expect(allTexts(words.Health)).not.toMatch(/strongest|lowest|\d+% done/);
    expect(words.Overall.Summary).toContain('Health is not rated yet');
  });

  it('no area ready: the overall rating waits too, and says which area comes first', () => {
    const figures = goalFigures(null, null, null);
    figures.Health = area(null, 12, 1, [0, 100, 0], [5, 1, 4], SHORT);
    figures.Finance = area(null, 6, 0, [0, 0, 0], [3, 1, 2], { days: 0, need: 7, ready: false, more: 7, readyOn: '2026-12-06' });
    const words = builtinGoalWords(figures, context, TODAY);
    // The card's heading says "Not enough data yet"; the words do not say it again.
    expect(words.Overall.RatingComment).toMatch(/^Your overall rating is the average of the sections that are rated, and none is rated yet\. .*Health plan.*Dec 04, 2026/);
    expect(words.Overall.RatingComment).not.toMatch(/not enough data/i);
    expect(allTexts(words)).not.toMatch(/out of reach|NEEDS IMPROVEMENT|Needs Improvement/i);
    const { words: settled, rewritten } = settleGoalWords(words, figures, context, TODAY);
    expect(rewritten).toBe(0);
    expect(settled).toEqual(words);
  });

  it('never calls a part of fewer than 3 items the strongest: one goal done of one, no task done', () => {
    const figures = goalFigures(4, 2.5, 10);
    figures.Health = area(3.3, 11, 1, [0, 100, 0], [6, 1, 4]);
    const health = JSON.stringify(builtinGoalWords(figures, context, TODAY).Health);
    expect(health).not.toMatch(/strongest|goals are|100% done/);
    // With three goals (one done), goals may be named.
    figures.Health = area(3.3, 13, 1, [0, 33, 0], [6, 3, 4]);
    expect(JSON.stringify(builtinGoalWords(figures, context, TODAY).Health)).toContain('Your goals are your strongest part here, at 33% done.');
  });

  it('one mood logged and plans with nothing ticked off: Overall speaks of the mood logged, never "nothing is logged"', () => {
    const figures = goalFigures(null, null, null);
    figures.Health = area(null, 12, 0, [0, 0, 0], [5, 1, 4], NONE);
    figures.Mood = { ...rated(null), ready: { days: 1, need: 7, ready: false, more: 6, readyOn: '2026-12-06' } };
    const words = builtinGoalWords(figures, context, TODAY);
    expect(words.Overall.RatingComment).toContain('Log your mood on 7 different days within 30 days to see your mood rating and where it is heading. You have 1 of the 7 so far.');
    expect(words.Overall.RatingComment).not.toMatch(/nothing is logged|nothing is ticked/i);
    expect(words.Overall.Summary).toContain('Logging your mood each day is the quickest way to your first rating.');
  });

  it('one mood logged (Stressed): no rating, no "often", no "most common", no prediction', () => {
    const one = moodFigures(null, { logged: 1, counts: { Stressed: 1 }, commonest: null, goodPercent: 0, ready: { days: 1, need: 7, ready: false, more: 6, readyOn: '2026-12-06' } });
    const words = builtinMoodWords(one, noPatterns, TODAY).MoodSummary;
    expect(words.OverallMoodComment).toBe(
      'Not enough data for a mood rating yet. Log your mood on 7 different days within 30 days to see your mood rating and where it is heading. You have 1 of the 7 so far. Log your mood on each of the next 6 days, and it can be ready: Dec 06, 2026 at the earliest.',
    );
    expect(allTexts(words)).not.toMatch(/often|most common|likely/i);
    expect(words.MoodPattern).toEqual([]);
    expect(settleMoodWords(builtinMoodWords(one, noPatterns, TODAY), one, noPatterns, TODAY).rewritten).toBe(0);
  });

  it('a mood on 2 of 7 days is no "most common" one', () => {
    const week = moodFigures(5, { logged: 7, counts: { Stressed: 2, Calm: 1, Happy: 1, Sad: 1, Anxious: 1, Grateful: 1 }, commonest: null, goodPercent: 43 });
    expect(allTexts(builtinMoodWords(week, noPatterns, TODAY))).not.toMatch(/most common|often/);
  });

  it('meals eaten on one day only: no rating, no "likely to stay as it is now"', () => {
    const figures = mealFigures({ ...rated(null), ready: { days: 1, need: 7, ready: false, more: 6, readyOn: '2026-12-06' }, due: 3, eaten: 3, averageCalories: null, dailyCalories: [], proteinGrams: null, carbsGrams: null, fatGrams: null, keptPercent: { Breakfast: null, Lunch: null, Dinner: null } });
    const words = builtinMealWords(figures, TODAY);
    expect(words.Health.RatingComment).toMatch(/^Not enough data for a meal rating yet\. Mark the meals you eat on the Meal Planner on 7 different days within 30 days/);
    expect(allTexts(words)).not.toMatch(/likely|Excellent|most regular|miss most often/);
  });

  it('meals eaten but on too few days: the Action Note does not say there is "nothing to watch out for", which only a rated week could tell (review stop 61, L6)', () => {
    const figures = mealFigures({ ...rated(null), ready: { days: 3, need: 7, ready: false, more: 4, readyOn: '2026-12-04' }, due: 9, eaten: 7, averageCalories: null, dailyCalories: [], proteinGrams: null, carbsGrams: null, fatGrams: null, keptPercent: { Breakfast: null, Lunch: null, Dinner: null } });
    const watch = builtinMealWords(figures, TODAY).Health.WatchOut;
    expect(watch).not.toMatch(/nothing to watch out for|nothing stands out/i);
    expect(watch).toMatch(/^Too few days of meals/);
    // The areas and the mood say the same of a part short of data: no "nothing to watch out for" either.
    const mood = moodFigures(null, { logged: 3, counts: { Happy: 3 }, commonest: null, goodPercent: 100, ready: { days: 3, need: 7, ready: false, more: 4, readyOn: '2026-12-04' } });
    expect(builtinMoodWords(mood, noPatterns, TODAY).MoodSummary.MoodWatchOut).not.toMatch(/nothing to watch out for/i);
  });
});

describe('a high mood rating with a hard commonest mood', () => {
  // The demo's last 30 days: Stressed the commonest (6), yet 13 good days against 7 stressed or angry.
  const demo = moodFigures(10, {
    logged: 29,
    counts: { Stressed: 6, Calm: 5, Happy: 5, Grateful: 4, Anxious: 2, Sad: 2, Confident: 2, Excited: 2, Angry: 1 },
    commonest: 'Stressed',
    goodPercent: 62,
  });

  it('says why the rating is high, and its watch-out does not say hard days outweigh good ones', () => {
    const words = builtinMoodWords(demo, noPatterns, TODAY).MoodSummary;
    expect(highDespiteHard(demo)).toBe(
      'Your rating is high even though Stressed was your most common mood: it sets your 13 happy, excited, confident or grateful days against your 7 stressed or angry days. With as many good days as hard ones, or more, it is the full 10. Calm, anxious and sad days are left out of the rating, though calm days do count in your calm-or-better share.',
    );
    // The same card counts Calm as calm or better (62%): the words never say calm days do not count at all.
    expect(words.OverallMoodComment).toContain('62% of them were calm or better.');
    expect(allTexts(builtinMoodWords(demo, noPatterns, TODAY))).not.toMatch(/do not count in it/);
    // A lower rating says how it is worked out.
    expect(builtinMoodWords(moodFigures(6.4), noPatterns, TODAY).MoodSummary.OverallMoodComment).toContain(
      'It is your good days divided by your hard ones, times 10. Calm, anxious and sad days are left out of the rating, though calm days do count in your calm-or-better share.',
    );
    expect(words.OverallMoodComment).toContain(highDespiteHard(demo));
    expect(words.MoodWatchOut).not.toMatch(/keep outweighing good ones/);
    expect(highDespiteHard(moodFigures(6.4))).toBe('');
  });

  it('an AI comment that does not say why is replaced by the built-in one', () => {
    const builtin = builtinMoodWords(demo, noPatterns, TODAY);
    const ai: MoodWords = { MoodSummary: { ...builtin.MoodSummary, OverallMoodComment: 'Excellent work, your mood is at its best.' } };
    const { words, rewritten } = settleMoodWords(ai, demo, noPatterns, TODAY);
    expect(words.MoodSummary.OverallMoodComment).toBe(builtin.MoodSummary.OverallMoodComment);
    expect(rewritten).toBe(1);
  });

  it('an AI text writing "22 %" is written "22%", as the figures', () => {
    const figures = mealFigures();
    const builtin = builtinMealWords(figures, TODAY);
    const ai: MealWords = { ...builtin, Health: { ...builtin.Health, ProteinIntake: 'About 16 % of your calories came from protein.' } };
    expect(settleMealWords(ai, figures, TODAY).words.Health.ProteinIntake).toBe('About 16% of your calories came from protein.');
  });
});
