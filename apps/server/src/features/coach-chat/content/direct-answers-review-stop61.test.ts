import { describe, expect, it } from 'vitest';
import { checkCitations } from '../citations.ts';
import { builtinAnswer } from '../offline.ts';
import { retrieve } from '../retrieval.ts';

/*
 * What the stop-61 review (docs/coach-reviews/ui-review-stop61.md, H2) found answered on another subject by the
 * built-in coach: an office lunch with desk exercise, saying no to a boss with pay rises and meetings, weekend
 * binge drinking with binge eating, walking in the rain with "nothing reliable", six coffees a day with alcohol,
 * and a long commute with family time.
 */

function answer(question: string) {
  const retrieved = retrieve(question);
  const built = builtinAnswer({ question, earlier: [], retrieved });
  const given = retrieved.hits.map((hit) => hit.passage).map((p) => ({ id: p.id, title: p.title, page: null, text: p.text }));
  return { ...built, checked: checkCitations(built.text, given) };
}
const allCited = (a: ReturnType<typeof answer>) => a.checked.citations.length > 0 && a.checked.citations.every((c) => c.status === 'supported');

describe('everyday questions on their own subject (review stop-61 H2)', () => {
  it.each(["What's a quick healthy lunch I can take to the office? No microwave there", 'packed lunch ideas for work, we have no microwave'])(
    'answers "%s" with a cold packed lunch, not desk exercise',
    (question) => {
      const a = answer(question);
      expect(a.subject).toBe('eating');
      expect(a.steps[0]?.title).toBe('Packed lunches without a microwave');
      expect(a.text).toMatch(/good cold|don't need a microwave/);
      expect(a.text).not.toMatch(/Moving more when you sit all day|squats/);
      expect(allCited(a)).toBe(true);
    },
  );

  it.each(['how to say no to my boss when he piles on more work', 'my manager keeps giving me more work and I’m already overloaded'])(
    'answers "%s" with declining work by asking what comes first',
    (question) => {
      const a = answer(question);
      expect(a.subject).toBe('work');
      expect(a.steps[0]?.title).toBe('Saying no to more work');
      expect(a.steps[0]?.text).toMatch(/Which would you like me to do first\?|what comes first/);
      expect(a.text).not.toMatch(/Asking for a pay rise|Managing people who are your friends|Too many meetings/);
    },
  );

  it.each(['is it ok to drink on weekends only if i binge a bit', 'I only drink at weekends but I binge'])('answers "%s" with the risk of binge drinking, never binge eating', (question) => {
    const a = answer(question);
    expect(a.subject).toBe('alcohol');
    expect(a.steps[0]?.title).toBe('Drinking only at weekends');
    expect(a.text).toMatch(/14 units a week, spread over three or more days, rather than saving your units up/);
    expect(a.text).not.toMatch(/binge eating|eat large amounts|non-food thing|water to drink/i);
    expect(allCited(a)).toBe(true);
  });

  it('keeps binge eating an eating question though water is drunk after it', () => {
    const a = answer('I binge eat in the evenings and then feel awful');
    expect(a.subject).toBe('eating');
    expect(a.text).not.toMatch(/Drinking only at weekends|alcohol/i);
  });

  it.each(["how do i stick with walking when it's raining all the time", 'how do I keep walking in winter when it’s cold and wet'])(
    'answers "%s" about walking in bad weather, never "nothing reliable"',
    (question) => {
      const a = answer(question);
      expect(a.subject).toBe('movement');
      expect(a.steps[0]?.title).toBe('Walking in the rain and cold');
      expect(a.text).not.toMatch(/nothing reliable/);
    },
  );

  it.each(['i drink too much coffee, like 6 cups a day', 'I drink too much coffee, how do I cut down?'])('answers "%s" about caffeine, never alcohol', (question) => {
    const a = answer(question);
    expect(a.subject).toBe('sleep');
    expect(a.steps[0]?.title).toBe('Cutting down on coffee');
    expect(a.text).not.toMatch(/alcohol|drinking|a drink every night/i);
    expect(allCited(a)).toBe(true);
  });

  it('still reads "I drink too much" with nothing after it as alcohol', () => {
    expect(answer('I think I drink too much, how do I cut back?').subject).toBe('alcohol');
  });

  it('answers a 90-minute commute about the commute, not family time', () => {
    const a = answer('this commute is killing me, 90 minutes each way');
    expect(a.subject).toBe('work');
    expect(a.steps[0]?.title).toBe('A long commute');
    expect(a.text).not.toMatch(/family member|weekly family plan/i);
  });
});
