import { stems } from '../../platform/search/stems.ts';
import { type KnowledgePassage, onlyWhenNamed, onlyWhenSpokenOf, type Subject, subjectNames } from './knowledge-base.ts';
import { index, perPassage, termStemsOf } from './library-index.ts';
import { contentWords } from './library-search.ts';
import { type AgeBand, ageBands, asLibraryReads, mainClause } from './question-reading.ts';
import { asRead } from './planning.ts';

/*
 * Whom a passage is for (issue 47): the people a question is about and the child's age, whose problem it
 * is, what the person says of themselves (that they drink, smoke, are grieving), and nothing a passage's
 * title takes for granted that the question does not say. Retrieval keeps only the passages that suit the
 * person asking.
 */

/** A subject the question names counts this much more in the vote. */
export const NAMED = 2;
const subjectStems = Object.entries(subjectNames).map(([subject, names]) => [subject as Subject, new Set(stems(names))] as const);
export const subjectStemsOf = new Map<Subject, ReadonlySet<string>>(subjectStems);

/** The subjects a question names ("stress", "debt", "my job"), outside a clause that only says when or why ("since I started my new job"). */
export function named(question: string): Set<Subject> {
  const said = new Set(contentWords(mainClause(question)));
  return new Set(subjectStems.filter(([, names]) => [...names].some((stem) => said.has(stem))).map(([subject]) => subject));
}

const assumedStems = [...onlyWhenNamed].map(([subject, words]) => [subject, new Set(stems(words))] as const);
const presumedStems = [...assumedStems, ...[...onlyWhenSpokenOf].map(([subject, words]) => [subject, new Set(stems(words))] as const)];
/** The subjects given only when the question speaks of what they assume or presume (onlyWhenNamed, onlyWhenSpokenOf). */
const givenWhenSaid = new Set(presumedStems.map(([subject]) => subject));

/** The subjects whose advice assumes or presumes something of the person (knowledge-base.ts onlyWhenNamed, onlyWhenSpokenOf) that the question says. */
function assumable(question: string): Set<Subject> {
  const said = new Set(contentWords(question));
  return new Set(presumedStems.filter(([, words]) => [...words].some((stem) => said.has(stem))).map(([subject]) => subject));
}

/**
 * The people a question or a passage can be about besides the person asking, a group each: advice for
 * one ("share the chores with your partner") does not fit another ("my flatmate never washes up").
 * ("Parent" is not one: in the parenting passages it is the person asking.)
 */
