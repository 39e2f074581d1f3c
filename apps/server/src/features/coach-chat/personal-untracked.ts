import type { CustomerContext } from './customer-summary.ts';

/*
 * "How many steps did I walk today?", "how much did I spend this week?", "what's my weight trend?": the
 * app keeps no step count, spending or weight log, so the coach says so plainly (and what it does keep)
 * rather than answering with advice as if it had looked; the library's advice follows (offline.ts).
 * "How can I walk more steps?" asks for advice, and is left to the library.
 */

export type Untracked = 'steps' | 'spending' | 'weight';

const OWN: Record<Untracked, RegExp[]> = {
  steps: [
    /\bhow\s+(?:many|far)\s+(?:steps\s+)?(?:did|have|had)\s+i\s+(?:walk|walked|do|done|take|taken|took|get|got|make|made|run|ran)\b(?:[^.?!]{0,30}\bsteps\b)?/,
    /\bhow\s+many\s+steps\s+(?:did|have|had|am)\s+i\b/,
    /\bmy\s+(?:daily\s+)?(?:steps?|step\s+count|step\s+total|steps?\s+(?:today|yesterday|this\s+week|lately))\b/,
    /\b(?:did|have)\s+i\s+(?:hit|reach|reached|get|got|make|made)\s+(?:my\s+)?(?:\d[\d,]*\s+)?steps\b/,
  ],
  spending: [
    /\bhow\s+much\s+(?:money\s+)?(?:did|have|had)\s+i\s+(?:spend|spent|paid|pay|save|saved)\b/,
    /\bhow\s+much\s+(?:money\s+)?i(?:'ve|\s+have)?\s+(?:spent|saved)\b/,
    /\bwhat\s+(?:did|have)\s+i\s+(?:spend|spent)\b/,
    /\bmy\s+(?:spending|expenses|outgoings|purchases|bank\s+balance|savings\s+balance)\b(?![^.?!]{0,30}\b(?:plans?|goals?|budget\s+plan)\b)/,
    /\b(?:did|have)\s+i\s+(?:overspen[dt]|spend\s+too\s+much|spent\s+too\s+much|go\s+over\s+(?:my\s+)?budget|gone\s+over\s+(?:my\s+)?budget)\b/,
  ],
  weight: [
    /\bmy\s+(?:body\s+)?(?:weight|bmi)\s*(?:trend|history|progress|lately|recently|log|changed?|going|this\s+(?:week|month))\b/,
    /\bhow\s+(?:is|has|'s)\s+my\s+(?:body\s+)?(?:weight|bmi)\b/,
    /\b(?:have|did|am)\s+i\s+(?:lost|lose|losing|gained|gain|gaining|put\s+on|putting\s+on|dropped)\s+(?:any\s+)?(?:weight|kilos?|kg|pounds|lbs)\b/,
    /\bhow\s+much\s+(?:weight\s+)?(?:have|did)\s+i\s+(?:lost|lose|gained|gain|put\s+on)\b/,
    /\bhow\s+much\s+do\s+i\s+weigh\b/,
    /\bwhat(?:'s|\s+is|\s+was)\s+my\s+(?:current\s+)?(?:weight|bmi)\b/,
  ],
};

/** Advice in the same words ("how can I walk more steps?", "how do I lose weight?"): the library's, not a record of theirs. */
const ADVICE = /\b(?:how\s+(?:do|can|could|should|would)\s+i|should|tips?|ideas?|ways?\s+to|help\s+me|advice|best\s+way|what\s+can\s+i\s+do)\b/;

/** Which record a question about the customer's own figures asks for that the app does not keep, or null. */
export function untrackedAsk(text: string): Untracked | null {
  if (ADVICE.test(text)) return null;
  for (const kind of ['steps', 'spending', 'weight'] as const) if (OWN[kind].some((p) => p.test(text))) return kind;
  return null;
}

const NONE: Record<Untracked, string> = {
  steps: 'I can’t tell how many steps you walked: the app doesn’t count steps or keep an activity log, so there is no record of them for me to look at.',
  spending: 'I can’t tell how much you spent: the app doesn’t keep your spending, expenses or bank records, so there is nothing of that for me to add up.',
  weight: 'I can’t tell how your weight is going: the app doesn’t keep a weight log (no weigh-ins), so there is no trend of yours for me to read.',
};

const KEEPS: Record<Untracked, string> = {
  steps: 'If you want to follow it, add a walking routine on the Habit screen and tick it on My Routines each day; then I can tell you how that is going.',
  spending: 'Your Finance plans on the Finance screen hold your money goals and tasks, and I can tell you how those are going.',
  weight: 'Your Health plans, routines and meal plan are there, and I can tell you how those are going (your meal plan shows each day’s calories against your targets).',
};

/** What the coach says before its advice: no such record, and what the app keeps instead. */
export function untrackedNote(kind: Untracked, customer: CustomerContext | undefined): string {
  const sees = customer?.shared ? 'What I can see is your mood log, routines, meal plan and plans.' : '';
  return [NONE[kind], sees, KEEPS[kind]].filter(Boolean).join(' ');
}
