import { BRAND_DESCRIPTION_MAX, type BrandChoices, type Personality, type Tone, type WordChoice } from '@iyl/core/brand-voice/constants';

/**
 * The built-in coach's brand writer: a piece in the chosen voice about the customer's own subject,
 * built from phrase banks. No network, no randomness, no clock — the same choices give the same
 * text, and variants are picked by a hash of the description. Every step is linear in the input.
 */

/** What the built-in coach says when the description gives it nothing to write about. */
export const BRAND_ASK_TEXT =
  'The built-in coach needs a little more to go on. Please describe your brand, product or message in a sentence or two, for example "our new oat-milk coffee shop opening in Leeds on Saturday" or "a weekly budgeting workshop for young parents", and then write again.';

const SUBJECT_MAX = 80;
const CLAUSE_MAX = 160;
/** Short pieces may quote one more of the customer's sentences while they stay within this many words. */
const SHORT_WORDS_MAX = 90;

// ---------------------------------------------------------------------------------------------
// Cleaning and reading the description
// ---------------------------------------------------------------------------------------------

const STOPWORDS = new Set(
  'a an the and or but of to in on at for with by from as so if then than into onto up out about is are was were be been being am it its this that these those there here we our ours us i my me mine you your yours they their them he she his her him do does did have has had will would can could should shall may might must just very also not no yes all any some more most much many such own same too only'.split(
    ' ',
  ),
);

/** Opening words that ask for the writing rather than say what it is about, longest first. */
const LEAD_INS = [
  'can you please',
  'could you please',
  'i would like you to',
  'we would like you to',
  'i would like to',
  'we would like to',
  "i'd like to",
  "we'd like to",
  'i want you to',
  'we want you to',
  'i want to',
  'we want to',
  'i need to',
  'we need to',
  'i need',
  'we need',
  'i want',
  'we want',
  'help me',
  'help us',
  'tell people about',
  'let people know about',
  'let everyone know about',
  'spread the word about',
  'talk about',
  'something about',
  'something for',
  'we are',
  "we're",
  'i am',
  "i'm",
  'we have got',
  "we've got",
  'we have',
  "we've",
  'i have',
  "i've",
  'we will be',
  "we'll be",
  'i will be',
  "i'll be",
  'we run',
  'i run',
  'we own',
  'i own',
  'we sell',
  'i sell',
  'we offer',
  'i offer',
  'we make',
  'i make',
  'we host',
  'i host',
  'this is',
  'it is',
  "it's",
  'here is',
  "here's",
  'please',
  'pls',
  'can you',
  'could you',
  'write',
  'create',
  'draft',
  'make',
  'generate',
  'compose',
  'give me',
  'about',
].map((phrase) => phrase.split(' '));
/** Verbs dropped from the front only before a determiner ("opening our café", not "opening hours"). */
const LEAD_VERBS = new Set(
  'announce announcing promote promoting introduce introducing launch launching open opening celebrate celebrating share sharing advertise advertising describe describing explain explaining showcase showcasing'.split(
    ' ',
  ),
);
const DETERMINERS = new Set(['our', 'my', 'the', 'a', 'an', 'your', 'this', 'these', 'that', 'their', 'his', 'her', 'its', 'new']);

