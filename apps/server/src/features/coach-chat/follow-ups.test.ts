import { describe, expect, it } from 'vitest';
import { checkCitations } from './citations.ts';
import { closingQuestions } from './closings.ts';
import { afterTopicChange } from './follow-ups.ts';
import { builtinAnswer } from './offline.ts';
import { type EarlierTurn, retrieve } from './retrieval.ts';

/*
 * Follow-ups read with the first turn (review stop-59 H4): a message that says it changes the subject is a new
 * question; a short one asking an amount, a time or a cause is answered with that, from the first turn's subject,
 * or says how to work it out. Each answer's citations are checked as the chat checks them.
 */

/** A chat of turns, each answered with the turns before it; the last answer with its citations checked. */
function chat(...turns: string[]) {
  const earlier: EarlierTurn[] = [];
  let last: ReturnType<typeof builtinAnswer> | undefined;
  let retrieved: ReturnType<typeof retrieve> | undefined;
  for (const question of turns) {
    retrieved = retrieve(question, earlier);
    last = builtinAnswer({ question, earlier, retrieved });
    earlier.push({ question, answer: last.text });
  }
  if (!last || !retrieved) throw new Error('no turns');
  const given = [...retrieved.hits.map((hit) => hit.passage), ...retrieved.previous].map((p) => ({ id: p.id, title: p.title, page: null, text: p.text }));
  return { ...last, retrieved, checked: checkCitations(last.text, given) };
}
const citedWell = (answer: ReturnType<typeof chat>) => answer.checked.citations.length > 0 && answer.checked.citations.every((c) => c.status === 'supported');

describe('an explicit change of subject is a new question, never a follow-up (stop-59 H4)', () => {
  it('reads the new question after the words that change the subject', () => {
    expect(afterTopicChange('ok different thing: how do I stop biting my nails?')).toBe('how do I stop biting my nails?');
    expect(afterTopicChange('Another question - how do I save for a holiday?')).toBe('how do I save for a holiday?');
    expect(afterTopicChange('unrelated, but how do I deal with back pain at my desk?')).toBe('how do I deal with back pain at my desk?');
    expect(afterTopicChange('Changing the subject, what’s a good way to start running?')).toBe("what's a good way to start running?");
    expect(afterTopicChange('on a different note: how much water should I drink?')).toBe('how much water should I drink?');
    expect(afterTopicChange('by the way, how do I stop snacking at night?')).toBe('how do I stop snacking at night?');
    // Not a change of subject.
    for (const text of ['what if he just says no?', 'is that unrelated to work?', 'another thing', 'and how much should be in it?', 'a different approach to bedtime?']) expect(afterTopicChange(text), text).toBeNull();
  });

  it('answers the new question on its own subject, not the old one, with no “more on that”', () => {
    const nails = chat('My 3-year-old has tantrums every evening at bedtime', 'ok different thing: how do I stop biting my nails?');
    expect(nails.retrieved.followUp).toBeNull();
    expect(nails.text).not.toMatch(/tantrum|Here is more on that|Building on that|Taking that further/i);
    for (const [first, second, subject] of [
      ['I can’t sleep, I lie awake for hours', 'another question: how do I save for a holiday?', 'saving'],
      ['My teenage son refuses to do any chores', 'unrelated, but how do I deal with back pain at my desk?', 'movement'],
      ['I get lonely in the evenings since my divorce', 'changing the subject, what’s a good way to start running?', 'movement'],
    ] as const) {
      const answer = chat(first, second);
      expect(answer.retrieved.followUp, second).toBeNull();
      expect(answer.subject, second).toBe(subject);
      expect(answer.text, second).not.toMatch(/^(?:Here is more on that|Building on that|Taking that further)/);
      expect(citedWell(answer), second).toBe(true);
    }
  });
});

