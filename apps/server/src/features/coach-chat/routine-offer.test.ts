import { ROUTINE_DESCRIPTION_MAX, ROUTINE_TITLE_MAX } from '@iyl/core/routines/constants';
import { describe, expect, it } from 'vitest';
import type { KnowledgePassage } from './knowledge-base.ts';
import { routineOffer, routineTypeOf, targetOf } from './routine-offer.ts';

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

  it('keeps the time of day its words name, else the morning', () => {
    expect(targetOf({ title: 'Use the bed only for sleep and sex', text: '' })).toBe('Evening');
    expect(targetOf({ title: 'Stop caffeine after 2 pm', text: '' })).toBe('Afternoon');
    expect(targetOf({ title: 'Morning sunlight', text: 'Ten minutes outside before the evening.' })).toBe('Morning');
    expect(targetOf({ title: 'Log every purchase', text: 'Note each one at dinner.' })).toBe('Evening');
    expect(targetOf({ title: 'Round up your spending into savings', text: 'Move the round-ups each week.' })).toBe('Morning');
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

  it('one routine for a title two steps share (a routine’s title is the customer’s once)', () => {
    const offer = routineOffer({ followUp: 'plan', previous: [step('Walk after dinner', 'Daily'), step('walk after dinner', 'Weekly')] });
    expect(offer?.routines).toHaveLength(1);
  });
});
