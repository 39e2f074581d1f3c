import type { LibraryItem } from '@iyl/core/habits/contract';
import type { AiSource } from '../../platform/ai/ai.ts';
import type { Db } from '../../platform/db/database.ts';
import { createHabitsRepository } from './repository.ts';

export function createHabitsService(deps: { db: Db }) {
  return {
    /** The new library replaces the old one in one transaction (AddHabitList). */
    async saveLibrary(userId: string, items: LibraryItem[], source: AiSource) {
      await deps.db.transaction((tx) => createHabitsRepository(tx).replaceLibrary(userId, items, source));
      return { saved: items.length, source };
    },
  };
}
export type HabitsService = ReturnType<typeof createHabitsService>;
