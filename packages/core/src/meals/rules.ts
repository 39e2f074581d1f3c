/** The meal planner's pure rules that the server and the screens share. */

/** Steps that start the day before, or leave the dish to soak, set or marinate for hours. */
const aheadStep = /\bovernight\b|\bthe (?:night|day|evening) before\b|\bin advance\b|\bahead of time\b|\b(?:soak|chill|marinate|rest|set|leave)\w*\b[^.]*\b(?:\d+|several|a few)\s*(?:hours?|hrs?)\b/i;

/** Whether a dish is made ahead: a step starts the night before or waits hours (chia pudding, overnight oats). */
export function madeAhead(preparation: readonly string[]): boolean {
  return preparation.some((step) => aheadStep.test(step));
}

/** A comment that says how soon the dish is ready ("Ready in about 6 minutes", "on the table in 10 minutes"). */
const readyTime = /\bready in\b|\b(?:on the table|done|made) in (?:about |under |just |only )?\d+\s*min/i;
/** Words that tell the reader the dish is made ahead. */
const saysAhead = /\bnight before\b|\bday before\b|\bovernight\b|\bahead\b|\bin advance\b|\bminutes of work\b/i;

/**
 * Whether the time a comment states fits the steps: a dish made the night before is not "ready in
 * about 6 minutes" unless the comment also says it is made ahead.
 */
export function readyTimeFits(comment: string, preparation: readonly string[]): boolean {
  return !(readyTime.test(comment) && madeAhead(preparation) && !saysAhead.test(comment));
}

const nightBefore = /\bovernight\b|\bthe (?:night|evening) before\b/i;

/** When a made-ahead dish is started: "the night before", or "ahead" for one that waits hours. */
export function aheadWhen(preparation: readonly string[]): string {
  return preparation.some((step) => nightBefore.test(step)) ? 'the night before' : 'ahead';
}

/** How long a meal takes, in words: "about 25 minutes", or "about 6 minutes of work, the night before". */
export function timeText(minutes: number, preparation: readonly string[]): string {
  return madeAhead(preparation) ? `about ${minutes} minutes of work, ${aheadWhen(preparation)}` : `about ${minutes} minutes`;
}
