import { escapeMarkdown, proseLines, proseSentences } from '@iyl/core/text/markdown';
import { stems } from '../../platform/search/stems.ts';
import { type CitablePassage, citableTitle, citedTitles } from './citations.ts';
import type { KnowledgePassage, Subject } from './knowledge-base.ts';
import { ASKS_NORMAL, asLibraryReads, contentWords, EX_SMOKER, withApostrophes, withoutNegatedHabits } from './library-search.ts';
import { aboutAYoungPerson, aboutSomeoneElse, type EarlierTurn, fitsPeople, libraryUses, questionWeights, type Retrieved, stepFits } from './retrieval.ts';
import { addressesAnAi } from './knowledge/addressed-to-ai.ts';
import { isEnglishWord } from './knowledge/hyphens.ts';
import { asRead } from './planning.ts';
import { PLAN_STEPS_MAX, routineOf } from './routine-offer.ts';

/*
 * The built-in coach's answer, composed for the question (issue 47): it says back in a sentence what
 * the person is dealing with, gives the two to four steps that fit best — whole sentences of several
 * passages, each cited — and ends with one question that moves the conversation on. A follow-up builds
 * on the last answer (a recap, a plan for the week, the reasons, more on the same subject). The wording
 * varies with the question and the version: a regenerated answer takes other passages, or says plainly
 * that it has nothing more, and never repeats an earlier version word for word.
 */

/** What the answer is composed from. */
export interface ComposeInput {
  question: string;
  retrieved: Retrieved;
  earlier: readonly EarlierTurn[];
  /** Passages of the coach's own material that fit, best first (each with its page). */
  coach: readonly CitablePassage[];
  /** The coach's name when the chat is with one of the directory's coaches. */
  coachName: string | null;
  /** Earlier versions of this answer (a regenerated one must differ from each). */
  avoid: readonly string[];
}

export interface ComposedAnswer {
  text: string;
  /** The built-in passages cited, in order. */
  cited: KnowledgePassage[];
  /** What the answer is about; null when nothing fitted. */
  subject: Subject | null;
  /** The steps offered, as a plan or routines can take them (title, what to do, how often). */
  steps: { title: string; text: string; frequency: string | null }[];
}

/** Steps an answer gives: at least this many when the material has them, at most that many. */
const STEPS_MIN = 2;
const STEPS_MAX = 4;
/** A further passage joins the steps while it scores at least this share of the best one. */
const STEP_SHARE = 0.3;
/** A third or fourth step must add at least this share of what the first step says (rarity-weighted words of the question). */
const STEP_NEWS = 0.5;
/** A step quotes up to about this many characters of its passage (whole sentences). */
const STEP_CHARS = 330;
/** The question is said back up to about this long. */
const REFLECT_CHARS = 150;

/** How each subject reads inside a sentence. */
export const subjectWords: Record<Subject, string> = {
  sleep: 'sleep',
  stress: 'stress and worry',
  movement: 'movement and exercise',
  eating: 'eating',
  money: 'money and budgeting',
  debt: 'debt',
  saving: 'saving',
  relationships: 'relationships',
  parenting: 'parenting',
  work: 'work',
  alcohol: 'drinking less',
  'screen-time': 'screen time',
  motivation: 'motivation and follow-through',
  loneliness: 'loneliness and friendship',
  grief: 'grief and loss',
  pain: 'aches and pain',
  health: 'health conditions and energy',
  mood: 'low mood',
  substances: 'smoking and cannabis',
};

/** What the built-in coach can help with, in the order it says it. */
const helpsWith: readonly Subject[] = ['sleep', 'stress', 'mood', 'movement', 'eating', 'money', 'debt', 'saving', 'relationships', 'parenting', 'work', 'alcohol', 'screen-time', 'motivation', 'loneliness', 'grief', 'pain'];

/** What the built-in coach can help with, as a sentence's list ("sleep, stress and worry, … and aches and pain"). */
export function helpList(offer: (subject: Subject) => boolean = () => true): string {
  const offered = helpsWith.filter(offer).map((subject) => subjectWords[subject]);
  return `${offered.slice(0, -1).join(', ')} and ${offered[offered.length - 1]}`;
}

/** One question per subject (three ways) that moves the conversation on. */
const nextQuestions: Record<Subject, readonly string[]> = {
  sleep: ['What time do you usually go to bed and get up at the moment?', 'Which of these could you try tonight?', 'What tends to keep you awake: your thoughts, your body, or the room?'],
  stress: ['What is weighing on you most right now?', 'Which of these could you fit into tomorrow?', 'When in the day does the stress tend to peak for you?'],
  movement: ['How much time could you realistically give this on a normal day?', 'Which of these feels doable this week?', 'What kind of movement have you enjoyed in the past?'],
  eating: ['Which meal of the day is hardest for you?', 'Which of these could you try at your next shop?', 'What does a typical day of eating look like for you now?'],
  money: ['Do you know roughly what comes in and goes out each month?', 'Which of these could you do this week?', 'What would feel like a win with your money three months from now?'],
  debt: ['How many debts do you have, and which one worries you most?', 'Which of these could you start this week?', 'Do you know the interest rate on each of them?'],
  saving: ['What are you saving for, and by when?', 'How much could you put aside on your next payday, even if it is small?', 'Which of these could you set up this week?'],
  relationships: ['How do you think the other person sees it?', 'Which of these feels possible this week?', 'What would you most like to change between you?'],
  parenting: ['How old are your children?', 'Which of these could you try this week?', 'When does this tend to happen most?'],
  work: ['What would a good week at work look like for you?', 'Which of these could you try this week?', 'Who at work could you talk to about this?'],
  alcohol: ['How many drink-free days would feel realistic for you this week?', 'When do you most want a drink?', 'Which of these could you try this weekend?'],
  'screen-time': ['When do you find yourself picking up your phone most?', 'Which of these could you try tonight?', 'What would you like to do with the time you win back?'],
  motivation: ['What is the smallest version of this you could do today?', 'What got in the way last time?', 'Which of these could you start tomorrow?'],
  loneliness: ['What kind of company do you miss most?', 'Which of these feels least daunting to try this week?', 'Is there one person you could get in touch with today?'],
  grief: ['Would you like to tell me about them?', 'Who around you knows how you are feeling?', 'What has helped, even a little, so far?'],
  pain: ['How long has this been going on?', 'What makes it better or worse?', 'Which of these could you try today?'],
  health: ['What has your doctor said about it so far?', 'Which of these could you start this week?', 'What would you most like to feel different?'],
  mood: ['How long have you been feeling this way?', 'Who could you talk to about how you feel?', 'Which of these could you try today?'],
  substances: ['What would be a realistic first step for you?', 'When is the urge strongest?', 'Who could support you with this?'],
};

