import type { Subject } from './knowledge-base.ts';
import { withApostrophes } from './question-reading.ts';
import { asRead } from './planning.ts';
import { aboutSomeoneElse, bereaved } from './asker.ts';

/*
 * The question an answer of the built-in coach closes on (issue 47): one that moves the conversation on and
 * fits what was asked and shown, never one that asks what the person already said or takes for granted what
 * they did not.
 */

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
  grief: ['Would you like to tell me about the one you lost?', 'Who around you knows how you are feeling?', 'What has helped, even a little, so far?'],
  pain: ['How long has this been going on?', 'What makes it better or worse?', 'Which of these could you try today?'],
  health: ['What has your doctor said about it so far?', 'Which of these could you start this week?', 'What would you most like to feel different?'],
  mood: ['How long have you been feeling this way?', 'Who could you talk to about how you feel?', 'Which of these could you try today?'],
  substances: ['What would be a realistic first step for you?', 'When is the urge strongest?', 'Who could support you with this?'],
};

/** A child's age or stage, said: the parenting question "How old are your children?" is not asked then. */
const AGE_SAID = /\b\d{1,2}\s*(?:and|&|,)\s*\d{1,2}[-\s]?(?:years?|yrs?)[-\s]?olds?\b|\b(?:they'?re|they are|aged?) \d{1,2}(?:\s*(?:and|&|,)\s*\d{1,2})+\b|\b\d{1,2}[-\s]?(?:years?|yrs?|months?)[-\s]?old\b|\b\d{1,2}\s?(?:yo|y\/o|yrs?)\b|\b(?:son|daughter|child|kid|boy|girl)\s+(?:is|turned|just turned)\s+\d{1,2}\b|\b(?:baby|babies|newborn|toddlers?|teen(?:ager)?s?|teenage|preschooler|infant)\b|\baged?\s+\d/i;

/**
 * Whether a closing question fits the answer: "which of these" only after more than one step; "tonight",
 * "this weekend" and "at your next shop" only when the question or the steps speak of that time or of
 * shopping; a child's age is not asked when it was said (in the question, the conversation's last one, or a step).
 */
function fitsClosing(closing: string, question: string, said: string, steps: number): boolean {
  if (steps <= 1 && /\bthese\b/.test(closing)) return false;
  const asked = question.slice(0, 2_000).toLowerCase().replace(/[’‘]/g, "'");
  for (const [closes, fits] of CLOSING_FITS) if (closes.test(closing) && !fits(asked)) return false;
  if (/\btonight\b/.test(closing) && !/\b(?:tonight|evening|night|bed|bedtime|sleep|asleep|dinner)\b/i.test(said)) return false;
  if (/\bthis weekend\b/.test(closing) && !/\bweekends?\b|\bsaturday|\bsunday|\bfriday night/i.test(said)) return false;
  if (/\bnext shop\b/.test(closing) && !/\b(?:shop|shopping|supermarket|buy|basket|trolley|shopping list)\b/i.test(said)) return false;
  // (Nor when an earlier turn or a step said it: "my teenage son…", then "what if he ignores the rules?".)
  if (/\bhow old are your children\b/i.test(closing) && (AGE_SAID.test(question) || AGE_SAID.test(said))) return false;
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
  // "The one you lost" only after a death or a loss of someone said (review stop-59 L3: no "them" with nobody named).
  [/the one you lost/i, (asked) => /\b(?:died|dead|death|passed(?: away)?|lost (?:my|our|her|his)|put down|put to sleep|funeral|widow\w*|bereave\w*)\b/.test(asked)],
  [/what has helped, even a little/i, (asked) => !/\b(?:explain|tell|telling)\b.{0,40}\b(?:child|children|kids?|son|daughter|\d{1,2}[- ]?(?:year[- ]old|yo))\b/.test(asked)],
  // Work's own questions are for one in work, not one made redundant or looking for a job.
  [/who at work could you talk to|a good week at work/i, (asked) => !/\bredundan\w*|\bunemploy\w*|\blaid off\b|\bout of work\b|\blost (?:my|his|her) job\b|\blooking for (?:a )?(?:new )?(?:job|work)\b|\bjob ?hunt\w*|\bretired\b|\bsacked\b|\bfired\b/.test(asked)],
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

/**
 * The closing questions that fit an answer, best kept first; the composer picks one. A plan for the week is
 * offered only for steps enough to make one (`planWorthy`), and not after a fact or a verdict ("is one beer a
 * night bad?"); the subject's questions only those that fit what was said and shown (`said`).
 */
export function closingQuestions({ question, subject, said, steps, planWorthy }: { question: string; subject: Subject | null; said: string; steps: number; planWorthy: boolean }): string[] {
  // About someone else's problem ("my wife drinks too much"), the subject's questions would ask the person about their own.
  // So would the questions of a subject other than relationships or parenting about what someone else does ("my husband plays video games till 2am").
  // ("My nan died" tells of a loss of one's own: the grief is theirs.)
  const forOther = aboutSomeoneElse(question) || (subject !== 'relationships' && subject !== 'parenting' && TELLS_OF_SOMEONE.test(asRead(question)) && bereaved(question).length === 0);
  const fact = asksAFact(question);
  const asked = subject && fact ? FACT_CLOSINGS : subject && !forOther ? (nextQuestions[subject] ?? []) : subject ? FOR_SOMEONE_ELSE : [];
  const closing = [...asked.filter((q) => fitsClosing(q, question, said, steps)), ...(subject && !fact && planWorthy ? [PLAN_OFFER] : [])];
  if (closing.length === 0) closing.push(steps > 1 ? 'Which of these would you like to try first?' : 'Could you try it this week?');
  return closing;
}
