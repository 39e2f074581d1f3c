import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { memo } from '../../platform/db/memo.ts';
import { likeAny, withTotal } from '../../platform/db/paging.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import { notes } from './schema.ts';

export type NoteRow = typeof notes.$inferSelect;
/** What a write hands back: not the text it was given (a note may be a megabyte of HTML). */
const written = { id: notes.id, createdAt: notes.createdAt, updatedAt: notes.updatedAt };

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */

export function createNotesRepository(db: DbOrTx) {
  const p = sql.placeholder;
  const mine = eq(notes.userId, p('userId'));
  const matching = or(ilike(notes.title, p('like')), ilike(notes.contentText, p('like')));
  const whereFor = (searching: boolean) => (searching ? and(mine, matching) : mine);
  // Built once per variant and kept prepared (the list is the notes screen's every visit).
  const pageQuery = memo((searching: boolean) =>
    db
      .select({
        id: notes.id,
        title: notes.title,
        createdAt: notes.createdAt,
        excerpt: sql<string>`left(${notes.contentText}, 160)`,
        total: sql<number>`count(*) over ()::int`,
      })
      .from(notes)
      .where(whereFor(searching))
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .offset(p('offset'))
      .limit(p('limit'))
      .prepare(searching ? 'notes_page_search' : 'notes_page'),
  );
  const countQuery = memo((searching: boolean) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notes)
      .where(whereFor(searching))
      .prepare(searching ? 'notes_count_search' : 'notes_count'),
  );

  return {
    async page(userId: string, offset: number, limit: number, search?: string) {
      const searching = Boolean(search);
      const params = { userId, offset, limit, like: search ? likeAny(search) : undefined };
      const rows = await pageQuery(searching).execute(params);
      return withTotal(rows, offset, async () => (await countQuery(searching).execute(params))[0]?.n ?? 0);
    },
    /** Whether the note is the user's: the ownership rule's one lookup by primary key, reading no text. */
    async owns(id: string, userId: string) {
      const rows = await db
        .select({ id: notes.id })
        .from(notes)
        .where(and(eq(notes.id, id), eq(notes.userId, userId)))
        .limit(1);
      return rows.length === 1;
    },
    /**
     * Holds the customer's note count still until the transaction ends (a lock on the customer's key,
     * not on a row): of two saves at once, the second counts after the first has inserted.
     */
    async lockCount(userId: string) {
      await lockUntilCommit(db, `notes:${userId}`);
    },
    async count(userId: string) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(notes).where(eq(notes.userId, userId));
      return row?.n ?? 0;
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
      const [row] = await db.insert(notes).values({ userId, title, contentHtml, contentText }).returning(written);
      if (!row) throw new Error('note insert returned nothing');
      return row;
    },
    async update(id: string, userId: string, title: string, contentHtml: string, contentText: string, now: Date) {
      const [row] = await db
        .update(notes)
        .set({ title, contentHtml, contentText, updatedAt: now })
        .where(and(eq(notes.id, id), eq(notes.userId, userId)))
        .returning(written);
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
