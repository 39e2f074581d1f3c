import type { LibraryCategory, LibraryItem } from '@iyl/core/habits/contract';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AiSource } from '../../platform/ai/ai.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { likeAny, withTotal } from '../../platform/db/paging.ts';
import { habitLibrary } from './schema.ts';


export function createHabitsRepository(db: DbOrTx) {
  return {
    async replaceLibrary(userId: string, items: LibraryItem[], source: AiSource) {
      await db.delete(habitLibrary).where(eq(habitLibrary.userId, userId));
      await db.insert(habitLibrary).values(items.map((item) => ({ ...item, userId, source })));
    },

    /** A page of the library, by category and a text in the title or description, in a stable order. */
    async page(userId: string, filter: { category?: LibraryCategory; q?: string }, offset: number, limit: number) {
      const like = filter.q ? likeAny(filter.q) : undefined;
      const where = and(
        eq(habitLibrary.userId, userId),
        filter.category ? eq(habitLibrary.category, filter.category) : undefined,
        like ? or(ilike(habitLibrary.title, like), ilike(habitLibrary.description, like)) : undefined,
      );
      const rows = await db
        .select({ habit: habitLibrary, total: sql<number>`count(*) over ()::int` })
        .from(habitLibrary)
        .where(where)
        .orderBy(asc(habitLibrary.category), asc(habitLibrary.title), asc(habitLibrary.id))
        .offset(offset)
        .limit(limit);
      const page = await withTotal(rows, offset, async () => (await db.select({ n: sql<number>`count(*)::int` }).from(habitLibrary).where(where))[0]?.n ?? 0);
      return { rows: page.rows.map((r) => r.habit), total: page.total };
    },

    async find(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(habitLibrary)
        .where(and(eq(habitLibrary.id, id), eq(habitLibrary.userId, userId)))
        .limit(1);
      return row;
    },
  };
}
