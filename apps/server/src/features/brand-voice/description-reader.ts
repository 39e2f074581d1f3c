import { BRAND_DESCRIPTION_MAX } from '@iyl/core/brand-voice/constants';
import { MONTHS } from '@iyl/core/time/months';
import { type Domain, domainWords } from './content/domains.ts';
import {
  AUXILIARIES,
  COMMON_STARTS,
  CORE_BREAKS,
  DETERMINERS,
  EVENT_STARTS,
  INVITATIONS,
  NOT_A_THING,
  PRONOUNS,
  QUANTITIES,
  RELATIVES,
  STOPWORDS,
  VERB_MARKERS,
} from './content/grammar-words.ts';
import { FORMAT_LINKS, FORMAT_WORDS, FORMATS, INSTRUCTIONS, LABELS, LEAD_INS, LEAD_VERBS, REQUESTS } from './content/request-words.ts';
import { DAYS, FESTIVAL_PREPOSITIONS, FESTIVALS, PLACE_PREPOSITIONS, SEASONS, TIME_LINKS } from './content/time-and-place.ts';

/**
 * Reads the customer's brand description for the built-in writer (offline.ts): cleaned to safe plain
 * text, request wording dropped, then the subject's noun phrase, the sentences it may quote, the place,
 * the day, the field and the voice. No randomness, no clock; every step is linear in the input.
 */

const SUBJECT_MAX = 80;
const CLAUSE_MAX = 160;

const lower = (word: string) => word.toLowerCase().replace(/’/g, "'");
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const hasLetterOrDigit = (word: string) => /[\p{L}\p{N}]/u.test(word);
/** A word that carries meaning: not a function word, and more than one letter (or any number). */
const isContentWord = (word: string) => {
  const bare = lower(word).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return bare.length > 0 && hasLetterOrDigit(bare) && !STOPWORDS.has(bare) && (bare.length > 1 || /\p{N}/u.test(bare));
};

/** A first word that starts no noun phrase: a state ("excited", "hiring") or a function word other than a determiner. */
const startsNoThing = (word: string) => {
  const w = lower(word);
  return NOT_A_THING.has(w) || (STOPWORDS.has(w) && !DETERMINERS.has(w));
};

/**
 * The description as safe plain text: markup, backticks, emoji, control and formatting characters
 * become spaces; dashes become commas and a lone "&" becomes "and". Capped at the description limit.
 */