/** A child's age or stage, said: the parenting question "How old are your children?" is not asked then. */
const AGE_SAID = /\b\d{1,2}[-\s]?(?:years?|yrs?|months?)[-\s]?old\b|\b\d{1,2}\s?(?:yo|y\/o|yrs?)\b|\b(?:son|daughter|child|kid|boy|girl)\s+(?:is|turned|just turned)\s+\d{1,2}\b|\b(?:baby|babies|newborn|toddlers?|teen(?:ager)?s?|teenage|preschooler|infant)\b|\baged?\s+\d/i;

/**
 * Whether a closing question fits the answer: "which of these" only after more than one step; "tonight",
 * "this weekend" and "at your next shop" only when the question or the steps speak of that time or of
 * shopping; a child's age is not asked when it was said.
 */
function fitsClosing(closing: string, question: string, said: string, steps: number): boolean {
  if (steps <= 1 && /\bthese\b/.test(closing)) return false;
  const asked = question.slice(0, 2_000).toLowerCase().replace(/[’‘]/g, "'");
  for (const [closes, fits] of CLOSING_FITS) if (closes.test(closing) && !fits(asked)) return false;
  if (/\btonight\b/.test(closing) && !/\b(?:tonight|evening|night|bed|bedtime|sleep|asleep|dinner)\b/i.test(said)) return false;
  if (/\bthis weekend\b/.test(closing) && !/\bweekends?\b|\bsaturday|\bsunday|\bfriday night/i.test(said)) return false;
  if (/\bnext shop\b/.test(closing) && !/\b(?:shop|shopping|supermarket|buy|basket|trolley|shopping list)\b/i.test(said)) return false;
  if (/\bhow old are your children\b/i.test(closing) && AGE_SAID.test(question)) return false;
  return true;
}

/**
 * What a closing question takes for granted, and whether the question leaves it to ask: not "when does it
 * happen most?" after "every night", nor the bedtime after "I get up at 6", nor drink-free days to someone
 * sober, nor what they are saving for when they said it, nor payday to someone retired.
 */
