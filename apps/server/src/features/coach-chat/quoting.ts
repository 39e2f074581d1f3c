import { proseSentences } from '@iyl/core/text/markdown';
import { stems } from '../../platform/search/stems.ts';
import { addressesAnAi } from './knowledge/addressed-to-ai.ts';
import { ASKS_NORMAL, asLibraryReads, EX_SMOKER, withoutNegatedHabits } from './question-reading.ts';
import { aboutAYoungPerson } from './asker.ts';
import { questionWeights } from './library-index.ts';

/*
 * What a step of the built-in coach quotes from its passage (issue 47): the sentences that answer the
 * question (a figure to "how much?", whether it is normal to "is this normal?", what to do after what is so),
 * never one that assumes what the person did not say, names what they go without, or is for adults only
 * about a child.
 */

/** Questions that ask for a verdict: whether something is safe, fine, bad or worth it, whether to do it. */
const ASKS_VERDICT = /\b(?:is it|is that|is this|are they|are these|is (?:a|an|one|my|the) [\w' -]{1,40}?) (?:safe|ok|okay|fine|bad|good|harmful|dangerous|normal|enough|too much|too many|worth)\b|\b(?:should|can|could) i (?:still )?\w+|\bdo i (?:need|have) to\b|\bam i allowed\b/i;

/** A step quotes up to about this many characters of its passage (whole sentences). */
export const STEP_CHARS = 330;

/** Words of drinking and smoking: a sentence with them is quoted only to a question that has them too. */
export const ASSUMES = /\b(?:alcohol\w*|wines?|beers?|lagers?|ciders?|pints?|vodka|gin|whisk(?:e)?y|rum|prosecco|cocktails?|booze|drunk|drinking|nightcap|hangovers?|smok\w*|cigarettes?|vap(?:e|es|ing)|nicotine|cannabis)\b/i;

/**
 * Whether the person says they drink or smoke (not "I don't drink or smoke"; "I quit smoking" does), as the library reads it:
 * "drink less", "drink too much" are drinking alcohol; "drink more water" is not.
 */
export const saysHabit = (...texts: string[]) => texts.some((text) => ASSUMES.test(asLibraryReads(withoutNegatedHabits(text))) || asLibraryReads(text).includes(EX_SMOKER));

/** A sentence that says what to do: it starts with a verb of doing, or with a condition before one. */
/** Verbs of doing a step opens on ("try", "write", "talk"). */
const DOING_VERBS = 'try|aim|start|set|keep|write|plan|ask|talk|choose|make|take|put|use|pick|book|turn|move|get|go|give|let|tell|say|agree|add|swap|cut|stop|avoid|limit|eat|walk|spend|leave|notice|list|check|decide|find|look|open|call|save|pay|build|break|have|do|practise|practice|schedule|name|focus|allow|remember|reward|track|log|switch|breathe|sit|stand|stretch|hold|reach|join|send|share|plan|prepare|pack|cook|buy|sleep|drink|wait|read|sort|contact|see|speak|learn|treat|celebrate|protect|replace|review|note|count|create|offer|invite|visit|accept|think';
export const DOES = new RegExp(`^(?:(?:if|when|whenever|before|after|once|each|every|this|at)\\b[^,]{0,80},\\s*)?(?:${DOING_VERBS})\\b`, 'i');
/** …or after any short opening ("Earlier in the evening, spend ten minutes…", "In bed, try slow breathing…"). */
const DOES_AFTER_OPENING = new RegExp(`^[^,;:]{0,60},\\s*(?:${DOING_VERBS})\\b`, 'i');

/** A sentence that gives advice: says what to do, or that something is worth doing ("It's worth seeing your doctor"). */
export const advises = (sentence: string) => DOES.test(sentence) || /\b(?:it'?s|it is) (?:worth|best|wise|a good idea)\b|, so (?:aim|try) to\b|\byou (?:could|should|might|can|may want to)\b|\b(?:consider|see (?:a|your) (?:doctor|gp))\b/i.test(sentence);

/**
 * A sentence that sends the person on to someone else when the advice is not enough ("If work stress is wrecking
 * your sleep for weeks, talk to your manager or your doctor."): a step's last word, not its advice, unless the
 * question asks about seeing someone (ASKS_HELP).
 */
const REFERS_TO = /\b(?:doctors?|gps?|counsell\w*|therapists?|therap(?:y|ies)|pharmacists?|nhs|helplines?|samaritans|relate|vets?|midwife|health visitor|physio\w*|specialists?|manager|citizens advice|stepchange|national debtline)\b/i;
const ONLY_IF = /^(?:if|when|whenever|should|and if|but if)\b|\b(?:worth (?:raising|seeing|mentioning|talking|asking|checking)|mention it to|raise it with|if (?:it|this|that|they|you)\b[^,]{0,80}(?:weeks|months|most nights|most days|carries on|keeps|doesn'?t (?:help|improve|go)|struggling|can'?t cope))\b/i;
export const refers = (sentence: string) => REFERS_TO.test(sentence) && ONLY_IF.test(sentence);
/** Questions about seeing someone: a doctor, a counsellor, one's manager, whether it is serious. */
const ASKS_HELP =
  /\b(?:doctors?|gps?|counsell\w*|therap\w*|professional|medical|manager|boss|pharmacist|nurse|helpline|get help|see someone|talk to someone|is (?:it|this|that) serious|serious|should i (?:see|go to|be worried|worry)|when (?:should|do) i (?:see|worry|get help))\b/i;
/** A question asking yes or no ("is slow breathing proven to help?", "do I have to give it up?"). */
const YES_OR_NO = /(?:^|[.?!]\s+)(?:is|are|do|does|did|can|could|should|will|would|am|was|were|has|have)\b/i;
/** A referral line counts this much of its score when the question does not ask about seeing someone. */
const REFERRAL_SHARE = 0.3;
/** Fewer words than this, and a sentence that says what to do is a teaser ("Give it somewhere else to go."), not a step. */
const TEASER_WORDS = 8;
/** A sentence that tells the person what to do, concretely: advice, not a referral line (unless asked) nor a teaser. */
const tellsHow = (sentence: string, help: boolean, first = false) => (advises(sentence) || DOES_AFTER_OPENING.test(sentence)) && (help || first || !refers(sentence)) && !teaser(sentence);
/** A sentence too short to say how ("Give it somewhere else to go.", "The fix depends on the reason."): it only leads into what follows. */
export const teaser = (sentence: string) => sentence.split(/\s+/).length < TEASER_WORDS;
/**
 * Whether a sentence tells the person what to do, concretely, for the question: advice, not a teaser, nor a
 * referral line unless the question asks about seeing someone (or it is the passage's opening, its verdict).
 */
export const tellsWhatToDo = (sentence: string, question: string, first = false) => tellsHow(sentence, ASKS_HELP.test(question.slice(0, 2_000)), first);

/** A sentence that leans on the one before it ("This helps because…", "It…"): quoted with it. */
const LEANS_BACK =
  /^(?:this|that|these|those|it|they|then|also|so|but|and|or|instead|otherwise|other|another|even so|still|if (?:it|this|that|they|so|not)|when (?:it|this|that|they) (?:does|do|doesn't|don't|happens)|(?:you|we) (?:can|could|might|may) also|(?:[a-z]+ ){1,3}(?:also|too)\b|keep (?:this|that|it|them)|go round|repeat|do (?:this|that|it)|once (?:this|that|it|they|you've done)|after (?:this|that))\b/i;
/** Questions that ask for an amount: a sentence with a number answers them best. */
export const ASKS_AMOUNT = /\bhow (?:much|many|long|often|far)\b|\bhow soon\b|\bwhat amount\b/i;
/** What answers a question of amount: a number of the thing asked about ("how many units": "14 units"), or a span of time to "how long". */
function amountAnswer(question: string): RegExp | null {
  const read = question.slice(0, 500).toLowerCase();
  if (/\bhow long\b/.test(read)) return /\b(?:\d+|a few|several|many|two|three|four|six|twelve|eighteen)\s+(?:minutes|hours|days|weeks|months|years)\b|\btimetable\b|\bover time\b|\bno (?:set|fixed) (?:time|length)\b/i;
  const what = /\bhow (?:many|much) ([a-z]+)/.exec(read)?.[1];
  const stem = what ? stems(what)[0] : undefined;
  return stem && stem.length > 2 ? new RegExp(`\\b\\d+(?:[.,]\\d+)?\\s*(?:[a-z]+\\s+){0,1}${stem}`, 'i') : null;
}
/** Questions of amount that ask where the limit is ("how much caffeine is too much", "how many coffees a day is safe"). */
const ASKS_LIMIT = /\btoo (?:much|many)\b|\bsafe\b|\blimits?\b|\bmaximum\b|\b(?:ok|okay|fine)\b/i;
/** What answers them: a sentence that says the limit ("up to 400 mg a day", "no more than 14 units"). */
export const SAYS_LIMIT = /\b(?:up to|no more than|not more than|at most|or less|limits?|maximum)\b/i;
/** What answers them: a sentence saying how common or real it is, or that it is not too late. */
const SAYS_NORMAL = /\b(?:normal|common|natural|usual|many people|lots of people|most people|very real|real grief|is real|not too late|never too late|not alone)\b/i;
export const HAS_NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/i;


/** Advice for adults only: never quoted about a child or a young person ("my 15 year old is vaping", a 10-year-old's bedtime). */
const ADULTS_ONLY =
  /\b(?:workplace pension|tax code|auto-?enrol\w*)\b|\bvap(?:e|es|ing)\b[^.]{0,60}\b(?:quit|stop(?:ping)? smoking|switch)|\b(?:nicotine replacement|nicotine strength|vape shop|nicotine patch\w*|nicotine gum)\b|\bgo to bed (?:a little |a bit )?later\b|\btime in bed\b|\bsleep restriction\b|\bless than (?:about )?six hours\b|\bmost adults\b/i;

/** What the person says they go without or cannot have ("without eggs", "allergic to nuts", "dairy-free", "no gym", "besides painkillers"): each word after it. */
const RULED_OUT =
  /\b(?:without (?:a |any |the |eating |having |using )?|(?:besides|other than|apart from|instead of|rather than|except) (?:taking |using |having |my |the )?|allergic to |(?:an )?allerg(?:y|ies) to |intolerant to |can'?t (?:eat|have|do) |cannot (?:eat|have|do) |don'?t (?:eat|have) (?:any )?|i'?m off |no access to (?:a )?)([a-z]+)(?: or ([a-z]+))?|\b([a-z]+)[- ]free\b/gi;
/**
 * What can be ruled out: foods, a gym or kit, and painkillers or pills ("anything besides painkillers?"). Not a phone, a drink or a habit: "without my phone" and
 * "phone-free dinners" want advice that speaks of the phone.
 */
const CAN_RULE_OUT = new Set(
  stems('egg eggs dairy milk cheese butter yoghurt nut nuts peanut peanuts gluten wheat bread meat fish shellfish seafood soy soya lactose pork beef chicken sugar caffeine gym equipment weights painkiller painkillers medication medicine pills tablets'),
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
export function ruledOut(question: string): Set<string> {
  const out = new Set<string>();
  for (const [diet, foods] of DIETS) if (diet.test(question.slice(0, 2_000))) for (const stem of stems(foods)) out.add(stem);
  for (const match of question.slice(0, 2_000).replace(/[’‘]/g, "'").matchAll(RULED_OUT)) {
    for (const word of [match[1], match[2], match[3]]) if (word) for (const stem of stems(word)) if (CAN_RULE_OUT.has(stem)) for (const food of [stem, ...(GROUPS.get(stem) ?? [])]) out.add(food);
  }
  return out;
}
/** Whether a text names something the question rules out. */
export const namesRuledOut = (text: string, out: ReadonlySet<string>) => out.size > 0 && stems(text).some((stem) => out.has(stem));

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
  /** Asks for an amount's limit: the sentence that says it answers first. */
  limit: boolean;
  gives: RegExp | null;
  normal: boolean;
  /** Asks for a verdict ("is it safe to…", "should I…", "can I…"): a passage's opening verdict answers it. */
  verdict: boolean;
  /** Asks about seeing someone (a doctor, a counsellor, a manager): a referral line answers it. */
  help: boolean;
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
    limit: ASKS_LIMIT.test(question.slice(0, 2_000)) && (ASKS_AMOUNT.test(question) || HAS_NUMBER.test(question)),
    gives: amountAnswer(question),
    normal: ASKS_NORMAL.test(question.slice(0, 2_000)),
    verdict: ASKS_VERDICT.test(question.slice(0, 2_000)),
    help: ASKS_HELP.test(question.slice(0, 2_000)),
  };
  lastReading = { question, context, reading };
  return reading;
}

function sentencesAnswering(text: string, question: string, context: string, max: number, whole: boolean): string {
  const { assumes, out, adultsOnly, asked, around, top, amount, limit, gives, normal, verdict, help } = readingOf(question, context);
  const sentences = proseSentences(text).filter((sentence) => !addressesAnAi(sentence) && !assumes?.test(sentence) && !namesRuledOut(sentence, out) && !adultsOnly?.test(sentence));
  if (whole && sentences.join(' ').length <= max) return sentences.join(' ');
  const scoreOf = (sentence: string) => {
    let score = 0;
    for (const stem of new Set(stems(sentence))) score += asked.get(stem) ?? (around.get(stem) ?? 0) * 0.35;
    // A figure answers "how much?"; a figure of what was asked ("14 units" to "how many units"), or a time to "how long?", more.
    if (amount && HAS_NUMBER.test(sentence)) score += top * 1.5;
    if (gives?.test(sentence)) score += top * 1.5;
    // "How much is too much?": the limit before what things hold.
    if (limit && HAS_NUMBER.test(sentence) && SAYS_LIMIT.test(sentence)) score += top;
    // "Is this normal?" is answered first by a sentence that says whether it is, with what to do after it.
    if (normal && score > 0 && SAYS_NORMAL.test(sentence)) score += top * 1.5;
    // A sentence that says what to do is a step; one that only sets the scene is not.
    if (score > 0 && DOES.test(sentence)) score += top * 0.25;
    // A referral line ("if it lasts for weeks, see your doctor") is where a step ends, unless seeing someone is what is asked.
    // (Not the passage's opening: that is its verdict, "…and if it has lasted weeks, it's worth seeing a GP".)
    if (!help && sentence !== sentences[0] && refers(sentence)) score *= REFERRAL_SHARE;
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
  // (A passage opens with its verdict: to a question asking for one, that is the answer, with what follows it.)
  // (Nor is a referral line or a teaser the step: "…Give it somewhere else to go." is followed by how.)
  const how = (sentence: string) => tellsHow(sentence, help, sentence === sentences[0]);
  if (!how(sentences[best] as string) && !amount && !(verdict && best === 0)) {
    const next = sentences.findIndex((sentence, i) => i > best && i <= best + 2 && how(sentence));
    if (next > 0 && sentences.slice(best, next + 1).join(' ').length <= max) return sentences.slice(best, next + 1).join(' ');
    // One that tells how and speaks to the question first; for a best that is a referral line or a teaser, one that
    // tells how though it shares no word with the question (the passage was chosen for it: its how-to sentences are its advice).
    let doing = -1;
    const better = (i: number) => doing < 0 || scoreOf(sentences[i] as string) > scoreOf(sentences[doing] as string);
    const sendsOn = advises(sentences[best] as string);
    // (A referral line last of all: "see your doctor" is not the advice when the passage says what to do.)
    const advisesHere = (sentence: string) => advises(sentence) && (help || !refers(sentence));
    // An opening that only sets the scene ("Burnout builds up when…") goes on to the first sentence that tells how; a
    // question asking yes or no keeps it (its verdict), and so does a sentence further on that speaks to the question.
    const setsTheScene = best === 0 && !YES_OR_NO.test(question.slice(0, 2_000));
    for (const [tells, least] of [[how, 1e-9], [how, sendsOn ? 0 : 1e-9], [advisesHere, 1e-9], [how, setsTheScene ? 0 : 1e-9], [advises, 1e-9]] as const) {
      if (doing >= 0) break;
      sentences.forEach((sentence, i) => {
        if (tells(sentence) && scoreOf(sentence) >= least && better(i)) doing = i;
      });
    }
    // "Is this normal?": the sentence that says so leads, then the one that says what to do.
    const says = sentences[best] as string;
    if (doing > best && normal && SAYS_NORMAL.test(says) && says.length + (sentences[doing] as string).length < max) return `${says} ${sentences[doing]}`;
    if (doing >= 0) best = doing;
  }
  // A step of one sentence goes on to the next when that tells how too ("…bed is for sleeping, not for trying. Go to bed only when you feel sleepy…").
  const alone = !LEANS_BACK.test(sentences[best] as string);
  const quote = quoteAround(sentences, best, (i) => scoreOf(sentences[i] as string) > 0 || (alone && i === best + 1 && how(sentences[i] as string)), max);
  // A quote that only explains ("When your mind races at bedtime, it's usually working through…") goes on to the
  // passage's next sentence that says what to do, past a teaser ("Give it somewhere else to go."), when it fits.
  return amount ? quote : onToWhatToDo(sentences, quote, how, max);
}

/** A quote (whole sentences of `sentences`) that says nothing to do, with the sentences up to the next one that does, within two and `max`. */
function onToWhatToDo(sentences: readonly string[], quote: string, how: (sentence: string) => boolean, max: number): string {
  for (let from = 0; from < sentences.length; from++) {
    if (!quote.startsWith(sentences[from] as string)) continue;
    for (let to = from + 1; to <= sentences.length; to++) {
      if (sentences.slice(from, to).join(' ') !== quote) continue;
      if (sentences.slice(from, to).some(how)) return quote;
      const next = sentences.findIndex((sentence, i) => i >= to && i <= to + 1 && how(sentence));
      const longer = next < 0 ? quote : sentences.slice(from, next + 1).join(' ');
      return longer.length <= max ? longer : quote;
    }
  }
  return quote;
}

/**
 * The quote around the best sentence: from the sentence it leans on ("This helps because…" takes the one
 * before), and on while the next one leans on it, or speaks to the question too (`speaks`) and fits in
 * about `max` characters; three sentences at most.
 */
export function quoteAround(sentences: readonly string[], best: number, speaks: (i: number) => boolean, max: number): string {
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
