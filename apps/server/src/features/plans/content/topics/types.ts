/**
 * The built-in coach's topic library: what a person's challenge can be about, and the programme
 * (goal, tasks, habits) it writes for each. A challenge is matched to topics by meaning: each
 * topic lists the words and phrases people use for it, matched by their stems ("cigarettes",
 * "smoked" and "smoking" all reach "smoke") and, for phrases, word by word in order with small
 * words and up to one other word between ("support my elderly parents" reaches "support parents").
 */

/**
 * Facts about a person's life that make some advice wrong for them. A topic that matches anywhere
 * in what they wrote (the challenge or the survey's free text) sets its context; items that name it
 * in `unsuitableFor` are then left out of every plan for that person.
 */
export const lifeContexts = [
  /** Works nights or rotating shifts: no clock-time rules such as "no caffeine after 2 pm" or "lights out at 10:30". */
  'night-shift',
  /** A new baby or infant at home: no fixed wake-up times or long uninterrupted routines. */
  'new-baby',
  /** Pain or an injury: no high-impact training until it is assessed. */
  'injury',
  /** Already trains seriously (marathon, competition): no beginner "start walking 10 minutes" steps. */
  'athlete',
  /** Pregnant: no intense dieting, fasting or hard new training. */
  'pregnancy',
  /** On a very low or irregular income: no advice that assumes spare money to invest. */
  'low-income',
  /** Single and not dating: no partner-only items. */
  'no-partner',
] as const;
export type LifeContext = (typeof lifeContexts)[number];

export interface TopicItem {
  /** Short imperative title, 3–90 characters, sentence case, no trailing full stop. */
  title: string;
  /** What to do and why, one to three sentences, 60–400 characters, plain text. */
  description: string;
  /** "Daily", "Weekly", "3 times a week", "Once", … */
  frequency: string;
  /** Rough minutes a day (or per session) it asks. */
  minutes: number;
  /** Left out for people in these situations. */
  unsuitableFor?: readonly LifeContext[];
}

export interface TopicTask extends TopicItem {
  /** How long the task runs, in days (1–84). */
  days: number;
}

export interface PlanTopic {
  /** Unique across all areas, kebab-case: "quit-smoking". */
  id: string;
  /** What the topic is about, as it reads inside a sentence: "quitting smoking". */
  name: string;
  /** Words and phrases people use for it. Put the distinctive ones first; avoid words every topic shares ("help", "want", "better"). */
  terms: readonly string[];
  /** Follows "Over the next 12 weeks, " and ends without a full stop: "become smoke-free, cutting down step by step to a quit day you choose". */
  goal: string;
  /** At least 6, at least 4 of them 10 minutes or less. */
  tasks: readonly TopicTask[];
  /** At least 6, at least 4 of them 10 minutes or less. */
  habits: readonly TopicItem[];
  /** Set when this topic matches anything the person wrote (see `lifeContexts`). */
  sets?: LifeContext;
  /** Breaks ties between topics matched equally well; pain, injury, crisis and safety topics use 2. Default 1. */
  priority?: number;
}