const CLOSING_FITS: readonly (readonly [RegExp, (asked: string) => boolean])[] = [
  [/when does this tend to happen most|when in the day does the stress tend to peak/i, (asked) => !/\b(?:always|every (?:day|night|morning|evening|time|single)|all (?:day|the time|night)|constantly|24\/7|non-?stop)\b/.test(asked)],
  [/what tends to keep you awake/i, (asked) => /\b(?:can'?t|cannot|couldn'?t|struggle to|trouble|hard to|unable to) (?:get to |fall |get back to )?sleep|\bawake\b|\binsomnia\b|\bwak(?:e|es|ing) (?:up )?(?:at|in the night|every)/.test(asked)],
  [/what time do you usually go to bed/i, (asked) => !/\b(?:at|by|till|until) \d{1,2}(?::\d\d)?\s*(?:am|pm)?\b|\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/.test(asked)],
  [/drink-free days|want a drink/i, (asked) => !/\bsober\b|\brecovery\b|\b(?:stopped|quit|given up|gave up) (?:drinking|alcohol|booze)\b|\b(?:don'?t|do not|never) (?:really |even )?drink\b|\bwithout drinking\b|\bnot drinking\b|\bdon'?t (?:really )?like (?:it|drinking|alcohol|booze)\b|\bteetotal\b|\bhow many units\b|\bis it safe\b/.test(asked)],
  [/next payday|on your next payday/i, (asked) => !/\bretire\w*|\bpension\b|\bunemploy\w*|\bredundan\w*|\bbenefits\b|\bout of work\b|\bno income\b/.test(asked)],
  [/what are you saving for/i, (asked) => !/\bsav\w* (?:up )?(?:for|towards)\b|\bemergency fund\b|\bdeposit\b|\bchristmas\b|\bholiday\b|\bwedding\b|\bretirement\b/.test(asked)],
  [/how many debts do you have/i, (asked) => !/\b(?:\d+|two|three|four|five|six) (?:credit )?(?:cards?|debts?|loans?)\b/.test(asked)],
  [/what comes in and goes out each month/i, (asked) => !/\b(?:kids?|children|son|daughter|teen\w*)\b/.test(asked)],
  [/what got in the way last time/i, (asked) => /\b(?:again|last time|tried|give up|gave up|keep failing|every time|used to|before)\b/.test(asked)],
  // "Between you" and "the other person" ask about someone the person named, still in their life (not the ex of a divorce).
  [/between you|the other person/i, (asked) => /\b(?:partner|husband|wife|boyfriend|girlfriend|fianc[eé]e?|friends?|mum|mom|dad|mother|father|parents|sister|brother|siblings?|son|daughter|boss|manager|colleague|coworker|flatmate|housemate|roommate|neighbou?r|in-?laws?|family|he|she|him|her|we|us)\b/.test(asked)],
  // Supporting someone is asked about only when the person is looking after or helping someone through something.
  [/supporting you while you support them/i, (asked) => /\b(?:support\w*|car(?:e|er|ing) for|look(?:ing)? after|ill|illness|sick|dementia|depress\w*|cancer|disab\w*|diagnos\w*|grie\w*|struggl\w*|help (?:him|her|them))\b/.test(asked)],
  // Getting in touch with someone today is for one who has someone to get in touch with; what has helped them is for the one grieving, not a parent explaining a death to a child.
  [/one person you could get in touch with/i, (asked) => !/\b(?:no friends|no one|nobody|don'?t know anyone|know no one|(?:new|different) (?:city|town|area|country)|moved (?:here|to|away|abroad))\b/.test(asked)],
  [/what has helped, even a little/i, (asked) => !/\b(?:explain|tell|telling)\b.{0,40}\b(?:child|children|kids?|son|daughter|\d{1,2}[- ]?(?:year[- ]old|yo))\b/.test(asked)],
  [/how long has this been going on|what makes it better or worse/i, (asked) => /\b(?:pain|painful|hurts?|hurting|aches?|aching|sore|stiff|injur\w*|headaches?|migraines?)\b/.test(asked)],
];

/** A question that opens by telling what someone else does or has ("my husband eats takeaway every day", "my elderly neighbour lives alone"), not "my partner and I". */
const TELLS_OF_SOMEONE =
  /^(?:(?:so|ok|okay|hi|help|um|and|but|also)[,!]?\s+)?(?:my|our) (?:[a-z]+ )?(?:partner|husband|wife|boyfriend|girlfriend|fianc[eé]e?|friend|mate|mum|mom|dad|mother|father|parents?|boss|manager|colleague|coworker|sister|brother|flatmate|housemate|roommate|neighbou?r|grandad|grandpa|grandma|nan|gran|grandmother|grandfather|in-?laws?|mother[- ]in[- ]law|father[- ]in[- ]law|ex)\b(?!\s+and\s+(?:i|me)\b)(?!'s)/;

/** The closing questions when the problem is someone else's. */
const FOR_SOMEONE_ELSE: readonly string[] = ['How do you think they would take it if you raised it gently?', 'Who is supporting you while you support them?', 'What would you most like to change for the two of you?'];

/**
 * A question that asks for a fact or a verdict ("is 6 hours enough", "how many units is too much", "does
 * breathing actually work"), with nothing asked of what to do: closed by asking whether it answered them,
 * not "which of these could you try tonight?".
 */
const ASKS_A_FACT = /^(?:so |and |but |ok,? )?(?:is|are|does|do|did|can|could|will|would|am|how (?:much|many|long|often|far|soon)|what age|at what age)\b/i;
const ASKS_WHAT_TO_DO = /\b(?:how (?:do|can|could|should|would) (?:i|we)|how to|what (?:can|could|should|do) (?:i|we)|tips|advice|help me|ideas|ways? to|where (?:do|can|should) (?:i|we) start)\b|^(?:can|could|would|will) you\b|^(?:can|could|should) (?:i|we)\b/i;
const asksAFact = (question: string) => {
  const read = withApostrophes(question.slice(0, 500).toLowerCase().replace(/[’‘]/g, "'")).trim();
  return ASKS_A_FACT.test(read) && !ASKS_WHAT_TO_DO.test(read);
};
const FACT_CLOSINGS: readonly string[] = ['Does that answer what you wanted to know?', 'Is there more to your situation that I should know about?', 'Would you like to go into any of this in more detail?'];

/** The closing line after a plan, and after steps when a plan would help. */
export const PLAN_OFFER = 'Would you like me to turn these into a simple plan for this week?';

const stepIntros: readonly ((count: number) => string)[] = [
  () => 'A few things that tend to help:',
  (count) => `Here ${count === 1 ? 'is one thing' : `are ${count} things`} worth trying:`,
  () => 'What usually makes a difference:',
  () => 'Some steps you could take:',
];

/** A small, stable number for a text: the wording of an answer follows its question, not chance. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
const pick = <T>(options: readonly T[], seed: number): T => options[seed % options.length] as T;

/** Words of drinking and smoking: a sentence with them is quoted only to a question that has them too. */
const ASSUMES = /\b(?:alcohol\w*|wines?|beers?|lagers?|ciders?|pints?|vodka|gin|whisk(?:e)?y|rum|prosecco|cocktails?|booze|drunk|drinking|nightcap|hangovers?|smok\w*|cigarettes?|vap(?:e|es|ing)|nicotine|cannabis)\b/i;

/**
 * Whether the person says they drink or smoke (not "I don't drink or smoke"; "I quit smoking" does), as the library reads it:
 * "drink less", "drink too much" are drinking alcohol; "drink more water" is not.
 */
const saysHabit = (...texts: string[]) => texts.some((text) => ASSUMES.test(asLibraryReads(withoutNegatedHabits(text))) || asLibraryReads(text).includes(EX_SMOKER));

/** A sentence that says what to do: it starts with a verb of doing, or with a condition before one. */
const DOES =
  /^(?:(?:if|when|whenever|before|after|once|each|every|this|at)\b[^,]{0,80},\s*)?(?:try|aim|start|set|keep|write|plan|ask|talk|choose|make|take|put|use|pick|book|turn|move|get|go|give|let|tell|say|agree|add|swap|cut|stop|avoid|limit|eat|walk|spend|leave|notice|list|check|decide|find|look|open|call|save|pay|build|break|have|do|practise|practice|schedule|name|focus|allow|remember|reward|track|log|switch|breathe|sit|stand|stretch|hold|reach|join|send|share|plan|prepare|pack|cook|buy|sleep|drink|wait|read|sort|contact|see|speak|learn|treat|celebrate|protect|replace|review|note|count|create|offer|invite|visit|accept|think)\b/i;

/** A sentence that gives advice: says what to do, or that something is worth doing ("It's worth seeing your doctor"). */
const advises = (sentence: string) => DOES.test(sentence) || /\b(?:it'?s|it is) (?:worth|best|wise|a good idea)\b|\byou (?:could|should|might|can|may want to)\b|\b(?:consider|see (?:a|your) (?:doctor|gp))\b/i.test(sentence);

/** A sentence that leans on the one before it ("This helps because…", "It…"): quoted with it. */
const LEANS_BACK =
  /^(?:this|that|these|those|it|they|then|also|so|but|and|or|instead|otherwise|other|another|even so|still|if (?:it|this|that|they|so|not)|when (?:it|this|that|they) (?:does|do|doesn't|don't|happens)|(?:you|we) (?:can|could|might|may) also|(?:[a-z]+ ){1,3}(?:also|too)\b|keep (?:this|that|it|them)|go round|repeat|do (?:this|that|it)|once (?:this|that|it|they|you've done)|after (?:this|that))\b/i;
/** Questions that ask for an amount: a sentence with a number answers them best. */
const ASKS_AMOUNT = /\bhow (?:much|many|long|often|far)\b|\bhow soon\b|\bwhat amount\b/i;
/** What answers a question of amount: a number of the thing asked about ("how many units": "14 units"), or a span of time to "how long". */
function amountAnswer(question: string): RegExp | null {
  const read = question.slice(0, 500).toLowerCase();
  if (/\bhow long\b/.test(read)) return /\b(?:\d+|a few|several|many|two|three|four|six|twelve|eighteen)\s+(?:minutes|hours|days|weeks|months|years)\b|\btimetable\b|\bover time\b|\bno (?:set|fixed) (?:time|length)\b/i;
  const what = /\bhow (?:many|much) ([a-z]+)/.exec(read)?.[1];
  const stem = what ? stems(what)[0] : undefined;
  return stem && stem.length > 2 ? new RegExp(`\\b\\d+(?:[.,]\\d+)?\\s*(?:[a-z]+\\s+){0,1}${stem}`, 'i') : null;
}
/** What answers them: a sentence saying how common or real it is, or that it is not too late. */
const SAYS_NORMAL = /\b(?:normal|common|natural|usual|many people|lots of people|most people|very real|real grief|is real|not too late|never too late|not alone)\b/i;
const HAS_NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/i;


/** Advice for adults only: never quoted about a child or a young person ("my 15 year old is vaping", a 10-year-old's bedtime). */
const ADULTS_ONLY =
  /\b(?:workplace pension|tax code|auto-?enrol\w*)\b|\bvap(?:e|es|ing)\b[^.]{0,60}\b(?:quit|stop(?:ping)? smoking|switch)|\b(?:nicotine replacement|nicotine strength|vape shop|nicotine patch\w*|nicotine gum)\b|\bgo to bed (?:a little |a bit )?later\b|\btime in bed\b|\bsleep restriction\b|\bless than (?:about )?six hours\b|\bmost adults\b/i;

/** What the person says they go without or cannot have ("without eggs", "allergic to nuts", "dairy-free", "no gym"): each word after it. */
const RULED_OUT =
  /\b(?:without (?:a |any |the |eating |having |using )?|allergic to |(?:an )?allerg(?:y|ies) to |intolerant to |can'?t (?:eat|have|do) |cannot (?:eat|have|do) |don'?t (?:eat|have) (?:any )?|i'?m off |no access to (?:a )?)([a-z]+)(?: or ([a-z]+))?|\b([a-z]+)[- ]free\b/gi;
/**
 * What can be ruled out: foods and a gym or kit. Not a phone, a drink or a habit: "without my phone" and
 * "phone-free dinners" want advice that speaks of the phone.
 */
const CAN_RULE_OUT = new Set(
  stems('egg eggs dairy milk cheese butter yoghurt nut nuts peanut peanuts gluten wheat bread meat fish shellfish seafood soy soya lactose pork beef chicken sugar caffeine gym equipment weights'),
);
/** A food group ruled out rules out its foods ("dairy-free": no yoghurt). */
const GROUPS = new Map<string, string[]>(
  Object.entries({ dairy: 'milk cheese butter yoghurt yogurt cream', lactose: 'milk cheese butter yoghurt yogurt cream', nut: 'nuts peanut peanuts almonds walnuts cashews', gluten: 'wheat bread pasta flour', wheat: 'bread pasta flour', meat: 'chicken beef pork lamb bacon ham sausages mince', fish: 'salmon tuna sardines mackerel' }).map(([group, foods]) => [stems(group)[0] as string, stems(foods)]),
);
/** What a diet rules out. */
const DIETS: readonly (readonly [RegExp, string])[] = [
  [/\bvegetarian|\bveggie\b|\bdon'?t eat meat\b/i, 'meat fish chicken beef pork lamb bacon ham sausages mince salmon tuna sardines mackerel seafood shellfish'],
  [/\bvegan\b|\bplant[- ]based\b/i, 'meat fish chicken beef pork lamb bacon ham sausages mince salmon tuna sardines mackerel seafood shellfish eggs dairy milk cheese butter yoghurt yogurt cream honey'],
  [/\bpescatarian\b/i, 'meat chicken beef pork lamb bacon ham sausages mince'],
];
/** The stems of what the question rules out. */
function ruledOut(question: string): Set<string> {
  const out = new Set<string>();
  for (const [diet, foods] of DIETS) if (diet.test(question.slice(0, 2_000))) for (const stem of stems(foods)) out.add(stem);
  for (const match of question.slice(0, 2_000).replace(/[’‘]/g, "'").matchAll(RULED_OUT)) {
    for (const word of [match[1], match[2], match[3]]) if (word) for (const stem of stems(word)) if (CAN_RULE_OUT.has(stem)) for (const food of [stem, ...(GROUPS.get(stem) ?? [])]) out.add(food);
  }
  return out;
}
/** Whether a text names something the question rules out. */
const namesRuledOut = (text: string, out: ReadonlySet<string>) => out.size > 0 && stems(text).some((stem) => out.has(stem));

/**
 * The whole sentences of a passage that answer the question best, up to about `max` characters, in the
 * passage's order: the best one, with the one before when it leans on it, and the next ones while they
 * also speak to the question. `whole`: a passage short enough is quoted whole (the knowledge base's own).
 */
export function bestSentences(text: string, question: string, context = '', max = STEP_CHARS, whole = true): string {
  // A quote that still opens on a word joining it to a sentence left out ("Then contact their teacher…") opens without it.
  return sentencesAnswering(text, question, context, max, whole).replace(JOINED_ON, (_, first: string) => first.toUpperCase());
}

/** What a question asks of a passage's sentences: read once per question, not once per passage it is answered from. */
interface Reading {
  /** Drinking or smoking, when the person did not say they do (knowledge-base.ts onlyWhenNamed). */
  assumes: RegExp | null;
  /** What the person goes without or cannot have ("add eggs" to "breakfast without eggs"). */
  out: Set<string>;
  /** Advice for adults only (nicotine, vaping to quit), about a child or a young person. */
  adultsOnly: RegExp | null;
  /** Each word of the question by how much it says (a rare word more), and the conversation's. */
  asked: Map<string, number>;
  around: Map<string, number>;
  top: number;
  amount: boolean;
  gives: RegExp | null;
  normal: boolean;
}
let lastReading: { question: string; context: string; reading: Reading } | null = null;
function readingOf(question: string, context: string): Reading {
  if (lastReading?.question === question && lastReading.context === context) return lastReading.reading;
  const asked = questionWeights(question);
  const reading: Reading = {
    assumes: saysHabit(question, context) ? null : ASSUMES,
    out: ruledOut(question),
    adultsOnly: aboutAYoungPerson(question) ? ADULTS_ONLY : null,
    asked,
    around: questionWeights(context),
    top: Math.max(1, ...asked.values()),
    amount: ASKS_AMOUNT.test(question),
    gives: amountAnswer(question),
    normal: ASKS_NORMAL.test(question.slice(0, 2_000)),
  };
  lastReading = { question, context, reading };
  return reading;
}

function sentencesAnswering(text: string, question: string, context: string, max: number, whole: boolean): string {
  const { assumes, out, adultsOnly, asked, around, top, amount, gives, normal } = readingOf(question, context);
  const sentences = proseSentences(text).filter((sentence) => !addressesAnAi(sentence) && !assumes?.test(sentence) && !namesRuledOut(sentence, out) && !adultsOnly?.test(sentence));
  if (whole && sentences.join(' ').length <= max) return sentences.join(' ');
  const scoreOf = (sentence: string) => {
    let score = 0;
    for (const stem of new Set(stems(sentence))) score += asked.get(stem) ?? (around.get(stem) ?? 0) * 0.35;
    // A figure answers "how much?"; a figure of what was asked ("14 units" to "how many units"), or a time to "how long?", more.
    if (amount && HAS_NUMBER.test(sentence)) score += top * 1.5;
    if (gives?.test(sentence)) score += top * 1.5;
    // "Is this normal?" is answered first by a sentence that says whether it is, with what to do after it.
    if (normal && score > 0 && SAYS_NORMAL.test(sentence)) score += top * 1.5;
    // A sentence that says what to do is a step; one that only sets the scene is not.
    if (score > 0 && DOES.test(sentence)) score += top * 0.25;
    return score;
  };
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, i) => {
    // An earlier sentence wins a tie: a passage opens with its point.
    const score = scoreOf(sentence);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  // A step says what to do: a best sentence that only explains ("Grief often disturbs sleep…") is quoted with
  // the first sentence after it that does, when that is near; else the best of those that do and speak to the question.
  if (!advises(sentences[best] as string) && !amount) {
    const next = sentences.findIndex((sentence, i) => i > best && i <= best + 2 && advises(sentence));
    if (next > 0 && sentences.slice(best, next + 1).join(' ').length <= max) return sentences.slice(best, next + 1).join(' ');
    let doing = -1;
    sentences.forEach((sentence, i) => {
      if (advises(sentence) && scoreOf(sentence) > 0 && (doing < 0 || scoreOf(sentence) > scoreOf(sentences[doing] as string))) doing = i;
    });
    // "Is this normal?": the sentence that says so leads, then the one that says what to do.
    const says = sentences[best] as string;
    if (doing > best && normal && SAYS_NORMAL.test(says) && says.length + (sentences[doing] as string).length < max) return `${says} ${sentences[doing]}`;
    if (doing >= 0) best = doing;
  }
  return quoteAround(sentences, best, (i) => scoreOf(sentences[i] as string) > 0, max);
}

/**
 * The quote around the best sentence: from the sentence it leans on ("This helps because…" takes the one
 * before), and on while the next one leans on it, or speaks to the question too (`speaks`) and fits in
 * about `max` characters; three sentences at most.
 */
function quoteAround(sentences: readonly string[], best: number, speaks: (i: number) => boolean, max: number): string {
  let from = best;
  while (from > 0 && LEANS_BACK.test(sentences[from] as string)) from--;
  let to = best + 1;
  let length = sentences.slice(from, to).join(' ').length;
  while (to < sentences.length && to - from < 3 && (LEANS_BACK.test(sentences[to] as string) || (speaks(to) && length + (sentences[to] as string).length + 1 <= max))) {
    length += (sentences[to] as string).length + 1;
    to++;
  }
  return sentences.slice(from, to).join(' ');
}

/** A sentence's opening word that joins it to the one before. */
const JOINED_ON = /^(?:[Tt]hen|[Aa]lso|[Aa]nd|[Bb]ut|[Ss]o|[Aa]fter that|[Nn]ext),?\s+(\p{Ll})/u;

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

/** A phrase cut at a word near `max` characters. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

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
function reflection(question: string, about: string, seed: number): string {
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
    const said = escapeMarkdown(cut(spokenBack(joined).replace(/^(?!I\b)(\p{Lu})(?=\p{Ll})/u, (first: string) => first.toLowerCase()).replace(PROPER, (word) => word.charAt(0).toUpperCase() + word.slice(1)), REFLECT_CHARS));
    return `${said}${said.endsWith('…') ? '' : '.'}`;
  };
  const howTo = /^(?:so |and |but )?how (?:do|can|could|should|would|might) (?:i|we) (.{6,})$/i.exec(plain) ?? /^(?:so |and )?how to (.{6,})$/i.exec(plain);
  // "How do you make friends in your 30s": a "you" meaning anyone, said as it was.
  const howOne = /^(?:so |and |but )?how (?:do|can|could|would) (?:you|one) (.{6,})$/i.exec(plain);
  if (howOne && sayable(plain)) {
    const want = escapeMarkdown(cut(howOne[1] as string, REFLECT_CHARS));
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
  return pick([`Let's look at ${about}.`, `Here is how I would approach ${about}.`, `On ${about}, a few things stand out.`], seed);
}

/** What the answer is about, as a phrase: the plan topic of its best passage, or its subject. */
function aboutPhrase(passage: KnowledgePassage | undefined, subject: Subject): string {
  return passage?.topic ?? subjectWords[subject];
}

/** The titles an earlier version cited (a regenerated answer takes other passages where it can). */
const citedBefore = (avoid: readonly string[]) => new Set(avoid.flatMap((text) => citedTitles(text).map((title) => title.toLowerCase())));

type PassageHitOf = Retrieved['hits'][number];

interface Step {
  title: string;
  quote: string;
  marker: string;
  passage?: KnowledgePassage;
  frequency: string | null;
}

const stepLine = (step: Step) => `- **${escapeMarkdown(step.title)}**: ${step.quote} ${step.marker}`;

/** Between sentences of a coach's page that share the question's words, a number tips the choice to "how much?" (this share more), a step to take less. */
const COACH_AMOUNT = 0.2;
const COACH_DOES = 0.1;
/** A word of the question the library does not know weighs this much more than its rarest known one. */
const COACH_UNKNOWN = 1.25;

/**
 * How much each word of a question says about it, for a coach's page: as the library reads the question
 * (a rarer word more, a synonym a little less), and each word as written too: a coach's material may use
 * a word the library does not know, which the library's typo reading takes for another one ("matcha" for
 * "match"); such a word is rarer than any the library knows.
 */
function coachWeights(question: string): Map<string, number> {
  const weights = new Map(questionWeights(question));
  const top = Math.max(1, ...weights.values());
  for (const stem of contentWords(question)) if (!weights.has(stem)) weights.set(stem, top * COACH_UNKNOWN);
  return weights;
}

/**
 * The whole sentences of a coach's passage (a page's) that answer the question, up to about `max`
 * characters, in its order: the sentence that shares most of the question's words (each by how rare it
 * is, the conversation's less), with the one before when it leans on it, and the next ones while they
 * lean on it, or share a word of the question too and fit. A number (to "how much?") or a step to take
 * only tips the choice between sentences that share the question's words: a sentence about something
 * else is never quoted for its number ("before 9 pm" to "how much caffeine?"). Never a line written as
 * an instruction, nor one that assumes the person drinks or smokes unless they said so; nothing when no
 * sentence shares a word of the question.
 */
function coachSentences(text: string, question: string, context: string, max: number): string {
  const assumes = saysHabit(question, context) ? null : ASSUMES;
  const sentences = proseSentences(text).filter((sentence) => !addressesAnAi(sentence) && !assumes?.test(sentence));
  const asked = coachWeights(question);
  const around = context ? coachWeights(context) : new Map<string, number>();
  const amount = ASKS_AMOUNT.test(question);
  const shared = sentences.map((sentence) => {
    let score = 0;
    for (const stem of new Set(stems(sentence))) score += asked.get(stem) ?? (around.get(stem) ?? 0) * 0.35;
    return score;
  });
  // A page none of whose sentences shares a word of the question is not quoted (not its heading for want of better).
  if (!shared.some((score) => score > 0)) return '';
  const scores = sentences.map((sentence, i) => (shared[i] as number) * (1 + (amount && HAS_NUMBER.test(sentence) ? COACH_AMOUNT : 0) + (DOES.test(sentence) ? COACH_DOES : 0)));
  // An earlier sentence wins a tie: a page opens with its point.
  let best = 0;
  scores.forEach((score, i) => {
    if (score > (scores[best] as number)) best = i;
  });
  return quoteAround(sentences, best, (i) => (shared[i] as number) > 0, max);
}

/** The coach's own material as steps: the sentences of each page that answer the question, cited by page. */
function coachSteps(input: ComposeInput, context: string): Step[] {
  return input.coach.slice(0, 2).flatMap((p) => {
    // Someone else's words: only the sentences that speak to the question (coachSentences). A link in
    // them is made text (its host only) with the answer's other links (answer-links).
    const quote = coachSentences(p.text, input.question, context, STEP_CHARS);
    return quote ? [{ title: `${p.title}, page ${p.page}`, quote, marker: `[${citableTitle(p.title)}, p. ${p.page}]`, frequency: null }] : [];
  });
}

/** Two quotes say the same when most of their words (stems) are shared: over half of the smaller one's. */
function sameSaying(a: string, b: string): boolean {
  const x = new Set(stems(a));
  const y = new Set(stems(b));
  let shared = 0;
  for (const stem of x) if (y.has(stem)) shared++;
  return shared > 0.5 * Math.min(x.size, y.size);
}

/** The built-in passages as steps: the best of the subject, each once, titles distinct; `skip`ped ones last. */
function knowledgeSteps(input: ComposeInput, room: number, skip: Set<string>, context: string): Step[] {
  const hits = input.retrieved.hits;
  const best = hits[0]?.score ?? 0;
  const fresh = hits.filter((hit) => !skip.has(hit.passage.title.toLowerCase()));
  // A regenerated answer (or a "what else?") takes the passages not given yet, when there are enough.
  const order = fresh.length >= Math.min(STEPS_MIN, room) ? fresh : hits;
  const steps: Step[] = [];
  const titles = new Set<string>();
  // Steps are picked to answer all of the question: after the best, each next one is the passage that
  // speaks most to what the steps so far leave out ("a fight about chores": the chores, not only the fight).
  const said = new Set<string>();
  // (A passage on another subject the question names is for its other half: it comes second, however it scores.)
  const otherHalf = (hit: PassageHitOf) => input.retrieved.subject !== null && hit.passage.subject !== input.retrieved.subject;
  const remaining = order.filter((hit) => hit.score >= best * STEP_SHARE || order.indexOf(hit) < STEPS_MIN || otherHalf(hit));
  const gain = (hit: (typeof remaining)[number]) => [...hit.spoken].reduce((sum, [stem, weight]) => sum + (said.has(stem) ? 0 : weight), 0);
  let firstSaid = 0;
  // A step titled for drinking or smoking ("Keep alcohol low") only when the person said so, as for its sentences (bestSentences).
  const assumes = saysHabit(input.question, context) ? null : ASSUMES;
  // Nor one titled for what the person goes without ("Eggs for breakfast" to "without eggs").
  const out = ruledOut(input.question);
  while (steps.length < room && remaining.length > 0) {
    let at = 0;
    const half = steps.length === 1 ? remaining.findIndex(otherHalf) : -1;
    if (half >= 0) at = half;
    else if (steps.length > 0) {
      for (let i = 1; i < remaining.length; i++) if (gain(remaining[i] as PassageHitOf) > gain(remaining[at] as PassageHitOf)) at = i;
      // Past two steps, one more only when it says something the others leave out.
      if (steps.length >= STEPS_MIN && gain(remaining[at] as PassageHitOf) < firstSaid * STEP_NEWS) break;
    }
    const [hit] = remaining.splice(at, 1) as [PassageHitOf];
    const title = hit.passage.title.toLowerCase();
    if (titles.has(title)) continue;
    titles.add(title);
    const quote = bestSentences(hit.passage.text, input.question, context);
    // Nothing of it can be quoted (every sentence assumes what the person did not say), or what it
    // says is about someone else than the question ("sibling fights" for "my son"): not a step.
    if (!quote || !fitsPeople(quote, input.question) || assumes?.test(hit.passage.title) || namesRuledOut(hit.passage.title, out)) continue;
    // Nor one that says again what a step above says (a plan's step and the library's passage on it).
    if (steps.some((step) => sameSaying(step.quote, quote))) continue;
    // Past the first, a step speaks to the situation, not only to its subject ("is journaling good for
    // stress" is not told to plan a day off work): a follow-up's short question leans on the last one's words.
    const { subject, followUp } = input.retrieved;
    if (steps.length > 0 && subject && !followUp && !stepFits({ title: hit.passage.title, text: quote, passage: hit.passage }, input.question, subject)) continue;
    // What the quote says, not the whole passage: a word only its other sentences hold is still left out.
    const quoted = new Set(stems(`${hit.passage.title} ${quote}`));
    for (const stem of hit.spoken.keys()) if (quoted.has(stem)) said.add(stem);
    if (steps.length === 0) firstSaid = [...hit.spoken].reduce((sum, [stem, weight]) => sum + (quoted.has(stem) ? weight : 0), 0);
    steps.push({
      title: hit.passage.title,
      quote,
      marker: `[${citableTitle(hit.passage.title)}]`,
      passage: hit.passage,
      frequency: hit.passage.frequency ?? null,
    });
  }
  return steps;
}

/** The answer when nothing in the knowledge base (or the coach's material) fits. */
/** Words of other languages' everyday questions ("¿cómo puedo…?", "wie kann ich…"): two of them, and the question is not English. */
const FOREIGN = /(?:^|[^\p{L}])(?:c[oó]mo|puedo|quiero|estoy|tengo|mejor|wie|kann|ich|nicht|weniger|mehr|comment|je|suis|pourquoi|mieux|posso|voglio|perch[eé]|meglio|n[aã]o|estou|quero)(?=$|[^\p{L}])/giu;

export function nothingFits(coachName: string | null, near: Subject | null, question: string, seed = 0): string {
  const asked = stems(question).filter((stem) => stem.length >= 4);
  // A subject the question was about (or near: a word it starts with, "stres") is not offered back as something else to ask about.
  const about = (subject: Subject) => stems(subjectWords[subject]).some((name) => asked.some((stem) => stem === name || name.startsWith(stem) || stem.startsWith(name)));
  const list = helpList((subject) => subject !== near && !about(subject));
  const human = coachName ? `${escapeMarkdown(coachName)} may be able to help in a session` : 'a human coach may be able to help';
  const foreign = (question.slice(0, 500).match(FOREIGN) ?? []).length >= 2;
  return [
    ...(foreign ? ['I can only read questions in English for now, so I may have missed what you asked.'] : []),
    pick(
      [
        'I’m sorry, I don’t have anything reliable to tell you about that. I’m the built-in coach, and I only answer from a library of coaching guidance, so I would rather say so than guess.',
        'I’m sorry, that is outside what I can answer well. I’m the built-in coach: I answer from a library of coaching guidance, and nothing in it fits this, so I won’t guess.',
      ],
      seed,
    ),
    `Otherwise, ${human}: use Book a Session. I can also help with ${list}.`,
  ].join('\n\n');
}

/** "What did we talk about?": the questions so far and what was suggested for each. */
function recap(input: ComposeInput, seed: number): ComposedAnswer {
  const lines = input.earlier.slice(-6).map((turn) => {
    const asked = escapeMarkdown(cut(proseLines(turn.question).replace(/\s+/g, ' ').trim(), 90));
    const titles = [...turn.answer.matchAll(/\*\*([^*\n]{1,120})\*\*/g)].map((m) => (m[1] as string).replace(/[.:]$/, '')).slice(0, 3);
    return `- You asked: “${asked}”${titles.length ? `, and I suggested ${titles.map((t) => `“${t}”`).join(', ')}.` : '.'}`;
  });
  const text = [
    input.earlier.length > 6 ? `Here are the last ${lines.length} things we talked about:` : 'Here is what we have talked about so far:',
    lines.join('\n'),
    pick(['Which of these would you like to pick up again?', 'Shall we go further with one of them?'], seed),
  ].join('\n\n');
  return { text, cited: [], subject: input.retrieved.subject, steps: [] };
}

const WEEK_SLOTS = ['Today', 'Tomorrow', 'Midweek', 'By the weekend'];

/** "Make that a plan for this week": the last answer's steps, one a slot, each as it can be kept. */
function weekPlan(input: ComposeInput, seed: number): ComposedAnswer | null {
  // The same steps the answer's offer of routines holds (routine-offer.ts).
  const previous = input.retrieved.previous.slice(0, PLAN_STEPS_MAX);
  if (previous.length === 0) return null;
  const context = input.earlier[input.earlier.length - 1]?.question ?? '';
  const steps: Step[] = previous.map((passage) => ({
    title: passage.title,
    quote: bestSentences(passage.text, context, '', 220),
    marker: `[${citableTitle(passage.title)}]`,
    passage,
    frequency: passage.frequency ?? null,
  }));
  // Each day under its own heading: a citation checks the sentence before it, which is the passage's own.
  const lines = steps.map((step, i) => {
    // As the offer below the answer reads it (routine-offer.ts): "No-spend days" is weekly, not its programme's "daily".
    const offered = step.passage ? routineOf(step.passage) : null;
    const when = offered ? ` (${offered.routineType.toLowerCase()})` : '';
    return `**${WEEK_SLOTS[i]}**\n- **${escapeMarkdown(step.title)}**${when}: ${step.quote} ${step.marker}`;
  });
  const text = [
    pick(['Here is a simple plan for this week, from the steps above:', 'Let’s make it a plan for this week:'], seed),
    lines.join('\n\n'),
    // The offer's own rule (routine-offer.ts): the repeated steps are offered as routines under the answer.
    previous.some((passage) => routineOf(passage) !== null)
      ? 'The steps you repeat can go straight into your routines with the button below, and a reminder on the Habit screen can nudge you at the time you choose.'
      : 'To keep it going, the Habit screen can turn any of these into a routine, with a reminder at the time you choose.',
    pick(['Which day this week could you start?', 'Does this fit your week, or should we make it smaller?'], seed),
  ].join('\n\n');
  return { text, cited: previous, subject: input.retrieved.subject, steps: steps.map((s) => ({ title: s.title, text: s.quote, frequency: s.frequency })) };
}

/** Sentences that give a reason ("because", "so that", "helps"). */
const REASON = /\b(?:because|so that|so you|helps?|which means|since|the reason|keeps|stops|makes it)\b/i;

/** "Why?": the reasons the last answer's passages give, each cited. */
function reasons(input: ComposeInput, seed: number): ComposedAnswer | null {
  const lines: string[] = [];
  const cited: KnowledgePassage[] = [];
  // The last answer's passages first; the subject's others when those give no reason.
  const sources = [...input.retrieved.previous, ...input.retrieved.hits.map((hit) => hit.passage)];
  for (const passage of sources) {
    if (lines.length >= STEPS_MAX - 1) break;
    if (cited.includes(passage)) continue;
    const reason = proseSentences(passage.text).find((sentence) => REASON.test(sentence));
    if (!reason) continue;
    lines.push(`- **${escapeMarkdown(passage.title)}**: ${reason} [${citableTitle(passage.title)}]`);
    cited.push(passage);
  }
  if (lines.length === 0) return null;
  const text = [
    lines.length === 1 ? 'Good question. Here is why it helps:' : pick(['Good question. Here is why each of those helps:', 'Here is the thinking behind them:'], seed),
    lines.join('\n'),
    pick(['Does that make sense for your situation?', 'Which of them would you like to start with?'], seed),
  ].join('\n\n');
  return { text, cited, subject: input.retrieved.subject, steps: [] };
}

/** The answer to one question, composed from what was retrieved for it; `variant` changes the wording (a regenerated answer). */
function composeOnce(input: ComposeInput, variant: number): ComposedAnswer {
  const { retrieved } = input;
  const seed = hash(input.question) + variant;
  if (retrieved.followUp === 'recap' && input.earlier.length > 0) return recap(input, seed);
  if (retrieved.followUp === 'plan') {
    const plan = weekPlan(input, seed);
    if (plan) return plan;
  }
  if (retrieved.followUp === 'why') {
    const why = reasons(input, seed);
    if (why) return why;
  }
  const subject = retrieved.subject;
  const context = retrieved.followUp === 'more' ? (input.earlier[input.earlier.length - 1]?.question ?? '') : '';
  // A follow-up asking for more takes passages the last answer did not give; a regenerated answer, others than its earlier versions.
  const skip = citedBefore(input.avoid);
  if (retrieved.followUp === 'more') for (const passage of retrieved.previous) skip.add(passage.title.toLowerCase());
  const own = coachSteps(input, context);
  const steps = [...own, ...(subject ? knowledgeSteps(input, STEPS_MAX - Math.min(own.length, 2) - (own.length ? 1 : 0), skip, context) : [])];
  // The honest answer reads the same for every question; a regenerated one in other words.
  if (steps.length === 0) return { text: nothingFits(input.coachName, retrieved.near, input.question, variant), cited: [], subject: null, steps: [] };

  const about = subject ? aboutPhrase(retrieved.hits[0]?.passage, subject) : 'this';
  const opening =
    retrieved.followUp === 'more'
      ? pick(['Building on that:', 'Here is more on that:', 'Taking that further:'], seed)
      : reflection(input.question, escapeMarkdown(about), seed);
  const parts = [opening];
  if (own.length > 0 && input.coachName) parts.push(`From ${escapeMarkdown(input.coachName)}'s own material:`);
  // A follow-up's opening already leads into the steps.
  else if (retrieved.followUp !== 'more') parts.push(pick(stepIntros, seed + 1)(steps.length));
  parts.push(steps.map(stepLine).join('\n'));
  if (input.coachName) parts.push(`For advice that fits your situation in more depth, you can book a session with ${escapeMarkdown(input.coachName)}.`);
  // A plan for the week is offered only for steps enough to make one; the subject's questions only those that fit what was said and shown.
  const said = `${input.question} ${steps.map((step) => `${step.title} ${step.quote}`).join(' ')}`;
  // About someone else's problem ("my wife drinks too much"), the subject's questions would ask the person about their own.
  // So would the questions of a subject other than relationships or parenting about what someone else does ("my husband plays video games till 2am").
  const forOther = aboutSomeoneElse(input.question) || (subject !== 'relationships' && subject !== 'parenting' && TELLS_OF_SOMEONE.test(asRead(input.question)));
  const fact = asksAFact(input.question);
  const asked = subject && fact ? FACT_CLOSINGS : subject && !forOther ? (nextQuestions[subject] ?? []) : subject ? FOR_SOMEONE_ELSE : [];
  // A week's plan is offered for what to do, not after a fact or a verdict ("is one beer a night bad?").
  const closing = [...asked.filter((q) => fitsClosing(q, input.question, said, steps.length)), ...(subject && !fact && steps.length >= STEPS_MIN ? [PLAN_OFFER] : [])];
  if (closing.length === 0) closing.push(steps.length > 1 ? 'Which of these would you like to try first?' : 'Could you try this this week?');
  parts.push(pick(closing, seed + 2));
  return {
    text: parts.join('\n\n'),
    cited: steps.flatMap((step) => (step.passage ? [step.passage] : [])),
    subject,
    steps: steps.map((step) => ({ title: step.title, text: step.quote, frequency: step.frequency })),
  };
}

/**
 * The built-in coach's answer. A regenerated answer (`avoid` holds the earlier versions) differs from
 * each of them: other passages where there are any, other wording, and at worst an honest line that it
 * has nothing new.
 */
export function compose(input: ComposeInput): ComposedAnswer {
  const seen = new Set(input.avoid.map((text) => text.trim()));
  for (let variant = input.avoid.length; variant < input.avoid.length + 6; variant++) {
    const answer = composeOnce(input, variant);
    if (!seen.has(answer.text.trim())) return answer;
  }
  // Every wording was given before: say so, in words no earlier version used.
  const last = composeOnce(input, input.avoid.length);
  for (let attempt = 1; ; attempt++) {
    const note = attempt === 1 ? '' : ` (asked ${attempt + 1} times)`;
    const text = `${last.text}\n\nThat is all I have on this for now${note}: asked again, I would only repeat myself. Try asking about one part of it, or in other words.`;
    if (!seen.has(text.trim())) return { ...last, text };
  }
}
