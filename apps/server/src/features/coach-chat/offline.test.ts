import { describe, expect, it } from 'vitest';
import { everydayQuestions, offTopicQuestions } from './content/sample-questions.ts';
import { builtinAnswer } from './offline.ts';

describe('the built-in coach', () => {
  for (const { question, topic } of everydayQuestions) {
    it(`answers “${question}” from its ${topic} library`, () => {
      const answer = builtinAnswer({ question });
      expect(answer.topic).toBe(topic);
      expect(answer.cited.length).toBeGreaterThan(0);
      // More than a line: the passage itself, with its citation.
      expect(answer.text.length).toBeGreaterThan(300);
      for (const passage of answer.cited) {
        expect(answer.text).toContain(`${passage.text} [${passage.title}]`);
      }
    });
  }

  for (const question of offTopicQuestions) {
    it(`says honestly it has nothing for “${question}”`, () => {
      const answer = builtinAnswer({ question });
      expect(answer.topic).toBeNull();
      expect(answer.cited).toEqual([]);
      expect(answer.text).toMatch(/I don’t have anything reliable|I can’t tell you/);
      expect(answer.text).toContain('Book a Session');
    });
  }

  it('declines to pick investments, and says why and what it can help with instead', () => {
    for (const question of ['which crypto should I buy', 'best shares to invest in for 2027?', 'should i buy tesla stock']) {
      const answer = builtinAnswer({ question });
      expect(answer.topic).toBeNull();
      expect(answer.text).toContain('I can’t tell you which investments to buy');
    }
    // Saving itself is on topic.
    expect(builtinAnswer({ question: 'how do I start an emergency fund' }).topic).toBe('saving');
  });

  it('does not take installing software for paying in instalments', () => {
    expect(builtinAnswer({ question: 'how do I install the new update' }).topic).toBeNull();
  });

  it('says so for an empty or wordless question', () => {
    for (const question of ['', '   ', '???', 'the and of']) {
      expect(builtinAnswer({ question }).topic).toBeNull();
    }
  });

  it('reads a short follow-up with the question before it', () => {
    expect(builtinAnswer({ question: 'what about weekends?' }).topic).toBeNull();
    const answer = builtinAnswer({ question: 'what about weekends?', earlier: ['how can I fall asleep faster'] });
    expect(answer.topic).toBe('sleep');
  });

  it('names the chosen coach for a session', () => {
    expect(builtinAnswer({ question: 'how do I stop procrastinating', coachName: 'Ada Lovelace' }).text).toContain(
      'book a session with Ada Lovelace',
    );
    expect(builtinAnswer({ question: 'what is the capital of peru', coachName: 'Ada Lovelace' }).text).toContain(
      'Ada Lovelace may be able to help',
    );
  });

  it('reads a huge question without trouble', () => {
    const answer = builtinAnswer({ question: `${'sleep '.repeat(100_000)}` });
    expect(answer.topic).toBe('sleep');
  });
});
