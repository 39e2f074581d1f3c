import { Readable } from 'node:stream';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import type { ZipWriter } from './export-zip.ts';
import { createAccountDataRepository, type AccountDataRepository } from './repository.ts';
import { isPersonal, type PersonalRule, tables } from './tables.ts';

/** Rows read per query: the export holds one page of a table in memory while it writes the table. */
export const EXPORT_PAGE_ROWS = 500;

interface RecordDeps {
  db: DbOrTx;
  /** Progress so far, 0–99 (the caller writes it; 100 is "ready"). */
  progress(percent: number): Promise<void>;
}

interface FileDeps {
  store: FileStore;
  /** The support address the README names (SUPPORT_EMAIL, as every e-mail's footer does). */
  supportEmail: string;
  /** A note as a .docx (notes' own converter, on the worker pool). */
  docx(userId: string, title: string, html: string): Promise<Buffer>;
  progress(percent: number): Promise<void>;
}

const safeName = (text: string, fallback: string) =>
  (text.replace(/[^\p{L}\p{N} ._-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 60) || fallback).replace(/^\.+/, '');

/** The README.txt of the zip: what each file holds. */
export function readme(personName: string, at: Date, files: { path: string; about: string; rows: number }[], supportEmail: string): string {
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
    // The e-mail that brought the link comes from a no-reply address: a reply would reach nobody.
    `Questions about your data? Write to ${supportEmail}.`,
    '',
  ];
  return lines.join('\n');
}

/** What the records name that the zip holds besides them: found as the tables are written, added after. */
export interface Found {
  name: string;
  listed: { path: string; about: string; rows: number }[];
  photo: string | null;
  notes: { title: string; html: string }[];
  pdfs: { title: string; fileKey: string }[];
}

/**
 * Writes every table of tables.ts of a person's into `zip` as data/<table>.json, each read page by page
 * while it is written (a page of rows in memory at a time, in one read-only snapshot when `db` is one),
 * and answers what else the zip needs (addFiles, after the snapshot).
 */
export async function addRecords(zip: ZipWriter, userId: string, deps: RecordDeps): Promise<Found> {
  const repo: AccountDataRepository = createAccountDataRepository(deps.db);
  const personal = Object.entries(tables).filter((entry): entry is [string, PersonalRule] => isPersonal(entry[1]));
  const found: Found = { name: 'you', listed: [], photo: null, notes: [], pdfs: [] };
  const take = (table: string, row: Record<string, unknown>) => {
    if (table === 'users') {
      found.name = String(row.fullname ?? found.name);
      found.photo = typeof row.profile_pic === 'string' ? row.profile_pic : null;
    }
    // The notes' words for their .docx (a note is at most a few hundred KB; their number is capped).
    if (table === 'notes') found.notes.push({ title: String(row.title), html: String(row.content_html ?? '') });
    if (table === 'knowledge_documents') found.pdfs.push({ title: String(row.title), fileKey: String(row.file_key) });
  };
  for (const [done, [table, rule]] of personal.entries()) {
    const entry = { path: `data/${table}.json`, about: rule.about, rows: 0 };
    // A JSON list, a page of rows at a time as the zip reads it.
    async function* json() {
      for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
        const page = await repo.page(table, userId, offset, EXPORT_PAGE_ROWS);
        for (const row of page) take(table, row);
        if (page.length) yield `${entry.rows ? ',\n' : '[\n'}${page.map((row) => JSON.stringify(row, null, 2)).join(',\n')}`;
        entry.rows += page.length;
        if (page.length < EXPORT_PAGE_ROWS) break;
      }
      yield entry.rows ? '\n]\n' : '[]\n';
    }
    await zip.add(entry.path, Readable.from(json(), { objectMode: false }), { compress: true });
    found.listed.push(entry);
    await deps.progress(Math.floor(((done + 1) / personal.length) * 70));
  }
  return found;
}

/** The notes as .docx, the knowledge PDFs and the photo from storage (one open at a time), and the README. */
export async function addFiles(zip: ZipWriter, userId: string, found: Found, deps: FileDeps): Promise<void> {
  for (const [i, note] of found.notes.entries()) {
    // A .docx, a PDF or a photo is compressed already: stored as it is.
    await zip.add(`notes/${String(i + 1).padStart(3, '0')} ${safeName(note.title, 'Note')}.docx`, await deps.docx(userId, note.title, note.html), { compress: false });
    if (i % 10 === 9) await deps.progress(70 + Math.floor(((i + 1) / found.notes.length) * 15));
  }
  for (const [i, pdf] of found.pdfs.entries()) {
    const file = await deps.store.getStream(pdf.fileKey);
    if (file) await zip.add(`knowledge/${String(i + 1).padStart(3, '0')} ${safeName(pdf.title, 'Document')}.pdf`, file.stream, { compress: false, size: file.bytes });
    await deps.progress(85 + Math.floor(((i + 1) / found.pdfs.length) * 14));
  }
  const photoName = found.photo?.split('/').pop();
  const photo = photoName ? await deps.store.getStream(photoName) : null;
  if (photo) await zip.add('photo.webp', photo.stream, { compress: false, size: photo.bytes });
  await zip.add('README.txt', readme(found.name, new Date(), found.listed, deps.supportEmail), { compress: true });
}