export function cleanDescription(description: string): string {
  return description
    .slice(0, BRAND_DESCRIPTION_MAX)
    .replace(/<[^<>]{0,200}>/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ & /g, ' and ')
    .replace(/ ?[—–] ?| - /g, ', ')
    .replace(/…/g, '. ')
    .replace(/[^\p{L}\p{M}\p{N}\s'’.,%£$€/+#@:!?;-]/gu, ' ')
    .replace(/[^\S\n]+/g, ' ');
}

/** Splits cleaned text into sentence-like clauses (at ! ? ; new lines, and a full stop before a space). */
function clauses(text: string): string[][] {
  const out: string[][] = [];
  let start = 0;
  const push = (end: number) => {
    const words = text.slice(start, end).split(' ').filter(Boolean);
    if (words.length) out.push(words);
    start = end + 1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '!' || c === '?' || c === ';' || c === '\n' || (c === '.' && (i + 1 === text.length || /\s/.test(text[i + 1] ?? '')))) push(i);
  }
  push(text.length);
  return out;
}

const startsWith = (words: readonly string[], phrase: readonly string[]) => phrase.every((p, i) => words[i] !== undefined && lower(words[i]) === p);

/** Removes request wording from the front of a clause: "Write an Instagram post about our café" → "our café". */
function stripLeadIns(words: string[]): string[] {
  let rest = words;
  for (let round = 0; round < 8 && rest.length; round++) {
    const before = rest.length;
    // "Launch post: …" — a label naming the writing.
    const colon = rest.slice(0, 3).findIndex((w) => w.endsWith(':'));
    if (colon >= 0 && rest.slice(0, colon + 1).some((w) => LABELS.has(lower(w).replace(/:$/, '')))) rest = rest.slice(colon + 1);
    const leadIn = LEAD_INS.find((phrase) => startsWith(rest, phrase));
    if (leadIn) rest = rest.slice(leadIn.length);
    else if (LEAD_VERBS.has(lower(rest[0] ?? '')) && DETERMINERS.has(lower(rest[1] ?? ''))) rest = rest.slice(1);
    // "a short Instagram post about …" — drop the kind of writing and its link word.
    const bare = (w: string) => lower(w).replace(/[^a-z]/g, '');
    const format = rest.slice(0, 8).findIndex((w) => FORMATS.has(bare(w)));
    if (format >= 0 && rest.slice(0, format).every((w) => FORMAT_WORDS.has(bare(w)))) {
      const link = rest.slice(format + 1, format + 4).findIndex((w) => FORMAT_LINKS.has(lower(w)));
      if (link >= 0) rest = rest.slice(format + link + 2);
      else if (rest.slice(format + 1).every((w) => !isContentWord(w))) rest = [];
    }
    if (rest.length === before) break;
  }
  return rest;
}

const trimPunctuation = (text: string) => text.replace(/^[\s,.:;/+#@'’-]+/, '').replace(/[\s,.:;/+#@'’-]+$/, '');

/** Drops trailing function words ("… opening in" → "… opening") and edge punctuation. */
function tidyEnd(words: string[]): string[] {
  let end = words.length;
  while (end > 0 && !isContentWord(words[end - 1] ?? '')) end--;
  return words.slice(0, end);
}

/** Joins words, keeping at most `max` characters and cutting only between words. */
function capWords(words: readonly string[], max: number): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    const next = length + (kept.length ? 1 : 0) + word.length;
    if (next > max) break;
    kept.push(word);
    length = next;
  }
  if (kept.length === 0 && words[0]) kept.push(words[0].slice(0, max));
  return kept;
}

/** What follows "we" / "I" and its verb in a sentence about the customer ("we bake | sourdough"). */
function afterVerb(words: readonly string[]): string[] {
  const pronoun = lower(words[0] ?? '');
  let i = 1;
  while (i < words.length && AUXILIARIES.has(lower(words[i] ?? ''))) i++;
  // "we're open late" has its verb in the pronoun; "we bake sourdough" has one more word to skip.
  if (!pronoun.includes("'")) i++;
  return words.slice(i);
}

/** A clause the piece may quote as the customer's own sentence, or undefined for requests and instructions. */
function quotable(words: readonly string[]): string | undefined {
  const head = lower(words[0] ?? '').replace(/[^a-z']/g, '');
  if (INSTRUCTIONS.has(head) || REQUESTS.some((phrase) => startsWith(words, phrase))) return undefined;
  const text = trimPunctuation(tidyEnd(capWords(words, CLAUSE_MAX)).join(' ')).replace(/^(?:and|but|also|so|plus) /i, '');
  return text.split(' ').some(isContentWord) ? capitalise(text) : undefined;
}

const uncapitalise = (text: string) => (COMMON_STARTS.has(lower(text.split(' ')[0] ?? '')) && !text.startsWith('I ') ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** A noun phrase as it reads inside a sentence ("about {mid}") and at the start of one or after a colon. */
export interface Phrase {
  mid: string;
  start: string;
}

export interface Reading {
  subject: string;
  /** The subject's noun phrase, without what follows it ("a weekly budgeting workshop"). */
  core: string;
  /** Subject and core as they read woven into a sentence. */
  subjectPhrase: Phrase;
  corePhrase: Phrase;
  /** The customer's own sentence that says the news ("We are opening a new yoga studio in Leeds"), when they wrote one. */
  sentence?: string;
  /** The customer's other sentences, safe to quote. */
  extras: string[];
  /** Writes as "I" (the description says I/my) rather than "we". */
  singular: boolean;
  /** Where, with its preposition ("in Leeds") and without ("Leeds"). */
  place?: { bare: string; phrase: string };
  when?: { bare: string; phrase: string };
  domain: Domain;
  hash: number;
}

/** What follows an invitation's verb: "Join us for | yoga in Leeds", "Visit | our new shop". */
function afterInvitation(words: readonly string[]): string[] {
  let i = 1;
  if (/^(?:us|me)$/i.test(words[i] ?? '')) i++;
  if (lower(words[i] ?? '') === 'and' && INVITATIONS.has(lower(words[i + 1] ?? ''))) i += 2;
  if (/^(?:for|to|at)$/i.test(words[i] ?? '')) i++;
  return words.slice(i);
}

/** The words the description writes in lower case, and those it capitalises, past the start of each clause. */
function wordsSeen(all: readonly string[][]): { lower: Set<string>; capital: Set<string> } {
  const seen = { lower: new Set<string>(), capital: new Set<string>() };
  for (const clause of all) {
    for (const word of clause.slice(1)) {
      const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (/^\p{Lu}/u.test(bare)) seen.capital.add(bare);
      else if (bare) seen.lower.add(bare);
    }
  }
  return seen;
}

/**
 * A noun phrase as it reads inside a sentence. A first word capitalised only because it began the
 * description goes to lower case ("Launch of our café" → "the launch of our café", with the article a
 * singular "X of …" needs); one that may be a name ("Greggs new menu") keeps its capital and is quoted
 * mid-sentence, so no stray capital sits in running text.
 */
function phrase(words: string[], seen: { lower: Set<string>; capital: Set<string> }): Phrase {
  const out = [...words];
  const first = out[0] ?? '';
  const next = out[1] ?? '';
  const capital = (w: string) => /^\p{Lu}/u.test(w);
  let unsure = false;
  if (/^\p{Lu}\p{Ll}+$/u.test(first)) {
    const low = first.toLowerCase();
    const ofObject = lower(next) === 'of' ? (out[2] ?? '') : '';
    const commonWord =
      EVENT_STARTS.has(low) || seen.lower.has(low) || (ofObject !== '' && !capital(ofObject)) || (/(?:ing|tion|sion|ment|ness)$/.test(low) && !capital(next));
    if (commonWord) out[0] = low;
    else if (!capital(next) && !seen.capital.has(first)) unsure = true;
  }
  const ofAt = out.slice(1, 3).findIndex((w) => lower(w) === 'of') + 1;
  if (!unsure && ofAt > 0) {
    const head = lower(out[ofAt - 1] ?? '');
    const start = lower(out[0] ?? '');
    const plural = /s$/.test(head) && !/ss$/.test(head);
    const bare = out.slice(0, ofAt).every((w) => /^[\p{Ll}-]+$/u.test(w)) && !DETERMINERS.has(start) && !STOPWORDS.has(start) && !/\p{N}/u.test(start);
    if (bare && !plural && !QUANTITIES.has(start) && !QUANTITIES.has(head)) out.unshift('the');
  }
  const text = out.join(' ');
  return { mid: unsure && !text.startsWith('"') ? `"${text}"` : text, start: capitalise(text) };
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Reads the description: subject, core, quotable sentences, place, day, domain and voice. */
export function readDescription(description: string): Reading | undefined {
  const text = cleanDescription(description);
  const all = clauses(text);
  const quoted: { at: number; text: string }[] = [];
  let subjectWords: string[] | undefined;
  let sentence: string | undefined;
  let fallback: { at: number; words: string[] } | undefined;
  for (let at = 0; at < all.length && !(subjectWords && quoted.length >= 2); at++) {
    const clause = all[at] ?? [];
    let words = stripLeadIns(clause)
      .map((w) => w.replace(/^[,.:;/+'’-]+/, '').replace(/[:;/+'’-]+$/, ''))
      .filter(Boolean);
    if (!words.some(isContentWord)) continue;
    const quote = quotable(clause);
    const aboutUs = PRONOUNS.has(lower(quote?.split(' ')[0] ?? '')) && startsNoThing(words[0] ?? '');
    if (subjectWords || PRONOUNS.has(lower(words[0] ?? '')) || aboutUs) {
      // A sentence about the customer ("We deliver same-day", "We're so excited") is quoted; the subject is a noun phrase.
      if (!subjectWords) fallback ??= { at, words: aboutUs ? clause.map((w) => w.replace(/[,:;]+$/, '')) : words };
      if (quote) quoted.push({ at, text: quote });
      continue;
    }
    // "We are opening a new yoga studio" and "Join us for yoga in Leeds" are sentences: the piece
    // says them as the customer wrote them, and takes the noun phrase from them for its other lines.
    if (quote && (PRONOUNS.has(lower(quote.split(' ')[0] ?? '')) || INVITATIONS.has(lower(words[0] ?? '')))) {
      sentence = quote;
      if (INVITATIONS.has(lower(words[0] ?? ''))) {
        const object = afterInvitation(words);
        if (object.some(isContentWord)) words = object;
      }
    }
    // "our dog grooming van now covers Bristol": the subject ends at the verb, the sentence is quoted.
    const verb = words.findIndex((w, i) => i > 0 && VERB_MARKERS.has(lower(w)) && !RELATIVES.has(lower(words[i - 1] ?? '')));
    let kept = capWords(verb > 0 ? words.slice(0, verb) : words, SUBJECT_MAX);
    if (kept.length < words.length && verb < 0) {
      // Too long: end at the last phrase boundary that fits ("… in Leeds on Saturday | with free …").
      const boundary = kept.findLastIndex((w, i) => i > 1 && CORE_BREAKS.has(lower(w)));
      if (boundary > 1) kept = kept.slice(0, boundary);
    }
    subjectWords = tidyEnd(kept);
    if (subjectWords.length < words.length && quote && !sentence) quoted.push({ at, text: verb > 0 ? quote : `All the details: ${uncapitalise(quote)}` });
  }
  if (!subjectWords?.length && fallback) {
    // Only sentences about the customer: "We bake sourdough every morning" is about "sourdough every
    // morning"; a slogan with nothing after its verb ("We don't do boring") is quoted whole.
    const at = fallback.at;
    const own = quoted.find((q) => q.at === at);
    if (own) {
      sentence = own.text;
      quoted.splice(quoted.indexOf(own), 1);
    }
    const object = tidyEnd(capWords(afterVerb(fallback.words), SUBJECT_MAX));
    if (object.length >= 2 && object.some(isContentWord) && !startsNoThing(object[0] ?? '')) subjectWords = object;
    else {
      const whole = tidyEnd(capWords(fallback.words, SUBJECT_MAX - 2));
      subjectWords = [`"${capitalise(whole.join(' '))}"`];
      const skip = fallback.at;
      quoted.splice(0, quoted.length, ...quoted.filter((q) => q.at !== skip));
    }
  }
  if (!subjectWords?.length) return undefined;
  const first = subjectWords[0] ?? '';
  if (COMMON_STARTS.has(lower(first)) && first !== 'I') subjectWords[0] = first.toLowerCase();
  const subject = trimPunctuation(subjectWords.join(' '));
  const breakAt = subjectWords.findIndex((w, i) => i > 0 && CORE_BREAKS.has(lower(w)) && subjectWords.slice(0, i).some(isContentWord));
  const core = breakAt > 0 ? trimPunctuation(tidyEnd(subjectWords.slice(0, breakAt)).join(' ')) || subject : subject;
  const extras = quoted.slice(0, 2).map((q) => q.text);
  const flat = all.flat();
  const seen = wordsSeen(all);
  const subjectPhrase = phrase(subject.split(' '), seen);
  const corePhrase = core === subject ? subjectPhrase : phrase(core.split(' '), seen);

  // Voice, place, day and domain, from the whole description, word by word.
  let mine = 0;
  let ours = 0;
  let place: Reading['place'];
  let when: Reading['when'];
  const domainHits = new Map<Domain, number>();
  // A place name ends with its clause ("in York. We deliver" is York, not "York We").
  const lastOfClause = new Set<number>();
  let end = 0;
  for (const clause of all) {
    end += clause.length;
    lastOfClause.add(end - 1);
  }
  for (let i = 0; i < flat.length; i++) {
    const raw = (flat[i] ?? '').replace(/[,.:]+$/, '');
    const w = lower(raw);
    if (w === 'i' || w === "i'm" || w === 'my' || w === 'me' || w === "i've" || w === "i'll" || w === "i'd") mine++;
    if (w === 'we' || w === "we're" || w === 'our' || w === 'us' || w === "we've" || w === "we'll" || w === 'ours') ours++;
    const day = DAYS.indexOf(w.replace(/s$/, ''));
    if (day >= 0 && !(when && DAYS.includes(lower(when.bare.split(' ').at(-1) ?? '')))) {
      // "every Tuesday" and "until Sunday" keep their word: a weekly class is not one date, nor a sale's last day its start.
      const name = capitalise(DAYS[day] ?? '');
      const link = lower(flat[i - 1] ?? '');
      when = TIME_LINKS.has(link) ? { bare: `${link} ${name}`, phrase: `${link} ${name}` } : { bare: name, phrase: `on ${name}` };
    } else if (!when && (MONTHS.includes(raw) || (FESTIVALS.has(raw) && FESTIVAL_PREPOSITIONS.has(lower(flat[i - 1] ?? ''))))) {
      const link = lower(flat[i - 1] ?? '');
      when = TIME_LINKS.has(link) && !FESTIVALS.has(raw) ? { bare: `${link} ${raw}`, phrase: `${link} ${raw}` } : { bare: raw, phrase: `${FESTIVALS.has(raw) ? 'at' : 'in'} ${raw}` };
    } else if (!when && (w === 'weekend' || w === 'tonight' || w === 'tomorrow') && lower(flat[i - 1] ?? '') !== 'every') {
      const bare = w === 'weekend' ? 'this weekend' : w;
      when = { bare, phrase: bare };
    }
    const prep = lower(flat[i - 1] ?? '');
    if (!place && PLACE_PREPOSITIONS.has(prep) && isPlaceWord(raw)) {
      const name = [raw];
      for (let j = i + 1; j < flat.length && name.length < 3 && !lastOfClause.has(j - 1); j++) {
        const next = (flat[j] ?? '').replace(/[,.:]+$/, '');
        if (!isPlaceWord(next) && !(next === 'upon' && isPlaceWord(flat[j + 1] ?? ''))) break;
        name.push(next);
        if (/[,.:]$/.test(flat[j] ?? '')) break;
      }
      if (name[name.length - 1] === 'upon') name.pop();
      place = { bare: name.join(' '), phrase: `${prep} ${name.join(' ')}` };
    }
    for (const [domain, words] of domainWords) if (words.has(w.replace(/[^a-z0-9-]/g, '')) || w.split('-').some((part) => words.has(part))) domainHits.set(domain, (domainHits.get(domain) ?? 0) + 1);
  }
  let domain: Domain = 'general';
  let best = 0;
  for (const [d, hits] of domainHits) if (hits > best) [domain, best] = [d, hits];

  return { subject, core, subjectPhrase, corePhrase, sentence, extras, singular: mine > ours, place, when, domain, hash: fnv1a(lower(text).replace(/\s+/g, ' ').trim()) };
}

function isPlaceWord(word: string): boolean {
  const bare = word.replace(/[,.:]+$/, '');
  return (
    /^\p{Lu}[\p{L}'’-]*$/u.test(bare) &&
    bare !== 'I' &&
    !DAYS.includes(bare.toLowerCase()) &&
    !MONTHS.includes(bare) &&
    !FESTIVALS.has(bare) &&
    !SEASONS.has(bare)
  );
}

/**
 * The subject phrase a piece is about, taken from the customer's description: request wording
 * ("write a post about", "we are", "announce") and trailing punctuation removed, at most 80
 * characters cut between words, and safe as plain text. Empty when the description has no usable words.
 */
export function brandSubject(description: string): string {
  return readDescription(description)?.subject ?? '';
}
