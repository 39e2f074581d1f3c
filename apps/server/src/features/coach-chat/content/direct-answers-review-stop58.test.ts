import { describe, expect, it } from 'vitest';
import { builtinAnswer } from '../offline.ts';

/*
 * What the stop-58 review (docs/coach-reviews/ui-review-stop58.md, M3) found in the built-in coach's library
 * answers to the most basic questions: steps that do not say what to do.
 */

describe('the built-in coach says how to set up a budget (review stop-58 M3)', () => {
  it.each(['How do I budget?', 'how do I make a budget', 'how to start budgeting'])('leads "%s" with the first step of making one, and states the 50/30/20 rule', (question) => {
    const answer = builtinAnswer({ question });
    expect(answer.steps[0]?.title).toBe('Making your first budget');
    expect(answer.steps[0]?.text).toMatch(/^Start your budget with your take-home income for the month, then list your essentials/);
    expect(answer.text).not.toMatch(/Review it at the end of the month/);
    expect(answer.text).not.toMatch(/try MoneyHelper/);
    if (answer.steps.some((step) => step.title === 'The 50/30/20 budgeting rule')) expect(answer.text).toMatch(/50 per cent of your take-home pay on needs, 30 per cent on wants and 20 per cent on savings/);
  });

  it('states the 50/30/20 rule to "How do I budget?"', () => {
    expect(builtinAnswer({ question: 'How do I budget?' }).text).toMatch(/Use the 50\/30\/20 rule as a simple starting guide for your budget: about 50 per cent/);
  });
});

describe('the built-in coach answers a plain sleep question with sleep habits (review stop-58 M3)', () => {
  const habits = ['A 30-minute wind-down', 'A steady wake-up time', 'A bedroom that helps sleep', 'Screens, light and your body clock', 'Caffeine, alcohol and sleep', 'Falling asleep faster'];
  it.each(['how can I sleep better?', 'tips for better sleep', "I can't sleep well", 'how do I sleep', 'tell me how to sleep'])('leads "%s" with sleep-habit steps, not melatonin or CBT-I', (question) => {
    const answer = builtinAnswer({ question });
    expect(habits).toContain(answer.steps[0]?.title);
    expect(habits).toContain(answer.steps[1]?.title);
    expect(answer.steps.map((step) => step.title)).not.toContain('Melatonin and sleeping pills');
    expect(answer.text).not.toMatch(/melatonin|CBT-I|sleeping pills/i);
  });

  it('still gives melatonin to a question about it', () => {
    expect(builtinAnswer({ question: 'should I take melatonin?' }).steps[0]?.title).toBe('Melatonin and sleeping pills');
  });
});
