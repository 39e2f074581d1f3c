import { calendarDate } from '../coach-profiles/rules.ts';
import { addDays } from '../time/zone.ts';

/*
 * Whether a part of /Insights has data enough to say something (issue 47): a rating and a prediction
 * need RATE_MIN_DAYS days with entries for that part, a trend TREND_MIN_DAYS. Below that the screen, the
 * words and the weekly e-mail say what is still needed and when it can be ready, in the same sentences
 * (readinessWords), so the three never disagree.
 */

/** How far a part is from the days with entries it needs. */
export interface Readiness {
  /** Days with entries counted (in the part's window, or all time). */
  days: number;
  /** Days with entries it needs. */
  need: number;
  ready: boolean;
  /** Days with entries still to make, one a day from today on (0 once ready). */
  more: number;
  /** The earliest day it can be ready, with an entry each day from today on; null once ready. */
  readyOn: string | null;
}

/**
 * The readiness of a part from the days it has entries on (YYYY-MM-DD; later than today ignored).
 * `windowDays`: only days within that many days up to each day count (today included), so an old entry
 * may drop out while new ones come; null: every day counts (a plan's ticks are all its history).
 */
export function readiness(entryDays: Iterable<string>, today: string, need: number, windowDays: number | null): Readiness {
  // The window's first day moves on with its last, a day at a time (the day after is kept once computed,
  // time/zone.ts): no date parsed and printed for each day of the walk below.
  const counted = (days: Iterable<string>, upTo: string, from: string | null) => {
    let n = 0;
    for (const d of days) if (d <= upTo && (from === null || d >= from)) n++;
    return n;
  };
  const have = new Set<string>();
  for (const d of entryDays) if (d <= today) have.add(d);
  const firstFrom = windowDays === null ? null : addDays(today, -(windowDays - 1));
  const days = counted(have, today, firstFrom);
  if (days >= need) return { days, need, ready: true, more: 0, readyOn: null };
  // An entry each day from today on: the first day the window holds enough. Within need + window days
  // the last `need` of them are all new entries, so the loop always ends.
  let more = 0;
  const limit = need + (windowDays ?? 0);
  for (let i = 0, day = today, from = firstFrom; i <= limit; i++, day = addDays(day, 1), from = from === null ? null : addDays(from, 1)) {
    if (!have.has(day)) {
      have.add(day);
      more++;
    }
    if (counted(have, day, from) >= need) return { days, need, ready: false, more, readyOn: day };
  }
  return { days, need, ready: false, more: need - days, readyOn: null };
}

/** The parts that can be short of data: the five sections and the routines' trend. */
export type ReadinessPart = 'Health' | 'Finance' | 'Relationship' | 'Meals' | 'Mood' | 'Routines';

const doing: Record<ReadinessPart, { act: string; again: string; none: string; rating: string }> = {
  Health: { act: 'Tick off an item of your Health plan', again: 'Tick off an item', none: 'Nothing is ticked off yet', rating: 'your Health rating' },
  Finance: { act: 'Tick off an item of your Finance plan', again: 'Tick off an item', none: 'Nothing is ticked off yet', rating: 'your Finance rating' },
  Relationship: { act: 'Tick off an item of your Relationship plan', again: 'Tick off an item', none: 'Nothing is ticked off yet', rating: 'your Relationship rating' },
  Meals: { act: 'Mark the meals you eat on the Meal Planner', again: 'Mark a meal eaten', none: 'No meal is marked eaten yet', rating: 'your meal rating' },
  Mood: { act: 'Log your mood', again: 'Log your mood', none: 'No mood is logged yet', rating: 'your mood rating' },
  Routines: { act: 'Check in a routine', again: 'Check in a routine', none: 'No routine is checked in yet', rating: 'your routine rating' },
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** What a part short of data needs and when it can be ready, in plain words. */
export interface ReadinessWords {
  /** "Not enough data yet". */
  title: string;
  /** What is needed and how far along it is: "Log your mood on 7 different days to see your mood rating. You have 1 of the 7 so far." */
  needed: string;
  /** When, one entry a day from today on: "Log your mood on each of the next 6 days, and it can be ready: Mar 08, 2026 at the earliest." (today named when it has none yet). */
  when: string;
}

/**
 * The words of a part short of data. `what`: a rating (and prediction) or a trend; `within`: the window
 * in words ("in 30 days"), when the days must fall within one.
 */
export function readinessWords(part: ReadinessPart, r: Readiness, today: string, what: 'rating' | 'trend', within?: string): ReadinessWords {
  const d = doing[part];
  const goal = what === 'rating' ? `to see ${d.rating} and where it is heading` : 'to see this trend';
  const needed = `${d.act} on ${r.need} different days${within ? ` ${within}` : ''} ${goal}. ${
    r.days === 0 ? `${d.none}, and that is fine: the first day is the one to start with.` : `You have ${r.days} of the ${r.need} so far.`
  }`;
  let when = '';
  if (!r.ready && r.readyOn !== null) {
    // One entry a day from today on: every day after today is still to come, so `more` counts them and
    // today too when today has none yet. Said as days, today named, so "6 more days" always ends on readyOn.
    const after = daysBetween(today, r.readyOn);
    const withToday = r.more > after;
    const on = calendarDate(r.readyOn);
    if (after === 0) when = 'One more today and it will be ready today.';
    else if (after === 1) when = `${d.again} ${withToday ? 'today and tomorrow' : 'tomorrow'}, and it can be ready then: ${on}.`;
    else when = `${d.again} ${withToday ? 'today and on each of the next' : 'on each of the next'} ${after} days, and it can be ready: ${on} at the earliest.`;
  }
  return { title: 'Not enough data yet', needed, when };
}
