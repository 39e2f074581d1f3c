import { ROUTINE_DESCRIPTION_MAX, ROUTINE_TITLE_MAX } from '@iyl/core/routines/constants';
import { describe, expect, it } from 'vitest';
import { checkCitations } from './citations.ts';
import type { KnowledgePassage } from './knowledge-base.ts';
import { builtinAnswer } from './offline.ts';
import { retrieve } from './retrieval.ts';
import { routineOf, routineOffer, routineTypeOf, standingAlone, targetOf } from './routine-offer.ts';

const step = (title: string, frequency: string | undefined, text = `${title}. It helps when it is done again and again.`): KnowledgePassage => ({
  id: `plan:test:${title}`,
  subject: 'sleep',
  source: 'plan',
  title,
  keywords: [],
  text,
  ...(frequency === undefined ? {} : { frequency }),
});

describe('a step as a routine', () => {
  it('is daily or weekly by its frequency; a step done once, monthly, when needed or with no frequency is none', () => {
    expect(routineTypeOf('Daily')).toBe('Daily');
    expect(routineTypeOf('Every day')).toBe('Daily');
    expect(routineTypeOf('Weekly')).toBe('Weekly');
    expect(routineTypeOf('3 times a week')).toBe('Weekly');
    expect(routineTypeOf('Twice a week')).toBe('Weekly');
    expect(routineTypeOf('Every weekday')).toBe('Weekly');
    for (const none of ['Once', 'Monthly', 'Yearly', 'When needed', 'As it happens', 'After each visit', 'Every 2 weeks', '', undefined]) {
      expect(routineTypeOf(none), String(none)).toBeNull();
    }
  });

  it('is weekly when its own words name some days of the week, whatever its frequency says; daily when they name every day', () => {
    const typeOf = (frequency: string | undefined, words: string) => routineTypeOf(frequency, words);
    // A habit card says "Daily" (or "Monthly") for its whole programme; its text says how often.
    expect(typeOf('Daily', 'No-spend days. Pick two days a week when you buy nothing beyond essentials.')).toBe('Weekly');
    expect(typeOf('Daily', 'Go for a run three times a week.')).toBe('Weekly');
    expect(typeOf('Daily', 'Strength work 3 days a week.')).toBe('Weekly');
    expect(typeOf('Daily', 'Stretch every other day.')).toBe('Weekly');
    expect(typeOf('Daily', 'Cook at home on weekdays.')).toBe('Weekly');
    expect(typeOf('Daily', 'Take a long walk at weekends.')).toBe('Weekly');
    expect(typeOf('Daily', 'A longer walk at the weekend.')).toBe('Weekly');
    expect(typeOf('Monthly', 'Zone 2 cardio. Three times a week do 30–45 minutes of steady cardio.')).toBe('Weekly');
    expect(typeOf('Daily', 'Move seven days a week.')).toBe('Daily');
    // The weekend as well as the week is every day.
    expect(typeOf('Daily', 'Go to bed and get up at similar times every day, including weekends.')).toBe('Daily');
    expect(typeOf('Daily', 'Keep it on weekdays and weekends.')).toBe('Daily');
    expect(typeOf('Daily', 'Within the same window every day, weekends included.')).toBe('Daily');
    // What it says first is how often: "once a day … hours together each week".
    expect(typeOf('Daily', 'Once a day, swap scrolling for a shared activity. Small swaps add up to hours each week.')).toBe('Daily');
    // Done once, when needed, or monthly with no days of the week named: no routine type fits.
    expect(typeOf('Once', 'Choose a programme you can do three times a week.')).toBeNull();
    expect(typeOf('When needed', 'At weekends, if it happens.')).toBeNull();
    expect(typeOf('Monthly', 'Once a month, sweep your subscriptions.')).toBeNull();
    expect(typeOf(undefined, 'Three times a week.')).toBeNull();
  });

  it('keeps the time of day its words name, else the morning', () => {
    expect(targetOf({ title: 'Use the bed only for sleep and sex', text: '' })).toBe('Evening');
    expect(targetOf({ title: 'Stop caffeine after 2 pm', text: '' })).toBe('Afternoon');
    expect(targetOf({ title: 'Morning sunlight', text: 'Ten minutes outside before the evening.' })).toBe('Morning');
    expect(targetOf({ title: 'Log every purchase', text: 'Note each one at dinner.' })).toBe('Evening');
    expect(targetOf({ title: 'Round up your spending into savings', text: 'Move the round-ups each week.' })).toBe('Morning');
    // What the step does comes first: a wake time kept even after a late night is the morning's.
    expect(targetOf({ title: 'Keep your wake time', text: 'Keep a steady wake-up time even after a late night.' })).toBe('Morning');
    expect(targetOf({ title: 'Get up at the same time on weekdays', text: 'Even after a late night.' })).toBe('Morning');
    expect(targetOf({ title: 'A short walk', text: 'Take ten minutes at lunch, before the evening rush.' })).toBe('Afternoon');
    expect(targetOf({ title: 'Write tomorrow’s list', text: 'At the end of the day, before you sleep, note three tasks for the morning.' })).toBe('Evening');
    expect(targetOf({ title: 'Wind down', text: 'An hour before bed, dim the lights.' })).toBe('Evening');
    expect(targetOf({ title: 'Walk after dinner', text: 'Ten minutes is enough.' })).toBe('Evening');
  });
});

