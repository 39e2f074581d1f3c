import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { withTotal } from '../../platform/db/paging.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import { brandContents } from './schema.ts';

export type BrandContentRow = typeof brandContents.$inferSelect;
export type NewBrandContent = typeof brandContents.$inferInsert;

/** The only module of the brand-voice feature that touches the database. */
export function createBrandVoiceRepository(db: DbOrTx) {
  return {
    async insert(piece: NewBrandContent) {
      const [row] = await db.insert(brandContents).values(piece).returning();
      if (!row) throw new Error('brand content insert returned nothing');
      return row;
    },
    /**
     * Holds the customer's piece count still until the transaction ends (a lock on the customer's key,
     * not on a row): of two pieces kept at once, the second counts after the first has inserted.
     */
    async lockCount(userId: string) {
      await lockUntilCommit(db, `brand-voice:${userId}`);
    },
    async count(userId: string) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(brandContents).where(eq(brandContents.userId, userId));
      return row?.n ?? 0;
    },
    /** Whether the piece is the user's: the ownership rule's one lookup by primary key, reading no text. */
    async owns(id: string, userId: string) {
      const rows = await db
        .select({ id: brandContents.id })
        .from(brandContents)
        .where(and(eq(brandContents.id, id), eq(brandContents.userId, userId)))
        .limit(1);
      return rows.length === 1;
    },
    async find(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(brandContents)
        .where(and(eq(brandContents.id, id), eq(brandContents.userId, userId)))
        .limit(1);
      return row;
    },
    async remove(id: string, userId: string) {
      const rows = await db
        .delete(brandContents)
        .where(and(eq(brandContents.id, id), eq(brandContents.userId, userId)))
        .returning({ id: brandContents.id });
      return rows.length === 1;
    },
    /** A page of the history, newest first, with the total. */
    async page(userId: string, offset: number, limit: number) {
      const mine = eq(brandContents.userId, userId);
      const rows = await db
        .select({ piece: brandContents, total: sql<number>`count(*) over ()::int` })
        .from(brandContents)
        .where(mine)
        .orderBy(desc(brandContents.createdAt), desc(brandContents.id))
        .offset(offset)
        .limit(limit);
      const page = await withTotal(rows, offset, async () => (await db.select({ n: sql<number>`count(*)::int` }).from(brandContents).where(mine))[0]?.n ?? 0);
      return { rows: page.rows.map((r) => r.piece), total: page.total };
    },
  };
}
