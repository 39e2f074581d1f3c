import { MOOD_CHALLENGES_MAX, type Mood } from '@iyl/core/mood/constants';
import { type MoodContent, moodContent } from './content.ts';

/** What the customer is working on, as far as the mood advice cares (from their plans). */
export type MoodLinks = Partial<Record<keyof MoodContent['linked'], boolean>>;

export interface OfflineMoodInput {
  mood: Mood;
  /** Their plans' areas of work: the advice links the mood to the first that applies. */
  links?: MoodLinks;
  /** The customer's own day (YYYY-MM-DD): the challenges rotate by day, so tomorrow's differ. */
  day: string;
}

export interface MoodPlan {
  advice: string;
  challenges: string[];
}

/** Which linked advice to add, in this order of preference, for each mood. */
const linkOrder: Record<Mood, readonly (keyof MoodContent['linked'])[]> = {
  Happy: ['relationships', 'movement', 'sleep', 'money'],
  Anxious: ['sleep', 'money', 'relationships', 'movement'],
  Stressed: ['sleep', 'money', 'movement', 'relationships'],
  Calm: ['sleep', 'relationships', 'money', 'movement'],
  Excited: ['movement', 'money', 'relationships', 'sleep'],
  Sad: ['relationships', 'movement', 'sleep', 'money'],
  Grateful: ['relationships', 'money', 'sleep', 'movement'],
  Confident: ['money', 'movement', 'relationships', 'sleep'],
  Angry: ['relationships', 'movement', 'sleep', 'money'],
};

/** Days since 2000-01-01 of a YYYY-MM-DD day (0 for anything else). */
function dayNumber(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? 0 : Math.floor(time / 86_400_000) - 10_957;
}

/**
 * The built-in coach's advice and challenges for today's mood: the mood's own advice, linked to
 * what the customer is working on where they have a plan for it (a stressed customer with a sleep
 * plan hears about sleep), and up to five of the mood's challenges, a different set each day.
 */
export function offlineMoodPlan(input: OfflineMoodInput): MoodPlan {
  const content = moodContent[input.mood];
  const link = linkOrder[input.mood].find((area) => input.links?.[area]);
  const advice = link ? `${content.advice} ${content.linked[link]}` : content.advice;
  const all = content.challenges;
  const start = (dayNumber(input.day) * MOOD_CHALLENGES_MAX) % all.length;
  const challenges = Array.from({ length: Math.min(MOOD_CHALLENGES_MAX, all.length) }, (_, i) => all[(start + i) % all.length] as string);
  return { advice, challenges };
}
