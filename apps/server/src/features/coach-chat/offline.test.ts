import { describe, expect, it } from 'vitest';
import { everydayQuestions, offTopicQuestions } from './content/sample-questions.ts';
import type { Subject } from './knowledge-base.ts';
import { builtinAnswer } from './offline.ts';
import { retrieve } from './retrieval.ts';

describe('the built-in coach', () => {
  for (const { question, topic, also } of everydayQuestions) {
    it(`answers “${question}” from its ${topic} library`, () => {
      const answer = builtinAnswer({ question });
      expect([topic, also ?? topic]).toContain(answer.subject);
      // At most four steps, each a passage's own sentences and its citation, on the answer's subject — the
      // first always, and all but one at most (for the other half of a question that names two subjects).
      expect(answer.cited.length).toBeGreaterThanOrEqual(1);
      expect(answer.cited.length).toBeLessThanOrEqual(4);
      for (const passage of answer.cited) expect(answer.text).toContain(`[${passage.title}]`);
      expect(answer.cited[0]?.subject).toBe(answer.subject);
      expect(answer.cited.filter((passage) => passage.subject !== answer.subject).length).toBeLessThanOrEqual(1);
      // It ends with one question that moves the conversation on.
      expect(answer.text.trim()).toMatch(/\?$/);
    });
  }

  for (const question of offTopicQuestions) {
    it(`says honestly it has nothing for “${question}”`, () => {
      const answer = builtinAnswer({ question });
      expect(answer.subject).toBeNull();
      expect(answer.cited).toEqual([]);
      expect(answer.text).toMatch(/I don’t have anything reliable|I can’t tell you/);
      expect(answer.text).toContain('Book a Session');
    });
  }

  it('lists what it can help with when nothing fits, never the subject the question was near', () => {
    const answer = builtinAnswer({ question: 'how tall is mount everest' });
    expect(answer.subject).toBeNull();
    expect(answer.text).toMatch(/I can also help with sleep, stress and worry, low mood, movement and exercise, .+, or aches and pain\./);
    // "Melatonin" is not in the knowledge base; the sleep it is near is not offered back as something else to ask about.
    const near = builtinAnswer({ question: 'should I take melatonin for my sleep?' });
    if (near.subject === null) expect(near.text).not.toMatch(/help with sleep,/);
  });

  it('gives two to four steps for most everyday questions', () => {
    const steps = everydayQuestions.map(({ question }) => builtinAnswer({ question }).steps.length);
    expect(steps.every((n) => n <= 4)).toBe(true);
    // A step past the first that speaks only to the subject, not the situation, is left out: a few answers give one.
    expect(steps.filter((n) => n >= 2).length / steps.length).toBeGreaterThanOrEqual(0.85);
  });

  /**
   * Questions a reviewer found answered from the wrong passage, with the passage that answers them and
   * passages that must not be quoted with it (they share a word with the question, not its subject).
   */
  const reviewed: readonly { question: string; topic: Subject; title: string; not: readonly string[] }[] = [
    { question: 'How do I build a budget?', topic: 'money', title: 'Making your first budget', not: ['Eating well on a budget'] },
    { question: 'How do I start running?', topic: 'movement', title: 'Starting to run', not: ['Making your first budget'] },
    { question: 'How do I get out of debt fast?', topic: 'debt', title: 'Avalanche or snowball payoff', not: [] },
    { question: 'I’m stressed about a presentation tomorrow', topic: 'stress', title: 'Nerves before a big moment', not: ['Facing money worries', 'Eating for comfort'] },
    { question: 'Can you give me a 5 day meal plan?', topic: 'eating', title: 'Planning meals for the week', not: ['A family plan for screens'] },
    { question: 'How can I ask my boss for a raise?', topic: 'work', title: 'Asking for a pay rise', not: ['Working with a difficult boss'] },
    { question: 'am i eating enough protien', topic: 'eating', title: 'Protein at every meal', not: [] },
    { question: 'my boss keeps emailing me at night', topic: 'work', title: 'Switching off after work', not: [] },
    // (Not the student-loan topic's "Check repayment options if money is tight": a loan here is not said to be a student's.)
    { question: 'i cant afford my loan repayments this month', topic: 'debt', title: 'Calling lenders about hardship', not: ['Check repayment options if money is tight'] },
  ];
  for (const { question, topic, title, not } of reviewed) {
    it(`answers “${question}” with “${title}”`, () => {
      const answer = builtinAnswer({ question });
      expect(answer.subject).toBe(topic);
      // The passage is among those the answer is written from (it may take 2–4 of them, a regenerated one others).
      expect(retrieve(question).hits.map((hit) => hit.passage.title)).toContain(title);
      expect(answer.text).not.toContain('I’m sorry');
      for (const passage of answer.cited) expect(passage.subject).toBe(topic);
      const titles = answer.cited.map((passage) => passage.title);
      for (const unrelated of not) expect(titles).not.toContain(unrelated);
    });
  }

  it('reads “fast” and “quickly” as how soon, not what about', () => {
    expect(builtinAnswer({ question: 'how do I pay off my credit card fast' }).subject).toBe('debt');
    expect(builtinAnswer({ question: 'how can I calm down quickly' }).subject).toBe('stress');
    expect(builtinAnswer({ question: 'i want to be debt-free' }).subject).toBe('debt');
    // "Fasting" is a way of eating, not how soon: it is searched.
    expect(builtinAnswer({ question: 'tell me about a 12-hour overnight fasting window' }).subject).toBe('eating');
  });

  it('greets back, and says what it can help with, without an apology', () => {
    for (const question of ['hi', 'hello', 'Hi there!', 'hey', 'Good morning']) {
      const answer = builtinAnswer({ question });
      expect(answer.subject, question).toBeNull();
      expect(answer.cited).toEqual([]);
      expect(answer.text, question).toMatch(/^Hello! /);
      expect(answer.text).toContain('I can help with sleep, stress');
      expect(answer.text).not.toMatch(/sorry|don’t have anything reliable/i);
    }
  });

  it('says you’re welcome to a thank-you', () => {
    for (const question of ['thanks', 'Thank you!', 'thanks so much', 'ok thanks', 'cheers']) {
      const answer = builtinAnswer({ question });
      expect(answer.subject, question).toBeNull();
      expect(answer.text, question).toMatch(/^You’re welcome!/);
      expect(answer.text).not.toMatch(/sorry|don’t have anything reliable/i);
    }
  });

  it('answers a question that starts with a greeting', () => {
    expect(builtinAnswer({ question: 'hi, how can i fall asleep faster?' }).subject).toBe('sleep');
    expect(builtinAnswer({ question: 'thanks! and how do I make a budget?' }).subject).toBe('money');
  });

  it('declines to pick investments, and says why and what it can help with instead', () => {
    for (const question of ['which crypto should I buy', 'best shares to invest in for 2027?', 'should i buy tesla stock']) {
      const answer = builtinAnswer({ question });
      expect(answer.subject).toBeNull();
      expect(answer.text).toContain('I can’t tell you which investments to buy');
    }
    // Saving itself is on topic.
    expect(builtinAnswer({ question: 'how do I start an emergency fund' }).subject).toBe('saving');
  });

  it('declines to write poems, stories and jokes, and says what it can help with', () => {
    for (const question of ['Can you write me a poem about my cat?', 'tell me a joke', 'please write a short story about a dragon', 'could you compose a song for my wife']) {
      const answer = builtinAnswer({ question });
      expect(answer.subject, question).toBeNull();
      expect(answer.text, question).toContain('I can’t write poems, stories, songs or jokes');
    }
    // A question about stories at bedtime is a parenting question, not a request for one.
    expect(builtinAnswer({ question: 'How do I get my son to settle after his bedtime story?' }).text).not.toContain('I can’t write');
  });

  it('says honestly that it does not write pieces, and offers help with what the piece is about (issue 47: #31, #38)', () => {
    const cases: readonly [string, string][] = [
      ['Can you help me write a cover letter', 'how to put together a CV or cover letter'],
      ["can you help me write something to say at my nan's funeral", 'I’m sorry for your loss'],
      ['could you write a eulogy for my grandad', 'the grief itself'],
      ['please draft an email to my manager asking for time off', 'the work around it'],
      ['can you write a letter to my bank about my overdraft', 'the debt itself'],
      ['help me write a speech for my sister’s wedding', 'nerves before a big moment'],
      ['write my CV', 'the work around it'],
      ['can you help me write an essay', 'I can help with sleep'],
    ];
    for (const [question, offer] of cases) {
      const answer = builtinAnswer({ question });
      expect(answer.text, question).toContain('I can’t write that for you');
      expect(answer.text, question).toContain(offer);
      // The offer is in words: no steps of another subject are attached.
      expect(answer.cited, question).toEqual([]);
      expect(answer.steps, question).toEqual([]);
    }
    // Asking how to write something, or whether to, is a question for the library.
    for (const question of ['how do I write a budget', 'should I write a journal', 'how do I write down my worries before bed', 'how do I write a cover letter']) {
      expect(builtinAnswer({ question }).text, question).not.toContain('I can’t write');
    }
    expect(builtinAnswer({ question: 'how do I write a budget' }).subject).toBe('money');
  });

  it('points a request for a meal plan to the Meal screen and never writes one (issue 47: #58)', () => {
    for (const question of ['can you make me a vegetarian meal plan for the week', 'I need a meal plan to lose weight', 'could you plan my meals for the week', 'give me a 7 day meal plan']) {
      const answer = builtinAnswer({ question });
      expect(answer.text, question).toMatch(/^I can’t write a meal plan for you here/);
      expect(answer.text, question).toContain('The Meal screen can, though: its meal planner makes you a 7-day plan');
      expect(answer.subject, question).toBe('eating');
      // Whatever steps follow are cited, and none of them is a day-by-day plan.
      for (const passage of answer.cited) expect(answer.text).toContain(`[${passage.title}]`);
      expect(answer.text, question).not.toMatch(/\bMonday\b|\bDay 1\b/);
    }
    expect(builtinAnswer({ question: 'how do I meal plan on a budget' }).text).not.toContain('I can’t write');
    expect(builtinAnswer({ question: 'what should I eat this week' }).text).not.toContain('I can’t write');
  });

  it('reads a request the same way whether it asks for a poem, a piece or a meal plan ("please,", "I’d like you to")', () => {
    expect(builtinAnswer({ question: 'please, write me a haiku' }).text).toContain('I can’t write poems, stories, songs or jokes');
    expect(builtinAnswer({ question: "I'd like you to write a song for my wife" }).text).toContain('I can’t write poems, stories, songs or jokes');
    expect(builtinAnswer({ question: "I'd like you to write a cover letter for me" }).text).toContain('I can’t write that for you');
    expect(builtinAnswer({ question: "i'd like a meal plan for the week" }).text).toContain('I can’t write a meal plan for you here');
  });

  it('does not take installing software for paying in instalments', () => {
    expect(builtinAnswer({ question: 'how do I install the new update' }).subject).toBeNull();
  });

  it('says so for an empty or wordless question', () => {
    for (const question of ['', '   ', '???', 'the and of']) {
      expect(builtinAnswer({ question }).subject).toBeNull();
    }
  });

  it('reads a short follow-up with the question before it, on its subject', () => {
    const first = builtinAnswer({ question: 'how can I fall asleep faster' });
    const answer = builtinAnswer({ question: 'what about weekends?', earlier: [{ question: 'how can I fall asleep faster', answer: first.text }] });
    expect(answer.subject).toBe('sleep');
  });

  it('names the chosen coach for a session', () => {
    expect(builtinAnswer({ question: 'how do I stop procrastinating', coachName: 'Ada Lovelace' }).text).toContain(
      'book a session with Ada Lovelace',
    );
    expect(builtinAnswer({ question: 'what is the capital of peru', coachName: 'Ada Lovelace' }).text).toContain(
      'Ada Lovelace may be able to help',
    );
  });

  it('reads a question of hundreds of unknown words as one it has nothing for', () => {
    const gibberish = Array.from({ length: 400 }, (_, i) => `zq${i.toString(36)}xv`).join(' ');
    expect(builtinAnswer({ question: gibberish }).subject).toBeNull();
  });

  it('reads a huge question without trouble', () => {
    const answer = builtinAnswer({ question: `${'sleep '.repeat(100_000)}` });
    expect(answer.subject).toBe('sleep');
  });
});

