import type { BrandChoices } from '@iyl/core/brand-voice/constants';
import { BRAND_ASK_TEXT } from './content/ask.ts';
import { bulletLists, explainers, settings, thoughts, values } from './content/body.ts';
import { closings, nextSteps, signOffs } from './content/closings.ts';
import { CONTRACTIONS, EXPANDED_ENDINGS, EXPANDED_WORDS, SINGULAR_WORDS } from './content/contractions.ts';
import { puns } from './content/domains.ts';
import { headlines, newsFrames, openings, openingsMore } from './content/openings.ts';
import { toneLines, toneParagraphs } from './content/tone.ts';
import { capitalise, type Phrase, readDescription } from './description-reader.ts';

/**
 * The built-in coach's brand writer: a piece in the chosen voice about the customer's own subject,
 * composed from the phrase banks in content/ around what description-reader.ts reads. No network, no
 * randomness, no clock — the same choices give the same text, and variants are picked by a hash of the
 * description. Every step is linear in the input.
 */

/** Short pieces may quote one more of the customer's sentences while they stay within this many words. */
const SHORT_WORDS_MAX = 90;

/** Text the same wherever it goes, capitalised at the start of a sentence. */
const same = (text: string): Phrase => ({ mid: text, start: capitalise(text) });

function mix(hash: number, salt: number): number {
  let x = (hash ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * Contracts "we are", "do not" and the like where another word follows (never "as you are."),
 * at most `limit` times. Runs on the phrase banks only, before the customer's words go in.
 */
function contract(text: string, limit: number): string {
  let used = 0;
  const pairs = /\b(?:(?:do|does|did|is|are|will|would) not|(?:we|you|they|it|that|there|here|what|I) (?:are|is|am|will|would)(?! not\b))\b(?= [\p{L}{])/giu;
  return text.replace(pairs, (match: string) => {
    const short = CONTRACTIONS[match.toLowerCase()];
    if (!short || used >= limit) return match;
    used++;
    return /^\p{Lu}/u.test(match) ? capitalise(short) : short;
  });
}

/** "we are" → "I am", "our" → "my", "us" → "me": the phrase banks in a sole trader's voice. */
function singularise(text: string): string {
  return text.replace(/\b(?:[Ww]e are|[Ww]e|[Oo]ur|us|ours|ourselves)\b/g, (m) => SINGULAR_WORDS[m] ?? m);
}

/** Expands the customer's own contractions for formal pieces ("we're" → "we are"); possessive 's stays. */
function expand(text: string): string {
  return text.replace(/\b[\p{L}]+['’][\p{L}]{1,2}\b/gu, (word) => {
    const plain = word.replace(/’/g, "'");
    const known = EXPANDED_WORDS[plain.toLowerCase()];
    if (known) return /^\p{Lu}/u.test(word) && known !== 'I am' ? capitalise(known) : known;
    const end = Object.keys(EXPANDED_ENDINGS).find((e) => plain.toLowerCase().endsWith(e));
    return end ? plain.slice(0, plain.length - end.length) + EXPANDED_ENDINGS[end] : word;
  });
}

const bang = (text: string) => text.replace(/\.$/, '!');

/**
 * The built-in coach's piece of brand content: plain text, paragraphs split by a blank line, an
 * optional headline first and "- " bullet lines. It is about the customer's own subject, in the
 * chosen personality, tone, word choice and length, and states nothing about them beyond what they
 * wrote; when the description has no usable words it asks for one instead of inventing a subject.
 */
export function offlineBrandContent(choices: BrandChoices): string {
  const reading = readDescription(choices.description);
  if (!reading) return BRAND_ASK_TEXT;
  const { personality, tone, wordChoice, length } = choices;
  let salt = 0;
  const pick = (bank: readonly string[]) => bank[mix(reading.hash, salt++) % bank.length] ?? '';

  const setting = reading.place && reading.when ? 'both' : reading.place ? 'place' : reading.when ? 'when' : undefined;
  const playful = tone === 'playful';
  // The customer's own sentence says the news as they put it; a noun phrase goes into a frame.
  const news = reading.sentence ? '{Q}.' : pick(newsFrames[wordChoice]);
  const opening = pick(openings[personality][wordChoice]).replace('{N}', news);
  const closing = pick(closings[personality][wordChoice]);
  // Short technical pieces take the briefer balanced line, to stay short.
  const settingLine = setting ? settings[setting][length === 'short' && wordChoice === 'technical' ? 'balanced' : wordChoice] : '';
  const pun = pick(puns[reading.domain]);
  const paragraphs: string[] = [];
  const extras = reading.extras.map((_, i) => `{X${i}}.`);
  const opened = [playful ? bang(opening) : opening, settingLine];

  if (length === 'short') {
    if (personality === 'witty') opened.push('{P}');
    paragraphs.push(opened.filter(Boolean).join(' '), `${toneLines[tone][wordChoice]} ${playful ? bang(closing) : closing}`);
  } else {
    const list = bulletLists[wordChoice];
    const bullets = [pick(list.heads), list.what, reading.place ? list.where : '', reading.when ? list.when : '', ...list.actions].filter(Boolean);
    paragraphs.push(
      pick(headlines[personality]) + (playful ? '!' : ''),
      [...opened, openingsMore[personality][wordChoice]].filter(Boolean).join(' '),
      [pick(explainers[wordChoice]), ...extras].join(' '),
      [values[personality][wordChoice], thoughts[wordChoice]].filter(Boolean).join(' '),
      bullets.join('\n'),
      toneParagraphs[tone][wordChoice],
      `${nextSteps[wordChoice]} ${closing} ${signOffs[tone]}`,
    );
  }

  let text = paragraphs.join('\n\n');
  if (reading.singular) text = singularise(text);
  if (tone !== 'formal') text = contract(text, tone === 'semi-formal' ? 2 : Number.POSITIVE_INFINITY);
  const own = (s: string) => (tone === 'formal' ? expand(s) : s);
  const spelt = (p: Phrase): Phrase => ({ mid: own(p.mid), start: own(p.start) });
  // The pun is a phrase-bank line too: it gets the voice and the tone's contractions before going in.
  let punLine = reading.singular ? singularise(pun) : pun;
  if (tone !== 'formal') punLine = contract(punLine, tone === 'semi-formal' ? 0 : Number.POSITIVE_INFINITY);
  const slots: Record<string, Phrase> = {
    S: spelt(reading.subjectPhrase),
    C: spelt(reading.corePhrase),
    Q: same(own(reading.sentence ?? '')),
    P: same(punLine),
    W: same(reading.place?.phrase ?? ''),
    L: same(reading.place?.bare ?? ''),
    D: same(reading.when?.phrase ?? ''),
    B: same(reading.when?.bare ?? ''),
  };
  reading.extras.forEach((extra, i) => {
    slots[`X${i}`] = same(own(extra));
  });
  text = text.replace(/\{(\w+)(\^?)\}/g, (_, key: string, up: string) => {
    const value = slots[key];
    if (!value) return '';
    return up ? value.start : value.mid;
  });
  if (tone === 'formal') text = text.replace(/!/g, '.');

  // A short piece quotes one more of the customer's sentences if it still fits.
  if (length === 'short' && reading.extras[0]) {
    const extra = `${own(reading.extras[0])}.`;
    const count = (s: string) => s.split(/\s+/).filter(Boolean).length;
    if (count(text) + count(extra) <= SHORT_WORDS_MAX) {
      const split = text.indexOf('\n\n');
      text = `${text.slice(0, split)} ${extra}${text.slice(split)}`;
    }
  }
  // Sentences after a capitalised ending start with a capital letter: fix placeholders that began one.
  return text.replace(/([.!?:]\s+|^|\n)(\p{Ll})/gu, (_, before: string, letter: string) => (before.includes(':') ? before + letter : before + letter.toUpperCase()));
}
