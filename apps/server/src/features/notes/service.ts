import { messages } from '@iyl/core/catalog/messages';
import { NOTE_TITLE_MAX, NOTES_PAGE_SIZE, type Note, type NotesPage } from '@iyl/core/notes/contract';
import { NOTES_PER_CUSTOMER_MAX } from '@iyl/core/notes/limits';
import type { DbOrTx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { RichText } from '../../platform/html/rich-text.ts';
import type { WorkerPool } from '../../platform/workers/pool.ts';
import { createNotesRepository, type NoteRow } from './repository.ts';

const notFound = () => new AppError(404, 'NOT_FOUND', messages.noteNotFound);


const toNote = (r: Pick<NoteRow, 'id' | 'title' | 'contentHtml' | 'createdAt' | 'updatedAt'>): Note => ({
  id: r.id,
  title: r.title,
  contentHtml: r.contentHtml,
  entryDate: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Notes: a customer's own, sanitised on the way in. Other features save notes through `create`. */
export function createNotesService(deps: { db: DbOrTx; clock?: () => Date; richText: RichText; workers: Pick<WorkerPool, 'run'> }) {
  const repo = createNotesRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  /** `account`: the customer whose own request this is (capped in the worker pool); none for what another feature keeps. */
  async function clean(title: string, html: string, account?: string) {
    // The text, for search and excerpts.
    const { html: contentHtml, text: contentText } = await deps.richText.clean(html, account);
    // What is left after sanitising must still say something.
    if (!title.trim() || !contentText) throw badRequest(messages.emptyNote);
    return { title: title.trim().slice(0, NOTE_TITLE_MAX), contentHtml, contentText };
  }

  /** A cleaned note saved, unless the customer has the most there can be (counted under a lock, so two at once cannot both pass). */
  async function insert(userId: string, note: Awaited<ReturnType<typeof clean>>) {
    return deps.db.transaction(async (tx) => {
      const held = createNotesRepository(tx);
      await held.lockCount(userId);
      if ((await held.count(userId)) >= NOTES_PER_CUSTOMER_MAX) throw new AppError(409, 'CONFLICT', messages.notesFull);
      return held.insert(userId, note.title, note.contentHtml, note.contentText);
    });
  }

  async function owned(id: string, userId: string) {
    if (!isUuid(id)) throw notFound();
    const row = await repo.find(id, userId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async create(userId: string, title: string, html: string) {
      return (await insert(userId, await clean(title, html))).id;
    },

    async save(userId: string, title: string, html: string): Promise<Note> {
      const note = await clean(title, html, userId);
      return toNote({ ...note, ...(await insert(userId, note)) });
    },

    async update(id: string, userId: string, title: string, html: string): Promise<Note> {
      await owned(id, userId);
      const note = await clean(title, html, userId);
      const row = await repo.update(id, userId, note.title, note.contentHtml, note.contentText, clock());
      if (!row) throw notFound();
      return toNote({ ...note, ...row });
    },

    /** Whether the note is the user's (the ownership rule of notes). */
    owns: (id: string, userId: string) => repo.owns(id, userId),

    async get(id: string, userId: string): Promise<Note> {
      return toNote(await owned(id, userId));
    },

    /** GetWord / GetNoteWord: rich text as a .docx file, built on a worker thread (counted to the account that asks). */
    async docx(userId: string, title: string, html: string): Promise<Buffer> {
      const file = await deps.workers.run<Uint8Array>('features/notes/docx.task', 'toDocx', { title, html }, userId);
      return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    },

    async remove(id: string, userId: string) {
      if (!isUuid(id) || !(await repo.remove(id, userId))) throw notFound();
    },

    /** GetNotes: 20 a page, newest first; a page past the end is empty, not an error. */
    async page(userId: string, page: number, search?: string): Promise<NotesPage> {
      const { rows, total } = await repo.page(userId, (page - 1) * NOTES_PAGE_SIZE, NOTES_PAGE_SIZE, search || undefined);
      const items = rows.map((r) => ({ id: r.id, title: r.title, entryDate: r.createdAt.toISOString(), excerpt: r.excerpt }));
      return numberedPage(items, page, NOTES_PAGE_SIZE, total);
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
