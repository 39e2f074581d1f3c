import { isEnglishWord } from './knowledge/hyphens.ts';

/*
 * A question as the built-in coach's library reads it (issue 47): lower-case, rewritten as the library
 * writes it ("drink less" is drinking, "I don't drink or smoke" neither), with its apostrophes put back,
 * without the clauses that only say when or why, and the ages of the children it speaks of.
 */

/** At most this much of a question is read: a question is a few sentences. */
export const QUESTION_READ = 2_000;

/** The word left where a question says the person has stopped smoking or vaping ("quit smoking 3 weeks ago"): no smoking advice uses it. */
export const EX_SMOKER = 'exsmoker';

/**
 * A clause that says when or why ("since I started my new job", "because of my new job"), up to the next
 * punctuation or a new clause joined by "and" ("since I lost my brother and the anniversary still knocks me flat").
 */
const CONTEXT_CLAUSE = /\b(?:since|because|after|ever since|due to)\b(?:(?!\s(?:and|but) (?:the|i|i'm|i've|my|it|it's|now|we|he|she|they)\b)[^.,;:!?]){0,200}/gi;
/** Questions that ask whether what they feel or do is normal ("is that normal?", "am I being dramatic?", "is it too late?"). */
export const ASKS_NORMAL =
  /\b(?:is (?:this|that|it|what i'?m feeling) (?:normal|common|weird|strange|ok|okay)|(?:is|it'?s) (?:it )?(?:normal|common|weird)\b|am i (?:being )?(?:dramatic|overreacting|weird|crazy|silly|abnormal)|should i (?:be )?worr(?:y|ied)|is (?:it|this) (?:too late|a (?:problem|concern|worry))|too late\b|anyone else)/i;
const ASKED_IF_NORMAL = new RegExp(ASKS_NORMAL.source, 'gi');
/** A question without "is that normal?", "should I be worried?": what it tells. */
export const withoutAskingIfNormal = (question: string) => question.slice(0, 2_000).replace(ASKED_IF_NORMAL, ' ');
/** A text without its clauses saying when or why. */
export const withoutContextClauses = (text: string) => text.replace(CONTEXT_CLAUSE, ' ');
/** …and without "is that normal?" either: what it asks about. */
export const mainClause = (question: string) => withoutContextClauses(withoutAskingIfNormal(question));

/** "I don't drink or smoke", "never smoked": drinking or smoking said not to be done. */
// ("Quit" only as done: "I've quit smoking", "I quit smoking two years ago"; not "how do I quit smoking".)
const NOT_DRINKING_OR_SMOKING =
  /\b(?:don'?t|do not|never|no longer|not|stopped|(?<=\b(?:i've|ive|i have|we've|already|since i)\s)quit|quit(?=\s+(?:drinking|smoking|vaping)(?:\s+[a-z0-9]+){0,3}\s+(?:ago|last|years?|months?|weeks?|in (?:19|20)\d\d)\b))\s+(?:drink(?:ing)?|smok(?:e|ed|ing)|vap(?:e|ed|ing))(?:\s+(?:or|and|nor)\s+(?:drink(?:ing)?|smok(?:e|ed|ing)|vap(?:e|ed|ing)))?\b(?!\s+(?:[a-z]+\s+){0,2}(?:water|tea|coffee))/g;

/** A text without what it says the person does not do ("I don't drink or smoke, but…"). */
export function withoutNegatedHabits(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(NOT_DRINKING_OR_SMOKING, ' ');
}

/**
 * Words read as the library writes them before stemming: two-word verbs people write apart ("work out"
 * → "workout"), "get out of debt" (as paying it off), and "install", which Porter folds into "instalment" (a question about installing
 * software is not one about paying in instalments).
 */
const REWRITES: readonly [RegExp, string | ((said: string) => string)][] = [
  // Chips eaten as a snack are crisps (the library's word); "stress eat" is stress eating.
  [/\bchips\b/g, 'crisps'],
  [/\bstress[- ]eat(?:s|ing)?\b/g, 'stress eating comfort eating'],
  // Partners as texted ("my bf", "hubby").
  [/\bbf\b/g, 'boyfriend'],
  [/\bgf\b/g, 'girlfriend'],
  [/\bhubby\b/g, 'husband'],
  // American for pay.
  [/\bpaychecks?\b|\bpaycheques?\b/g, 'pay'],
  // Phone games by name are gaming, not sweets or farms.
  [/\b(?:candy crush|clash of clans|farmville|fortnite|roblox|minecraft|call of duty|fifa|wordle|pokemon go)\b/g, 'gaming games'],
  // Getting fitter is getting fit (Porter leaves "fitter" as it is); playing a sport is exercise ("who won the football" is not).
  [/\bfitter\b/g, 'fit'],
  [/\b(?:for|play|plays|playing|train|training for|start|starting|take up|taking up) (?:football|soccer|rugby|netball|hockey|basketball|cricket|tennis|badminton|volleyball)\b/g, 'for sport exercise'],
  // A pet "put to sleep" is put down, not a question about sleep.
  [/\bput (?:(?:my|our|the|his|her|their|him|her|them|it) )?(?:(?:old|poor|little|beloved) )?(?:(?:dog|cat|pet|rabbit|horse|puppy|kitten) )?to sleep\b/g, 'pet euthanasia'],
  // Irregular past tenses, which a stemmer leaves as they are ("I haven't slept properly").
  [/\bslept\b/g, 'sleep'],
  [/\bwoke\b/g, 'wake'],
  [/\bdrank\b/g, 'drink alcohol'],
  [/\bfought\b/g, 'fight'],
  [/\bspent\b/g, 'spend'],
  [/\blent\b/g, 'lend'],
  // "Not being able to", "unable to": can't (the library's word; "able" is no subject: "replace it when you're able").
  [/\b(?:not (?:being |bein |be )?|un)able to\b/g, "can't"],
  // "Fed up": frustrated, not fed.
  [/\bfed up\b/g, 'frustrated'],
  [/\bwork(?:ing|ed|s)?\s+out\b/g, 'workout'],
  // "During the day" is the daytime too ("what about during the day?" after a sleep question: naps, not every day's wake-up time).
  // (Not "sleep in the day", the library's own words for sleeping after a night shift.)
  [/(?<!\b(?:sleep|sleeping|slept|asleep)\s)\b(?:during|in|through(?:out)?) the day\b(?!time)/g, '$& daytime'],
  [/\binstall(?:s|ed|ing|ation)?\b/g, 'setup'],
  // A few emoji people send instead of the word.
  [/😴|💤|🛌/gu, ' sleep '],
  [/😢|😭|😞|😔/gu, ' sad '],
  [/😰|😫|😩/gu, ' stress '],
  [/💸|💰|🤑/gu, ' money '],
  [/🍷|🍺|🍻|🥃/gu, ' alcohol '],
  [/🏃|🏋️?|💪/gu, ' exercise '],
  [/📱/gu, ' phone '],
  // "My 5 year old", "our 12-year-old": a child (ageBands reads which age from the words as written).
  [/\b(?:[1-9]|1[0-7])[-\s]?(?:years?|yrs?)[-\s]?olds?\b|\b(?:my|our|a) (?:[1-9]|1[0-7])[-\s]?y\/?o\b/g, 'child'],
  // "Tricks that actually work" are what works, not a question about work.
  [/\b(?:that|which|what|things that|ideas that) (?:actually |really |still )?works?\b/g, ' effective '],
  // "As a mum", "I'm a single dad": the person asking is a parent (not a mother they look after).
  [/\b(?:as an?|i'?m an?|i am an?|being an?)\s+(?:(?:single|new|working|stay[- ]at[- ]home|first[- ]time)\s+)?(?:mum|mom|mother|dad|father|parent)\b/g, '$& parenting'],
  // "Burnt out", "burned out": burnout.
  [/\bburn(?:t|ed|ing)?[\s-]+out\b/g, 'burnout'],
  // "Putting things off" is procrastinating (not the grief steps' "put off big decisions").
  [/\bput(?:s|ting)?\s+(?:(?:things|it|stuff|everything|work)\s+)?off\b/g, 'procrastinate'],
  // "Fast" and "faster" say how soon ("out of debt fast", "fall asleep faster"); "fasting" is a way of eating.
  [/\bfast(?:er|est)?\b/g, ' '],
  // "They drink a lot", "I drink every night": drinking alcohol (a drink of water is named).
  // (Not a drink named after it: "I drink too much coffee" is about caffeine.)
  [/\bdrinks?\s+(?:a lot|too much|heavily|loads|every (?:night|day|evening|weekend)|most (?:nights|days)|(?:at|on) (?:the )?weekends?|socially)\b(?!\s+(?:[a-z]+\s+){0,2}(?:water|tea|coffee|coffees|fluids?|juice|milk|soda|pop|fizzy|sugary|energy|caffein\w*|decaf|cola|coke|squash))/g, '$& alcohol'],
  // A binge said with drinking ("drink on weekends only if I binge a bit") is binge drinking, not binge eating.
  [/\bbinge(?:s|d|ing)?\b(?!\s+eat)(?=[^.?!]{0,60}\bdrink)|(?<=\bdrink[^.?!]{0,60})\bbinge(?:s|d|ing)?\b(?!\s+eat)/g, 'binge drinking alcohol'],
  // "Drink less", "drink too much" with nothing said of what: alcohol.
  [/\bdrink\s+(?:less|more|too much|so much)\b(?!\s+(?:[a-z]+\s+){0,2}(?:water|tea|coffee|fluids?|juice|milk|soda|pop|fizzy|sugary|energy|caffein\w*|decaf|cola|coke|squash))/g, '$& alcohol'],
  // "Tired of everything", "can't be bothered with anything", "fed up with it all": low mood, not sleep or exercise.
  [/\b(?:tired of|fed up with|sick of)\s+(?:everything|it all|life)\b|\bcan'?t be bothered (?:with|to do) (?:anything|everything)\b|\bwhat'?s the point\b/g, '$& low mood'],
  // "Last week", "last night", "the last few days": when, not what about ("lost my cat last week" is not about what lasts).
  [/\blast(?=\s+(?:week|night|month|year|weekend|time|few|couple|summer|winter|spring|autumn|christmas|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/g, ' '],
  // A month off drinking.
  [/\bdry\s+(?:january|jan|july|month)\b|\bsober\s+(?:october|month)\b/g, '$& alcohol'],
  // "Drinking" and "drinks" with nothing said of what are alcohol ("cut back on drinking", "drinks at work events").
  // (Not energy, soft or fizzy drinks: "how many energy drinks a day is too much" is about caffeine.)
  [/(?<!\b(?:energy|soft|fizzy|sugary|hot|cold|sports|protein|diet|caffeinated|milky|isotonic)\s)\b(?:drinking|drinks|drunk)\b(?!\s+(?:[a-z]+\s+){0,2}(?:water|tea|coffee|coffees|fluids?|juice|milk|soda|pop|fizzy|sugary|energy|caffein\w*|decaf|cola|coke|squash))/g, '$& alcohol'],
  // "I don't drink or smoke": what they do not do is not what they ask about.
  // ("Quit smoking three weeks ago" leaves a word for it, which no smoking advice uses: "gained weight since I quit".)
  [NOT_DRINKING_OR_SMOKING, (said: string) => (/\b(?:quit|stopped|no longer)\b/.test(said) && /smok|vap/.test(said) ? ` ${EX_SMOKER} ` : ' ')],
  // "Get out of debt", "debt-free", "clear my debts": the library's "debt payoff" ("get" and "out" are filler).
  [/\b(?:get(?:ting)?|be(?:ing)?|becom(?:e|ing))\s+(?:out|free|rid)\s+of\s+(?:my\s+|our\s+|all\s+)?(?:the\s+)?debts?\b|\bdebt[-\s]free\b|\bclear(?:ing)?\s+(?:off\s+)?(?:my\s+|our\s+|all\s+)?debts?\b/g, 'debt payoff'],
];

/**
 * A child's age band: advice for one (a teenager's phone at night, a newborn's feeds) does not fit another
 * (a 4-year-old's bedtime, a toddler's eating). The search reads every age as "child" (REWRITES); the band
 * is read from the words as written.
 */
export type AgeBand = 'baby' | 'toddler' | 'child' | 'teen' | 'adult';
const BAND_WORDS: readonly [AgeBand, RegExp][] = [
  ['baby', /\b(?:bab(?:y|ies|y's)|newborns?|infants?|(?:[1-9]|1[01])[-\s]?(?:months?|weeks?)[-\s]?olds?)\b/],
  ['toddler', /\b(?:toddlers?|pre-?schoolers?|terrible twos|(?:1[2-9]|[2-4]\d)[-\s]?months?[-\s]?olds?|[1-4][-\s]?(?:years?|yrs?)[-\s]?olds?|[1-4][-\s]?y\/?o)\b/],
  ['child', /\b(?:(?:[5-9]|1[0-2])[-\s]?(?:years?|yrs?)[-\s]?olds?|(?:[5-9]|1[0-2])[-\s]?y\/?o)\b/],
  ['teen', /\b(?:teens?|teenagers?|teenage|adolescents?|(?:1[3-7])[-\s]?(?:years?|yrs?)[-\s]?olds?|1[3-7][-\s]?y\/?o)\b/],
  ['adult', /\b(?:adult|grown[- ]up)\s+(?:children|child|kids?|sons?|daughters?)\b/],
];
/** The age bands of children a text speaks of ("my 4 year old": toddler); none for "my kids", "my son" (any age). */
export function ageBands(text: string): Set<AgeBand> {
  const read = text.slice(0, QUESTION_READ).toLowerCase().replace(/[’‘]/g, "'");
  return new Set(BAND_WORDS.filter(([, words]) => words.test(read)).map(([band]) => band));
}

/** Faces that say how a message feels, not what it is about (and hands pleading or praying). */
const FEELING_EMOJI = /😢|😭|😞|😔|🙏/gu;

/**
 * A question as the library reads it, before stemming: lower-case, its addresses left out, rewritten as the
 * library writes it ("drink less" is read as drinking alcohol, "I don't drink or smoke" as neither).
 */
export function asLibraryReads(question: string): string {
  // A question cut short loses its cut-off last word rather than searching for half of it.
  let text = (question.length > QUESTION_READ ? question.slice(0, QUESTION_READ).replace(/\S*$/, '') : question).toLowerCase().replace(/[’‘]/g, "'");
  // An address says where, not what about.
  text = text.replace(/\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|co|uk|io|info|gov|edu)(?:\/\S*)?/g, ' ');
  // A crying or sad face beside words says how it feels, not what it is about ("😴 can't sleep 😭🙏" is about sleep):
  // read as sadness only when there are too few words to say what about.
  if ((text.match(/\p{L}{2,}/gu) ?? []).length >= 2) text = text.replace(FEELING_EMOJI, ' ');
  // (Two calls: TypeScript picks String.replace's overload by the replacement's type.)
  for (const [written, read] of REWRITES) text = typeof read === 'string' ? text.replace(written, read) : text.replace(written, read);
  // Typed without apostrophes ("theres", "im"), or as texted ("nite"): read as the words.
  return withApostrophes(text).toLowerCase();
}

/** Contractions typed without their apostrophe ("dont", "cant", "im") as written, before they are said back. */
const UNAPOSTROPHED: Record<string, string> = {
  dont: "don't", cant: "can't", wont: "won't", doesnt: "doesn't", didnt: "didn't", isnt: "isn't", wasnt: "wasn't", arent: "aren't",
  havent: "haven't", hasnt: "hasn't", couldnt: "couldn't", shouldnt: "shouldn't", wouldnt: "wouldn't", im: "I'm", ive: "I've", youre: "you're",
  theres: "there's", thats: "that's", whats: "what's",
  // Spellings of texting, said back as words.
  nite: 'night', tonite: 'tonight',
  // Short words typed a letter short, too short to be read as typos ("get bak to sleep", "not bein able to").
  bak: 'back', bein: 'being', agen: 'again', nxt: 'next', wen: 'when',
};
const UNAPOSTROPHED_WORDS = new RegExp(`\\b(?:${Object.keys(UNAPOSTROPHED).join('|')})\\b`, 'gi');
export const withApostrophes = (text: string) =>
  withDoubling(text)
    // "its driving me mad": "it's" before what it is or does.
    .replace(/\bits(?= (?:\w+ing|been|not|so|too|really|just|always|never|all|hard|impossible|ok|okay|fine|time|like|a|an|the)\b)/gi, (word) => `${word.slice(0, 2)}'s`)
    .replace(UNAPOSTROPHED_WORDS, (word) => UNAPOSTROPHED[word.toLowerCase()] ?? word);

/** A word typed with its last consonant once where it doubles ("runing", "stoping", "shoping"): read as the word it is, when that is one and it is not. */
const UNDOUBLED = /\b([a-z]*[^aeiou\W][aeiou])([bdglmnprt])(ing|ed|er)\b/gi;
const withDoubling = (text: string) =>
  text.replace(UNDOUBLED, (word, stem: string, last: string, ending: string) => (!isEnglishWord(word) && isEnglishWord(`${stem}${last}${last}${ending}`) ? `${stem}${last}${last}${ending}` : word));
