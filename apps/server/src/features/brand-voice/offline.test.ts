import { type BrandChoices, lengths, personalities, tones, wordChoices } from '@iyl/core/brand-voice/constants';
import { describe, expect, it } from 'vitest';
import { BRAND_ASK_TEXT, brandSubject, cleanDescription, offlineBrandContent } from './offline.ts';

const COFFEE = 'our new oat-milk coffee shop opening in Leeds on Saturday';
const WORKSHOP = 'a weekly budgeting workshop for young parents';

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
/** Sentences, headline and bullet lines: split at . ! ? before a space or the end, and at new lines. */
const sentences = (text: string) => text.split(/[.!?]+(?=\s|$)|\n+/).filter((s) => /[\p{L}\p{N}]/u.test(s));
const avgSentence = (text: string) => words(text).length / sentences(text).length;
const avgWordLength = (text: string) => {
  const all = words(text);
  return all.reduce((sum, w) => sum + w.length, 0) / all.length;
};
const jaccard = (a: Set<string>, b: Set<string>) => {
  const both = [...a].filter((w) => b.has(w)).length;
  return both / (a.size + b.size - both);
};
const CONTRACTION = /\b\w+['’](s|re|ll|ve|d|t|m)\b/i;

const every = (description: string): BrandChoices[] =>
  lengths.flatMap((length) =>
    wordChoices.flatMap((wordChoice) => personalities.flatMap((personality) => tones.map((tone) => ({ personality, tone, wordChoice, length, description })))),
  );

describe('cleanDescription', () => {
  it('leaves safe plain text: no markup, backticks, emoji or control characters, and at most 2000 characters', () => {
    expect(cleanDescription('<b>Bloom & Grow</b> — `flowers` 🌸\u0000\u202e in York…')).toBe(' Bloom and Grow, flowers in York. ');
    expect(cleanDescription('x'.repeat(5000))).toHaveLength(2000);
  });
});

describe('brandSubject', () => {
  it('keeps the customer’s own noun phrase and drops request wording and end punctuation', () => {
    expect(brandSubject(COFFEE)).toBe(COFFEE);
    expect(brandSubject(`${WORKSHOP}.`)).toBe(WORKSHOP);
    expect(brandSubject('Write an Instagram post about our summer sale — 20% off everything until Sunday!')).toBe('our summer sale, 20% off everything until Sunday');
    expect(brandSubject('We are opening a new bakery in York next Friday.')).toBe('a new bakery in York next Friday');
    expect(brandSubject('I want to promote my yoga classes!!')).toBe('my yoga classes');
    expect(brandSubject('Write a fun Instagram caption. Our dog grooming van now covers Bristol.')).toBe('our dog grooming van');
    expect(brandSubject('opening hours for our library')).toBe('opening hours for our library');
  });

  it('is at most 80 characters, cut between words, and safe plain text', () => {
    const long = brandSubject(`${COFFEE} with free pastries for the first 50 customers and live music from 10am until late`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.startsWith(COFFEE)).toBe(true);
    expect(long).not.toMatch(/\s(in|on|for|with|and)$/);
    expect(brandSubject('<b>our `new` café</b> & bar\u0007')).toBe('our new café and bar');
  });

  it('is empty when the description has no usable words', () => {
    for (const nothing of ['', '   ', '!!! ??? ...', '🎉🎉 🙂', 'a '.repeat(1000), '<script></script>']) expect(brandSubject(nothing)).toBe('');
  });
});

describe('offlineBrandContent', () => {
  const playful: BrandChoices = { personality: 'friendly', tone: 'playful', wordChoice: 'simple', length: 'short', description: COFFEE };
  const formal: BrandChoices = { personality: 'professional', tone: 'formal', wordChoice: 'technical', length: 'detailed', description: COFFEE };

  it('writes short, simple pieces and long, technical ones with clearly different vocabulary', () => {
    const short = offlineBrandContent(playful);
    const detailed = offlineBrandContent(formal);
    expect(words(detailed).length).toBeGreaterThanOrEqual(3 * words(short).length);
    expect(avgSentence(detailed)).toBeGreaterThanOrEqual(1.5 * avgSentence(short));
    expect(avgWordLength(detailed)).toBeGreaterThan(avgWordLength(short));
    const own = new Set(words(COFFEE));
    const vocabulary = (text: string) => new Set(words(text).filter((w) => !own.has(w)));
    expect(jaccard(vocabulary(short), vocabulary(detailed))).toBeLessThan(0.35);
  });

  it('keeps to the length and word choice for every voice', () => {
    for (const description of [COFFEE, WORKSHOP, 'I want to promote my yoga classes']) {
      for (const choices of every(description)) {
        const text = offlineBrandContent(choices);
        const count = words(text).length;
        const blocks = text.split('\n\n').length;
        if (choices.length === 'short') {
          expect(count, JSON.stringify(choices)).toBeGreaterThanOrEqual(40);
          expect(count, JSON.stringify(choices)).toBeLessThanOrEqual(90);
          expect(blocks).toBeLessThanOrEqual(2);
        } else {
          expect(count, JSON.stringify(choices)).toBeGreaterThanOrEqual(220);
          expect(count, JSON.stringify(choices)).toBeLessThanOrEqual(400);
          expect(blocks).toBeGreaterThanOrEqual(5);
          expect(text).toMatch(/\n- \S/);
        }
        if (choices.wordChoice === 'simple') expect(avgSentence(text), JSON.stringify(choices)).toBeLessThanOrEqual(12);
        if (choices.wordChoice === 'technical' && choices.length === 'detailed' && choices.tone === 'formal') {
          expect(avgSentence(text), JSON.stringify(choices)).toBeGreaterThanOrEqual(18);
        }
      }
    }
  });

  it('is about the description’s own subject, with its place and day woven in', () => {
    for (const description of [COFFEE, WORKSHOP]) {
      const subject = brandSubject(description);
      for (const choices of [playful, formal]) expect(offlineBrandContent({ ...choices, description })).toContain(subject);
    }
    expect(offlineBrandContent(playful)).toContain('oat-milk coffee shop');
    const detailed = offlineBrandContent(formal);
    expect(detailed.match(/Leeds/g)?.length).toBeGreaterThanOrEqual(2);
    expect(detailed.match(/Saturday/g)?.length).toBeGreaterThanOrEqual(2);
    // The customer's other sentences are quoted; their instructions to the writer are not.
    const florist = offlineBrandContent({ ...formal, description: 'We are a family-run florist in York. We deliver same-day bouquets! Make it fun and mention the van.' });
    expect(florist).toContain('a family-run florist in York');
    expect(florist).toContain('We deliver same-day bouquets.');
    expect(florist).not.toMatch(/mention the van/i);
  });

  it('keeps the formal tone free of contractions and exclamation marks, and gives playful ones plenty of "!"', () => {
    for (const choices of every(WORKSHOP)) {
      const text = offlineBrandContent(choices);
      if (choices.tone === 'formal') {
        expect(text, JSON.stringify(choices)).not.toMatch(CONTRACTION);
        expect(text).not.toContain('!');
      }
      if (choices.tone === 'playful') expect(text, JSON.stringify(choices)).toContain('!');
      if (choices.tone === 'conversational') {
        expect(text, JSON.stringify(choices)).toMatch(CONTRACTION);
        expect(text).toContain('?');
        expect(text).toMatch(/\byou\b/i);
      }
      if (choices.tone === 'semi-formal') expect((text.match(/['’](re|ll|s|t|m|d)\b/g) ?? []).length).toBeLessThanOrEqual(2);
    }
    // The customer's own contractions are spelt out in a formal piece.
    const own = offlineBrandContent({ ...formal, description: "Our escape rooms in Manchester. We don't do boring and we won't let you down." });
    expect(own).toContain('We do not do boring and we will not let you down.');
    expect(own).not.toMatch(CONTRACTION);
  });

  it('writes in the first person singular when the customer does', () => {
    const text = offlineBrandContent({ ...formal, personality: 'friendly', description: 'I want to promote my yoga classes' });
    expect(text).toContain('my yoga classes');
    expect(text).not.toMatch(/\b(we|our|us)\b/i);
    expect(text).toMatch(/\bI\b/);
  });

  it('gives each of the 96 voices its own text, every one about the subject', () => {
    const subject = brandSubject(COFFEE);
    const texts = every(COFFEE).map(offlineBrandContent);
    expect(texts).toHaveLength(96);
    expect(new Set(texts).size).toBe(96);
    for (const text of texts) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).toContain(subject);
    }
  });

  it('is deterministic, and varies its wording between descriptions', () => {
    for (const choices of every(COFFEE)) expect(offlineBrandContent(choices)).toBe(offlineBrandContent({ ...choices }));
    // Same kind of subject (no domain, place or day to tell them apart): only the hash varies the wording.
    const masked = ['our podcast', 'the village fete', 'a community choir', 'our charity raffle', 'a neighbourhood litter pick'].map((description) =>
      offlineBrandContent({ ...playful, length: 'detailed', description }).split(brandSubject(description)).join('#'),
    );
    expect(new Set(masked).size).toBeGreaterThan(1);
  });

  it('asks for a description instead of inventing a subject', () => {
    for (const description of ['!!! ??? ...', '   ', '', '🎉🎉🎉', 'Write a post.']) {
      for (const choices of [playful, formal]) expect(offlineBrandContent({ ...choices, description })).toBe(BRAND_ASK_TEXT);
    }
    expect(BRAND_ASK_TEXT).toMatch(/describe your brand, product or message/i);
  });

  it('handles 2000 characters of anything quickly and never writes markup', () => {
    let seed = 7;
    const noise = Array.from({ length: 2000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(seed % 128);
    }).join('');
    const hostile = ['<script>'.repeat(250), 'a '.repeat(1000), `<${'a'.repeat(1998)}>`, '.'.repeat(2000), `${'in '.repeat(666)}Leeds`, noise, `${COFFEE}${'<img src=x onerror=alert(1)>'.repeat(70)}`];
    const start = performance.now();
    for (const description of hostile) {
      for (const choices of every(description)) {
        const text = offlineBrandContent(choices);
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/[<>`]/);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none get through
        expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
      }
    }
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
