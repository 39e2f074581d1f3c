import { routinesMessages as messages } from './messages.ts';
import { addDays, daysBetween } from '../time/zone.ts';
import type { DayState, RoutineTarget, RoutineType } from './constants.ts';

/** A library card's Add Routine: which of its two choices is missing (said by the browser and the server alike), or null. */
export function missingChoice(target: RoutineTarget | null | undefined, type: RoutineType | null | undefined): string | null {
  if (!target && !type) return messages.routinePickTimeAndType;
  if (!target) return messages.routinePickTime;
  if (!type) return messages.routinePickType;
  return null;
}

/** Thrown for a score whose divisor is zero (spec part 2 §5: 'Total score cannot be zero.'). */
export class ZeroScoreError extends Error {
  constructor() {
    super(messages.routineScoreZero);
  }
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** calculateScore: part ÷ whole × 10, clamped to 1..10, one decimal; a zero whole is an error. */
export function calculateScore(part: number, whole: number): number {
  if (!whole) throw new ZeroScoreError();
  return oneDecimal(clamp((part / whole) * 10, 1, 10));
}

/** Calculator: part ÷ whole × 100, clamped to 1..100, one decimal; a zero whole is an error. */
export function calculatePercent(part: number, whole: number): number {
  if (!whole) throw new ZeroScoreError();
  return oneDecimal(clamp((part / whole) * 100, 1, 100));
}

/** Average performance (§9): completed ÷ (completed + current routines) as a percent; 0 with none at all. */
export function averagePerformance(completed: number, current: number): number {
  const all = completed + current;
  return all === 0 ? 0 : Math.round((completed / all) * 100);
}

/** Productivity (§9): (mood + habit + daily score)^1.5 ÷ 3, capped at 2000, scaled to 0..100 (one decimal). */
export const PRODUCTIVITY_CAP = 2000;
export function productivity(mood: number, habit: number, dailyScore: number): number {
  const combined = Math.max(0, mood) + Math.max(0, habit) + Math.max(0, dailyScore);
  return oneDecimal((Math.min(PRODUCTIVITY_CAP, combined ** 1.5 / 3) / PRODUCTIVITY_CAP) * 100);
}

export const badges = ['Excellent Performance', 'Good Performance', 'Average Performance', 'Needs Improvement'] as const;
export type Badge = (typeof badges)[number];

/** The performance badge of a percent (§5): ≥ 90, ≥ 75, ≥ 50, else Needs Improvement. */
export function performanceBadge(percent: number): Badge {
  if (percent >= 90) return 'Excellent Performance';
  if (percent >= 75) return 'Good Performance';
  if (percent >= 50) return 'Average Performance';
  return 'Needs Improvement';
}

/** What each day of a routine's life was, for streaks, strength and the heatmap. */
export type DayKind = 'done' | 'skipped' | 'paused' | 'missed' | 'open';

export interface RoutineHistory {
  /** The first day the routine counts (the day it was added, in the customer's zone). */
  start: string;
  /** Today in the customer's zone; today is 'open' until done or skipped (never missed). */
  today: string;
  /** The last day the routine counts (the completion day), if it has ended. */
  end?: string | null;
  /** Days that were ticked or skipped. */
  days: ReadonlyMap<string, DayState>;
  /** Paused spans, from (inclusive) to (exclusive; null while still paused). */
  pauses: readonly { from: string; to: string | null }[];
}

/** What a day was: done and skipped as marked, a paused day, today still open, or missed. */
export function dayKind(history: RoutineHistory, day: string): DayKind {
  const state = history.days.get(day);
  if (state) return state;
  if (history.pauses.some((p) => day >= p.from && (p.to === null || day < p.to))) return 'paused';
  return day === history.today ? 'open' : 'missed';
}

/** The last day of a routine's life that can count: today, or the day it ended. */
const lastDay = (h: RoutineHistory) => (h.end && h.end < h.today ? h.end : h.today);

/**
 * The streak: days done in a row up to today. Skipped and paused days neither break it nor add to
 * it; today still open does not break it either (yesterday's streak stands until today is over).
 */
export function currentStreak(history: RoutineHistory): number {
  let streak = 0;
  for (let day = lastDay(history); day >= history.start; day = addDays(day, -1)) {
    const kind = dayKind(history, day);
    if (kind === 'done') streak++;
    else if (kind === 'missed') break;
  }
  return streak;
}

/** The best streak the routine ever had (same counting). */
export function bestStreak(history: RoutineHistory): number {
  let best = 0;
  let run = 0;
  for (let day = history.start; day <= lastDay(history); day = addDays(day, 1)) {
    const kind = dayKind(history, day);
    if (kind === 'done') best = Math.max(best, ++run);
    else if (kind === 'missed') run = 0;
  }
  return best;
}

/**
 * How much of today's strength one day moves: a half-life of 13 days, so a habit kept for weeks
 * drops only a few points on a missed day, and a fresh one grows steadily (our own exponential
 * moving score in the manner of Loop Habit Tracker's, written from the idea, not its code).
 */
export const STRENGTH_STEP = 1 - 0.5 ** (1 / 13);

/** The strength score, 0..100: each done day moves it up, each missed day down; skipped, paused and open days leave it. */
export function strength(history: RoutineHistory): number {
  let score = 0;
  const last = lastDay(history);
  const span = Math.max(0, daysBetween(history.start, last));
  // A day at a time (the day after is kept once computed: no date parsed and printed at each step).
  for (let i = 0, day = history.start; i <= span; i++, day = addDays(day, 1)) {
    const kind = dayKind(history, day);
    if (kind === 'done') score += STRENGTH_STEP * (1 - score);
    else if (kind === 'missed') score -= STRENGTH_STEP * score;
  }
  return Math.round(score * 100);
}

/** Whether a day may still be ticked or skipped: today, or yesterday before noon today. */
export function canChangeDay(day: string, today: string, localTime: string, untilHour: number): boolean {
  if (day === today) return true;
  return day === addDays(today, -1) && Number(localTime.slice(0, 2)) < untilHour;
}