/**
 * Questions written after the library and its search were tuned on the sample questions above, and not
 * used to tune them: how the built-in coach does on words it was not fitted to. 22 of 26 when written
 * (a breathing question went to movement, "takeaways" found nothing, an argument about chores went to
 * money, a shop's closing time to "staying close"). Tuning content on these makes them sample questions.
 */
const heldOut: readonly [string, Subject | null][] = [
  ['I lie awake for hours every night', 'sleep'],
  ['is it bad to drink coffee in the evening', 'sleep'],
  ['I feel anxious all the time at work', 'stress'],
  ['any breathing exercise for panic', 'stress'],
  ['how do I start running as a complete beginner', 'movement'],
  // Labelled movement when the library had no subject for pain; it has since (issue 47).
  ['my lower back hurts from sitting all day', 'pain'],
  ['I snack all evening when I am bored', 'eating'],
  ['how do I plan meals for the week on a budget', 'eating'],
  ['how do I make a monthly budget', 'money'],
  ['I spend too much on takeaways', 'money'],
  ['should I pay the smallest debt first or the biggest interest', 'debt'],
  ['debt collectors keep phoning me', 'debt'],
  ['how much should I keep in an emergency fund', 'saving'],
  ['how can I save for a holiday', 'saving'],
  ['my partner and I keep arguing about chores', 'relationships'],
  // Relationships when the library had no subject for loneliness (issue 47).
  ['I feel lonely since I moved to a new city', 'loneliness'],
  ['my teenager won’t talk to me', 'parenting'],
  ['my kids fight all the time', 'parenting'],
  ['how do I ask my manager for a pay rise', 'work'],
  ['I feel burnt out and exhausted by my job', 'work'],
  ['who is the president of france', null],
  ['recommend a good netflix series', null],
  ['how do I fix a leaking tap', null],
  ['translate hello into spanish', null],
  ['what time does the supermarket close', null],
  ['help me with my maths homework', null],
];

