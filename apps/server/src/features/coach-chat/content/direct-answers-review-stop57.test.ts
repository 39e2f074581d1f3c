import { describe, expect, it } from 'vitest';
import { builtinAnswer } from '../offline.ts';
import { answersVerdictFirst } from './verdict-first.test-support.ts';

/*
 * What the stop-57 review (docs/coach-reviews/ui-review-stop57.md) found in the built-in coach's library
 * answers: an amount asked for and not given (M3), and steps cut down to a referral line or a teaser
 * instead of the advice (M1).
 */

const stepOf = (question: string, title: string) => builtinAnswer({ question }).steps.find((step) => step.title === title)?.text ?? '';

describe('the built-in coach gives the amount to a question of how much (review stop-57 M3)', () => {
  answersVerdictFirst([
    { question: 'How much caffeine is too much?', passage: 'sleep-how-much-caffeine' },
    { question: 'is 4 coffees a day too much?', passage: 'sleep-how-much-caffeine' },
    { question: 'how much caffeine is safe when pregnant?', passage: 'sleep-how-much-caffeine' },
  ]);

  it('answers "How much caffeine is too much?" with the daily limit first, and the limit in pregnancy', () => {
    const answer = builtinAnswer({ question: 'How much caffeine is too much?' });
    expect(answer.steps[0]?.title).toBe('How much caffeine is too much');
    expect(answer.steps[0]?.text).toMatch(/400 mg of caffeine a day/);
    expect(answer.text).toMatch(/200 mg a day/);
  });

  it('reads energy drinks as caffeine, not alcohol', () => {
    const answer = builtinAnswer({ question: 'how many energy drinks a day is too much' });
    expect(answer.subject).not.toBe('alcohol');
    expect(answer.cited.map((passage) => passage.id)).toContain('library:sleep-how-much-caffeine');
  });
});

describe('the built-in coach quotes what to do, not the referral line or a teaser (review stop-57 M1)', () => {
  it('quotes how to close the working day to someone kept awake by work, not "talk to your manager or your doctor"', () => {
    const step = stepOf('Work stress keeps me awake, what can I do?', 'When work keeps you awake');
    expect(step).toMatch(/^If work keeps you awake, close the working day on purpose/);
    expect(step).not.toMatch(/talk to your manager or your doctor/);
  });

  it('quotes how to quiet a racing mind, not "Give it somewhere else to go." nor "talking to your doctor" alone', () => {
    for (const question of ['my mind races at night', "I lie awake at night worrying and can't switch off"]) {
      const step = stepOf(question, 'Quieting a racing mind');
      expect(step, question).toMatch(/writing down what's on your mind|slow breathing|Keep paper by the bed|aim to rest calmly/);
      expect(step, question).not.toMatch(/^If worry keeps you awake/);
    }
  });

  it('quotes more than the teaser of falling asleep faster', () => {
    for (const question of ['How can I fall asleep faster?', "I can't fall asleep"]) expect(stepOf(question, 'Falling asleep faster'), question).toMatch(/Go to bed only when you feel sleepy|get up, go to another dim room/);
  });

  it('quotes how to ease burnout, not only "see your doctor"', () => {
    const step = stepOf('I feel burnt out at work', 'Recognising and easing burnout');
    expect(step).toMatch(/write down what's draining you|Talk to your manager about workload|Protect your time off/);
    expect(step).not.toMatch(/^If you're struggling to cope, see your doctor/);
  });

  it('still quotes the referral to a question about seeing a doctor', () => {
    expect(builtinAnswer({ question: 'should I see a doctor about my insomnia?' }).text).toMatch(/doctor/);
    expect(stepOf('work stress is keeping me awake, should I talk to my doctor?', 'When work keeps you awake')).toMatch(/doctor/);
  });
});
