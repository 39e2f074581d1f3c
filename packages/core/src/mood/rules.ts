import type { Mood } from './constants.ts';

/** The moods the report card counts (spec part 2 §3: "exicted" in the spec, Excited here). */
export type MoodCounts = Partial<Record<Mood, number>>;

/**
 * The mood score (spec part 2 §9): (excited + confident + happy + grateful) / (stressed + angry) × 10,
 * clamped to 1..10, one decimal. With no stressed or angry days the divisor is zero: any good day
 * then scores 10, and no counted day at all scores 1 (nothing to report yet).
 */
export function moodScore(counts: MoodCounts): number {
  const n = (mood: Mood) => Math.max(0, counts[mood] ?? 0);
  const good = n('Excited') + n('Confident') + n('Happy') + n('Grateful');
  const hard = n('Stressed') + n('Angry');
  if (hard === 0) return good > 0 ? 10 : 1;
  const raw = (good / hard) * 10;
  return Math.min(10, Math.max(1, Math.round(raw * 10) / 10));
}