/** Kinds of writing a request names ("an Instagram post about …"): they say how, not what. */
const FORMATS = new Set(
  'post posts caption captions tweet tweets email emails newsletter newsletters blog article articles ad ads advert adverts advertisement announcement copy text message content description bio blurb flyer leaflet update piece story reel video script headline slogan tagline'.split(
    ' ',
  ),
);
/** Words that may come before a kind of writing in a request ("a short, fun Instagram post"). */
const FORMAT_WORDS = new Set(
  'a an the one some short quick fun funny brief long detailed simple small little catchy engaging punchy friendly professional cheerful upbeat warm instagram facebook linkedin twitter tiktok x social media blog email web website newsletter launch promo promotional marketing sales product'.split(
    ' ',
  ),
);
const FORMAT_LINKS = new Set(['about', 'for', 'on', 'announcing', 'promoting', 'introducing', 'advertising', 'regarding', 're', 'describing', 'explaining']);
/** Labels before a colon that name the writing, not the subject ("Launch post: …"). */
const LABELS = new Set([...FORMATS, 'launch', 'news', 'idea', 'topic', 'subject', 'brief', 'title', 'announcement', 'promo']);
/** Words after which a subject's core noun phrase has ended ("a workshop | for young parents"). */
const CORE_BREAKS = new Set(
  'in on at for from with near by this next that which who where when because during until before after across around between opening launching starting helping offering serving selling bringing coming happening running based located designed built made'.split(
    ' ',
  ),
);
/** First words of a sentence that tell the writer what to do: they are not quoted in the piece. */
const INSTRUCTIONS = new Set(
  "make mention include keep use add write please avoid focus target aim don't dont do try remember ensure highlight emphasise emphasize say tell call end start sign be sound speak tag limit no".split(' '),
);
/** Openings of a request to the writer, never quoted back. */
const REQUESTS = [
  'can you',
  'could you',
  'would you',
  'i want',
  'we want',
  'i need',
  'we need',
  'i would like',
  'we would like',
  "i'd like",
  "we'd like",
  'write',
  'create',
  'draft',
  'generate',
  'compose',
  'give me',
  'help me',
  'help us',
  'pls',
].map((phrase) => phrase.split(' '));
/** Words that start a sentence about someone rather than a subject's noun phrase. */
const PRONOUNS = new Set(['we', 'i', 'you', 'they', 'he', 'she', 'it', "we're", "i'm", "you're", "they're", "it's", "we've", "i've", "we'll", "i'll"]);
/** Words that end a subject's noun phrase because a verb begins ("our van | now covers Bristol"). */
const VERB_MARKERS = new Set(
  "is are was were will won't can can't could would should has have had isn't aren't now just finally already opens launches starts covers offers helps makes gives brings lets runs delivers serves sells provides includes features returns comes goes needs wants means does doesn't gets takes shows teaches turns keeps".split(
    ' ',
  ),
);
const AUXILIARIES = new Set(
  "do does did don't doesn't didn't can can't cannot could will won't would are is am aren't isn't have has just also really always never now still".split(' '),
);
const RELATIVES = new Set(['that', 'which', 'who', 'where']);
/** Common words that are capitalised only because they start the description. */
const COMMON_STARTS = new Set([
  ...STOPWORDS,
  ...'new weekly monthly daily annual free local small big first latest online summer winter spring autumn special fresh brand-new friendly family-run independent'.split(' '),
]);
/** First words of a noun phrase that are common words even when capitalised ("Launch of our café"). */
const EVENT_STARTS = new Set(
  'launch relaunch opening reopening grand official soft start return arrival celebration unveiling introduction announcement release end closing beginning anniversary birthday series season sale open'.split(' '),
);
/** Words before "of" that take no article ("lots of fun", "classes of ten"). */
const QUANTITIES = new Set('lots plenty loads heaps tons bags bit couple kind sort type half part range variety selection number'.split(' '));
/** Invitations that start a description ("Join us for yoga in Leeds"): quoted whole, their object is the subject. */
const INVITATIONS = new Set('join come visit discover meet celebrate explore enjoy grab shop taste book pop'.split(' '));
/** First words left by "we are …" that start no noun phrase ("We're so excited", "We are hiring"). */
const NOT_A_THING = new Set('excited thrilled delighted happy proud pleased glad ready open closed back hiring moving growing celebrating'.split(' '));
const startsNoThing = (word: string) => {
  const w = lower(word);
  return NOT_A_THING.has(w) || (STOPWORDS.has(w) && !DETERMINERS.has(w));
};
/** Words before a day or month that belong with it ("until Sunday", "every Tuesday"); otherwise it takes "on"/"in". */
const TIME_LINKS = new Set(['until', 'till', 'by', 'from', 'before', 'after', 'every', 'each', 'this', 'next', 'last']);
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FESTIVALS = new Set(['Christmas', 'Easter', 'Halloween', 'Diwali', 'Eid', 'Ramadan', 'Hanukkah', 'Bonfire']);
const FESTIVAL_PREPOSITIONS = new Set(['at', 'for', 'this', 'over', 'before', 'until']);
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'across', 'around', 'from', 'throughout']);
const SEASONS = new Set(['Spring', 'Summer', 'Autumn', 'Winter']);

