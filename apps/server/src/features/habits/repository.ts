import type { LibraryItem } from '@iyl/core/habits/contract';
import { eq } from 'drizzle-orm';
import type { AiSource } from '../../platform/ai/ai.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { habitLibrary } from './schema.ts';

export function createHabitsRepository(db: DbOrTx) {
  return {
    async replaceLibrary(userId: string, items: LibraryItem[], source: AiSource) {
      await db.delete(habitLibrary).where(eq(habitLibrary.userId, userId));
      await db.insert(habitLibrary).values(items.map((item) => ({ ...item, userId, source })));
    },
  };
}