describe('what a plan for the week offers', () => {
  it('the repeated steps of the last answer’s first four, each once, within the routine form’s limits', () => {
    const long = step('A'.repeat(200), 'Daily', `${'Keep going. '.repeat(80)}`);
    const offer = routineOffer({
      followUp: 'plan',
      previous: [
        step('Falling asleep faster', undefined),
        step('Use the bed only for sleep and sex', 'Daily'),
        step('Book a GP appointment', 'Once'),
        long,
        step('Keep a sleep diary', 'Daily'),
      ],
    });
    expect(offer).not.toBeNull();
    expect(offer?.addedAt).toBeNull();
    expect(offer?.added).toBe(0);
    // The fifth step is not in the week's plan (compose.ts takes four).
    expect(offer?.routines.map((r) => r.routineType)).toEqual(['Daily', 'Daily']);
    expect(offer?.routines[0]).toMatchObject({ title: 'Use the bed only for sleep and sex', target: 'Evening' });
    for (const routine of offer?.routines ?? []) {
      expect(routine.title.length).toBeLessThanOrEqual(ROUTINE_TITLE_MAX);
      expect(routine.description.length).toBeLessThanOrEqual(ROUTINE_DESCRIPTION_MAX);
      expect(routine.description.length).toBeGreaterThan(0);
    }
  });

  it('nothing for an answer that is no plan, one with no earlier steps, or steps that are all done once', () => {
    const previous = [step('Keep a sleep diary', 'Daily')];
    expect(routineOffer({ followUp: null, previous })).toBeNull();
    expect(routineOffer({ followUp: 'more', previous })).toBeNull();
    expect(routineOffer({ followUp: 'plan', previous: [] })).toBeNull();
    expect(routineOffer({ followUp: 'plan', previous: [step('Book a GP appointment', 'Once'), step('Falling asleep faster', undefined)] })).toBeNull();
  });

  it('offers a step done on some days of the week as weekly, each at the time of day its words name', () => {
    const offer = routineOffer({
      followUp: 'plan',
      previous: [
        step('No-spend days', 'Daily', 'Pick two days a week when you buy nothing beyond essentials you already planned.'),
        step('Cook at home', 'Daily', 'Plan and cook five dinners at home each week.'),
        step('Stretch', 'Daily', 'Stretch every other day, after dinner.'),
        step('Lunchtime walk', 'Daily', 'Walk for ten minutes at lunch, every day.'),
      ],
    });
    expect(offer?.routines.map((r) => [r.title, r.routineType, r.target])).toEqual([
      ['No-spend days', 'Weekly', 'Morning'],
      ['Cook at home', 'Weekly', 'Evening'],
      ['Stretch', 'Weekly', 'Evening'],
      ['Lunchtime walk', 'Daily', 'Afternoon'],
    ]);
  });

  it('one routine for a title two steps share (a routine’s title is the customer’s once)', () => {
    const offer = routineOffer({ followUp: 'plan', previous: [step('Walk after dinner', 'Daily'), step('walk after dinner', 'Weekly')] });
    expect(offer?.routines).toHaveLength(1);
  });
});

