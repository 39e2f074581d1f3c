import { describe, expect, it } from 'vitest';
import { type CustomerSnapshot, groupByPlan, type PlanGroup, plainTitle } from './customer-summary.ts';
import { SUMMARY_MAX_WORDS, summaryText } from './summary-text.ts';
import { asksWhatToFocusOn, focusAnswer } from './planning.ts';

const empty: CustomerSnapshot = { today: '2026-03-02', plans: [], routines: [], routinesTotal: 0, meals: null, moods: [] };

/** A customer holding as much as the summary can show: every area full of plans, every title at its longest. */
function full(): CustomerSnapshot {
  // As the snapshot keeps them: cut at TITLE_MAX characters.
  const long = (what: string) => plainTitle(`${what} ${'word '.repeat(40)}`);
  const group = (area: string, n: number): PlanGroup => ({
    goal: long(`${area} goal ${n}`),
    goalOpen: true,
    overdue: [{ title: long(`${area} late task`), from: '2026-01-05', to: '2026-01-11' }],
    overdueCount: 4,
    thisWeek: [1, 2, 3].map((i) => ({ title: long(`${area} task ${i}`), from: '2026-03-02', to: '2026-03-08' })),
    thisWeekCount: 5,
    later: [{ title: long(`${area} later task`), from: '2026-03-16', to: '2026-03-22' }],
    laterCount: 3,
    habits: [long(`${area} habit`)],
    openHabits: 12,
  });
  return {
    today: '2026-03-02',
    plans: (['Health', 'Finance', 'Relationship'] as const).map((area) => ({
      area,
      open: { goals: 10, tasks: 120, habits: 120 },
      done: { goals: 1, tasks: 9, habits: 8 },
      plans: Array.from({ length: 10 }, (_, i) => group(area, i)),
    })),
    routines: Array.from({ length: 100 }, (_, i) => ({
      title: long(`Routine ${i}`),
      type: 'Daily' as const,
      target: 'Morning',
      streak: i,
      bestStreak: i + 3,
      doneToday: i % 2 === 0,
      paused: false,
      window: { done: 10, skipped: 2, missed: 2, paused: 0 },
      days: [],
    })),
    routinesTotal: 100,
    meals: {
      diet: 'vegetarian',
      allergies: ['nuts', 'dairy', 'gluten'],
      goal: 'weight-loss',
      targets: { calories: 1800, protein: 110, carbs: 225, fat: 60 },
      customTargets: false,
      week: {
        from: '2026-03-01',
        to: '2026-03-07',
        eaten: 4,
        total: 21,
        days: Array.from({ length: 7 }, (_, i) => ({
          date: `2026-03-0${i + 1}`,
          calories: 1700,
          protein: 100 + i * 3,
          carbs: 200,
          fat: 55,
          meals: ['Breakfast', 'Lunch', 'Dinner'].map((type) => ({ type: type as 'Breakfast', dish: long('Dish'), calories: 500, protein: 33, eaten: false })),
        })),
        totals: { calories: 11_900, protein: 763, carbs: 1400, fat: 385 },
      },
      endedOn: null,
    },
    moods: Array.from({ length: 56 }, (_, i) => ({ day: new Date(Date.UTC(2026, 2, 2 - i)).toISOString().slice(0, 10), mood: i % 3 ? ('Stressed' as const) : ('Calm' as const) })),
  };
}

