/**
 * Mood tracking's plain values (spec part 2 §3, §9), without zod, so screens can import them cheaply.
 */
export const moods = ['Happy', 'Anxious', 'Stressed', 'Calm', 'Excited', 'Sad', 'Grateful', 'Confident', 'Angry'] as const;
export type Mood = (typeof moods)[number];

/** The AI (or the built-in coach) gives up to this many challenges with a mood's advice. */
export const MOOD_CHALLENGES_MAX = 5;
/** getMoodStat counts moods over this many days. */
export const MOOD_STAT_DAYS = 30;
/** The optional note with a mood: one line. */
export const MOOD_NOTE_MAX = 140;
/** History entries a page. */
export const MOOD_LOG_PAGE_SIZE = 10;
