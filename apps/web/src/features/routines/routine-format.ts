import { messages } from '@iyl/core/catalog/messages';
import type { RoutineTarget, RoutineType } from '@iyl/core/routines/constants';

/** Pure helpers of the routine screens: what the Add Habit form still misses (said before any call) and how a streak reads. */

export interface CustomRoutineDraft {
  title: string;
  description: string;
  target: RoutineTarget | null;
  routineType: RoutineType | null;
  reminderTime: string;
  reminderDay: string | null;
}

/** The Add Habit panel: every field of the routine is needed; a reminder needs both its time and day, or neither. */
export function customRoutineProblem(draft: CustomRoutineDraft): string | null {
  if (!draft.title.trim() || !draft.description.trim() || !draft.target || !draft.routineType) return messages.routineCustomize;
  if (Boolean(draft.reminderTime) !== Boolean(draft.reminderDay)) return messages.reminderMissing;
  return null;
}

/** "5-day streak", "1-day streak". */
export const streakText = (days: number) => `${days}-day streak`;

