import { stems } from '../../platform/search/stems.ts';
import type { CustomerContext, RoutineGlance } from './customer-summary.ts';
import { ROUTINE_WINDOW_DAYS } from './customer-figures.ts';
import { days, quoted, recordsOf } from './personal-words.ts';

/*
 * "Am I sleeping better?": the app keeps no sleep log (no hours, no nights), so the coach says so
 * plainly rather than answering with advice as if it had looked. What it can see that touches on sleep
 * (a routine about bedtime, the phone or the bedroom) it names with its true days; then what they
 * could log, and the library's advice follows (offline.ts).
 */

/** A question about how the customer themselves has been sleeping, not how to sleep. */
const OWN_SLEEP = [
  /\b(?:am|have)\s+i\s+(?:been\s+)?(?:sleeping|slept)\s+(?:any\s+)?(?:better|worse|well|badly|enough|more|less|ok|okay|properly)\b/,
  /\bhow\s+(?:am|have)\s+i\s+(?:been\s+)?(?:sleeping|slept)\b/,
  /\bhow\s+(?:is|has|was|'s)\s+my\s+sleep(?:ing)?\b(?!\s+(?:plans?|goals?|routines?|habits?|tracker))/,
  /\bhow\s+(?:well|long|much)\s+(?:did|have)\s+i\s+(?:been\s+)?(?:sleep|slept)\b/,
  /\bhow\s+many\s+hours\s+(?:did|have)\s+i\s+(?:been\s+)?(?:sleep|slept)\b/,
  /\bdid\s+i\s+sleep\s+(?:well|better|worse|enough|ok|okay|badly)\b/,
  /\b(?:is|has)\s+my\s+sleep\s+(?:been\s+)?(?:getting\s+)?(?:better|worse|improv\w*)\b/,
];

/** Words of a routine that has to do with sleep. */
const SLEEP_WORDS = new Set(stems('sleep sleeping bed bedtime bedroom night nights wake waking lights out asleep nap'));

export function sleepAsk(text: string): boolean {
  return OWN_SLEEP.some((p) => p.test(text));
}

const judged = (r: RoutineGlance) => r.window.done + r.window.skipped + r.window.missed;

/** What the coach says before its advice: no sleep records, what it can see that touches on sleep, and what they could log. */
export function sleepNote(customer: CustomerContext | undefined): string {
  const none = 'I can’t tell how you have been sleeping: the app doesn’t keep a sleep log (no hours or nights), so there is no record of your sleep for me to compare.';
  const read = recordsOf('habits', customer);
  const log =
    'If you want to follow it, add a sleep routine on the Habit screen (a set bedtime, say, or screens off an hour before bed) and tick it each night on My Routines; your mood log on the Emotional screen also shows how your days go. Then I can tell you how that is going.';
  if (!read.snapshot) return [none, log].join(' ');
  const related = read.snapshot.routines.filter((r) => stems(r.title).some((w) => SLEEP_WORDS.has(w)));
  if (related.length === 0) return [none, log].join(' ');
  const lines = related.slice(0, 3).map((r) => {
    const n = judged(r);
    return `${quoted(r.title)}: ${r.paused ? 'paused' : n === 0 ? 'no day to count yet' : `done on ${r.window.done} of ${days(n)}`}`;
  });
  return `${none} What I can see is your ${related.length === 1 ? 'routine' : 'routines'} about bedtime over the last ${ROUTINE_WINDOW_DAYS} days: ${lines.join('; ')}. That shows the habit, not how well you slept.`;
}
