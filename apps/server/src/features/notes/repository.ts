import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { notes } from './schema.ts';

export type NoteRow = typeof notes.$inferSelect;

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createNotesRepository(db: DbOrTx) {
  return {
    async page(userId: string, offset: number, limit: number, search?: string) {
      const where = search
        ? and(eq(notes.userId, userId), or(ilike(notes.title, likeAny(search)), ilike(notes.contentText, likeAny(search))))
        : eq(notes.userId, userId);
      const rows = await db
        .select({
          id: notes.id,
          title: notes.title,
          createdAt: notes.createdAt,
          excerpt: sql<string>`left(${notes.contentText}, 160)`,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(notes)
        .where(where)
        .orderBy(desc(notes.createdAt), desc(notes.id))
        .offset(offset)
        .limit(limit);
      // Past the last page there are no rows to carry the total: count once then.
      const total = rows[0]?.total ?? (offset > 0 ? ((await db.select({ n: sql<number>`count(*)::int` }).from(notes).where(where))[0]?.n ?? 0) : 0);
      return { rows, total };
    },
    async find(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(notes)
        .where(and(eq(notes.id, id), eq(notes.userId, userId)))
        .limit(1);
      return row;
    },
    async insert(userId: string, title: string, contentHtml: string, contentText: string) {
      const [row] = await db.insert(notes).values({ userId, title, contentHtml, contentText }).returning();
      if (!row) throw new Error('note insert returned nothing');
      return row;
    },
    async update(id: string, userId: string, title: string, contentHtml: string, contentText: string, now: Date) {
      const [row] = await db
        .update(notes)
        .set({ title, contentHtml, contentText, updatedAt: now })
        .where(and(eq(notes.id, id), eq(notes.userId, userId)))
        .returning();
      return row;
    },
    async remove(id: string, userId: string) {
      const rows = await db
        .delete(notes)
        .where(and(eq(notes.id, id), eq(notes.userId, userId)))
        .returning({ id: notes.id });
      return rows.length === 1;
    },
  };
}
