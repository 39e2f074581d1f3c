import type { CustomerContext } from './customer-summary.ts';
import { habitsAnswer, habitsAsk } from './personal-habits.ts';
import { mealsAnswer, mealsAsk } from './personal-meals.ts';
import { moodAnswer } from './personal-mood.ts';
import { moodAsk } from './personal-mood-asks.ts';
import { sleepAsk, sleepNote } from './personal-sleep.ts';
import { untrackedAsk, untrackedNote } from './personal-untracked.ts';
import { asRead, planAnswer, planAsk } from './planning.ts';

/*
 * The built-in coach on the customer's own records: their mood log, routines, meal plan and plans.
 * Asked first, before the knowledge base: a question about their own data ("how is my mood lately?",
 * "what am I having for dinner tomorrow?") is answered from that data, with its true counts, or with
 * why it can't be (sharing off, nothing recorded yet, and where to start); any other question is left
 * to the library. The patterns read a bounded, lower-cased text, so no question can make them slow.
 */

/** The names of the customer's routines, when the coach may read them (a question may name one: "did I walk after dinner?"). */
const routineTitles = (customer: CustomerContext | undefined) => (customer?.shared && customer.snapshot ? customer.snapshot.routines.map((r) => r.title) : []);

/** What a question asks about the customer's own records, or null when it is not about them. */
export function personalAsk(question: string, customer?: CustomerContext) {
  const text = asRead(question);
  if (!text) return null;
  // "Am I sleeping better?": there is no sleep log; said so, and the library's advice follows (offline.ts).
  if (sleepAsk(text)) return { kind: 'sleep' } as const;
  // "How many steps did I walk today?", "how much did I spend this week?": no such record; said so, and the library's advice follows.
  const untracked = untrackedAsk(text);
  if (untracked) return { kind: 'untracked', untracked } as const;
  // The most specific first: "which days do I feel worst, going by my mood log" is about weekdays, not the log at large.
  const mood = moodAsk(text);
  if (mood) return { kind: 'mood', ask: mood } as const;
  // A new customer with no routines: "did I eat lunch today?" is still the meal plan's; "did I walk after dinner?" is told there are none yet.
  const noRoutines = Boolean(customer?.shared && customer.snapshot && customer.snapshot.routines.length === 0);
  // "Did I keep up with my meal plan today?" is the meal plan's, never a routine called "meal plan".
  const early = mealsAsk(text);
  if (early && (noRoutines || early.what === 'kept')) return { kind: 'meals', ask: early } as const;
  const habits = habitsAsk(text, routineTitles(customer), noRoutines);
  if (habits) return { kind: 'habits', ask: habits } as const;
  const meals = mealsAsk(text);
  if (meals) return { kind: 'meals', ask: meals } as const;
  const plans = planAsk(text);
  if (plans) return { kind: 'plans', ask: plans } as const;
  return null;
}

/** What the coach says before the library's advice when the app keeps no record of what was asked (sleep, steps, spending, weight); undefined otherwise. */
export function personalNote(question: string, customer: CustomerContext | undefined): string | undefined {
  const asked = personalAsk(question, customer);
  if (asked?.kind === 'sleep') return sleepNote(customer);
  if (asked?.kind === 'untracked') return untrackedNote(asked.untracked, customer);
  return undefined;
}

/**
 * The built-in coach's answer (Markdown) to a question about the customer's own mood log, routines,
 * meal plan or plans; undefined when the question is about something else (the library answers it).
 * Without sharing (or without knowing whether they share) it says kindly that it can't see their
 * records and how to turn sharing on, and never guesses.
 */
export function personalAnswer(question: string, customer: CustomerContext | undefined): string | undefined {
  const asked = personalAsk(question, customer);
  if (!asked) return undefined;
  switch (asked.kind) {
    case 'sleep':
    case 'untracked':
      return personalNote(question, customer);
    case 'mood':
      return moodAnswer(asked.ask, customer);
    case 'habits':
      return habitsAnswer(asked.ask, customer);
    case 'meals':
      return mealsAnswer(asked.ask, customer);
    case 'plans':
      return planAnswer(asked.ask, question, customer);
  }
}
