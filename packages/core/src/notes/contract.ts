import { z } from 'zod';
import { notesMessages as messages } from './messages.ts';
import { pageNumber, pageOf } from '../http/contract.ts';
import { htmlToText } from '../text/html.ts';

export { DOCX_TYPE, NOTE_HTML_MAX, NOTE_SEARCH_MAX, NOTE_TITLE_MAX, NOTES_PAGE_LINKS, NOTES_PAGE_SIZE, noteFontSizes } from './constants.ts';
import { NOTE_HTML_MAX, NOTE_SEARCH_MAX, NOTE_TITLE_MAX } from './constants.ts';

export const Note = z.object({
  id: z.string(),
  title: z.string(),
  contentHtml: z.string(),
  entryDate: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof Note>;

export const NoteListItem = z.object({ id: z.string(), title: z.string(), entryDate: z.string(), excerpt: z.string() });
export type NoteListItem = z.infer<typeof NoteListItem>;

/** GetNotes: page from 1; an optional search over title and text. Pages past the end come back empty. */
export const NotesQuery = z.object({
  page: pageNumber(),
  q: z.string().trim().max(NOTE_SEARCH_MAX).optional(),
});
export type NotesQuery = z.input<typeof NotesQuery>;

export const NotesPage = pageOf(NoteListItem);
export type NotesPage = z.infer<typeof NotesPage>;

/** Notes (save) and the edit of a note: a title and the editor's HTML, both required. */
export const SaveNoteRequest = z.object({
  title: z
    .string({ error: messages.emptyNote })
    .trim()
    .min(1, { error: messages.emptyNote })
    .max(NOTE_TITLE_MAX, { error: messages.noteTitleTooLong }),
  contentHtml: z
    .string({ error: messages.emptyNote })
    // The length is checked first and stops the parse: nothing else sees an over-long text.
    .max(NOTE_HTML_MAX, { error: messages.noteTooLong, abort: true })
    .refine((html) => htmlToText(html).length > 0, { error: messages.emptyNote }),
});
export type SaveNoteRequest = z.input<typeof SaveNoteRequest>;

export const SaveNoteResponse = z.object({ message: z.string(), note: Note });
export type SaveNoteResponse = z.infer<typeof SaveNoteResponse>;

/** GetWord: any HTML (a note, an AI chat transcript) to a .docx file. */
export const ExportDocRequest = z.object({
  title: z.string().trim().max(NOTE_TITLE_MAX).default('Notes'),
  html: z.string().max(NOTE_HTML_MAX),
});
export type ExportDocRequest = z.input<typeof ExportDocRequest>;
