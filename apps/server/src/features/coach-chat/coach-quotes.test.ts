import { describe, expect, it } from 'vitest';
import { EVENING_NOTES } from '../../../test/support/coach-notes.ts';
import { checkCitations } from './citations.ts';
import { builtinAnswer } from './offline.ts';

/** The line of the built-in coach's answer that quotes the coach's page. */
function quoteOf(question: string, title: string, text: string) {
  const passage = { id: 'p1', title, page: 3, text };
  const answer = builtinAnswer({ question, coachName: 'Dana Rivers', coach: [passage] }).text;
  const line = answer.split('\n').find((l) => l.startsWith(`- **${title}, page 3**: `)) ?? '';
  // The quote passes the citation check as it stands: cited by the page it is on.
  expect(checkCitations(line, [passage]).citations).toEqual([{ marker: `[${title}, p. 3]`, status: 'supported', passageId: 'p1' }]);
  return line.slice(`- **${title}, page 3**: `.length, -` [${title}, p. 3]`.length);
}

describe('the built-in coach quoting a coach’s page', () => {
  const notes = EVENING_NOTES.join(' ');

  it('quotes the sentences that share the question’s words, not the page’s others for a number in them', () => {
    expect(quoteOf('How much caffeine is too much?', 'Evening Notes', notes)).toBe('Caffeine stays in your body for hours: a late coffee keeps you awake.');
    expect(quoteOf('how much coffee is ok before bed?', 'Evening Notes', notes)).toBe('Caffeine stays in your body for hours: a late coffee keeps you awake.');
    // Of the sentences about the question, the one with an amount answers "how much?".
    const amounts = `${notes} Keep to 2 cups of coffee a day, the last one before noon.`;
    expect(quoteOf('How much coffee is too much?', 'Evening Notes', amounts)).toBe('Keep to 2 cups of coffee a day, the last one before noon.');
    // A rarer word of the question outweighs a common one: "caffeine" before "sleep".
    expect(quoteOf('Does caffeine change how I sleep?', 'Evening Notes', notes)).toMatch(/^Caffeine stays in your body/);
  });

  it('reads a word of the coach’s the library does not know as written, not as the library’s word a letter off', () => {
    const tea = 'Evenings go better with a calm routine. Matcha holds about half the caffeine of a coffee, so have your last cup before noon. Watch a match or a film to unwind.';
    expect(quoteOf('Is matcha ok in the evening?', 'Tea Notes', tea)).toMatch(/^Matcha holds about half the caffeine of a coffee/);
  });
  it('never quotes a heading as a step: the sentences under it, its words counting for them', () => {
    const title = 'Sleep and stress: notes for my clients';
    const page2 = ['Stress in the day', 'Take three slow breaths before you open e-mail in the morning and after each meeting.', "Write tomorrow's three most important tasks before you stop work, so your mind can let go."];
    for (const breaks of ['\n', '\n\n']) {
      const quote = quoteOf('how can I be less stressed?', title, page2.join(breaks));
      expect(quote).toMatch(/^Take three slow breaths before you open e-mail/);
      expect(quote).not.toContain('Stress in the day');
      // The document's title heading a page is no step, nor a reason to quote the page.
      const page1 = [title, 'Keep one wake-up time every day, weekends included.', 'Start a 30-minute wind-down before bed.'].join(breaks);
      const passage = { id: 'p1', title, page: 3, text: page1 };
      const answer = builtinAnswer({ question: 'how can I be less stressed?', coachName: 'Dana Rivers', coach: [passage] }).text;
      expect(answer).not.toContain(`${title}, page 3`);
      expect(quoteOf('how do I wind down before bed?', title, page1)).toBe('Start a 30-minute wind-down before bed.');
    }
  });

  it('quotes nothing of a page none of whose sentences shares a word of the question', () => {
    const passage = { id: 'p1', title: 'Evening Notes', page: 3, text: 'Stress in the day. Take three slow breaths before you open e-mail in the morning.' };
    const answer = builtinAnswer({ question: 'How long should I wind down before bed?', coachName: 'Dana Rivers', coach: [passage] }).text;
    expect(answer).not.toContain('Evening Notes');
  });
});