const ROLES: readonly ReadonlySet<string>[] = [
  'partner partners husband wife boyfriend girlfriend spouse fiance fiancee couple couples',
  'flatmate flatmates housemate housemates roommate roommates lodger',
  'colleague colleagues coworker coworkers boss',
  'sibling siblings brother sister',
  'child children kid kids son daughter toddler teenager teenagers teen baby',
  'pet dog cat',
  'mum mom mother dad father',
].map((words) => new Set(stems(words)));
/** "We're like flatmates", "we feel like strangers": a likeness, not someone else in the question. */
const withoutLikeness = (question: string) => question.replace(/\blike (?:(?:we['’]?re|we are|just|two|a pair of|more) )*(?:flatmates|roommates|housemates|strangers|siblings|brother and sister|colleagues)\b/gi, ' ');
const rolesIn = (said: Iterable<string>) => {
  const words = new Set(said);
  return new Set(ROLES.filter((role) => [...role].some((stem) => words.has(stem))));
};
/** Whom a passage is about, as its title says (its keywords give examples: "feel like roommates" is about a couple). */
const rolesOf = perPassage((passage) => rolesIn(stems(passage.title)));
/**
 * Whether people spoken of fit the people asked about: one of them, or not one kind of person (no one in
 * particular, or several: "a partner, a friend or your boss"), or the question names no one.
 */
const sameRoles = (roles: ReadonlySet<ReadonlySet<string>>, asked: ReadonlySet<ReadonlySet<string>>) => asked.size === 0 || roles.size !== 1 || [...roles].some((role) => asked.has(role));

/**
 * Whether a text (a step's quote) fits the people a question is about: it speaks of one kind of person
 * only when the question does too, or names no one ("most sibling fights…" is not for "my son"); of a
 * child of the age the question says, if it says one ("teenagers" is not for "my 4 year old"); and, when
 * the question says someone else has the problem, not to the reader about their own ("while you drink"
 * is not for "my wife drinks too much").
 */
export function fitsPeople(text: string, question: string): boolean {
  if (!sameBands(ageBands(text), ageBands(question))) return false;
  const whose = whoseProblem(question);
  if (whose?.whose === 'other' && whose.problem.yours.test(text.toLowerCase().replace(/[’‘]/g, "'"))) return false;
  const asked = rolesIn(contentWords(withoutLikeness(question)));
  return asked.size === 0 || sameRoles(rolesIn(stems(text)), asked);
}

/** Whether age bands fit each other: the same one, or either says none ("my kids", "a bedtime routine for kids"). */
const sameBands = (said: ReadonlySet<AgeBand>, asked: ReadonlySet<AgeBand>) => said.size === 0 || asked.size === 0 || [...said].some((band) => asked.has(band));

/**
 * The ages a passage is written for, as its title or its plan topic says ("Broken nights with a baby",
 * "getting through conflict with your teenager"); its keywords widen a band the title gives ("toddler wakes
 * in the night"), but a title of no age ("A bedtime routine for kids") is for every age.
 */
const bandsOf = perPassage((passage): ReadonlySet<AgeBand> => {
  const own = ageBands(`${passage.title}. ${passage.topic ?? ''}`);
  return own.size > 0 ? new Set([...own, ...ageBands(passage.keywords.join('. '))]) : own;
});

/*
 * Whose problem it is. "My wife drinks too much" is asked by the one affected, not by the drinker; "my dog
 * died" by the one grieving, not by someone supporting them. A problem someone can have, with how a
 * question says someone has it (after "my wife", after "I"), the stems that mark a passage as about it,
 * and how a sentence speaks to the reader about their own ("you drink", "your snoring").
 */
interface Problem {
  said: string;
  /** What else says the person asking has it too ("I want to cut down"). */
  own?: string;
  stems: ReadonlySet<string>;
  yours: RegExp;
}
const PROBLEMS: readonly Problem[] = [
  { said: "(?:drinks?|drinking)(?!\\s+(?:[a-z]+\\s+){0,2}(?:water|tea|coffee|juice|milk|soda|pop|fizzy|cola|coke|energy|squash))|(?:is )?(?:an? )?alcoholic|gets drunk", own: 'cut(?:ting)? (?:down|back)|drink less|stop drinking|quit drinking', stems: 'drink drunk alcohol booze hangover sober', yours: 'drink|drinks|drinking|alcohol' },
  { said: 'snores?|snoring', stems: 'snore snorer snoring', yours: 'snore|snores|snoring' },
  { said: 'smokes?|smoking|vapes?|vaping', own: 'quit|give up|stop|cut(?:ting)? (?:down|back)', stems: 'smoke smoker smoking vape vaping cigarettes nicotine', yours: 'smoke|smokes|smoking|vape|vapes|vaping' },
  { said: 'gambles?|gambling', own: 'quit|give up|stop', stems: 'gamble gambling', yours: 'gamble|gambles|gambling' },
  { said: '(?:takes|uses|using|on) drugs|(?:is )?addicted|addiction', stems: 'drugs addiction addicted', yours: 'drug use|addiction' },
  { said: '(?:is )?depressed|(?:has )?depression', stems: 'depression depressed', yours: 'depression' },
  { said: "(?:is )?grieving|lost (?:his|her|their) \\w+|(?:'s|whose) (?:\\w+ ){0,2}?(?:died|passed away)", stems: 'grief grieving bereaved bereavement', yours: 'grief' },
].map(({ said, own, stems: words, yours }) => ({ said, own, stems: new Set(stems(words)), yours: new RegExp(`\\byou(?:r|'re| are)?\\s+(?:own\\s+)?(?:${yours})\\b`) }));
/** Whom "my …" can be (not "my job", "my weight"). */
const SOMEONE =
  "(?:my \\d{1,2}[- ]?(?:year[- ]old|yo)|my (?:partner|wife|husband|boyfriend|girlfriend|spouse|fiancee?|other half|friend|best friend|mate|flatmate|housemate|roommate|colleague|boss|brother|sister|son|daughter|child|kid|teenager|teen|mum|mom|mother|dad|father|parent|nan|gran|grandma|grandad|grandpa|aunt|uncle|cousin|neighbour|neighbor)s?(?:'s)?|(?:a|our) (?:friend|loved one|partner|family member)|someone|somebody)";
/** Up to three words between whom and what they do, none of them the person asking ("my wife and I drink" is about both). */
const BETWEEN = "(?:\\s+(?!(?:i|and|we|me|but|so|says?|said|thinks?)\\b)[\\w']+){0,3}?";
const OTHERS = PROBLEMS.map((problem) => [problem, new RegExp(`\\b${SOMEONE}${BETWEEN}\\s*(?:${problem.said})\\b`)] as const);
// (Not "I don't drink or smoke", "I never gamble": said not to be done.)
const OWN = PROBLEMS.map((problem) => [problem, new RegExp(`\\bi(?:'m| am|'ve been| have been)?(?:\\s+(?!(?:my|your|his|her|their|him|them|don't|dont|do not|never|not|no)\\b)[\\w']+){0,3}?\\s+(?:${problem.said}${problem.own ? `|${problem.own}` : ''})\\b`)] as const);
/** A question that starts by asking to quit or cut down ("quit smoking", "how do I stop vaping"): the asker's own. */
const OWN_START = PROBLEMS.filter((problem) => problem.own).map(
  (problem) => [problem, new RegExp(`^(?:(?:how (?:to|do i|can i|should i|would i)|help me|i want to|i need to|want to|tips (?:to|for)) )?(?:${problem.own})\\b.{0,30}\\b(?:${problem.said})`)] as const,
);
/** "My dog died", "since my dad passed away", "I lost my mum": the person asking is bereaved. */
const OWN_LOSS = /\b(?:i|we)(?:'ve| have)? (?:just )?lost (?:my|our)\b|\bour (?:[\w']+ )?(?:dog|cat|pet|baby|son|daughter|mum|mom|dad|nan|gran|grandad|grandma) (?:just |has |had )?(?:died|passed away|passed)\b|\b(?:i|we) (?:had to |have just |just |finally )?(?:put|had) (?:my|our) (?:old )?(?:dog|cat|pet|rabbit|horse|puppy|kitten) (?:put )?(?:down|to sleep)\b|\bmy (?:[\w']+ )?[\w]+ (?:just |has |had )?(?:died|passed away|passed|was put (?:down|to sleep))\b|\b(?:my|our) (?:[\w']+ )?(?:dog|cat|pet|rabbit|horse|puppy|kitten|pony|hamster|budgie)\b[^.!?]{0,30}\b(?:was|got|has been|had to be) put (?:down|to sleep)\b/;
const GRIEF = PROBLEMS.find((problem) => problem.stems.has('grief')) as Problem;
/** The subject of a loss the asker says is theirs ("I lost my cat", "my dad passed away"): grief. */
export const bereaved = (question: string): Subject[] => (OWN_LOSS.test(asRead(question)) ? ['grief'] : []);

/**
 * Whose problem a question is about: someone else's ("my wife drinks"), the asker's own ("I drink", "my
 * dog died"), or it does not say, or says both ("my friends all drink a lot and I want to cut down"): null.
 */
export function whoseProblem(question: string): { whose: 'other' | 'self'; problem: Problem } | null {
  const read = asRead(question);
  const others = OTHERS.find(([, said]) => said.test(read))?.[0];
  const own = OWN.find(([problem, said]) => said.test(read) && (!others || problem === others))?.[0];
  if (others) return own ? null : { whose: 'other', problem: others };
  if (own) return { whose: 'self', problem: own };
  // "Quit smoking", "how to stop vaping": asked for oneself.
  const wants = OWN_START.find(([, said]) => said.test(read))?.[0];
  if (wants) return { whose: 'self', problem: wants };
  return OWN_LOSS.test(read) ? { whose: 'self', problem: GRIEF } : null;
}

/** A passage written for the one supporting or living with someone who has a problem, as its title or topic says. */
const SUPPORTING = /\bsupporting (?:someone|a|your)\b|\bhelping a partner\b|\bsomeone who\b|\bloved one'?s?\b|\bnext to a snorer\b|\ba partner with\b|\bwhen a friend\b/i;
export const isSupporting = (passage: KnowledgePassage) => SUPPORTING.test(`${passage.title}. ${passage.topic ?? ''}`);

/** Whether a question is about someone else's problem ("my wife drinks too much"), not the asker's own. */
export function aboutSomeoneElse(question: string): boolean {
  return whoseProblem(question)?.whose === 'other';
}

/** The subjects whose every passage assumes the reader has the problem (onlyWhenNamed: alcohol for drinking), by problem. */
const assumedOf = (problem: Problem) => new Set(assumedStems.filter(([, words]) => [...words].some((stem) => problem.stems.has(stem))).map(([subject]) => subject));
/** What a passage is written about, as its title and plan topic say (its keywords list what people say, "partner snoring" among them). */
const writtenAboutOf = perPassage((passage): ReadonlySet<string> => new Set(stems(`${passage.title} ${passage.topic ?? ''}`)));

/**
 * Whether a passage is for the person asking, as far as whose problem it is: advice for supporting someone
 * else only when the question is about someone else's problem (and about that one: "supporting someone who
 * gambles" is not for a son who borrows money); and for someone else's problem, not the
 * advice written to the one who has it: a passage of a subject that assumes the reader has it (alcohol
 * for "my wife drinks too much"), or whose title or topic is about it and names no one else ("dealing
 * with snoring" for "my partner snores").
 */
function forTheAsker(passage: KnowledgePassage, whose: ReturnType<typeof whoseProblem>): boolean {
  // Supporting someone with a problem (gambling, drinking) only when the question says someone has that one.
  const supports = isSupporting(passage) ? PROBLEMS.find((problem) => [...writtenAboutOf(passage)].some((stem) => problem.stems.has(stem))) : undefined;
  if (!whose) return supports === undefined;
  if (supports) return whose.whose === 'other' && whose.problem === supports;
  if (isSupporting(passage)) return whose.whose === 'other';
  if (whose.whose === 'self') return true;
  if (assumedOf(whose.problem).has(passage.subject)) return false;
  return rolesOf(passage).size > 0 || ![...writtenAboutOf(passage)].some((stem) => whose.problem.stems.has(stem));
}

/** The people a passage's title names who are children ("When your child wants a phone"), or the ages it is written for. */
const CHILDREN = ROLES.find((role) => role.has(stems('child')[0] as string)) as ReadonlySet<string>;
/** Whether a passage is written about a child, not for the adult reader's own habits ("Greyscale and a duller phone" is not). */
export const aboutAChild = (passage: KnowledgePassage) => passage.subject === 'parenting' || rolesOf(passage).has(CHILDREN) || bandsOf(passage).size > 0;

/** Whether a passage fits whom the question is about: the people, the child's age, whose problem it is. */
function fitsWhom(question: string, whose = whoseProblem(question)): (passage: KnowledgePassage) => boolean {
  const people = rolesIn(contentWords(withoutLikeness(question)));
  const bands = ageBands(question);
  return (passage) => sameRoles(rolesOf(passage), people) && sameBands(bandsOf(passage), bands) && forTheAsker(passage, whose);
}


/** One's own parents, as the question says it. */
const MY_PARENTS = /\bmy (?:parents|mum and dad|mom and dad|mam and dad)\b/;

/**
 * Circumstances a passage's title or plan topic takes for granted (a student's overdraft, a single parent's
 * evenings, life after a breakup, a move, childcare, caring for someone, looking for work, moving in
 * together, exams, a new baby, a job one dislikes, investing, long distance, an older relative, getting back into something), each with the words that say so:
 * such a passage answers only a question that says it ("in my overdraft every month" is not a student's).
 */
const PRESUMES: readonly (readonly [presumes: RegExp, says: RegExp])[] = [
  [/\bstudents?\b|\buniversity\b/, /\b(?:students?|uni|university|college|studying|course|freshers?)\b/],
  [/\b(?:single|lone) (?:parents?|mums?|moms?|dads?|parenting)\b/, /\b(?:single|lone|on my own|by myself|separated|divorced|co-?parent\w*)\b/],
  // The asker's own ("my parents are getting divorced" is not).
  [
    /\bbreak-?ups?\b|\bdivorc\w*|\bseparat(?:ed|ion)\b/,
    /\b(?:i|we)(?:'m|'re|'ve| am| are| have| had| just| recently| finally){0,2} (?:\w+ )?(?:broke up|break(?:ing)? up|split|divorc\w*|separat\w*)|\b(?:my|our|the) (?:break ?up|divorce|separation|split)\b|\bmy ex\b|\bdumped me\b|\bleft me\b|\bgoing through (?:a|the|my) (?:break ?up|divorce|separation)\b|^(?:after|since|post)[- ](?:a |the )?(?:break ?up|divorce|separation)/,
  ],
  [/\bback home\b|\bnew (?:city|town|area|country)\b|\bafter (?:a|the) move\b|\brelocat\w*/, /\bmov(?:ed|ing|e)\b|relocat\w*|new (?:city|town|area|country|place)|back home|abroad/],
  [/\bchildcare\b|\bnursery\b|\bchildminder\b/, /\bchildcare|nursery|childminder|child|children|kids?|son|daughter|baby|toddler\b/],
  [/\bcarers?\b|\bcaring for\b/, /\bcarer|caring|care for|look(?:ing)? after|dementia|disabled|disability|illness|stroke\b/],
  [/\bjob (?:search|hunt\w*)\b|\blooking for (?:work|a job)\b|\bunemploy\w*|\bredundan\w*|\blaid off\b/, /\bjob ?(?:search|hunt\w*)|looking for (?:a )?(?:new )?(?:job|work)|find(?:ing)? (?:a )?(?:new )?(?:job|work)|unemploy\w*|redundan\w*|laid off|lost my job|out of work|sacked|fired|applying|applications?|interviews?\b/],
  [/\bmov(?:e|ing) in together\b/, /\bmov(?:e|ing) in\b/],
  // A long silence in a family, only for one who says they are not in touch ("how do I stop arguing with my sister" is not).
  [/\blong silence\b/, /\bhaven'?t (?:\w+ )?(?:spoken|talked|seen|heard)\b|\bnot (?:speaking|talking|in touch)\b|\bdon'?t (?:speak|talk)\b|\bestrang\w*|\bf[ae]ll(?:en)? out\b|\bsilence\b|\bcut (?:me|us|them|him|her) off\b|\bno contact\b|\bin years\b|\bfor years\b|\bmiss (?:my|her|him|them)\b|\brift\b|\bfeud\b|\breach out\b|\bback in touch\b|\breconcil\w*|\bmake up with\b/],
  // Wanting to lose weight, or to gain it.
  [/\blos(?:e|ing) weight\b|\bweight loss\b/, /\blos(?:e|ing) (?:some |the )?(?:weight|pounds|kilos|fat|belly)|\bweight|\bslim\w*|\bdiet\w*|\boverweight|\bfat\b|\bcalorie/],
  [/\bgain(?:ing)? (?:healthy )?weight\b|\bunderweight\b/, /\bgain|\bunderweight|\bskinny|\btoo thin\b|\bput on (?:weight|muscle)|\bbulk|\bmuscle|\bscrawny|\beat more\b|\beating more\b|\bnot eating enough\b|\bappetite/],
  [/\bpostnatal\b|\bpost-natal\b|\bnew (?:baby|parents?)\b|\bnewborn\b|\bafter (?:a|the) baby\b/, /\bpost-?natal|\bpregnan\w*|\bbaby|\bbabies|\bnewborn|\bgave birth|\bgiving birth|\bmaternity|\bpaternity/],
  [/\bstuck in a job\b|\bjob you don'?t like\b/, /\bhate\b|\bstuck in (?:my|a|this|the) (?:job|role|career)\b|\bdon'?t like\b|\bdislike\b|\bunhappy\b|\bmiserable\b|\bbored\b|\bleav\w* (?:my|the|this|a) (?:job|role|work|company|career)\b|\bquit(?:ting)? (?:my|the|this|a) (?:job|role|work)\b|\bsick of\b|\bfed up\b|\bswitch\w* careers?\b|\bnew career\b/],
  [/\bwhen your parents split\b/, MY_PARENTS],
  [/\binvest\w*/, /\binvest\w*|\bshares\b|\bstocks?\b|\bisas?\b|\bindex funds?\b|\bpensions?\b/],
  [/\blong[- ]distance\b/, /\blong[- ]distance\b|\bldr\b|\bmiles apart\b|\bdifferent (?:cities|countries|city|country)\b|\b(?:another|other) (?:city|country|town|continent|side of the world)\b|\babroad\b|\blive apart\b|\bliving apart\b/],
  // An older relative, and getting back into something (done before).
  [/\bolder relative\b|\belderly\b|\bgrandparents?\b/, /\bgrand\w*|\bnan\b|\bgran\b|\belderly\b|\bolder\b|\bold (?:mum|mom|dad|man|lady|people|neighbou?r)\b|\bin (?:his|her|their) (?:70s|80s|90s|seventies|eighties|nineties)\b|\bmy (?:mum|mom|dad|mother|father|parents?|neighbou?r|aunt|uncle)\b|\bageing\b|\baging\b/],
  [/\b(?:getting|get|coming) back (?:into|to)\b/, /\bback (?:into|to|in)\b|\bagain\b|\bused to\b|\brestart\w*|\breturn\w*|\bafter (?:a |the )?(?:break|injury|illness|years?|months?|baby|pregnancy|time off)\b|\bhaven'?t (?:\w+ )?(?:in|for) (?:years|months|ages|a while)\b|\bstopped\b|\bgave up\b/],
  // What a loss was like, and what is still ahead ("Getting through the funeral" is not for a widow months on).
  [/\bsudden (?:death|loss)\b|\btraumatic\b/, /\bsudden\w*|\bunexpected\w*|\baccident\w*|\bsuicide\b|\bkilled\b|\bheart attack\b|\bout of nowhere\b|\bmurder\w*|\boverdose\w*|\btraumatic\b/],
  [/\bfuneral\b/, /\bfuneral\b|\bcremation\b|\bburial\b|\bmemorial\b|\bjust (?:died|passed)\b|\byesterday\b|\blast night\b|\bthis (?:morning|week)\b|\beulogy\b/],
  [/\bbull(?:y|ied|ies|ying)\b/, /\bbull(?:y|ied|ies|ying)\b|\bpick(?:ed|ing|s)? on\b|\bmean to\b|\bteas(?:e|ed|es|ing)\b|\bhit(?:s|ting)? (?:him|her|them)\b|\bnasty\b|\bcyber\w*/],
  // A pay rise, only for one who speaks of pay ("say no to my boss" does not want one).
  [/\bpay rise\b/, /\bpay\b|\bpaid\b|\bsalary\b|\bwages?\b|\brais(?:e|es|ing)\b|\bearn\w*|\bmoney\b|\bpromot\w*|\bunderpaid\b/],
  // Managing people, only for one who does ("say no to my boss" has a manager, not a team).
  [/\bmanaging (?:people|friends|a team|your team)\b/, /\bi manage\b|\bi'?m (?:a |the |their )?(?:new )?(?:manager|boss|team leader|supervisor)\b|\bmy team\b|\bmanag(?:e|ing) (?:my |a |the )?(?:team|friends|mates|people|staff)\b|\bpromot\w*|\bteam leader\b|\bmy (?:staff|reports|direct reports)\b/],
  [/\baffairs?\b|\bcheat\w*|\binfidelity\b|\bunfaithful\b/, /\baffairs?\b|\bcheat\w*|\binfidelity\b|\bunfaithful\b|\bslept with\b|\bsleeping with\b/],
  // Night shifts only for one who works nights ("early shifts, home at 2pm" is not a night-shift week).
  [/\bnight[- ]shifts?\b|\bafter nights\b/, /\bnight ?-?shifts?\b|\bnights\b|\bovernight\b|\bgraveyard\b|\bsleep(?:ing)? (?:in|during) the day\b|\bday sleep\b|\b(?:am|a\.m\.) finish\b|\bjet ?lag\w*|\btime ?zones?\b/],
  // (Shift work and jet lag, too: "what about during the day?" after a sleep question is neither.)
  [/\bnight shifts?\b|\bafter nights\b|\bday sleep\b|\bsleeping in the day\b|\bshift work\b|\bjet ?lag\b/, /\bjet ?lag\w*|\btime ?zones?\b|\bflights?\b|\bflying\b|\bfly\b|\btravel\w*|\blong[- ]haul\b|\bshifts?\b|\brota\b|\bnight ?shifts?\b|\bwork(?:s|ing)? (?:the )?nights\b|\b(?:on|after|between) nights\b|\bgraveyard\b|\bsleep(?:ing)? (?:in|during) the day\b|\bday sleep\b|\bshift work\w*|\b(?:am|a\.m\.) finish\b/],
  // An irregular income, a first part-time job, children away at weekends, sitting all day, and getting a child extra
  // help (self-harm, hopelessness): each only for one who says so (review stop-59 M1: a first salary is not self-employment).
  [/\birregular income\b/, /\birregular\b|\bself[- ]?employ\w*|\bfreelanc\w*|\bzero[- ]hours?\b|\bgig\b|\bcommission\b|\btips\b|\bseasonal\b|\bvar(?:y|ies|ied|iable)\b|\bcontract(?:or|ing)\b|\bdifferent (?:each|every) month\b|\bup and down\b|\bsome months\b|\bodd jobs\b|\bsole trader\b|\bown business\b/],
  [/\bpart-time job\b|\bsaturday job\b/, /\bpart[- ]time\b|\bsaturday job\b|\bweekend job\b|\bpaper round\b|\bfirst (?:ever )?job\b|\bteen\w*|\bi'?m 1[3-9]\b|\b1[3-9] ?(?:years? old|yo)\b|\bstudents?\b|\bwages\b|\bpocket money\b/],
  [/\bwhen the children are away\b/, /\bkids?\b|\bchild\w*|\bsons?\b|\bdaughters?\b|\bcustody\b|\bco-?parent\w*|\bmy ex\b|\btheir (?:dad|mum|mom|father|mother)\b/],
  [/\bsit all day\b/, /\bsit\w*|\bdesk\w*|\boffice\b|\bwork(?:ing)? from home\b|\bwfh\b|\bhome office\b|\bsedentary\b|\bchair\b|\bcomputer\b|\blaptop\b|\bscreen\b|\bdriv\w*/],
  [/\bwhere to keep your savings\b/, /\bsavings\b|\bemergency fund\b|\binterest\b|\bisas?\b|\bpots?\b|\bsaved\b|\bsaving up\b|\bwhere (?:to|should i) (?:keep|put)\b|\bbank account\b/],
  [/\bknow when to get extra help\b/, /\bwithdraw\w*|\bself[- ]harm\w*|\bhopeless\w*|\bschool refus\w*|\brefus\w* (?:to go to )?school\b|\bdepress\w*|\bin danger\b|\bsuicid\w*|\bcutting\b|\b(?:extra|professional|outside) help\b|\bcounsell\w*|\bworried about (?:him|her|them)\b|\bshould i (?:be worried|worry)\b/],
  // A teenager dieting, someone living alone, hunger at night, stairs: each only when said.
  [/\bteenager is dieting\b|\bdieting hard\b/, /\bdiet\w*|\beat(?:s|ing)?\b|\bfood\b|\bweight\b|\bmeals?\b|\bskip\w*|\bthin\b|\bcalorie\w*|\bbody\b/],
  [/\bliving alone\b|\blive alone\b/, /\b(?:live|living|lives) (?:alone|on (?:my|his|her|their) own|by (?:my|him|her|them)sel(?:f|ves))\b|\bwidow\w*|\bdivorc\w*|\bempty nest\w*/],
  [/\bhungry before bed\b/, /(?<!\bnot (?:even |really )?)(?<!n't (?:even |really )?)\bhungry\b|\bhunger\b|\bstarving\b|\bpeckish\b|\bempty stomach\b/],
  [/\bscales\b/, /\bweight\b|\bscales?\b|\blos(?:e|ing|t) (?:\w+ )?(?:pounds|kilos|lbs|kg|stone)\b|\bdiet\w*|\bslim\w*|\bplateau\w*/],
  [/\bache on stairs\b/, /\bstairs?\b|\bsteps\b|\bclimb\w*/],
  // A pet waking you, or children: only for one who says so ("how do i stop waking up at 3am" is not; nor "and at night?" after work stress).
  [/\bpets in the bedroom\b/, /\bpets?\b|\bdogs?\b|\bcats?\b|\bpupp(?:y|ies)\b|\bkittens?\b|\brabbits?\b|\bhamsters?\b/],
  [/\bby pets or children\b/, /\bpets?\b|\bdogs?\b|\bcats?\b|\bpupp(?:y|ies)\b|\bkittens?\b|\bkids?\b|\bchild\w*|\btoddlers?\b|\bbab(?:y|ies)\b|\bsons?\b|\bdaughters?\b|\bbirds?\b|\bdawn chorus\b|\btraffic\b|\bbin lorr\w*|\bneighbou?rs?\b/],
  // Nightmares, and tiredness after a full night, only for one who says so (not for waking at 3am).
  [/\bnightmares\b/, /\bnightmares?\b|\bdream\w*|\bscared\b|\bterrors?\b|\bscream\w*|\btrauma\w*|\bptsd\b|\bflashbacks?\b/],
  [/\btired even after\b/, /\btired\w*|\bexhaust\w*|\bfatigue\w*|\bno energy\b|\bdrained\b|\bunrefreshed\b|\bgroggy\b|\bsleepy\b|\bknackered\b|\bshattered\b|\bwiped out\b|\bapnoea\b|\bapnea\b/],
  // Sleeping too much only for one who says so, not for waking at 3am or six hours a night.
  [/\bsleeping too many hours\b/, /\btoo much sleep\b|\bsleep(?:s|ing)? too (?:much|long)\b|\boversleep\w*|\b(?:9|10|11|12|13|14|nine|ten|eleven|twelve) hours\b|\bsleep(?:s|ing)? (?:a lot|all day|so much|half the day|in till)\b|\blie-?ins?\b|\bcan'?t get up\b|\bhypersomnia\b/],
  // One poor night, for one who had one ("barely slept last night"), not for every night's trouble.
  [/\bafter a poor night'?s sleep\b/, /\blast night\b|\bone (?:bad|poor|rough) night\b|\bbarely slept\b|\bdidn'?t sleep\b|\bno sleep\b|\ball[- ]nighter\b|\bonly (?:slept|got) (?:\d|one|two|three|four)\b|\bhardly slept\b|\btoday\b|\bbig day\b|\btomorrow\b/],
  // Adults' oversleeping, adults' hours, are not a child's long nights.
  [/\bsleeping too many hours\b|\badults?\b/, /^(?![\s\S]*\b(?:\d{1,2}[- ]?(?:years?|yrs?)[- ]?olds?|\d{1,2} ?yo|sons?|daughters?|child|children|kids?|toddlers?|bab(?:y|ies)|teen\w*)\b)/],
  [/\bdementia\b|\balzheimer\w*/, /\bdementia\b|\balzheimer\w*|\bmemory\b|\bforget\w*|\bconfus\w*/],
  // "Is it too late to…" only for one who says their age or asks whether it is too late.
  [/\btoo late\b/, /\btoo late\b|\btoo old\b|\bat my age\b|\bi'?m (?:nearly |almost |now |over |turning )?[3-9]\d\b|\b[3-9]\d ?(?:years? old|yo|y\/o)\b|\bin my (?:30|40|50|60|70|80)'?s\b|\b(?:thirties|forties|fifties|sixties|seventies|eighties)\b|\bmidlife\b|\bretire\w*|\bolder\b|\bage\b/],
  // A break from drink ("Alcohol-free weekends") only for one taking one, not for cutting down on weeknights.
  [/\balcohol-free weekends?\b|\bdry (?:january|month)\b/, /\bdry (?:jan\w*|month|july|spell)\b|\bsober\w*|\balcohol[- ]free\b|\bwithout (?:a )?drink\w*|\bnot drinking\b|\bmonth off\b|\bbreak from (?:drink\w*|alcohol|booze)\b|\b(?:stopped|quit|giving up|given up|gave up) (?:drinking|alcohol|booze)\b|\bteetotal\b|\bno (?:alcohol|booze|drinking)\b/],
  [/\bwets? the bed\b|\bbed-?wetting\b/, /\bwet\w*|\bbed-?wetting\b|\baccidents?\b|\bnapp(?:y|ies)\b|\bpull-?ups?\b|\bdry (?:at night|nights?)\b|\bpotty\b|\btoilet\w*/],
  // A knee or hip replaced, thin bones, a cold: exercise for one only for one who says so ("my knee hurts when I run" is not a new knee).
  [/\b(?:knee|hip|joint) replacement\b/, /\breplace\w*|\bnew (?:knee|hip)\b|\b(?:knee|hip) (?:op|operation|surgery)\b|\bsurgery\b|\boperation\b/],
  [/\bosteoporosis\b/, /\bosteo\w*|\bbones?\b|\bbone density\b|\bfractur\w*/],
  [/\bback pain\b/, /\bback\b|\bspine\b|\bspinal\b|\bsciatica\b|\blumbar\b|\bslipped disc\b/],
  [/\bwith a cold\b/, /\bcolds?\b|\bflu\b|\bill\b|\bsick\b|\bunwell\b|\bcough\w*|\bsniffl\w*|\bsore throat\b|\bblocked nose\b|\brunny nose\b|\bunder the weather\b|\bbug\b|\bvirus\b/],
  // A partner who is low, only for one who says so ("he says I nag about the chores" is not).
  [/\bpartner is low\b/, /\blow\b|\bdown\b|\bdepress\w*|\bsad\b|\bunhappy\b|\bstruggl\w*|\bmental health\b|\bwithdrawn\b|\blost (?:his|her|their) job\b|\bsofa\b|\bcouch\b|\bwon'?t get help\b|\bhopeless\b|\bnot (?:himself|herself|themselves)\b/],
  // Leaving a job soon after starting, only for one who says they want to go ("a job interview tomorrow" is not).
  [/\bleaving a job\b/, /\bleav\w*|\bquit\w*|\bresign\w*|\bnotice\b|\bjust started\b|\bnew job\b|\bfew (?:weeks|months)\b|\bprobation\b|\bwrong (?:job|role|move)\b|\bmistake\b|\bhate\b|\bregret\w*/],
  // Nerves before a big moment, only for one who has one ahead (not "and at night?" after stress at work).
  [/\bbefore a big moment\b/, /\bpresent\w*|\bspeech\w*|\bspeak\w*|\binterview\w*|\bexams?\b|\btests?\b|\bmeetings?\b|\bperform\w*|\bstage\b|\bnerv\w*|\bbig day\b|\btomorrow\b|\baudition\w*|\bwedding\b|\bdriving test\b|\bpitch\b|\bdate\b|\bmatch\b|\brace\b|\bgig\b|\bconcert\b/],
  [/\bexams?\b|\brevision\b/, /\bexams?\b|\brevis\w*|\btests?\b|\bgcses?\b|\ba-?levels?\b|\bfinals\b|\bstudy\w*|\bstudents?\b|\bschool\b|\buni(?:versity)?\b|\bcollege\b/],
];

/** The asker says they are a child or a teenager ("I'm 15", "I'm a teenager", "as a teen"). */
export const YOUNG_ASKER = /\b(?:i'?m|i am|as)\s+(?:a\s+)?(?:teen(?:ager)?|(?:1[0-7]|[5-9])(?:\s*(?:years?|yrs?)\s*old)?(?![\d\w]))\b|\bi'?m in year (?:[5-9]|1[0-3])\b/;

/** Whether the question is about a child or a young person (their age band, or a young person asking for themselves). */
export const aboutAYoungPerson = (question: string) => YOUNG_ASKER.test(asRead(question)) || saysAChildsAge(question);
/** A child's age band the question gives, outside a clause that only says when or why ("since the baby came"). */
export const saysAChildsAge = (question: string) => [...ageBands(mainClause(question))].some((band) => band !== 'adult');

/**
 * An older person asking (55 or over, retired, a pensioner, a grandparent): their children are grown up, so
 * the parenting passages (written for children at home) are not for them unless they give a child's age
 * ("I'm 68 and my daughter says my gaming is a problem", "I'm 80 and my daughter lives in Australia").
 */
const OLDER_ASKER = /\b(?:i'?m|i am|aged?|at) (?:nearly |almost |now |over |turning )?(?:5[5-9]|[6-9]\d)\b(?! ?(?:minutes|mins|hours|days|weeks|months|percent|%|kg|lbs|quid|pounds))|\b(?:5[5-9]|[6-9]\d)[- ]?(?:years?[- ]old|yo|y\/o)\b|\bi'?m (?:retired|a pensioner|a grandparent|a grandma|a grandad|a granny|a nan)\b|\bi (?:just |recently )?retired\b|\bsince (?:i )?retir\w*|\bmy grand(?:children|kids|son|daughter|child)\b/;
const olderAsking = (question: string) => OLDER_ASKER.test(asRead(question)) && ![...ageBands(mainClause(question))].some((band) => band !== 'adult');

/** Asking about one's own parents, with no child of one's own in the question ("my parents argue all the time"): the parenting passages are not for them. */
const ABOUT_OWN_PARENTS = new RegExp(String.raw`^(?!.*\b(?:my|our) (?:kids?|children|child|son|daughter|baby|toddler|teen(?:ager)?s?)\b)(?!.*\bparenting\b).*${MY_PARENTS.source}`);
/** Asking about one's own brother or sister, with no child in the question ("my sister and I keep fighting"): a sibling's question, not a parent's. */
const ABOUT_OWN_SIBLING = /^(?!.*\b(?:kids?|children|child|sons?|daughters?|bab(?:y|ies)|toddlers?|teen(?:ager)?s?|nephews?|nieces?)\b)(?!.*\bparenting\b).*\b(?:my|our) (?:(?:big|little|older|younger|twin|baby|step|half)[- ]?)?(?:sisters?|brothers?|siblings?)\b/;

/**
 * Whether a passage is for the person asking: whom it is about (fitsWhom); advice that assumes something
 * of the person (that they drink, that they smoke) only when they say so; not the parenting passages for a
 * young person asking for themselves ("I'm a teenager and I can't sleep") or about their own parents;
 * nothing its title or topic takes for granted that the question does not say (PRESUMES), nor a plan's
 * step written for a situation the question does not name (GENERAL_TOPICS).
 */
export function suitsAsker(question: string, whose = whoseProblem(question)): (passage: KnowledgePassage) => boolean {
  // What the person says of themselves: in words of the subject, or a loss of their own ("we had to put our dog to sleep").
  // (A child is spoken of in what is asked, not in a clause that says when: "I stress eat after the kids go to bed" is not a parent's question.)
  const main = mainClause(question);
  const said = new Set([...[...assumable(question)].filter((subject) => subject !== 'parenting'), ...[...assumable(main)].filter((subject) => subject === 'parenting'), ...bereaved(question)]);
  const fits = fitsWhom(question, whose);
  const read = asRead(question);
  const young = YOUNG_ASKER.test(read) || ABOUT_OWN_PARENTS.test(read) || ABOUT_OWN_SIBLING.test(read);
  const presumed = PRESUMES.filter(([, says]) => !says.test(read)).map(([presumes]) => presumes);
  const presumesNothing = (passage: KnowledgePassage) => !presumed.some((presumes) => presumes.test(`${passage.title} ${passage.topic ?? ''}`.toLowerCase()));
  // A plan's step is written for its topic's situation: only for a question that says one of the topic's terms.
  const asked = new Set(stems(asLibraryReads(question)));
  const topicSaid = (passage: KnowledgePassage) => termStemsOf(passage).length === 0 || termStemsOf(passage).some((term) => term.every((stem) => asked.has(stem)));
  // A passage titled as a question answers that question: its heading and verdict presume it.
  const askedWithSynonyms = new Set([...asked, ...index.words(question).flatMap(({ stems: group }) => [...group])]);
  const titleAsked = (passage: KnowledgePassage) => !titledAsAQuestion(passage) || asksItsTitle(passage, askedWithSynonyms);
  // Advice for supporting an adult ("someone who smokes") is not for a parent asking about their child.
  const child = aboutAYoungPerson(question);
  const older = olderAsking(question);
  const whenSaid = (passage: KnowledgePassage) => !titledAsASituation(passage) || saysItsSituation(passage, askedWithSynonyms);
  return (passage) =>
    !(older && passage.subject === 'parenting') &&
    (!givenWhenSaid.has(passage.subject) || said.has(passage.subject)) &&
    fits(passage) &&
    !(young && passage.subject === 'parenting') &&
    !(child && isSupporting(passage) && bandsOf(passage).size === 0) &&
    presumesNothing(passage) &&
    topicSaid(passage) &&
    titleAsked(passage) &&
    whenSaid(passage);
}

/**
 * A passage titled for a situation ("When your partner is low", "When a teenager skips meals", "When friends'
 * plans cost too much"): its advice presumes that situation. Not "When to…", which asks when.
 */
const titledAsASituation = (passage: KnowledgePassage) => /^when (?!to\b)/i.test(passage.title);
/** Whom a situation's title names, and words that say nothing of the situation itself. */
const NOT_THE_SITUATION = new Set([...ROLES.flatMap((role) => [...role]), ...stems('when your you a an the is are has have friend friends family parent parents older person someone everyone everything feel feels')]);
/** What a situation's title says happens, as stems ("low" of "When your partner is low"), and each keyword's. */
const situationOf = perPassage((passage) => ({
  title: contentWords(passage.title).filter((stem) => !NOT_THE_SITUATION.has(stem)),
  keywords: passage.keywords.map((keyword) => stems(keyword).filter((stem) => !NOT_THE_SITUATION.has(stem))),
}));
/**
 * Whether a question says the situation a passage's title presumes: a word of it (or a synonym), or half of
 * what one of its keywords says ("losing my dog": "miss my dog"). "When your partner is low" is not for a
 * fight about chores, nor "When a teenager skips meals" for arguing with a teenager.
 */
function saysItsSituation(passage: KnowledgePassage, asked: ReadonlySet<string>): boolean {
  const { title, keywords } = situationOf(passage);
  return title.length === 0 || title.some((stem) => asked.has(stem)) || keywords.some((keyword) => keyword.length > 0 && keyword.filter((stem) => asked.has(stem)).length * 2 >= keyword.length);
}

/** A passage that answers one question ("Is it too late to start a pension?", "Why do I feel so lazy?"). */
const titledAsAQuestion = (passage: KnowledgePassage) => passage.title.endsWith('?');
/** What a question-titled passage's title and each of its keywords ask, as stems. */
const askedBy = perPassage((passage) => ({ title: contentWords(passage.title).filter((stem) => !VERDICT_WORDS.has(stem)), keywords: passage.keywords.map((keyword) => stems(keyword)) }));
/** How a direct question asks for its verdict, not what it is about. */
const VERDICT_WORDS = new Set(stems('why bad normal worth good ok okay'));
/**
 * Whether a question asks what a question-titled passage answers: it says at least half of its title's words
 * or the whole of one of its keywords. "Is it too late to start a pension?" is not for a 19-year-old asking how
 * to split their first pay, nor "Why do I feel so lazy?" for one who is tired after work.
 */
function asksItsTitle(passage: KnowledgePassage, asked: ReadonlySet<string>): boolean {
  const { title, keywords } = askedBy(passage);
  return (title.length > 0 && title.filter((stem) => asked.has(stem)).length * 2 >= title.length) || keywords.some((keyword) => keyword.length > 0 && keyword.every((stem) => asked.has(stem)));
}

