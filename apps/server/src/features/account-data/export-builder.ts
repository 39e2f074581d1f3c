import type JSZip from 'jszip';
import type { FileStore } from '../../platform/storage/storage.ts';
import { createAccountDataRepository, type AccountDataRepository } from './repository.ts';
import { isPersonal, type PersonalRule, tables } from './tables.ts';
import type { DbOrTx } from '../../platform/db/database.ts';

/** Rows read per query: the export holds one page of a table in memory besides the zip being built. */
export const EXPORT_PAGE_ROWS = 500;

interface BuildDeps {
  db: DbOrTx;
  store: FileStore;
  /** A note as a .docx (notes' own converter, on the worker pool). */
  docx(userId: string, title: string, html: string): Promise<Buffer>;
  /** Progress so far, 0–99 (the caller writes it; 100 is "ready"). */
  progress(percent: number): Promise<void>;
}

const safeName = (text: string, fallback: string) =>
  (text.replace(/[^\p{L}\p{N} ._-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 60) || fallback).replace(/^\.+/, '');

/** The README.txt of the zip: what each file holds. */
export function readme(personName: string, at: Date, files: { path: string; about: string; rows: number }[]): string {
  const lines = [
    `Your data from IYL, prepared for ${personName} on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    'Everything the app holds about you is in this file. Each data/<name>.json file is a list of records',
    '(JSON, one object per record, as the app keeps them; times are in UTC). Passwords, sign-in codes and',
    'tokens are never included: the app keeps only scrambled versions of them.',
    '',
    'Other folders:',
    '  notes/      each of your notes as a Word document (.docx)',
    '  knowledge/  the PDFs you uploaded for your AI coach (coaches)',
    '  photo.webp  your profile photo, if you have one',
    '',
    'The data files:',
    ...files.map((f) => `  ${f.path.padEnd(38)} ${String(f.rows).padStart(6)} record(s)  ${f.about}`),
    '',
    'Questions about your data: reply to the e-mail that brought you this file.',
    '',
  ];
  return lines.join('\n');
}

/**
 * Builds a person's export into `zip`: every table of tables.ts read page by page (a page of rows at a
 * time, in one read-only snapshot when `db` is one), the notes as .docx, their files from storage.
 */
export async function fillExport(zip: JSZip, userId: string, deps: BuildDeps): Promise<{ name: string }> {
  const repo: AccountDataRepository = createAccountDataRepository(deps.db);
  const personal = Object.entries(tables).filter((entry): entry is [string, PersonalRule] => isPersonal(entry[1]));
  const listed: { path: string; about: string; rows: number }[] = [];
  let name = 'you';
  let photo: string | null = null;
  const notes: { id: string; title: string; html: string }[] = [];
  const pdfs: { title: string; fileKey: string }[] = [];
  let done = 0;
  for (const [table, rule] of personal) {
    const path = `data/${table}.json`;
    const parts: string[] = [];
    let rows = 0;
    for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
      const page = await repo.page(table, userId, offset, EXPORT_PAGE_ROWS);
      for (const row of page) {
        parts.push(JSON.stringify(row, null, 2));
        if (table === 'users') {
          name = String(row.fullname ?? name);
          photo = typeof row.profile_pic === 'string' ? row.profile_pic : null;
        }
        // The notes' words for their .docx (a note is at most a few hundred KB; their number is capped).
        if (table === 'notes') notes.push({ id: String(row.id), title: String(row.title), html: String(row.content_html ?? '') });
        if (table === 'knowledge_documents') pdfs.push({ title: String(row.title), fileKey: String(row.file_key) });
      }
      rows += page.length;
      if (page.length < EXPORT_PAGE_ROWS) break;
    }
    zip.file(path, `[${parts.length ? `\n${parts.join(',\n')}\n` : ''}]\n`);
    listed.push({ path, about: rule.about, rows });
    done += 1;
    await deps.progress(Math.floor((done / personal.length) * 70));
  }
  for (const [i, note] of notes.entries()) {
    zip.file(`notes/${String(i + 1).padStart(3, '0')} ${safeName(note.title, 'Note')}.docx`, await deps.docx(userId, note.title, note.html));
    if (i % 10 === 9) await deps.progress(70 + Math.floor(((i + 1) / notes.length) * 15));
  }
  for (const [i, pdf] of pdfs.entries()) {
    const file = await deps.store.get(pdf.fileKey);
    if (file) zip.file(`knowledge/${String(i + 1).padStart(3, '0')} ${safeName(pdf.title, 'Document')}.pdf`, file);
  }
  const photoName = photo ? (photo as string).split('/').pop() : undefined;
  if (photoName) {
    const file = await deps.store.get(photoName);
    if (file) zip.file('photo.webp', file);
  }
  zip.file('README.txt', readme(name, new Date(), listed));
  return { name };
}