describe('the built-in coach on “what should I focus on?”', () => {
  it('recognises planning questions and leaves topic questions to the library', () => {
    for (const q of [
      'What should I focus on this week?',
      'what should I work on today?',
      'What do I focus on now',
      'What are my priorities?',
      'What should I do first today?',
      'Help me plan my week',
      'What’s next for me?',
      'Where should I start?',
    ]) {
      expect(asksWhatToFocusOn(q), q).toBe(true);
    }
    // A question that tells of something else asks about that, not the plans ("… What should I do first?").
    expect(asksWhatToFocusOn("I'm two months behind on my council tax and my energy bill and the letters are really scaring me. What should I do first?")).toBe(false);
    expect(asksWhatToFocusOn('ok so looking at my plan, what should I do first today?')).toBe(true);
    for (const q of ['How can I focus better at work today?', 'How do I start running?', 'How can I fall asleep faster?', 'What should I eat for dinner?', 'Where should I start saving for a house?', '']) {
      expect(asksWhatToFocusOn(q), q).toBe(false);
    }
    // A long question is read in its first part only, in time proportional to that part.
    const started = performance.now();
    expect(asksWhatToFocusOn(`${'what should i do '.repeat(5_000)}?`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('says honestly when it has nothing to go on, or may not look', () => {
    expect(focusAnswer('What should I focus on?', { shared: true, snapshot: empty })).toContain('I don’t have any plans of yours to go on yet');
    expect(focusAnswer('What should I focus on?', { shared: false })).toContain('turned off sharing your plans');
    expect(focusAnswer('What should I focus on?', { shared: true, snapshot: null })).toContain('couldn’t look at your plans');
  });
});

describe('plans as the customer made them', () => {
  const goals = [
    { id: 'knee', description: 'Run 10 km without knee pain', status: false },
    { id: 'sleep', description: 'Sleep 7 hours a night', status: false },
    { id: 'done', description: 'A plan whose goal is reached', status: true },
  ];
  // In the area screen's order: pending, earliest start first.
  const tasks = [
    { goalId: 'sleep', task: 'Phone on the kitchen charger', startDate: '2026-01-26', endDate: '2026-02-01' },
    { goalId: 'sleep', task: 'One wake-up time', startDate: '2026-01-27', endDate: '2026-02-09' },
    { goalId: 'done', task: 'Left over', startDate: '2026-02-20', endDate: '2026-03-01' },
    { goalId: 'sleep', task: 'Dim the lights at nine', startDate: '2026-02-23', endDate: '2026-03-02' },
    { goalId: 'knee', task: 'See a physio', startDate: '2026-03-04', endDate: '2026-03-10' },
    { goalId: 'knee', task: 'Strength work starts', startDate: '2026-03-08', endDate: '2026-03-14' },
    { goalId: 'knee', task: 'Test a 5 km run', startDate: '2026-03-09', endDate: '2026-03-15' },
    { goalId: 'gone', task: 'Of an archived plan', startDate: '2026-03-02', endDate: '2026-03-03' },
  ];
  const habits = [
    { goalId: 'knee', habit: 'Ice after runs' },
    { goalId: 'sleep', habit: 'Screens off at ten' },
    { goalId: 'sleep', habit: 'Read in bed' },
  ];

  it('keeps each goal with its own tasks and habits, and sorts a task into overdue, this week or later by its dates', () => {
    // Wednesday 4 March: the week runs to Sunday 8 March.
    const groups = groupByPlan(goals, tasks, habits, '2026-03-04', '2026-03-08');
    const byGoal = Object.fromEntries(groups.map((g) => [g.goal ?? '(archived)', g]));
    expect(byGoal['Run 10 km without knee pain']).toMatchObject({
      thisWeek: [
        { title: 'See a physio', from: '2026-03-04', to: '2026-03-10' },
        { title: 'Strength work starts', from: '2026-03-08', to: '2026-03-14' },
      ],
      thisWeekCount: 2,
      later: [{ title: 'Test a 5 km run' }],
      laterCount: 1,
      overdueCount: 0,
      habits: ['Ice after runs'],
      openHabits: 1,
    });
    // Ended on Monday 2 March: overdue, however recent; the longest overdue first.
    expect(byGoal['Sleep 7 hours a night']).toMatchObject({
      thisWeekCount: 0,
      overdue: [{ title: 'Phone on the kitchen charger' }, { title: 'One wake-up time' }],
      overdueCount: 3,
      openHabits: 2,
    });
    expect(byGoal['A plan whose goal is reached']).toMatchObject({ goalOpen: false, overdueCount: 1 });
    expect(byGoal['(archived)']).toMatchObject({ goal: null, thisWeekCount: 0, overdueCount: 1 });
    // Plans with work this week first, then those with only overdue work.
    expect(groups[0]?.goal).toBe('Run 10 km without knee pain');
  });
});

describe('the summary the AI is given', () => {
  it('stays under its word limit however much the customer holds, with every part in it', () => {
    const text = summaryText(full());
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
    expect(text).toContain('Health: goal "Health goal 0 word');
    expect(text).toContain('(12 open tasks, 12 habits to build)');
    expect(text).toContain('Done so far (tasks, habits, goals): Health 9/129, 8/128, 1/11; Finance 9/129, 8/128, 1/11; Relationship 9/129, 8/128, 1/11.');
    expect(text).toContain('Habit routines (100 current, the newest 5 shown; days in the last 14: 1000 done, 200 skipped, 200 missed, in all)');
    expect(text).toContain('Meals: Vegetarian diet');
    expect(text).toContain('Mood: 14 days logged in the last 14: 9 Stressed, 5 Calm; calm or better on 5 of 14.');
  });

  it('names overdue work as overdue, each plan with its own goal', () => {
    const plan = (goal: string, over: Partial<PlanGroup>): PlanGroup => ({
      goal,
      goalOpen: true,
      overdue: [],
      overdueCount: 0,
      thisWeek: [],
      thisWeekCount: 0,
      later: [],
      laterCount: 0,
      habits: [],
      openHabits: 0,
      ...over,
    });
    const text = summaryText({
      ...empty,
      plans: [
        {
          area: 'Health',
          open: { goals: 2, tasks: 3, habits: 1 },
          done: { goals: 0, tasks: 2, habits: 0 },
          plans: [
            plan('Run without knee pain', { thisWeek: [{ title: 'See a physio', from: '2026-03-02', to: '2026-03-08' }], thisWeekCount: 1, habits: ['Ice after runs'], openHabits: 1 }),
            plan('Sleep 7 hours', { overdue: [{ title: 'Phone on the charger', from: '2026-01-05', to: '2026-01-11' }], overdueCount: 2 }),
          ],
        },
      ],
    });
    expect(text).toContain(
      '- Health: goal "Run without knee pain" (1 open task, 1 habit to build) — this week: "See a physio" (Mar 02–Mar 08); habit "Ice after runs" | goal "Sleep 7 hours" (2 open tasks) — overdue: 2, the oldest "Phone on the charger" due by Jan 11 (50 days ago).',
    );
    expect(text).toContain('Done so far (tasks, habits, goals): Health 2/5, 0/1, 0/2.');
    expect(text).toContain('No open Finance or Relationship plan.');
  });

  it('says plainly what the customer does not have', () => {
    expect(summaryText(empty)).toBe(
      ['Today is 2026-03-02 where they live.', 'No open Health, Finance or Relationship plan.', 'No habit routines.', 'Meals: no meal setup.', 'Mood: No mood logged in the last 14 days.'].join('\n'),
    );
  });
});