const lower = (word: string) => word.toLowerCase().replace(/’/g, "'");
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const hasLetterOrDigit = (word: string) => /[\p{L}\p{N}]/u.test(word);
/** A word that carries meaning: not a function word, and more than one letter (or any number). */
const isContentWord = (word: string) => {
  const bare = lower(word).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return bare.length > 0 && hasLetterOrDigit(bare) && !STOPWORDS.has(bare) && (bare.length > 1 || /\p{N}/u.test(bare));
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
interface Phrase {
  mid: string;
  start: string;
}

/** Text the same wherever it goes, capitalised at the start of a sentence. */
const same = (text: string): Phrase => ({ mid: text, start: capitalise(text) });

interface Reading {
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
function read(description: string): Reading | undefined {
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
  return read(description)?.subject ?? '';
}

// ---------------------------------------------------------------------------------------------
// Phrase banks. Templates are written in full ("we are", "do not") and in the plural voice; the
// tone adds contractions and the voice turns "we" into "I". Placeholders: {S} subject, {C} core,
// {N} the news line ({Q} the customer's own sentence, or a frame around {S}), {P} a pun, {W}/{L} place,
// {D}/{B} day; a trailing ^ is the form that starts a sentence or follows a colon.
//
// Honesty: the writer knows only what the customer wrote. A line here may carry feeling ("we are
// delighted"), an invitation ("get in touch", "pass it on") or a joke about the note itself, but never
// a fact about the customer's business: no research, tests, feedback, team, experience, prices, terms,
// delivery, support, response times, promises or numbers. The customer's own details fill the rest.
// offline.test.ts holds the list of what must never appear.
// ---------------------------------------------------------------------------------------------

type Domain = 'food' | 'fitness' | 'money' | 'wellbeing' | 'tech' | 'learning' | 'retail' | 'general';
type ByChoice = Record<WordChoice, readonly string[]>;

/** Domains in order of preference when two score the same (the specific before the format). */
const domainWords = new Map<Domain, Set<string>>(
  (
    [
      ['food', 'coffee cafe café tea bakery bread cake cakes restaurant food kitchen menu brunch lunch dinner breakfast pastries pastry milk vegan pizza bar pub brew roastery deli chocolate wine beer catering recipe recipes espresso latte bagels'],
      ['fitness', 'gym fitness yoga pilates running 5k 10k marathon workout workouts strength cycling swim swimming bootcamp sport sports dance stretching'],
      ['money', 'budget budgeting money finance financial finances savings saving debt pension invest investing tax accounts accounting bookkeeping mortgage'],
      ['wellbeing', 'wellbeing well-being wellness mindfulness meditation therapy health healthy sleep stress coaching coach nutrition mental self-care habit habits calm anxiety'],
      ['tech', 'app apps software platform website digital tool tools ai data saas tech device api automation'],
      ['learning', 'workshop workshops course courses class classes lesson lessons webinar seminar school tutor tutoring masterclass learn learning training talk'],
      ['retail', 'shop store sale boutique collection products product discount market gift gifts clothing fashion jewellery homeware florist flowers flower bouquets'],
    ] as const
  ).map(([domain, words]) => [domain, new Set(words.split(' '))]),
);

/** Jokes about the note and the reader, in the subject's field; none says what the business offers. */
const puns: Record<Domain, readonly string[]> = {
  food: ['Fair warning: reading this on an empty stomach is not recommended.', 'We would make a pun about it, but it might come out half-baked.'],
  fitness: ['Consider this your warm-up.', 'No sit-ups were needed to read this far. Well done.'],
  money: ['We tried to write a money pun, but it did not add up.', 'We tried to write a joke about interest, but nobody showed any.'],
  wellbeing: ['Deep breath in. Deep breath out. Now, the news.', 'Self-care tip: keep reading.'],
  tech: ['No restart is needed to read this.', 'We tried to write a tech joke, but it did not compute.'],
  learning: ['Pop quiz: what happens next? Read on to find out.', 'This is the part of the lesson where everyone sits up straight.'],
  retail: ['Window shopping starts right here.', 'Consider this your sneak peek.'],
  general: ['We would tell you a joke, but the news is better.', 'We tried to play it cool. It did not go well.'],
};

/** The news in one line when the customer wrote a noun phrase ("a weekly budgeting workshop"). */
const newsFrames: ByChoice = {
  simple: ['This one is all about {S}.', 'Our news is about {S}.'],
  balanced: ['It is all about {S}.', 'This update is all about {S}.'],
  technical: ['This announcement concerns {S}.', 'The subject of this announcement is {S}.'],
};

/** Openings; {N} is the news line, or the customer's own sentence when they wrote one. */
const openings: Record<Personality, ByChoice> = {
  friendly: {
    simple: ['Hello, everyone! We have some happy news to share. {N} We are so glad to tell you.', 'We have some happy news for you. {N} We hope it makes you smile.'],
    balanced: [
      'We are delighted to share some news with you. {N} It is something we have been looking forward to telling you about.',
      'Here is something we are really happy to share. {N} We hope it brightens your day a little.',
    ],
    technical: [
      'It is with genuine pleasure that we share the following news with everyone who follows our work, and with anyone else who may be interested. {N}',
      'We are delighted to take this opportunity to share some news that we hope will be of interest to you and to the people around you. {N}',
    ],
  },
  professional: {
    simple: ['Here is our news. {N} Thank you for taking a look. Please read on.', 'A quick update from us. {N} We are glad to share it with you. Please read on.'],
    balanced: ['We are pleased to share an update with you today. {N} Here is what you need to know.', 'We are pleased to announce our latest news. {N} Here are the main points.'],
    technical: [
      'We are pleased to share the following announcement, which sets out the essential details as clearly and briefly as we are able to. {N}',
      'We are pleased to make the following announcement, and to set out its principal details for the benefit of everyone who may be interested. {N}',
    ],
  },
  witty: {
    simple: ['Big news, small words. {N} We tried to play it cool. We did not manage it.', 'Stop scrolling for a moment. {N} Yes, we are a bit excited.'],
    balanced: ['We have some news, and for once it is not about the weather. {N}', 'Clear your schedule, or at least the next thirty seconds. {N}'],
    technical: [
      'We drafted this announcement with all the composure we could manage, which was not a great deal. {N}',
      'In a notable improvement to the contents of your feed, we are pleased to share the following. {N}',
    ],
  },
  innovative: {
    simple: ['Here is an idea worth sharing. {N} We think it is worth a look. We hope you agree.', 'Time for a fresh look. {N} We hope you like it. We think you might.'],
    balanced: ['Here is something worth a fresh look. {N} We hope it sparks a few ideas.', 'Good ideas deserve a proper introduction, so here is ours. {N}'],
    technical: [
      'Every idea deserves a clear introduction, and the following announcement is intended to provide exactly that, in a form that is easy to read and to share. {N}',
      'In the spirit of looking at things afresh, we are pleased to share the following announcement with everyone who is curious about what comes next. {N}',
    ],
  },
};

/** More of the personality's opening, for detailed pieces. */
const openingsMore: Record<Personality, Record<WordChoice, string>> = {
  friendly: {
    simple: 'We wanted to share it with you straight away. We hope it makes you as happy as it makes us.',
    balanced: 'We wanted to share it with you straight away, and we hope it puts a smile on your face too.',
    technical:
      'We wanted to share this news with you at the earliest opportunity, and we very much hope that it will be as welcome to you as it is to us.',
  },
  professional: {
    simple: 'We want to keep you informed. This note gives you the main points. It only takes a minute to read.',
    balanced: 'We want to keep you well informed, so this note brings the main points together in one place.',
    technical:
      'Our intention is to keep everyone who is interested well informed, and this note therefore brings together the principal points in a single, convenient place for ease of reference.',
  },
  witty: {
    simple: 'We have been bursting to tell you. Keeping quiet was hard. We are not good at secrets.',
    balanced: 'We have been itching to tell you, and keeping it to ourselves was, frankly, not our finest skill.',
    technical:
      'Exercising discretion before this announcement proved considerably more difficult than anticipated, largely because we are unreasonably, and quite visibly, excited about sharing it with you.',
  },
  innovative: {
    simple: 'Ideas are worth sharing. So here is ours. We hope it gets you thinking too.',
    balanced: 'Ideas are worth sharing early, so here it is, and we hope it gets you thinking about what could come next.',
    technical:
      'We believe that ideas benefit from being shared early and discussed openly, which is why we are setting out the essentials here and inviting your thoughts and questions.',
  },
};

/** Invitations to act: ask, share, say hello. Never a reply time or what the reader will be sent. */
const closings: Record<Personality, ByChoice> = {
  friendly: {
    simple: ['Say hello any time. We would love to hear from you. Tell a friend too.', 'Get in touch with us any time. We are always glad to hear from you.'],
    balanced: [
      'We would love to hear from you, so get in touch, and do tell a friend or two along the way.',
      'Whenever you are ready, we would love to hear from you, so please do say hello.',
    ],
    technical: [
      'We would be delighted to hear from you, and we warmly encourage you to contact us with any questions, suggestions or particular requirements you may have.',
      'Please do contact us whenever convenient, as we would genuinely welcome the opportunity to hear about your own circumstances and interests.',
    ],
  },
  professional: {
    simple: ['Find out more today. Get in touch with us. We would be glad to hear from you.', 'Want the details? Just ask us. We would be glad to hear from you.'],
    balanced: [
      'To find out more, get in touch with us today, and do share this note with anyone who may be interested.',
      'For more details, please get in touch with us, and feel welcome to pass this note on to anyone who may be interested.',
    ],
    technical: [
      'For further information, please contact us directly, and we would be pleased to hear from anyone with an interest in this announcement.',
      'Enquiries are welcome, and we would encourage anyone with questions about this announcement to contact us directly at their convenience.',
    ],
  },
  witty: {
    simple: ['Go on, take a look for yourself. You know you want to. We will wait right here.', 'Take a look for yourself. We will try to act surprised.'],
    balanced: [
      'Take a look for yourself. We will be here, trying very hard to look casual about it.',
      'Have a look, and do tell us if we got it right, or wonderfully wrong.',
    ],
    technical: [
      'We invite you to investigate further at your earliest convenience, while we maintain an entirely convincing appearance of professional calm.',
      'Further enquiries are warmly encouraged, and will be received with only a modest amount of visible excitement on our part.',
    ],
  },
  innovative: {
    simple: ['Tell us what you think. Share your ideas with us. We would love to hear them.', 'Got an idea? Tell us. We would love to hear it. Ask us anything too.'],
    balanced: [
      'Tell us what you think, and share your ideas about what could come next.',
      'Join the conversation, share your ideas and help us think about what is possible.',
    ],
    technical: [
      'We invite you to engage with this announcement, share your observations and contribute your perspective on what might usefully come next.',
      'We would welcome your observations and ideas, and we encourage you to get in touch and share your perspective with us at any stage.',
    ],
  },
};

/** What the reader can do next, before the closing of detailed pieces. */
const nextSteps: Record<WordChoice, string> = {
  simple: 'Want to know more? Just ask us. Know someone who might like this? Please pass it on. Sharing is easy. Just send this on.',
  balanced: 'If you would like to know more, just get in touch. And if you know someone who might be interested, please pass this on to them.',
  technical:
    'Should you wish to learn more, please do get in touch; and if you know of anyone who may find this announcement relevant, we would be grateful if you would pass it on to them.',
};

/** The last line of a detailed piece, in the tone's manner. */
const signOffs: Record<Tone, string> = {
  formal: 'Thank you for your time and consideration.',
  'semi-formal': 'Thank you for reading, and we look forward to hearing from you.',
  conversational: 'Thanks for reading, and speak soon.',
  playful: 'Thanks for reading, you absolute star!',
};

/** A short word in the tone's own manner, for short pieces. */
const toneLines: Record<Tone, Record<WordChoice, string>> = {
  formal: {
    simple: 'Please ask us if you have any questions. You are welcome to contact us.',
    balanced: 'Should you have any questions, you are most welcome to contact us at your convenience.',
    technical: 'Should you have any questions regarding this announcement, you are most welcome to contact us directly.',
  },
  'semi-formal': {
    simple: 'We are happy to hear from you. Just ask us.',
    balanced: 'We think it is worth a closer look, and we are happy to answer any questions along the way.',
    technical: 'We believe it merits closer consideration, and we are happy to discuss the particulars in whatever depth is useful.',
  },
  conversational: {
    simple: 'Sound good? You are welcome to ask us anything.',
    balanced: 'So, what do you think? If you are curious, you are exactly who we had in mind.',
    technical: 'Curious about the thinking behind it? You are welcome to ask, because we are always happy to talk it through.',
  },
  playful: {
    simple: 'Psst! Pass it on! Good news is better shared!',
    balanced: 'Psst! This is the bit where you tell a friend, or two, or ten!',
    technical: 'Psst! Consider this your officially unofficial briefing, so do pass it on to anyone who might enjoy it!',
  },
};

/** The tone's own paragraph, for detailed pieces. */
const toneParagraphs: Record<Tone, Record<WordChoice, string>> = {
  formal: {
    simple: 'We hope this note is clear. If it is not, please ask us. Your questions are always welcome. So are your thoughts.',
    balanced: 'We hope that this note has been clear and helpful. Should you have any questions, you are most welcome to contact us at your convenience.',
    technical:
      'We trust that the information above is clear and sufficient for your present purposes. Should you wish to raise any question or discuss any aspect of this announcement in further detail, you are most welcome to get in touch at a time that suits you.',
  },
  'semi-formal': {
    simple: 'We are happy to hear from you. Just ask us your questions. It really is that easy. We look forward to it.',
    balanced: 'We think it is well worth a closer look. If anything is unclear, you are welcome to ask, and we are happy to talk it through with you.',
    technical:
      'We believe it merits closer consideration, and we are happy to discuss the details with you in whatever depth is genuinely useful for your plans and priorities.',
  },
  conversational: {
    simple: 'Sound good so far? You can ask us anything at all. Really, we mean anything. So why not drop us a line today? We would love that.',
    balanced: 'So, what do you think? Is this something you have been looking for? If you are curious, you are exactly who we had in mind.',
    technical:
      'Curious about how it all fits together? You are very welcome to ask us about the thinking behind it, and we are always happy to talk it through with you at whatever pace suits you.',
  },
  playful: {
    simple: 'Psst! Pass it on! Good news is better when you share it. Tell your mum. Tell your mates. Tell the dog, too! Then come back and tell us what they all said.',
    balanced: 'Psst! This is the bit where you tell a friend, or two, or ten! Go on, we will not tell anyone it was your idea.',
    technical:
      'Psst! Consider this your officially unofficial briefing, and you are entirely welcome to share it with anyone who might enjoy it as much as we hope you will!',
  },
};

/** Headlines: the core starts the line or follows a colon. */
const headlines: Record<Personality, readonly string[]> = {
  friendly: ['{C^}: a warm hello', 'Some happy news: {C^}'],
  professional: ['{C^}: what you need to know', 'Announcing {C}'],
  witty: ['{C^}: yes, really', 'Stop scrolling: {C^}'],
  innovative: ['{C^}: an idea worth sharing', 'Worth sharing: {C^}'],
};

/** Why the reader is hearing about it (detailed pieces); the customer's other sentences follow. */
const explainers: ByChoice = {
  simple: [
    'So why are we telling you about {C}? We think you might like it. It could suit you. Or it could suit a friend. Either way, we wanted you to know.',
    'We will keep this simple. Here is our news in a few words: {C}. That is the heart of it. The rest is up to you.',
  ],
  balanced: [
    'Why are we sharing news of {C}? Simply because we think it may interest you, or someone you know, and we would rather you heard it from us.',
    'In short, this is about {C}. We have tried to keep this note clear and to the point, so that the details are easy to find.',
  ],
  technical: [
    'In summary, the purpose of this announcement is to share news of {C} with everyone who may find it relevant, and to set out the essential details clearly, in one place and in our own words.',
    'The aim of this note is straightforward: to let those who may be interested know about {C}, and to present the relevant details as clearly and accurately as we are able to.',
  ],
};

/** An invitation to think it over (detailed pieces); technical pieces are long enough without it. */
const thoughts: Record<WordChoice, string> = {
  simple: 'Have a think about it. Is it for you? Is it for someone you know? Take your time. Either way, we are glad you are here. Thank you for reading this far. It means a lot to us. Now, over to you.',
  balanced:
    'Take a moment to think about whether this is for you, or for someone you know. Either way, we are glad you stopped to read this far, and it means a great deal to us.',
  technical: '',
};

/** The personality's own paragraph (detailed pieces). */
const values: Record<Personality, Record<WordChoice, string>> = {
  friendly: {
    simple: 'You are always welcome to get in touch. New faces and old friends alike. We would love to hear from you. Just say hello.',
    balanced:
      'Whether you are hearing from us for the first time or have known us for a while, we are glad you are here, and we would love to hear what you think.',
    technical:
      'Whether this is your first contact with us or you have followed our work for some time, we are grateful for your interest, and we would warmly welcome any questions, thoughts or suggestions you may wish to share with us.',
  },
  professional: {
    simple: 'We want to keep this clear. So we have kept to the point. If anything is unclear, just ask us.',
    balanced:
      'We have kept this note to the essentials, so that it is quick to read and easy to act on. If anything is unclear, please ask us, and we will be glad to hear from you.',
    technical:
      'This note has deliberately been limited to the essential information, so that it can be read quickly and referred to easily; should any point require clarification, we would encourage you to raise it with us.',
  },
  witty: {
    simple: '{P} We take our news seriously. We just try not to take ourselves too seriously. Life is too short. And so is this bit.',
    balanced: '{P} Jokes aside, we are genuinely excited to share this, and we hope it shows. Well, we hope so, anyway.',
    technical:
      'Our sense of occasion insisted on a joke at precisely this point in the note, so here it is: {P} Levity notwithstanding, we are sincerely pleased to share this announcement, and we hope that it proves both welcome and worthwhile to read.',
  },
  innovative: {
    simple: 'Ideas work well when they are shared. So we are sharing this one. Tell us what you think. Your ideas count too. Big or small.',
    balanced:
      'Good ideas rarely arrive fully formed, which is why we are keen to hear your thoughts. Questions, ideas and fresh perspectives are all welcome here.',
    technical:
      'We regard open conversation as an essential part of developing any idea, and we would therefore welcome your questions, observations and suggestions, whether they are practical, critical or simply curious.',
  },
};

/**
 * A list of the customer's own details (what, where, when) and what the reader can do, in the word
 * choice's manner. Lines for a place or a day the description did not give are left out.
 */
interface BulletList {
  heads: readonly string[];
  what: string;
  where: string;
  when: string;
  actions: readonly string[];
}
const bulletLists: Record<WordChoice, BulletList> = {
  simple: {
    heads: ['Here is what to know:', 'The main points:'],
    what: '- What: {C^}',
    where: '- Where: {L}',
    when: '- When: {B^}',
    actions: ['- Questions? Just ask us', '- Know someone who might like it? Tell them'],
  },
  balanced: {
    heads: ['Here are the details in brief:', 'A few points worth knowing:'],
    what: '- What it is: {C^}',
    where: '- Where: {L}',
    when: '- When: {B^}',
    actions: ['- Questions: you are welcome to ask us', '- Sharing: please pass this on to anyone who might be interested'],
  },
  technical: {
    heads: ['The principal details are summarised below for ease of reference:', 'For convenience, the essential details of this announcement are set out below:'],
    what: '- The subject of this announcement, described in our own words: {C}',
    where: '- The location given in this announcement, noted here for ease of reference: {L}',
    when: '- The timing given in this announcement, noted here for ease of reference: {B}',
    actions: [
      '- Questions: we would be glad to hear from anyone with a question about this announcement, at whatever time suits them',
      '- Sharing: you are most welcome to pass this announcement on to anyone who may find it relevant or of interest',
    ],
  },
};

/** Where and when, in the word choice's manner: {W} "in Leeds", {L} "Leeds", {D} "on Saturday", {B} "Saturday". */
const settings: Record<'both' | 'place' | 'when', Record<WordChoice, string>> = {
  both: {
    simple: 'That is {W}, {D}.',
    balanced: 'Where and when: {L}, {B}.',
    technical: 'For anyone planning ahead, the practical details to note are the location, {L}, and the timing, {B}.',
  },
  place: {
    simple: 'That is {W}.',
    balanced: 'Where: {L}.',
    technical: 'For anyone planning ahead, the practical detail to note is the location, {L}.',
  },
  when: {
    simple: 'That is {D}.',
    balanced: 'When: {B}.',
    technical: 'For anyone planning ahead, the practical detail to note is the timing, {B}.',
  },
};

// ---------------------------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------------------------

function mix(hash: number, salt: number): number {
  let x = (hash ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

const CONTRACTIONS: Record<string, string> = {
  'we are': "we're",
  'you are': "you're",
  'they are': "they're",
  'it is': "it's",
  'that is': "that's",
  'there is': "there's",
  'here is': "here's",
  'what is': "what's",
  'i am': "I'm",
  'we will': "we'll",
  'you will': "you'll",
  'i will': "I'll",
  'we would': "we'd",
  'i would': "I'd",
  'do not': "don't",
  'does not': "doesn't",
  'did not': "didn't",
  'is not': "isn't",
  'are not': "aren't",
  'will not': "won't",
  'would not': "wouldn't",
};

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
  const map: Record<string, string> = { 'we are': 'I am', 'We are': 'I am', we: 'I', We: 'I', our: 'my', Our: 'My', us: 'me', ours: 'mine', ourselves: 'myself' };
  return text.replace(/\b(?:[Ww]e are|[Ww]e|[Oo]ur|us|ours|ourselves)\b/g, (m) => map[m] ?? m);
}

/** Expands the customer's own contractions for formal pieces ("we're" → "we are"); possessive 's stays. */
function expand(text: string): string {
  const whole: Record<string, string> = {
    "can't": 'cannot',
    "won't": 'will not',
    "shan't": 'shall not',
    "i'm": 'I am',
    "let's": 'let us',
    "it's": 'it is',
    "that's": 'that is',
    "there's": 'there is',
    "here's": 'here is',
    "what's": 'what is',
    "who's": 'who is',
    "where's": 'where is',
  };
  const ends: Record<string, string> = { "n't": ' not', "'re": ' are', "'ll": ' will', "'ve": ' have', "'d": ' would', "'m": ' am' };
  return text.replace(/\b[\p{L}]+['’][\p{L}]{1,2}\b/gu, (word) => {
    const plain = word.replace(/’/g, "'");
    const known = whole[plain.toLowerCase()];
    if (known) return /^\p{Lu}/u.test(word) && known !== 'I am' ? capitalise(known) : known;
    const end = Object.keys(ends).find((e) => plain.toLowerCase().endsWith(e));
    return end ? plain.slice(0, plain.length - end.length) + ends[end] : word;
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
  const reading = read(choices.description);
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
