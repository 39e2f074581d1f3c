import { describe, expect, it } from 'vitest';
import { type CustomerSnapshot, SUMMARY_MAX_WORDS, summaryText } from './customer-summary.ts';
import { asksWhatToFocusOn, focusAnswer } from './planning.ts';

const empty: CustomerSnapshot = { today: '2026-03-02', plans: [], routines: [], routinesTotal: 0, meals: null, moods: [] };

/** A customer holding as much as the summary can show, every title at its longest. */
function full(): CustomerSnapshot {
  const long = (what: string) => `${what} ${'word '.repeat(40)}`.trim();
  return {
    today: '2026-03-02',
    plans: (['Health', 'Finance', 'Relationship'] as const).map((area) => ({
      area,
      goals: [long(`${area} goal`)],
      openGoals: 3,
      tasks: [
        { title: long(`${area} task one`), from: '2026-03-02', to: '2026-03-08' },
        { title: long(`${area} task two`), from: '2026-03-03', to: '2026-03-09' },
      ],
      openTasks: 9,
      habits: [long(`${area} habit`)],
      openHabits: 4,
    })),
    routines: Array.from({ length: 5 }, (_, i) => ({ title: long(`Routine ${i}`), type: 'Daily' as const, target: 'Morning', streak: i, doneToday: i % 2 === 0, paused: false })),
    routinesTotal: 12,
    meals: {
      diet: 'vegetarian',
      allergies: ['nuts', 'dairy', 'gluten'],
      goal: 'weight-loss',
      week: { from: '2026-03-02', to: '2026-03-08', eaten: 4, total: 21, today: ['Breakfast', 'Lunch', 'Dinner'].map((type) => ({ type, dish: long('Dish') })) },
    },
    moods: Array.from({ length: 7 }, (_, i) => ({ day: `2026-03-0${2 - Math.min(i, 1)}`, mood: 'Stressed' })),
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
    for (const q of ['How can I focus better at work today?', 'How do I start running?', 'How can I fall asleep faster?', 'What should I eat for dinner?', 'Where should I start saving for a house?', '']) {
      expect(asksWhatToFocusOn(q), q).toBe(false);
    }
    // A long question is read in its first part only, in time proportional to that part.
    const started = performance.now();
    expect(asksWhatToFocusOn(`${'what should i do '.repeat(5_000)}?`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('answers from the first area the question names, with the earliest task as the one thing to do', () => {
    const answer = focusAnswer('What should I work on for my finances this week?', { shared: true, snapshot: full() });
    expect(answer.indexOf('**Finance**')).toBeLessThan(answer.indexOf('**Health**'));
    expect(answer).toContain('…and 7 more on your Finance screen.');
    expect(answer).toContain('If you only do one thing this week, make it “Finance task one');
    expect(answer).toContain('you logged feeling stressed on 7 of the last 7 days');
    expect(answer).toContain('4 of 21 meals');
  });

  it('says honestly when it has nothing to go on, or may not look', () => {
    expect(focusAnswer('What should I focus on?', { shared: true, snapshot: empty })).toContain('I don’t have any plans of yours to go on yet');
    expect(focusAnswer('What should I focus on?', { shared: false })).toContain('turned off sharing');
    expect(focusAnswer('What should I focus on?', { shared: true, snapshot: null })).toContain('couldn’t look at your plans');
  });
});

describe('the summary the AI is given', () => {
  it('stays under its word limit however much the customer holds, keeping the plans first', () => {
    const text = summaryText(full());
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
    expect(text).toContain('Health: goal "Health goal word');
    expect(text).toContain('9 open tasks');
    expect(text).toContain('(and 2 other open goals)');
  });

  it('says plainly what the customer does not have', () => {
    expect(summaryText(empty)).toBe(
      ['Today is 2026-03-02 where they live.', 'No open Health, Finance or Relationship plan.', 'No habit routines.', 'Meals: no meal setup.', 'Mood: No mood logged in the last 7 days.'].join('\n'),
    );
  });
});
