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

interface Reading {
  subject: string;
  /** The subject's noun phrase, without what follows it ("a weekly budgeting workshop"). */
  core: string;
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
  let fallback: { at: number; words: string[] } | undefined;
  for (let at = 0; at < all.length && !(subjectWords && quoted.length >= 2); at++) {
    const clause = all[at] ?? [];
    const words = stripLeadIns(clause)
      .map((w) => w.replace(/^[,.:;/+'’-]+/, '').replace(/[:;/+'’-]+$/, ''))
      .filter(Boolean);
    if (!words.some(isContentWord)) continue;
    const quote = quotable(clause);
    if (subjectWords || PRONOUNS.has(lower(words[0] ?? ''))) {
      // A sentence about the customer ("We deliver same-day") is quoted; the subject is a noun phrase.
      if (!subjectWords) fallback ??= { at, words };
      if (quote) quoted.push({ at, text: quote });
      continue;
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
    if (subjectWords.length < words.length && quote) quoted.push({ at, text: verb > 0 ? quote : `All the details: ${uncapitalise(quote)}` });
  }
  if (!subjectWords?.length && fallback) {
    // Only sentences about the customer: "We bake sourdough every morning" is about "sourdough every
    // morning"; a slogan with nothing after its verb ("We don't do boring") is quoted whole.
    const object = tidyEnd(capWords(afterVerb(fallback.words), SUBJECT_MAX));
    if (object.length >= 2 && object.some(isContentWord)) subjectWords = object;
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

  // Voice, place, day and domain, from the whole description, word by word.
  let mine = 0;
  let ours = 0;
  let place: Reading['place'];
  let when: Reading['when'];
  const domainHits = new Map<Domain, number>();
  const flat = all.flat();
  for (let i = 0; i < flat.length; i++) {
    const raw = (flat[i] ?? '').replace(/[,.:]+$/, '');
    const w = lower(raw);
    if (w === 'i' || w === "i'm" || w === 'my' || w === 'me' || w === "i've" || w === "i'll" || w === "i'd") mine++;
    if (w === 'we' || w === "we're" || w === 'our' || w === 'us' || w === "we've" || w === "we'll" || w === 'ours') ours++;
    const day = DAYS.indexOf(w.replace(/s$/, ''));
    if (day >= 0 && !when?.phrase.startsWith('on')) {
      const name = capitalise(DAYS[day] ?? '');
      when = { bare: name, phrase: `on ${name}` };
    } else if (!when && (MONTHS.includes(raw) || (FESTIVALS.has(raw) && FESTIVAL_PREPOSITIONS.has(lower(flat[i - 1] ?? ''))))) {
      when = { bare: raw, phrase: `${FESTIVALS.has(raw) ? 'at' : 'in'} ${raw}` };
    } else if (!when && (w === 'weekend' || w === 'tonight' || w === 'tomorrow') && lower(flat[i - 1] ?? '') !== 'every') {
      const bare = w === 'weekend' ? 'this weekend' : w;
      when = { bare, phrase: bare };
    }
    const prep = lower(flat[i - 1] ?? '');
    if (!place && PLACE_PREPOSITIONS.has(prep) && isPlaceWord(raw)) {
      const name = [raw];
      for (let j = i + 1; j < flat.length && name.length < 3; j++) {
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

  return { subject, core, extras, singular: mine > ours, place, when, domain, hash: fnv1a(lower(text).replace(/\s+/g, ' ').trim()) };
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
// {F} the domain's focus for the word choice, {P} a pun; a trailing ^ capitalises.
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

const focus: Record<Domain, Record<WordChoice, string>> = {
  food: {
    simple: 'good food and drink',
    balanced: 'great taste, fresh ingredients and a warm welcome',
    technical: 'ingredient provenance, careful preparation and consistent service quality',
  },
  fitness: { simple: 'moving more', balanced: 'strength, energy and steady progress', technical: 'progressive training, recovery management and long-term adherence' },
  money: {
    simple: 'money that goes further',
    balanced: 'sensible budgeting and calmer money decisions',
    technical: 'structured budgeting, cash-flow visibility and long-term financial resilience',
  },
  wellbeing: {
    simple: 'feeling good',
    balanced: 'healthy habits, calm and balance',
    technical: 'evidence-based habit formation, behavioural change and sustainable wellbeing',
  },
  tech: { simple: 'tools that just work', balanced: 'simple, reliable tools that save you time', technical: 'usability, reliability, interoperability and data protection' },
  learning: {
    simple: 'learning new things',
    balanced: 'practical skills you can use straight away',
    technical: 'structured learning outcomes, practical application and measurable progress',
  },
  retail: { simple: 'good things at fair prices', balanced: 'quality products, fair prices and friendly service', technical: 'product quality, competitive pricing and reliable availability' },
  general: { simple: 'what matters to you', balanced: 'quality, care and real value', technical: 'quality assurance, operational consistency and demonstrable customer value' },
};

const puns: Record<Domain, readonly string[]> = {
  food: ['Our puns are a little half-baked. Everything else is made with care.', 'Side effects may include a serious case of second helpings.'],
  fitness: ['Side effects may include spontaneous high-fives.', 'The only thing we will not stretch is the truth.'],
  money: ['It is the rare plan that pays you back in peace of mind.', 'Think of it as a plot twist for your bank balance, the good kind.'],
  wellbeing: ['Self-care, minus the guilt and the scented candles.', 'Deep breaths. This is the good kind of news.'],
  tech: ['It is clever, but never a know-it-all.', 'Smart, helpful and it never asks you to restart.'],
  learning: ['No exams, no homework, just the good bit of school.', 'Class dismissed? Not yet, the best part is still to come.'],
  retail: ['Our prices are low. Our standards are not.', 'Retail therapy, now with fewer regrets.'],
  general: ['We would tell you a joke, but the real news is better.', 'We tried to keep it quiet. It did not go well.'],
};

const openings: Record<Personality, ByChoice> = {
  friendly: {
    simple: [
      'Say hello to {S}. We made it with you in mind. Come just as you are. You will feel right at home with us.',
      'This one is all about {S}. We think you will love it as much as we do. It is warm, easy and made for you.',
    ],
    balanced: [
      'We are delighted to share {S} with you. It has been shaped by the people we care about most, and we think it will feel familiar from the very first moment.',
      'Here is something we have been looking forward to telling you about: {S}. It comes from a genuine wish to make your day a little brighter.',
    ],
    technical: [
      'We are delighted to introduce {S}, a carefully considered offering developed around the needs, preferences and everyday circumstances of the community we serve.',
      'It is a genuine pleasure to present {S}, which has been designed collaboratively, with continuous attention to accessibility, comfort and the particular expectations of our customers.',
    ],
  },
  professional: {
    simple: [
      'Introducing {S}. It is built to do one job really well. It is clear, simple and easy to use. It gives you real value.',
      'This is {S}. We kept it clear and useful from the start. You get exactly what you need. Nothing more, nothing less.',
    ],
    balanced: [
      'We are pleased to announce {S}. It reflects careful planning, honest feedback and a clear focus on {F}.',
      'Introducing {S}: a considered, well-tested response to what our customers have asked for, with a firm focus on {F}.',
    ],
    technical: [
      'We are pleased to announce {S}, an initiative grounded in systematic research, structured customer feedback and a rigorous, measurable commitment to {F}.',
      'Following a detailed assessment of customer requirements and operational capacity, we are introducing {S}, with clearly defined standards for {F}.',
    ],
  },
  witty: {
    simple: [
      'Big news, small words: {S}. We tried to play it cool about it. We failed, and we are fine with that.',
      'Stop scrolling for a moment. This is about {S}. We promise it is worth your time. Well, mostly.',
    ],
    balanced: [
      'We have some news, and for once it is not about the weather: {S}.',
      'Clear your schedule, or at least the next thirty seconds, because this is all about {S}.',
    ],
    technical: [
      'After extensive deliberation, several drafts and an unreasonable quantity of tea, we are finally ready to introduce {S}.',
      'In what our analysts would describe as a statistically significant improvement to your week, we are introducing {S}.',
    ],
  },
  innovative: {
    simple: [
      'Meet {S}. It is a new way to do things. We started fresh and asked better questions. We kept only what works.',
      'Something new is here: {S}. We asked what could be better. Then we went and built it.',
    ],
    balanced: [
      'We set out to rethink the usual approach, and the result is {S}: a fresh take on {F}.',
      'What if it could work differently? That question led us to {S}, a new way to think about {F}.',
    ],
    technical: [
      'By rethinking established conventions from first principles, we have developed {S}, a forward-looking approach to {F}.',
      'Introducing {S}, a deliberate departure from conventional practice that applies contemporary design thinking to {F}.',
    ],
  },
};

/** More of the personality's opening, for detailed pieces. */
const openingsMore: Record<Personality, Record<WordChoice, string>> = {
  friendly: {
    simple: 'We have been getting ready for a while now. We cannot wait to share it with you. You are among the very first to hear.',
    balanced: 'It has been a real labour of love, and we wanted you to be among the first to hear about it.',
    technical:
      'Its development has been informed throughout by conversations with the people it is intended to serve, and their perspectives have shaped every significant decision along the way.',
  },
  professional: {
    simple: 'We planned it with a lot of care. We checked every single detail. We listened to what people told us. Now it is ready for you.',
    balanced: 'It has been tested with real customers, and the early results have been consistently encouraging. We are confident it will serve you well.',
    technical:
      'Prior to launch, it was evaluated with a representative sample of customers, and the resulting feedback informed a series of targeted refinements to both quality and delivery.',
  },
  witty: {
    simple: 'We have kept this secret for weeks. It was very hard for us. We are not good at secrets. Just ask anyone who knows us.',
    balanced: 'We have been sitting on this news for weeks, which, as it turns out, is not very comfortable.',
    technical:
      'Maintaining confidentiality during development proved considerably more difficult than anticipated, largely because everyone involved was unreasonably excited about the outcome.',
  },
  innovative: {
    simple: 'We looked at how things are usually done. Then we asked why it has to be that way. The answers surprised us. So we changed a few things for the better.',
    balanced: 'We looked closely at how things are usually done, asked why at every step and kept only the answers that made sense.',
    technical:
      'Our process began with a systematic review of prevailing conventions, followed by iterative experimentation to identify which assumptions genuinely deserved to be retained.',
  },
};

const closings: Record<Personality, ByChoice> = {
  friendly: {
    simple: ['Come and say hello soon. We would love to see you. Bring a friend along too.', 'Get in touch with us any time. We are always glad to hear from you.'],
    balanced: [
      'We would love to hear from you, so get in touch and bring a friend along for the ride.',
      'Whenever you are ready, we will be here with a warm welcome and plenty of time for a chat.',
    ],
    technical: [
      'We would be delighted to welcome you personally, and we encourage you to contact us with any questions, suggestions or particular requirements.',
      'Please do contact us whenever convenient, as we would genuinely welcome the opportunity to understand your circumstances and support you appropriately.',
    ],
  },
  professional: {
    simple: ['Find out more today. Get in touch with our team. We will reply to you soon.', 'Ask us for all the details. We will send them to you today.'],
    balanced: [
      'To find out more, get in touch with our team today. We will respond promptly with everything you need.',
      'For details, availability and prices, contact our team. We aim to reply within one working day.',
    ],
    technical: [
      'For further details, including specifications, availability and terms, please contact our team directly, and we will respond promptly with comprehensive information.',
      'Detailed documentation, including scope, pricing and service commitments, is available on request from our team, who will respond within one working day.',
    ],
  },
  witty: {
    simple: ['Go on, take a look for yourself. You know you want to. We will wait right here.', 'Come and see it for yourself. We will try to act surprised.'],
    balanced: [
      'Take a look for yourself. We will be here, trying very hard to look casual about it.',
      'Come and see what the fuss is about, and do tell us if we got it right, or wonderfully wrong.',
    ],
    technical: [
      'We invite you to investigate further at your earliest convenience, while we maintain an entirely convincing appearance of professional calm.',
      'Further enquiries are warmly encouraged, and our team will respond with thorough information and only a modest amount of visible excitement.',
    ],
  },
  innovative: {
    simple: ['Be one of the first to try it. Join us now. Help shape what comes next.', 'Try it early and tell us what you think. Help us make it even better.'],
    balanced: [
      'Be among the first to try it, and help us shape what comes next.',
      'Join us early, share your ideas and help us rethink what is possible for everyone.',
    ],
    technical: [
      'We invite early adopters to engage with it now, provide structured feedback and help shape the next iteration of its development.',
      'Early participants will have the opportunity to influence its continued evolution, so we encourage you to get involved and share your observations.',
    ],
  },
};

/** What happens next, before the closing of detailed pieces. */
const nextSteps: Record<WordChoice, string> = {
  simple: 'Keep an eye out for more news soon. We will share updates as they happen. There is plenty more to come. You will not want to miss it.',
  balanced: 'We will share more news and updates over the coming weeks, so keep an eye out for what comes next. In the meantime, we would love to hear what you think.',
  technical:
    'Further announcements, including additional practical details and any relevant updates, will be published over the coming weeks, so we recommend checking back regularly for the latest information.',
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
    simple: 'We will be glad to help. Please ask us at any time.',
    balanced: 'Should you have any questions, we would be pleased to provide further information.',
    technical: 'Should you require further information, our team would be pleased to provide comprehensive details.',
  },
  'semi-formal': {
    simple: 'We are happy to help. Just ask us.',
    balanced: 'We think it is worth a closer look, and we are happy to answer any questions along the way.',
    technical: 'We believe it merits closer consideration, and we are happy to discuss the particulars in whatever depth is useful.',
  },
  conversational: {
    simple: 'Sound good? You can ask us anything. We are here for you.',
    balanced: 'So, what do you think? If you are curious, you are exactly who we had in mind.',
    technical: 'Curious about the thinking behind it? You are welcome to ask, because we are always happy to explain the details.',
  },
  playful: {
    simple: 'Psst! Pass it on! Good news is better shared!',
    balanced: 'Psst! This is the bit where you tell a friend, or two, or ten!',
    technical: 'Psst! Consider this your officially unofficial briefing, complete with every detail you could reasonably want!',
  },
};

/** The tone's own paragraph, for detailed pieces. */
const toneParagraphs: Record<Tone, Record<WordChoice, string>> = {
  formal: {
    simple: 'We aim to be clear and fair with you. We will answer every question you have. We will keep you informed at each step. You can rely on that.',
    balanced:
      'We are committed to clear communication throughout. Should you have any questions, we would be pleased to provide further information at your convenience.',
    technical:
      'We remain committed to transparent, timely communication at every stage of the process, and we will keep you fully informed of any relevant developments. Should you require further information, our team would be pleased to provide full details, including any documentation relevant to your particular circumstances.',
  },
  'semi-formal': {
    simple: 'We are happy to help in any way we can. Just ask us your questions. We will get back to you soon. It really is that easy.',
    balanced: 'We think it is well worth a closer look. If anything is unclear, we are happy to answer questions and talk it through with you.',
    technical:
      'We believe it merits closer consideration, and we are happy to discuss the details with you in whatever depth is genuinely useful for your plans and priorities.',
  },
  conversational: {
    simple: 'Sound good so far? You can ask us anything at all. Really, we mean anything. We are here for you. So why not drop us a line today? We read every single message.',
    balanced: 'So, what do you think? Is this something you have been looking for? If you are curious, you are exactly who we had in mind.',
    technical:
      'Curious about how it all fits together? You are very welcome to ask us about the thinking behind it, because we are always happy to walk you through the detail, step by step, at whatever pace suits you.',
  },
  playful: {
    simple: 'Psst! Pass it on! Good news is better when you share it. Tell your mum. Tell your mates. Tell the dog, too! Then come back and tell us what they all said.',
    balanced: 'Psst! This is the bit where you tell a friend, or two, or ten! Go on, we will not tell anyone it was your idea.',
    technical:
      'Psst! Consider this your officially unofficial briefing, complete with every detail you could reasonably want and a few you did not know you needed!',
  },
};

const headlines: Record<Personality, readonly string[]> = {
  friendly: ['Say hello to {C}', 'A warm welcome to {C}'],
  professional: ['{C^}: what you need to know', 'Announcing {C}'],
  witty: ['{C^}: yes, it is as good as it sounds', 'Stop scrolling: {C}'],
  innovative: ['{C^}, rethought', 'A new way forward: {C}'],
};

/** What it is and why it matters (detailed pieces). */
const explainers: ByChoice = {
  simple: [
    'So what is it, exactly? It is {C}, made for real people. It is all about {F}. It is easy to get started with. You do not need to know a lot first. Just bring yourself and a bit of curiosity. We will help with the rest.',
    'Here is the big idea behind it. We really care about {F}. So we made {C}. It is simple to use and fair to everyone. It fits into a busy week. And it is for you, whoever you are.',
  ],
  balanced: [
    'At its heart, {C} is about {F}. We have kept things straightforward, so it is easy to get involved and easy to see the difference it makes. You do not need any special knowledge to get started, and if you ever get stuck, there is always someone happy to help.',
    'The idea behind {C} is simple: {F}, delivered in a way that fits around real life rather than the other way round. Everything else follows from that one idea. We have tested it with people like you, and their feedback shaped every part of it.',
  ],
  technical: [
    'Conceptually, {C} addresses a clearly identified gap in current provision, combining {F} within a single, coherent proposition that is straightforward to evaluate, adopt and sustain over time.',
    'The underlying rationale for {C} is straightforward: by deliberately integrating {F}, it delivers a more dependable and measurably better experience than the comparable alternatives currently available.',
  ],
};

/** The personality's own paragraph (detailed pieces). */
const values: Record<Personality, Record<WordChoice, string>> = {
  friendly: {
    simple: 'We know that life gets busy. So we kept everything nice and easy. There is always a warm welcome waiting. There is always time for a chat. You are part of this story too. We would love to get to know you.',
    balanced:
      'We know how much a friendly face can matter, so everything has been set up to make you feel welcome from the start. Whether you are new to this or coming back for more, you will always be treated like one of the family.',
    technical:
      'Particular attention has been given to inclusivity and accessibility, so that every participant, regardless of prior experience or personal background, can engage comfortably and confidently from the outset.',
  },
  professional: {
    simple: 'We test everything that we do. We check the results with care. We keep every promise we make. That is how we earn your trust over time. We would rather show you than tell you.',
    balanced:
      'Every detail has been checked against what our customers tell us matters most. The result is reliable, consistent and backed by people who know their field. We measure what matters and share the results openly.',
    technical:
      'Each component has been evaluated against clearly defined performance criteria, and customer feedback is reviewed systematically to ensure that quality remains consistent, verifiable and demonstrably aligned with expectations.',
  },
  witty: {
    simple: '{P} We take the work very seriously. We just try not to take ourselves too seriously. Life is too short for that. And so is this bit.',
    balanced: '{P} Jokes aside, we have put real care into every detail, and we think it shows in everything we do. Well, we hope so, anyway.',
    technical:
      'Our marketing department insisted on including a joke at precisely this point in the document, so here it is: {P} Levity notwithstanding, every element has been developed with considerable rigour, and the outcome reflects a genuine, long-standing commitment to quality and continuous improvement.',
  },
  innovative: {
    simple: 'We did not simply copy the old way. We asked better questions instead. We tried lots of new ideas. We kept only the very best ones. Now it is ready for you.',
    balanced:
      'Instead of following the usual playbook, we rethought each step from scratch. The result feels fresh, works smarter and is built to keep improving. And we are only just getting started.',
    technical:
      'Rather than iterating incrementally on established models, we re-examined each underlying assumption, prototyped credible alternatives and retained only those approaches that demonstrated a measurable improvement.',
  },
};

const bulletLists: ByChoice = {
  simple: [
    'Here is what you get with us:\n- A warm welcome every time\n- {F^}\n- Easy ways to join in\n- Help when you need it',
    'Here is why you will like it:\n- It is easy to use\n- It is fair to everyone\n- {F^}\n- It comes from people who care',
  ],
  balanced: [
    'Here is what to expect:\n- {F^}\n- A clear, friendly approach from start to finish\n- Details that fit around your week\n- A team that listens and acts on feedback',
    'A few highlights worth knowing about:\n- {F^}\n- Honest information, with no small print\n- Flexible options that suit real life\n- Support from people who know their stuff',
  ],
  technical: [
    'Key considerations include the following:\n- A structured approach to {F}, supported by clearly documented procedures and regular independent review\n- Transparent, comprehensive information regarding scope, timing, eligibility and any associated costs, provided in advance\n- Consistent quality assurance, continuously informed by systematic analysis of customer feedback and performance data\n- Responsive, knowledgeable support from specialists with relevant professional expertise and extensive practical experience',
    'The principal advantages are as follows:\n- Demonstrable strengths in {F}, verified against clearly defined and regularly reviewed benchmarks\n- Transparent, comprehensive information regarding scope, pricing, availability and contractual terms, provided in advance\n- Responsive, knowledgeable support available throughout the entire customer journey, from initial enquiry onwards',
  ],
};

/** Where and when, in the word choice's manner: {W} "in Leeds", {L} "Leeds", {D} "on Saturday", {B} "Saturday". */
const settings: Record<'both' | 'place' | 'when', Record<WordChoice, string>> = {
  both: {
    simple: 'It all happens {W} {D}.',
    balanced: 'It all takes place {W} {D}, so mark it in your diary.',
    technical: 'For planning purposes, please note the location, {L}, and the timing, {B}, as both are central to making the most of the occasion.',
  },
  place: {
    simple: 'It all happens {W}.',
    balanced: 'It is rooted {W}, and it is built for the people who live and work nearby.',
    technical: 'Its location, {L}, reflects careful consideration of local demand, accessibility and the needs of the surrounding community.',
  },
  when: {
    simple: 'Put {B} in your diary.',
    balanced: 'Mark {B} in your diary so you do not miss it.',
    technical: 'The timing, {B}, has been chosen deliberately to maximise participation, so early planning is strongly recommended.',
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
 * chosen personality, tone, word choice and length; when the description has no usable words it
 * asks for one instead of inventing a subject.
 */
export function offlineBrandContent(choices: BrandChoices): string {
  const reading = read(choices.description);
  if (!reading) return BRAND_ASK_TEXT;
  const { personality, tone, wordChoice, length } = choices;
  let salt = 0;
  const pick = (bank: readonly string[]) => bank[mix(reading.hash, salt++) % bank.length] ?? '';

  const setting = reading.place && reading.when ? 'both' : reading.place ? 'place' : reading.when ? 'when' : undefined;
  const playful = tone === 'playful';
  const opening = pick(openings[personality][wordChoice]);
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
    paragraphs.push(
      pick(headlines[personality]) + (playful ? '!' : ''),
      [...opened, openingsMore[personality][wordChoice]].filter(Boolean).join(' '),
      [pick(explainers[wordChoice]), ...extras].join(' '),
      values[personality][wordChoice],
      pick(bulletLists[wordChoice]),
      toneParagraphs[tone][wordChoice],
      `${nextSteps[wordChoice]} ${closing} ${signOffs[tone]}`,
    );
  }

  let text = paragraphs.join('\n\n');
  if (reading.singular) text = singularise(text);
  if (tone !== 'formal') text = contract(text, tone === 'semi-formal' ? 2 : Number.POSITIVE_INFINITY);
  const own = (s: string) => (tone === 'formal' ? expand(s) : s);
  const slots: Record<string, string> = {
    S: reading.subject,
    C: reading.core,
    F: focus[reading.domain][wordChoice],
    P: pun,
    W: reading.place?.phrase ?? '',
    L: reading.place?.bare ?? '',
    D: reading.when?.phrase ?? '',
    B: reading.when?.bare ?? '',
  };
  reading.extras.forEach((extra, i) => {
    slots[`X${i}`] = own(extra);
  });
  const fill = (t: string) =>
    t.replace(/\{(\w+)(\^?)\}/g, (_, key: string, up: string) => {
      const value = slots[key] ?? '';
      return up ? capitalise(value) : value;
    });
  // The pun is a phrase-bank line too: it gets the tone's contractions before going in.
  if (reading.singular) slots.P = singularise(pun);
  if (tone !== 'formal') slots.P = contract(slots.P ?? '', tone === 'semi-formal' ? 0 : Number.POSITIVE_INFINITY);
  text = fill(text);
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