describe('a follow-up stays on the first turn’s subject and answers what it asks (stop-59 H4)', () => {
  it('“what if he just says no?” after chores: limits and consequences for a teenager, not school friendships', () => {
    const answer = chat('My teenage son refuses to do any chores', 'what if he just says no?');
    expect(answer.subject).toBe('parenting');
    // (A teenager's, not a toddler's "Limits that stick": review stop-61 M4.)
    expect(answer.steps[0]?.title).toBe('When a teenager ignores the rules');
    expect(answer.steps[0]?.text).toMatch(/follow through|consequence/);
    expect(answer.text).not.toContain('excluded at school');
    expect(citedWell(answer)).toBe(true);
  });

  it('“how much should be in it?” after an emergency fund: the amount, three to six months of essential costs', () => {
    const answer = chat('How do I start an emergency fund on a low income?', 'and how much should be in it?');
    expect(answer.retrieved.followUp).toBe('amount');
    expect(answer.text).toMatch(/three to six months of essential expenses/);
    expect(answer.text).not.toMatch(/Top the fund back up|Sell three things/);
    expect(citedWell(answer)).toBe(true);
  });

  it('“how long will that take?” after an overdraft: how to work it out, not a credit card’s timeline', () => {
    const answer = chat('I want to pay off my overdraft', 'how long will that take?');
    expect(answer.retrieved.followUp).toBe('time');
    expect(answer.text).toMatch(/^My library doesn’t give a time for that, because it depends on your own figures, so here is how to work it out: divide what is left/);
    expect(answer.text).not.toMatch(/six years|minimum payment trap|credit card/i);
  });

  it('“why does that happen?” after early waking: a cause, not “Here is why it helps”', () => {
    const answer = chat('I keep waking up at 5am and can’t get back to sleep', 'why does that happen?');
    expect(answer.retrieved.followUp).toBe('cause');
    expect(answer.text).not.toMatch(/Good question|why it helps/);
    expect(answer.text).toMatch(/^(?:Here is why that tends to happen:|What is usually behind it:|My library doesn’t say why that happens)/);
    if (!answer.text.startsWith('My library')) expect(citedWell(answer)).toBe(true);
  });

  it('still answers “why does that help?” with the reasons the steps give', () => {
    const answer = chat('I keep waking up at 5am and can’t get back to sleep', 'why does that help?');
    expect(answer.retrieved.followUp).toBe('why');
  });
});

describe('the “nothing reliable” reply never offers back what the question was about (stop-59 M5)', () => {
  it('a pet’s death finds grief passages; where nothing fits, the topics near the question are not listed as others', () => {
    const dog = chat('My dog of 14 years was put down last week and I can’t stop crying. How do I cope?');
    expect(dog.subject).toBe('grief');
    expect(dog.text).not.toContain('anything reliable');
    for (const [question, about] of [
      ['my tortoise is poorly and might die', 'grief and loss'],
      ['I keep grinding my teeth at night', 'sleep'],
    ] as const) {
      const answer = chat(question);
      if (answer.subject !== null) continue;
      expect(answer.text, question).toContain('I can also help with');
      expect(answer.text, question).not.toContain(about);
    }
  });
});

describe('wording within a chat (stop-59 L3)', () => {
  it('no closing question about “them” with no one named; the one lost only after a loss said', () => {
    const widow = closingQuestions({ question: 'I’m 78, my husband died two years ago and my children live abroad. Some days I don’t speak to anyone', subject: 'grief', said: '', steps: 2, planWorthy: true });
    expect(widow.join(' ')).not.toMatch(/\bthem\?/);
    expect(widow).toContain('Would you like to tell me about the one you lost?');
    const job = closingQuestions({ question: 'I feel a kind of grief since leaving my old job', subject: 'grief', said: '', steps: 2, planWorthy: true });
    expect(job.join(' ')).not.toMatch(/the one you lost|about them/);
  });

  it('a plan for the week writes its days as the data answers do (“Mon Dec 07”), in one chat with them', () => {
    const earlier: EarlierTurn[] = [];
    const first = builtinAnswer({ question: 'How can I save money on food?', earlier, today: '2026-12-07' });
    earlier.push({ question: 'How can I save money on food?', answer: first.text });
    const plan = builtinAnswer({ question: 'make that a plan for this week', earlier, retrieved: retrieve('make that a plan for this week', earlier), today: '2026-12-07' });
    expect(plan.text).toContain('**Today, Mon Dec 07**');
    expect(plan.text).not.toMatch(/\b\d{1,2} December\b|\bDec \d{2}, \d{4}\b/);
  });
});

describe('follow-ups that keep to the thread (review stop-61 M4)', () => {
  it('keeps a teenager’s rules on teenagers: no toddler’s limits, and no asking the age the first turn told', () => {
    const a = chat('My teenage son and I argue about his phone every evening', 'ok but what if he just ignores the rules?');
    expect(a.subject).toBe('parenting');
    expect(a.text).not.toMatch(/Limits that stick|We walk inside|get down to their level/);
    expect(a.text).not.toMatch(/How old are your children\?/);
    expect(a.steps.length).toBeGreaterThan(0);
    expect(a.text).toMatch(/teen|three rules/i);
    expect(citedWell(a)).toBe(true);
  });

  it('answers "why?" after a money answer with the reasons of its steps, not the steps said again, and no new step', () => {
    const first = chat('Should I pay off my student loan early or save for a house deposit?');
    const why = chat('Should I pay off my student loan early or save for a house deposit?', 'why?');
    expect(why.retrieved.followUp).toBe('why');
    const quoted = first.steps.map((step) => step.text);
    const lines = why.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines.length).toBe(first.steps.length);
    for (const line of lines) for (const quote of quoted) for (const sentence of quote.split(/(?<=\.)\s+/)) expect(line, sentence).not.toContain(sentence);
    expect(why.text).toContain("Saving is easier when you know what it's for.");
    expect(why.text).toMatch(/\bso a surprise bill\b|\bbecause\b/);
    expect(why.text).not.toMatch(/Check your credit file early/);
    expect(citedWell(why)).toBe(true);
  });
});
