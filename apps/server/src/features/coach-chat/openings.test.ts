import { describe, expect, it } from 'vitest';
import { reflection } from './openings.ts';

const seeds = [0, 1, 2];

describe('a long telling is said back in whole clauses', () => {
  it('stops at the end of a clause, never mid-clause ("… and every…")', () => {
    const question =
      'My husband and I have been arguing about money constantly since he lost his job in the spring and every single conversation ends with one of us in tears, what can we do';
    for (const seed of seeds) {
      const said = reflection(question, 'money and budgeting', seed);
      expect(said).toMatch(/you and your husband have been arguing about money constantly since he lost his job in the spring\.$/);
      expect(said).not.toMatch(/…|\band every\b/);
    }
  });

  it('stops at a comma or a dash when that is the last break that fits', () => {
    const question =
      'I have been sleeping badly for about six months now, ever since the twins were born and my partner went back to working nights at the hospital across town, how do I cope';
    const said = reflection(question, 'sleep', 0);
    expect(said).toMatch(/you have been sleeping badly for about six months now\.$/);
  });

  it('leaves the echo out when even its first clause is too long to say back whole', () => {
    const question = `I ${'really '.repeat(30)}want to stop spending money on takeaways every night of the week. How do I start?`;
    for (const seed of seeds) {
      const said = reflection(question, 'money and budgeting', seed);
      expect(said).not.toMatch(/…/);
      expect(said).toMatch(/money and budgeting/);
    }
  });

  it('says a telling that fits back whole, as before', () => {
    expect(reflection('my toddler wakes up at 5am every day and I’m exhausted, how do I cope', 'sleep', 0)).toMatch(
      /your toddler wakes up at 5am every day and you're exhausted\.$/,
    );
  });
});
