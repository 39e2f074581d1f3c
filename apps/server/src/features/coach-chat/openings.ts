import { escapeMarkdown, proseLines } from '@iyl/core/text/markdown';
import { isEnglishWord } from './knowledge/hyphens.ts';
import { withApostrophes } from './question-reading.ts';
import { libraryUses } from './library-index.ts';
import { pick } from './wording.ts';

/*
 * How an answer of the built-in coach opens (issue 47): the person's situation or question said back in a
 * sentence, in their words turned to "you", never a harsh word they used of themselves nor a typo, and what it
 * is about only when nothing can be said back.
 */

/** The question is said back up to about this long. */
const REFLECT_CHARS = 150;

/** A person's words said back to them: "I", "my", "we" become "you", "your". One pass, so nothing is swapped twice. */
function spokenBack(text: string): string {
  const swaps: Record<string, string> = {
    'i am': 'you are', "i'm": "you're", im: "you're", "i've": "you've", ive: "you've", "i'd": "you'd", "i'll": "you'll", 'i was': 'you were',
    i: 'you', my: 'your', me: 'you', myself: 'yourself', mine: 'yours', "we're": "you're", we: 'you', our: 'your', us: 'you', ours: 'yours', ourselves: 'yourselves',
  };
  return (
    text
      .replace(/\b(?:i am|i'm|im|i've|ive|i'd|i'll|i was|i|my|me|myself|mine|we're|we|our|us|ours|ourselves)\b/gi, (word) => swaps[word.toLowerCase()] ?? word)
      // "I'm 58 and was made redundant": the "was" that goes on from "I" goes on from "you".
      .replace(/(\byou(?:'re| are)?\b[^.,;:!?]{0,60}?\band )was\b/gi, '$1were')
  );
}

/** Whether a text has a word (lower-case: a capital may be a name) that is no English word nor one the library uses ("tiktok"), a typo ("spendng"). */
const misspelt = (text: string) => (text.slice(0, 500).match(/(?<![\p{L}'’-])[a-z]{4,}(?![\p{L}'’-])/gu) ?? []).some((word) => !isEnglishWord(word) && !libraryUses(word));
// The word list is read now, as the server starts, not on a customer's first question (~100 ms).
isEnglishWord('');

/** "My (best) friend and I": a relation, then "and I" (not "my partner snores and I can't sleep"). */
const RELATION_AND_I =
  /\b((?:my|our)\s+(?:[\w'’-]+\s+)?(?:partner|husband|wife|boyfriend|girlfriend|fianc[eé]e?|sister|brother|siblings?|mum|mom|dad|mother|father|parents|son|daughter|kids|children|friend|mate|flatmate|housemate|roommate|colleague|boss|family|ex|cousin|nan|gran|grandma|grandad|aunt|uncle))\s+and\s+(?:i|me)(?![\w'’])/gi;

/** Harsh words a person uses of themselves. */
const SELF_JUDGEMENT = /\b(?:fat|unfit|overweight|obese|ugly|useless|stupid|lazy|pathetic|worthless|hopeless|disgusting|a failure|failing|a mess|an idiot|a loser|a bad (?:mum|mom|dad|parent|mother|father|friend|wife|husband|partner))\b/i;

/** Words that ask, inside what someone tells ("my friend borrowed £500, how do I bring it up"). */
const ASKS =
  /(?:^|[,;:-]\s*|\b(?:and|but|so)\s+)(?:(?:how|what|why|when|where|which)\s+(?:do|does|did|can|could|should|would|will|is|are|am|to)\b|(?:should|can|could|do|does|is|am)\s+(?:i|we|you|it|that|this|there)\b)|[,;:-]\s*(?:what|which|how (?:much|many))(?:\s+[\w']+){1,2}?\s+(?:can|could|should|do|would|will)\s+(?:i|we)\b|[,;:-]\s*(?:what's|what is)\s/i;


/** A request by what is wanted, with no verb ("healthy breakfast ideas without eggs", "cheap meals for a family of 5"). */
const WANTS_THINGS = /^(?:any |some |good |easy |quick |cheap |healthy |simple |best |[\w-]+ ){0,4}(?:ideas?|tips|meals?|recipes?|snacks?|advice|ways?|suggestions?|exercises?|stretches|activities|games|books?)\b(?!.*\b(?:is|are|was|were|do|does|did|have|has|can|could|should|will|would)\b)/i;
/** "How much should I have in…", "what can we do about…": the asking word, and the rest once "I"/"we" is put before the verb. */
const ASKS_INVERTED = /^(how (?:much|many|long|often|far)(?: [\w']+){0,3}?|what(?: [\w']+){0,2}?|which(?: [\w']+){0,2}?|when|where) (should|can|could|do|would|will|must|am|are) (i|we) (.{6,})$/i;
/** "How much screen time is ok for…": the subject is asked about, no "I" to put back. */
const ASKS_AMOUNT_OF = /^how (?:much|many)(?: [\w']+){1,3} (?:is|are|counts? as|makes?) .{4,}$|^how (?:much|many) (?:is|are) .{4,}$/i;
/** "How long will it take to…": the asking words, the thing asked about, then its verb. */
const ASKS_AMOUNT_WILL = /^(how (?:much|many|long|often|far)(?: [\w']+){0,3}?) (will|would|can|could|should) (it|they|this|that|there|(?:my|the|a|an|your|our) [\w']+) (.{3,})$/i;
/** "Snowball vs avalanche, which is better", "budgeting app or spreadsheet, what's best": two things weighed. */
const ASKS_WHICH_OF = /^(.{3,60}?),? (?:vs\.?|versus|or) (.{3,60}?)[,\s]+(?:which|what'?s|whats|what is)(?: one)?(?: is)? (?:better|best|the better one|the best one)\b.*$/i;
/** "What's a good…", "what is the best way to…": asking about a thing (not "what's going on", "what's wrong with me"). */
const ASKS_WHAT_IS = /^(?:so |and |ok,? )?(?:what'?s|what is|what are) (a|an|the|some|any|good)\s+(?!(?:matter|point|reason|problem|deal)\b)(.{6,})$/i;
/** A chat's told part that leaves out its "I" ("got a $4k balance", "just retired last month", "been feeling low"). */
const LEFT_OUT_I = /^(got|been|just|have|had|feeling|trying|struggling|thinking|looking|caring|juggling|raising|saving|grieving|dealing|tried|started|stopped|quit|lost|moved|found|only|keep|never|need|want|too(?= (?:embarrassed|ashamed|tired|scared|afraid|anxious|busy|stressed|shy|nervous|exhausted|proud)\b))\b/i;
/** A told part that opens on who the person is ("single dad working full time and…"): "I'm a" left out. */
const LEFT_OUT_IM_A = /^(?:single|lone|working|stay[- ]at[- ]home|full[- ]time|part[- ]time|new|first[- ]time|retired|self[- ]employed|divorced|widowed)\s+(?:mum|mom|dad|parent|mother|father|carer|nurse|teacher|student|worker)\b/i;
/** A told part that opens on how things are, not on "I" ("Everything feels like too much lately", "One of my friends keeps…", "Christmas with my in-laws…"). */
const TELLS_HOW_THINGS_ARE = /^(?:everything|nothing|life|things|one of my|(?:all|most|both|none|some) of my|all my|both my|christmas|work|money)\b/i;
/** "Why do I always wake at 3am", "why am I so tired", "why can't I stop": the asker, then what they wonder about. */
const ASKS_WHY = /^(?:so |and |but )?why (do i|am i|can't i|cant i|don't i|do we|are we|can't we) (.{6,})$/i;
/** "Napping after work, bad?": a thing, then the verdict asked for. */
const ASKS_VERDICT = /^([\w' -]{4,60}?),?\s+(bad|ok|okay|good|normal|worth it|safe|healthy)$/i;
/** "Is vaping safer than smoking", "is taking painkillers every day going to cause problems". */
const ASKS_IS_THAN = /^(is|are) ((?:[\w'-]+ ){1,10}?)((?:safer|better|worse|healthier|cheaper|riskier|harder|easier) than .{3,}|going to .{4,})$/i;
/** An alternative added to a yes-or-no ("… or is that overblown", "… or is it just a trend"): how it is put, not what is asked. */
const OR_NOT = /,?\s+or (?:is (?:that|it|this)|am i|are they|just|not)\b.*$/i;
/** "Should I…", "is it bad to…", "is it normal…": a yes or no. */
const ASKS_WHETHER = /^(?:(should|can|could) (i|we) (.{6,})|is it (.{6,}))$/i;
/** Something hard to tell: a feeling, a loss, a struggle. */
const HARD_TO_TELL = /\b(?:exhausted|lonely|alone|scared|afraid|anxious|anxiety|worried|worry|stress\w*|died|passed|lost|losing|struggl\w*|hard|cry\w*|sad|depress\w*|hurt\w*|ashamed|hate|can'?t cope|overwhelm\w*|panic\w*|grie\w*|miss|broke|debt|behind|fail\w*|guilt\w*|angry|shout\w*|drink\w*|smok\w*|vap\w*|addict\w*|bullied|divorc\w*|redundan\w*|sacked|fired|pain|ill|sick)\b/i;
/** Days, months and holidays, capitalised when said back. */
const PROPER = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december|christmas|easter|ramadan|diwali|hanukkah)\b/g;

/** "Does vaping help you quit", "does coffee affect sleep". */
const ASKS_DOES = /^does ((?:[\w'-]+ ){1,5}?)(affect|help|cause|stop|make|mean|count|matter|work|hurt|ruin|keep|damage|raise|lower|burn|boost)\b(.*)$/i;
/** "Is a bottle of wine a night too much", "are energy drinks bad for you". */
const ASKS_IS = /^(is|are) ((?:[\w'-]+ ){1,8}?)(too much|too many|too little|normal|ok|okay|safe|bad|healthy|unhealthy|enough|worth it|good)\b(.*)$/i;
/** A feeling, not a verdict: "I feel like a bad mum" is said back, "I'm useless" is not. */
const FEELS = /\b(?:feel(?:s|ing)?(?: like)?|think i'?m|worry (?:that )?i'?m|scared i'?m)\s+(?:\w+\s+){0,2}$/i;

/** The clauses of a question that tell something: each sentence, up to the words that start asking ("…, how do I cope"). */
function toldParts(sentences: readonly string[]): string[] {
  return sentences.slice(0, 3).flatMap((sentence) => {
    const plain = sentence.replace(/[?!.]+$/, '').trim();
    const asks = ASKS.exec(plain.toLowerCase());
    const told = asks ? plain.slice(0, asks.index).replace(/[\s,;:-]+$/, '').replace(/\s+(?:and|but|so)$/i, '') : /\?$/.test(sentence) ? '' : plain;
    return told ? [told] : [];
  });
}

/** Whether a clause has a harsh word of the person about themselves (not when they say they feel it). */
const judgesSelf = (text: string) => {
  const harsh = SELF_JUDGEMENT.exec(text);
  return harsh !== null && !FEELS.test(text.slice(0, harsh.index));
};

/**
 * The question said back in a sentence: "It sounds like you…" for what they tell (a part of it before
 * they ask: "my toddler wakes at 5am, how do I cope"), "You want to…" for a how-to, "You'd like to know…"
 * for what they ask, "You're after…" for what they want, else what it is about ("Let's look at paying off
 * credit card debt."). Harsh words about themselves ("I'm really unfit and overweight") are not said
 * back to them, nor a typo ("you can't stop spendng…").
 */
export function reflection(question: string, about: string, seed: number): string {
  const reading = { cutMidClause: false };
  const said = reflectionOf(question, about, seed, reading);
  // Better no echo than one that stops mid-clause ("… and every…").
  return reading.cutMidClause ? aboutOnly(about, seed) : said;
}

/** What the question is about, when nothing of it can be said back. */
const aboutOnly = (about: string, seed: number) => pick([`Let's look at ${about}.`, `Here is how I would approach ${about}.`, `On ${about}, a few things stand out.`], seed);

/** A clause is said back from about this long ("you and your husband have been arguing"). */
const CLAUSE_MIN_CHARS = 24;

/**
 * Where a clause of a long telling ends: at a comma, semicolon, colon or dash, or before a word that
 * starts a new one ("because…", "since he lost his job", "and every time I…", "but she…"; not "ever since").
 */
const CLAUSE_BREAK =
  /\s*[,;:]\s+|\s+[—–]\s+|(?<!\b(?:ever|even|just|only|long|as|all))\s+(?=(?:because|since|although|though|whereas|which|who)\s)|\s+(?=(?:and|but|so)\s+(?:i|i'm|i've|you|you're|you've|he|he's|she|she's|they|they're|we|we're|it|it's|there|this|that|now|then|every\w*|each|nobody|no one|nothing|when|if|whenever)\b)/gi;

/** A text said back whole, or up to the end of its last clause that fits; null when even its first clause is too long. */
function wholeClauses(text: string, max: number): string | null {
  if (text.length <= max) return text;
  let end = -1;
  for (const found of text.matchAll(CLAUSE_BREAK)) {
    if (found.index > max) break;
    if (found.index >= CLAUSE_MIN_CHARS) end = found.index;
  }
  return end < 0 ? null : text.slice(0, end).replace(/[\s,;:—–-]+$/, '');
}

function reflectionOf(question: string, about: string, seed: number, reading: { cutMidClause: boolean }): string {
  /** The words said back, whole clauses only (else the reflection is left out: `reading`). */
  const clauses = (text: string) => {
    const whole = wholeClauses(text, REFLECT_CHARS);
    if (whole === null) reading.cutMidClause = true;
    return whole ?? '';
  };
  const sentences = withApostrophes(proseLines(question).replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim())
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  const first = sentences[0] ?? '';
  const plain = first.replace(/[?!.]+$/, '').trim();
  const sayable = (text: string) => !judgesSelf(text.toLowerCase()) && !misspelt(text);
  const back = (text: string) => {
    // A new clause after a comma ("…talk to me, he just grunts") goes on after a dash, not a comma splice.
    const joined = text
      .replace(/,\s+(?=(?:he|she|they|i|i'm|we|we're|it's|he's|she's|they're|there's|there are|everyone|everybody|nobody|no one)\s)/gi, ' — ')
      .replace(/,\s+(?=feel(?:ing)? (?:like|that|so|as if)\b)/gi, ' and I ').replace(/,?\s+(?:how|why|what|any tips|any advice|help|please)$/i, '');
    // Days, months and holidays as they are written.
    const said = escapeMarkdown(clauses(spokenBack(joined).replace(/^(?!I\b)(\p{Lu})(?=\p{Ll})/u, (first: string) => first.toLowerCase()).replace(PROPER, (word) => word.charAt(0).toUpperCase() + word.slice(1))));
    return `${said}${said.endsWith('…') ? '' : '.'}`;
  };
  const howTo = /^(?:so |and |but )?how (?:do|can|could|should|would|might) (?:i|we) (.{6,})$/i.exec(plain) ?? /^(?:so |and )?how to (.{6,})$/i.exec(plain);
  // "How do you make friends in your 30s": a "you" meaning anyone, said as it was.
  const howOne = /^(?:so |and |but )?how (?:do|can|could|would) (?:you|one) (.{6,})$/i.exec(plain);
  if (howOne && sayable(plain)) {
    const want = escapeMarkdown(clauses(howOne[1] as string));
    return pick([`You want to ${want}.`, `You're looking for a way to ${want}.`], seed);
  }
  if (howTo && sayable(plain)) {
    const want = back(howTo[1] as string);
    return pick([`You want to ${want}`, `So you'd like to ${want}`, `You're looking for a way to ${want}`], seed);
  }
  // What they tell, said back as a statement: the part before they ask ("…, how do I bring it up"), with
  // the "I" a chat leaves out put back ("Got a $4k balance" is "I've got…", "just retired" is "I just retired").
  const told = toldParts(sentences)
    .map((part) =>
      LEFT_OUT_IM_A.test(part)
        ? `I'm a ${part.charAt(0).toLowerCase()}${part.slice(1)}`
        : part.replace(LEFT_OUT_I, (_, said: string) => `${/^(?:got|been)$/i.test(said) ? "I've" : /^(?:feeling|trying|struggling|thinking|looking|caring|juggling|raising|saving|grieving|dealing|too)$/i.test(said) ? "I'm" : 'I'} ${said.toLowerCase()}`),
    )
    .find((part) => (/^(?:i|i'm|i've|my|we|we're|our|me and|since|working|living|being)\b/i.test(part) || TELLS_HOW_THINGS_ARE.test(part)) && part.split(' ').length >= 3 && sayable(part));
  if (told) {
    // "My sister and I" is said back as "you and your sister".
    const said = back(told.replace(RELATION_AND_I, 'me and $1'));
    // Thanks for telling is for something hard to tell, not for "I'm vegetarian".
    return pick([`It sounds like ${said}`, `From what you say, ${said}`, ...(HARD_TO_TELL.test(told) ? [`Thank you for telling me: ${said}`] : [])], seed);
  }
  if (WANTS_THINGS.test(plain) && sayable(plain)) return `You're after ${back(`${/^(?:best|cheapest|easiest|quickest|healthiest)\b/i.test(plain) ? 'the ' : ''}${plain.charAt(0).toLowerCase()}${plain.slice(1)}`)}`;
  // "What's the best way to…", "what's a realistic workout for…": what they ask about, up to a second question.
  const aboutWhat = ASKS_WHAT_IS.exec(plain);
  if (aboutWhat && sayable(plain)) return `You're asking about ${back(`${(aboutWhat[1] as string).toLowerCase()} ${(aboutWhat[2] as string).split(/,\s*/)[0]}`)}`;
  const weighed = ASKS_WHICH_OF.exec(plain);
  if (weighed && sayable(plain)) return `You're asking which is better: ${back(`${weighed[1]} or ${weighed[2]}`)}`;
  const inverted = ASKS_INVERTED.exec(plain);
  const will = ASKS_AMOUNT_WILL.exec(plain);
  const asked = inverted
    ? `${inverted[1]} ${inverted[3]} ${/^do$/i.test(inverted[2] as string) ? '' : `${inverted[2]} `}${inverted[4]}`
    : ASKS_AMOUNT_OF.test(plain)
      ? plain
      : will
        ? `${will[1]} ${will[3]} ${will[2]} ${will[4]}`
        : null;
  if (asked && sayable(plain)) return pick([`You'd like to know ${back(asked.toLowerCase())}`, `You're asking ${back(asked.toLowerCase())}`], seed);
  const why = ASKS_WHY.exec(plain);
  if (why && sayable(plain)) {
    const who: Record<string, string> = { 'do i': 'I', 'am i': "I'm", "can't i": "I can't", 'cant i': "I can't", "don't i": "I don't", 'do we': 'we', 'are we': "we're", "can't we": "we can't" };
    return `You're wondering why ${back(`${who[(why[1] as string).toLowerCase()] ?? 'I'} ${why[2]}`)}`;
  }
  const verdict = ASKS_VERDICT.exec(plain);
  if (verdict && !/^(?:is|are|am|does|do|should|can|how|what|why|when|which|who)\b/i.test(plain) && sayable(plain)) return `You're wondering whether ${back(`${verdict[1]} is ${verdict[2]}`)}`;
  const than = ASKS_IS_THAN.exec(plain.replace(OR_NOT, ''));
  if (than && sayable(plain)) return `You're wondering whether ${back(`${(than[2] as string).replace(/\b(?:actually|really) $/i, '').trim()} ${(than[1] as string).toLowerCase()} ${than[3]}`)}`;
  const whether = ASKS_WHETHER.exec(plain);
  if (whether && sayable(plain)) return `You're wondering whether ${back(whether[3] ? `to ${whether[3]}` : `it's ${whether[4]}`)}`;
  // "Does coffee affect sleep", "is a bottle a night too much": whether it does, whether it is.
  const does = ASKS_DOES.exec(plain.replace(OR_NOT, ''));
  if (does && sayable(plain)) return `You're wondering whether ${back(`${(does[1] as string).trim()} ${does[2]}${/(?:s|sh|ch|x)$/.test(does[2] as string) ? 'es' : 's'}${does[3]}`)}`;
  const is = ASKS_IS.exec(plain.replace(OR_NOT, ''));
  if (is && sayable(plain)) return `You're wondering whether ${back(`${(is[2] as string).replace(/\b(?:actually|really) $/i, '').trim()} ${(is[1] as string).toLowerCase()} ${is[3]}${is[4]}`)}`;
  return aboutOnly(about, seed);
}