describe('the built-in coach on questions it was not tuned on', () => {
  it('answers at least 22 of 26 from the right topic, or declines', () => {
    const right = heldOut.filter(([question, topic]) => builtinAnswer({ question }).subject === topic);
    expect(right.length).toBeGreaterThanOrEqual(22);
  });
});

describe('found by the stop-57 review', () => {
  it('“what did we talk about?” as a chat’s first message: nothing yet, not advice (M2)', () => {
    for (const question of ['what did we talk about?', 'What have we discussed so far?', 'can you recap our conversation', 'summarise this chat']) {
      const answer = builtinAnswer({ question });
      expect(answer.text, question).toContain('We haven’t talked about anything yet in this chat');
      expect(answer.cited).toEqual([]);
    }
    // A question about what the person said to someone else is not a recap.
    expect(builtinAnswer({ question: 'what did I say wrong to my sister?' }).text).not.toContain('We haven’t talked');
  });

  it('the recap names the steps a week plan suggested, not its day headings (M2)', () => {
    const first = builtinAnswer({ question: 'Work stress keeps me awake at night, what can I do?' });
    const plan = builtinAnswer({ question: 'make that a plan for this week', earlier: [{ question: 'Work stress keeps me awake at night, what can I do?', answer: first.text }] });
    expect(plan.text).toMatch(/^\*\*Today\*\*$/m);
    const earlier = [
      { question: 'Work stress keeps me awake at night, what can I do?', answer: first.text },
      { question: 'make that a plan for this week', answer: plan.text },
    ];
    const recap = builtinAnswer({ question: 'what did we talk about?', earlier }).text;
    const planLine = recap.split('\n').find((line) => line.includes('make that a plan')) as string;
    expect(planLine).toContain(`I suggested “${first.cited[0]?.title}”`);
    for (const slot of ['Today', 'Tomorrow', 'Midweek', 'By the weekend']) expect(planLine).not.toContain(`“${slot}”`);
  });

  it('“am I sleeping better?”: says there is no sleep record and what could be logged, then the library’s advice (H1)', () => {
    const customer = { shared: true as const, snapshot: { today: '2026-03-04', plans: [], routines: [], routinesTotal: 0, meals: null, moods: [] } };
    for (const question of ['am I sleeping better?', 'have I been sleeping well lately?', 'how has my sleep been?']) {
      const answer = builtinAnswer({ question, customer });
      expect(answer.text, question).toMatch(/^I can’t tell how you have been sleeping: the app doesn’t keep a sleep log/);
      expect(answer.text).toContain('add a sleep routine on the Habit screen');
      expect(answer.subject).toBe('sleep');
      expect(answer.cited.length).toBeGreaterThan(0);
    }
  });
});