describe('a plan’s steps as the customer asked them (review stop-59 M3)', () => {
  it('a description stands on its own: no programme the customer never saw', () => {
    expect(standingAlone('In the second half of the programme, go alcohol-free for four weeks. Many people sleep better.')).toBe('Go alcohol-free for four weeks. Many people sleep better.');
    expect(standingAlone('Keep going as in the previous step. Walk daily.')).toBe('Walk daily.');
    const month = routineOf(step('Try a full alcohol-free month', 'Daily', 'In the second half of the programme, go alcohol-free for four weeks. Many people sleep better afterwards.'), 'I want to drink less beer');
    expect(month?.description).toBe('Go alcohol-free for four weeks. Many people sleep better afterwards.');
  });

  it('a step done once whose words name days of the week is weekly; one about a thing asked to be done every day is that daily routine', () => {
    expect(routineOf(step('Choose your alcohol-free days', 'Once', 'Pick three days a week with no alcohol at all and put them in your calendar.'), 'I want to drink less beer')).toMatchObject({ routineType: 'Weekly', title: 'Choose your alcohol-free days' });
    const walk = routineOf(step('Is walking enough on its own?', undefined, 'Brisk walking covers most of it. Keep walking at a pace where you breathe faster, for 30 minutes.'), 'I want to walk more every day');
    expect(walk).toMatchObject({ routineType: 'Daily', title: 'Walk more every day', description: 'Keep walking at a pace where you breathe faster, for 30 minutes.' });
    // Not a walk mentioned in passing, nor with no plan to read it with.
    expect(routineOf(step('Do you need rest days?', undefined, 'Plan lighter days between hard sessions. Easy days can include a gentle walk.'), 'I want to walk more every day')).toBeNull();
    expect(routineOf(step('Is walking enough on its own?', undefined, 'Keep walking at a pace where you breathe faster.'))).toBeNull();
    expect(routineOf(step('Book a GP appointment', 'Once', 'Book an appointment with your GP.'), 'I want to sleep better every day')).toBeNull();
  });
});

/** A chat's first answer, then "make that a plan for this week" (review stop-61 M5), on Monday Dec 7 2026. */
function planAfter(first: string) {
  const one = builtinAnswer({ question: first, earlier: [], retrieved: retrieve(first), today: '2026-12-07' });
  const earlier = [{ question: first, answer: one.text }];
  const retrieved = retrieve('make that a plan for this week', earlier);
  const plan = builtinAnswer({ question: 'make that a plan for this week', earlier, retrieved, today: '2026-12-07' });
  const given = [...retrieved.hits.map((hit) => hit.passage), ...retrieved.previous].map((p) => ({ id: p.id, title: p.title, page: null, text: p.text }));
  return { plan, offer: routineOffer(retrieved, first), checked: checkCitations(plan.text, given) };
}
const daysOf = (text: string) => text.split(/\n\n(?=\*\*)/).filter((part) => /^\*\*(?:Today, )?[A-Z][a-z]{2} Dec \d\d\*\*\n/.test(part));

describe('a plan for the week from an answer (review stop-61 M5)', () => {
  const first = 'I want to start doing some exercise at home, I only have 20 minutes a day';

  it('gives each step as what to do, not its passage’s general opening', () => {
    const { plan, checked } = planAfter(first);
    expect(plan.text).not.toContain('You can get a good workout at home with no equipment.');
    expect(plan.text).toMatch(/\*\*A no-equipment home workout\*\*: Try a simple circuit/);
    expect(plan.steps[0]?.text).toMatch(/^Try a simple circuit/);
    expect(checked.citations.length).toBeGreaterThan(0);
    expect(checked.citations.every((c) => c.status === 'supported')).toBe(true);
  });

  it('has something to do on each of the seven days, the workout again on the days with nothing new, for 20 minutes a day', () => {
    const { plan } = planAfter(first);
    const days = daysOf(plan.text);
    expect(days.length).toBe(7);
    for (const day of days) expect(day, day).toMatch(/\n- /);
    expect(plan.text.match(/- Again: a no-equipment home workout\./g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('says a daily step goes on every day from today, the day the routine it offers starts, and offers it as daily', () => {
    const { plan, offer } = planAfter(first);
    expect(plan.text).not.toMatch(/every day from (?!today\b)/);
    expect(plan.text).toMatch(/^\*\*Today, Mon Dec 07\*\*\n(?:- .*\n)*- \*\*Move for at least 10 minutes every day \(every day from today\)\*\*:/m);
    expect(offer?.routines.find((r) => r.title === 'Move for at least 10 minutes every day')?.routineType).toBe('Daily');
  });
});
