import type { OfferedRoutine, RoutineOffer } from '@iyl/core/coach-chat/contract';
import { ROUTINE_DESCRIPTION_MAX, ROUTINE_TITLE_MAX, type RoutineTarget, type RoutineType } from '@iyl/core/routines/constants';
import { truncate } from '../../platform/ai/offline-helpers.ts';
import type { KnowledgePassage } from './knowledge-base.ts';
import type { Retrieved } from './retrieval.ts';

/*
 * "Make it a plan" offers to add the plan's steps to the customer's routines with one click (issue 47).
 * The steps are the built-in passages the last answer cited, as the plan for the week takes them; those
 * done again and again become routines, and the offer is kept with the answer (chat-writer.ts) so that
 * adding them reads it from the server, never from the browser.
 */

/** A plan for the week is made of the last answer's first this many steps (compose.ts: weekPlan). */
export const PLAN_STEPS_MAX = 4;

const DAILY = /^(?:daily|every ?day|each day|every (?:morning|evening|night)|(?:twice|\d+ times) a day)$/;
const WEEKLY = /^(?:weekly|every week|once a week|twice a week|\d+ times a week|every weekday)$/;

/**
 * The routine type a step's frequency makes it: Daily or Weekly. Null for a step done once, monthly or
 * less often, or when a thing happens ("When needed"), and for a passage with no frequency (an article,
 * advice): none of those is a routine to tick.
 */
export function routineTypeOf(frequency: string | undefined): RoutineType | null {
  const said = frequency?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!said) return null;
  if (DAILY.test(said)) return 'Daily';
  if (WEEKLY.test(said)) return 'Weekly';
  return null;
}

const EVENING = /\b(?:bed|bedtime|beds|night|nights|evening|evenings|dinner|supper|tonight|sunset|wind(?:ing)? down|after work|sleep)\b/;
const MORNING = /\b(?:morning|mornings|breakfast|wake|waking|wake-up|sunrise|first thing)\b/;
const AFTERNOON = /\b(?:afternoon|afternoons|lunch|lunchtime|midday|noon|(?:1|2|3|4) ?pm)\b/;

/**
 * The time of day a step says it belongs to (its title first, then its text): the evening for bed and
 * dinner, the morning for waking and breakfast, the afternoon for lunch; else the morning, when a day's
 * intentions are set.
 */
export function targetOf(passage: Pick<KnowledgePassage, 'title' | 'text'>): RoutineTarget {
  for (const text of [passage.title, passage.text.slice(0, 600)]) {
    const read = text.toLowerCase();
    if (AFTERNOON.test(read)) return 'Afternoon';
    if (EVENING.test(read)) return 'Evening';
    if (MORNING.test(read)) return 'Morning';
  }
  return 'Morning';
}

/** A step as a routine, within the routine form's limits; null when it is not one to repeat. */
export function routineOf(passage: KnowledgePassage): OfferedRoutine | null {
  const routineType = routineTypeOf(passage.frequency);
  if (!routineType) return null;
  const title = truncate(passage.title, ROUTINE_TITLE_MAX);
  const description = truncate(passage.text, ROUTINE_DESCRIPTION_MAX);
  if (!title || !description) return null;
  return { title, description, target: targetOf(passage), routineType };
}

/**
 * What an answer to a question offers to add: for a plan for the week made from the last answer's steps,
 * those of them that repeat, each once (a routine's title is the customer's only once); null otherwise.
 */
export function routineOffer(retrieved: Pick<Retrieved, 'followUp' | 'previous'>): RoutineOffer | null {
  if (retrieved.followUp !== 'plan' || retrieved.previous.length === 0) return null;
  const routines: OfferedRoutine[] = [];
  for (const passage of retrieved.previous.slice(0, PLAN_STEPS_MAX)) {
    const routine = routineOf(passage);
    if (routine && !routines.some((r) => r.title.toLowerCase() === routine.title.toLowerCase())) routines.push(routine);
  }
  return routines.length > 0 ? { routines, addedAt: null, added: 0 } : null;
}
