import { HabitLibrary, type LibraryCategory } from '@iyl/core/habits/contract';
import type { Ai } from '../../platform/ai/ai.ts';
import type { Db } from '../../platform/db/database.ts';
import type { OnboardingService } from '../onboarding/service.ts';
import { offlineHabitLibrary } from './offline.ts';
import { libraryInstruction, SYSTEM_PROMPT } from './prompts.ts';
import { createHabitsRepository } from './repository.ts';

import { type LibraryContent, libraryContent } from './content/index.ts';

/** The habit library's cards, as written (the chat's built-in coach quotes them: coach-chat/knowledge-base.ts). */
export function habitCards(): readonly LibraryContent[] {
  return libraryContent;
}

export function createHabitsService(deps: { db: Db; ai: Ai; onboarding: OnboardingService }) {
  const repo = createHabitsRepository(deps.db);
  const toHabit = (row: NonNullable<Awaited<ReturnType<typeof repo.find>>>) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    icon: row.icon,
    color: row.color,
    hexadecimalIcon: row.hexadecimalIcon,
    duration: row.duration,
    numberOfDays: row.numberOfDays,
  });
  return {
    /** A page of the customer's library, by category and text. */
    async listLibrary(userId: string, filter: { category?: LibraryCategory; q?: string }, offset: number, limit: number) {
      const { rows, total } = await repo.page(userId, filter, offset, limit);
      return { rows: rows.map(toHabit), total };
    },

    /** One card of the customer's own library. */
    async libraryHabit(userId: string, id: string) {
      const row = await repo.find(userId, id);
      return row ? toHabit(row) : undefined;
    },

    /** AddHabitList: the library written from the saved survey; the new one replaces the old in one transaction. */
    async generateLibrary(userId: string) {
      const answers = await deps.onboarding.requireAnswers(userId);
      const { value, source } = await deps.ai.structured({
        system: SYSTEM_PROMPT,
        schema: HabitLibrary,
        name: 'habit_library',
        instruction: libraryInstruction(),
        input: { Survey_Response: answers },
        offline: () => offlineHabitLibrary(answers),
      });
      await deps.db.transaction((tx) => createHabitsRepository(tx).replaceLibrary(userId, value.habits, source));
      return { saved: value.habits.length, source };
    },
  };
}
export type HabitsService = ReturnType<typeof createHabitsService>;
