import { describe, expect, it } from 'vitest';
import { endsSentence, type HyphenRule, joinLines, sentenceEnds, splitSentences } from './prose.ts';

/** A dictionary of a few words, as the server's rule reads one. */
const known = new Set(['contribution', 'household', 'self', 'care', 'well', 'being']);
const byDictionary: HyphenRule = (head, tail) => (known.has(`${head}${tail}`.toLowerCase()) ? 'join' : 'keep');

describe('joinLines', () => {
  it('joins two lines of a paragraph with a space', () => {
    expect(joinLines('Each partner makes a contribution to the ', ' household.')).toBe('Each partner makes a contribution to the household.');
  });

  it('puts a word broken by a hyphen back together as the rule says; without one the hyphen is kept', () => {
    expect(joinLines('a fair contri-', 'bution', byDictionary)).toBe('a fair contribution');
    expect(joinLines('make self-', 'care a habit', byDictionary)).toBe('make self-care a habit');
    expect(joinLines('a fair contri-', 'bution')).toBe('a fair contri-bution');
    expect(joinLines('day-to-', 'day care', () => 'join')).toBe('day-to-day care');
    // A soft hyphen only ever broke the word.
    expect(joinLines('house\u00ad', 'hold')).toBe('household');
  });

  it('keeps a hyphen before a capital or a figure, and closes up a dash set close', () => {
    expect(joinLines('since COVID-', '19 began', byDictionary)).toBe('since COVID-19 began');
    expect(joinLines('a non-', 'English speaker', byDictionary)).toBe('a non-English speaker');
    expect(joinLines('rest—', 'and sleep')).toBe('rest—and sleep');
    expect(joinLines('rest —', 'and sleep')).toBe('rest — and sleep');
    expect(joinLines('options -', 'pick one')).toBe('options - pick one');
  });
});

describe('sentences', () => {
  it('ends a sentence at a stop before a capital or figure, not after an abbreviation, and not before a lower-case word', () => {
    expect(splitSentences('Eat protein, e.g. Greek yogurt. Dr. Lee says so! Is it 5 p.m. yet? 3 times a day. "Stop." Then rest.')).toEqual([
      'Eat protein, e.g. Greek yogurt.',
      'Dr. Lee says so!',
      'Is it 5 p.m. yet?',
      '3 times a day.',
      '"Stop."',
      'Then rest.',
    ]);
    expect(splitSentences('Take approx. two cups. Get vitamin D. Walk outside (every day.) Then sleep')).toEqual([
      'Take approx. two cups.',
      'Get vitamin D.',
      'Walk outside (every day.)',
      'Then sleep',
    ]);
    expect(sentenceEnds('One. Two.')).toEqual([4, 9]);
    expect(splitSentences('')).toEqual([]);
  });

  it('tells whether a line ends a sentence', () => {
    expect(endsSentence('It helps.')).toBe(true);
    expect(endsSentence('He said "stop."  ')).toBe(true);
    expect(endsSentence('Ask your GP, e.g.')).toBe(false);
    expect(endsSentence('Sleep Foundations')).toBe(false);
    expect(endsSentence('Ask Dr.')).toBe(false);
  });

  it('reads a long text in one pass', () => {
    for (const text of ['. '.repeat(50_000), 'e.g. '.repeat(20_000), `${'a'.repeat(100_000)}.`]) {
      const times = [0, 1, 2].map(() => {
        const started = Date.now();
        splitSentences(text);
        return Date.now() - started;
      });
      expect(Math.min(...times)).toBeLessThan(500);
    }
  });
});

describe('sentences with a quoted saying', () => {
  it('keeps a quoted saying of several sentences in the sentence that says it', () => {
    expect(splitSentences("Ask your manager to help you rank priorities: 'I can do A and B this week, or C. Which matters most?' Each morning, pick your top three.")).toEqual([
      "Ask your manager to help you rank priorities: 'I can do A and B this week, or C. Which matters most?'",
      'Each morning, pick your top three.',
    ]);
    expect(splitSentences('He said “Stop. Now.” and left. Next one.')).toEqual(['He said “Stop. Now.” and left.', 'Next one.']);
    // Apostrophes open and close nothing; a quote never closed splits as before.
    expect(splitSentences("Say 'sorry'. Then stop. It's your mum's call.")).toEqual(["Say 'sorry'.", 'Then stop.', "It's your mum's call."]);
    expect(splitSentences("Try: 'I'm not OK. Can we talk? Then listen.")).toEqual(["Try: 'I'm not OK.", 'Can we talk?', 'Then listen.']);
  });
});
