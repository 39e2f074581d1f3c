import { sanitizeRichHtml } from '../../platform/html/sanitize.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { notes } from './schema.ts';

export const NOTE_TITLE_MAX = 200;

/** Notes as other features use them (plans save strategies as notes). */
export function createNotesService(deps: { db: DbOrTx }) {
  return {
    async create(userId: string, title: string, html: string) {
      const [row] = await deps.db
        .insert(notes)
        .values({ userId, title: title.trim().slice(0, NOTE_TITLE_MAX), contentHtml: sanitizeRichHtml(html) })
        .returning({ id: notes.id });
      if (!row) throw new Error('note insert returned nothing');
      return row.id;
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
