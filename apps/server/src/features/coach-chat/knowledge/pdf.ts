import { constants, inflateSync } from 'node:zlib';
import { KNOWLEDGE_MAX_PAGES } from '@iyl/core/coach-chat/constants';
import { sentenceEnds } from '@iyl/core/text/prose';
import { getDocumentProxy } from 'unpdf';
import { documentHyphens } from './hyphens.ts';
import { reflowDocument, type TextLine } from './reflow.ts';

/*
 * A coach's knowledge PDF: recognised by its content, read page by page (unpdf: PDF.js built for
 * servers, no native parts), its lines put back into prose (reflow.ts), and cut into passages of whole
 * sentences that keep their page and character offsets, so a citation can point at the words it quotes. Reading runs in a child process of its own (pdf.task.ts,
 * platform/workers/isolated.ts) under time and memory caps, never in the app's process (decision 0026).
 */

/** Readers accept the header anywhere in the first KB (some writers put bytes before it). */
const HEADER_WITHIN = 1_024;
const HEADER = Buffer.from('%PDF-');

/** Whether the bytes are a PDF, by their content rather than the file's name. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEADER_WITHIN + HEADER.length));
  return start.indexOf(HEADER) !== -1;
}

export interface PdfText {
  /** Pages in the file. */
  totalPages: number;
  /**
   * The text of each page read (at most KNOWLEDGE_MAX_PAGES), in order, as prose (reflow.ts): paragraphs
   * of one line each apart by a blank line; "" for a page without text.
   */
  pages: string[];
  /** Of each page's text, how many characters at its end the next page printed (reflow.ts: a sentence running onto it). */
  carried: number[];
}

/** What reading a document found: its pages, how many were read, and their text cut into passages. */
export interface PdfReading {
  totalPages: number;
  pagesRead: number;
  passages: Passage[];
}

const MB = 1024 * 1024;

/**
 * What one document may inflate to (FlateDecode, the compression of nearly every PDF stream, packs
 * up to ~1,000:1): each stream (a page's content, a font) and all of them together. Generous for a
 * real book (a 300-page one inflates to a few tens of MB), while an 8 MB upload could otherwise
 * inflate to 8 GB. Pictures are not counted: reading text never decodes them.
 */
export const INFLATE_LIMITS = { stream: 32 * MB, document: 256 * MB } as const;
/**
 * Characters kept: of one page (a dense page holds ~6,000; past this it is a bomb, not a text; PDF.js
 * stops reading it there) and of one document (a 300-page book holds ~1,000,000; later pages are not
 * read, as past KNOWLEDGE_MAX_PAGES).
 */
export const TEXT_LIMITS = { page: 20_000, document: 2_000_000 } as const;

/** A document that would inflate past INFLATE_LIMITS: refused before PDF.js reads it. */
export class PdfTooLarge extends Error {
  override name = 'PdfTooLarge';
  readonly code = 'PDF_TOO_LARGE';
}

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
/** How far before `stream` its dictionary is looked for. */
const DICTIONARY_WITHIN = 4_096;

/**
 * Throws PdfTooLarge when the document's FlateDecode streams inflate past `limits`; answers the bytes
 * they inflate to. Streams are found by their keyword (as PDF.js does for a damaged file) and inflated
 * by zlib with the output capped, so a bomb costs at most the cap, not its size. A stream zlib cannot
 * read (encrypted, another filter first) is not counted here: the reader's memory cap is the backstop.
 */
export function checkInflatedSize(bytes: Uint8Array, limits: { stream: number; document: number } = INFLATE_LIMITS): number {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (let at = file.indexOf(STREAM); at !== -1; at = file.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && file.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + STREAM.length;
    if (file[start] === 0x0d) start++;
    if (file[start] === 0x0a) start++;
    if (start === at + STREAM.length) continue;
    const before = file.toString('latin1', Math.max(0, at - DICTIONARY_WITHIN), at);
    const dictionary = before.slice(before.lastIndexOf(' obj') + 1);
    if (!/\/(FlateDecode|Fl)\b/.test(dictionary) || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const length = /\/Length\s+(\d{1,10})(\s+\d+\s+R)?/.exec(dictionary);
    const end = length && !length[2] && start + Number(length[1]) <= file.length ? start + Number(length[1]) : file.indexOf(END_STREAM, start);
    const budget = Math.min(limits.stream, limits.document - total);
    try {
      total += inflateSync(file.subarray(start, end === -1 ? file.length : end), { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH })
        .length;
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new PdfTooLarge(`a stream inflates past ${Math.round(budget / MB)} MB`);
      // Not zlib data after all: PDF.js will say whether it can read it.
    }
    at = Math.max(at, end);
  }
  return total;
}

/**
 * The text of each page, up to `maxPages` and the text limits, as prose (reflow.ts): paragraphs of one
 * line each, apart by a blank line, a sentence cut by a page break on the page it starts on. Throws
 * PdfTooLarge for a document that inflates past the inflate limits, and PDF.js's error for a file it
 * cannot open.
 */
export async function readPdfPages(
  bytes: Uint8Array,
  maxPages: number = KNOWLEDGE_MAX_PAGES,
  limits: { inflate: { stream: number; document: number }; text: { page: number; document: number } } = { inflate: INFLATE_LIMITS, text: TEXT_LIMITS },
): Promise<PdfText> {
  checkInflatedSize(bytes, limits.inflate);
  // PDF.js takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocumentProxy(new Uint8Array(bytes), {
    useSystemFonts: false,
    // Errors only: a missing standard font's data does not matter for the text.
    verbosity: 0,
  });
  try {
    const pages: TextLine[][] = [];
    const last = Math.min(document.numPages, maxPages);
    let characters = 0;
    for (let number = 1; number <= last && characters < limits.text.document; number++) {
      const page = await document.getPage(number);
      const lines = await pageLines(page, limits.text.page);
      pages.push(lines);
      for (const line of lines) characters += line.text.length + 1;
      page.cleanup();
    }
    // The document's own spelling first: every line it prints, before any is joined.
    const hyphens = documentHyphens(pages.flatMap((lines) => lines.map((line) => line.text)));
    return { totalPages: document.numPages, ...reflowDocument(pages, hyphens) };
  } finally {
    await document.loadingTask.destroy();
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

/** A text item as PDF.js streams it (marked-content items have no `str`). */
interface TextItem {
  str: string;
  hasEOL: boolean;
  /** [a, b, c, d, x, y]: the item's scale and where its baseline starts. */
  transform?: number[];
  width?: number;
  height?: number;
}

/**
 * A page's printed lines as PDF.js streams its text, the stream left once `max` characters came.
 * An item starts a new line after one that ended its line, or when it stands on another baseline; within
 * a line a space goes between two items only where the page leaves a gap (PDF.js gives "INTEGER" and
 * ";" as two items).
 */
async function pageLines(page: PdfPage, max: number): Promise<TextLine[]> {
  const lines: TextLine[] = [];
  let line: TextLine | null = null;
  let ended = false;
  let characters = 0;
  const reader = page.streamTextContent().getReader();
  const trimmed = () => {
    if (line?.text.trim()) lines.push({ ...line, text: line.text.replace(/\s+/g, ' ').trim() });
  };
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const item of (chunk.value as { items: unknown[] }).items) {
        if (typeof item !== 'object' || item === null || !('str' in item)) continue;
        const { str, hasEOL, transform = [], width = 0, height = 0 } = item as TextItem;
        const x = Number(transform[4]) || 0;
        const y = Number(transform[5]) || 0;
        const size = Math.hypot(Number(transform[2]) || 0, Number(transform[3]) || 0) || height || 1;
        const inked = str.trim() !== '';
        if (str) {
          if (line && !ended && inked && line.text.trim() && Math.abs(y - line.y) > 0.5 * Math.max(size, line.size)) ended = true;
          if (!line || ended) {
            trimmed();
            line = { text: '', x0: Number.POSITIVE_INFINITY, x1: Number.NEGATIVE_INFINITY, y, size: 0 };
            ended = false;
          }
          if (inked) {
            if (line.text.trim() && !/\s$/.test(line.text) && !/^\s/.test(str) && x - line.x1 > 0.15 * size) line.text += ' ';
            if (!line.text.trim()) line.y = y;
            line.x0 = Math.min(line.x0, x);
            line.x1 = Math.max(line.x1, x + width);
            line.size = Math.max(line.size, size);
          }
          line.text += str;
          characters += str.length;
        }
        if (hasEOL) ended = true;
      }
      if (characters >= max) break;
    }
    trimmed();
    return capped(lines, max);
  } finally {
    // Released, not cancelled: PDF.js closes a cancelled text stream's controller a second time when the
    // page's text comes, an unhandled rejection (the page is cleaned up and the document destroyed after).
    reader.releaseLock();
  }
}

/** The lines up to `max` characters in all, the last one cut there. */
function capped(lines: TextLine[], max: number): TextLine[] {
  let left = max;
  const out: TextLine[] = [];
  for (const line of lines) {
    if (left <= 0) break;
    out.push(line.text.length <= left ? line : { ...line, text: line.text.slice(0, left) });
    left -= line.text.length + 1;
  }
  return out;
}

export interface Passage {
  /** 1-based page number: the page its first sentence starts on. */
  page: number;
  /** The next page, when the passage's last sentence runs onto it (its words printed there); otherwise none. */
  pageEnd?: number;
  /** Character offsets of the passage in its page's text (as readPdfPages gives it: prose). */
  start: number;
  end: number;
  /** Whole sentences (but for one longer than PASSAGE_WORDS.max), in paragraphs apart by a blank line. */
  text: string;
}

/** A passage holds about this many words, cut at a sentence's or a paragraph's end where there is one. */
export const PASSAGE_WORDS = { target: 120, max: 180 } as const;

/**
 * The pages cut into passages of about PASSAGE_WORDS.target words, each ending at a sentence's end (or a
 * paragraph's: a heading) when one comes before PASSAGE_WORDS.max. A page's text holds the sentences that
 * start on it (reflow.ts), so every sentence is whole in one passage, with its page; the passage that
 * holds a sentence running onto the next page (`carried`: of each page, the characters at its end the
 * next page printed) is on both (`pageEnd`), and cited so ("pp. 1–2").
 */
export function cutPassages(pages: readonly string[], carried: readonly number[] = []): Passage[] {
  const passages: Passage[] = [];
  pages.forEach((text, index) => {
    // Word spans of the page: [start, end) offsets; and where its sentences and paragraphs end.
    const words = [...text.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as const);
    const ends = new Set<number>();
    let at = 0;
    for (const paragraph of text.split('\n')) {
      for (const end of sentenceEnds(paragraph)) ends.add(at + end);
      at += paragraph.length + 1;
    }
    const endsSentence = (i: number) => ends.has(words[i]?.[1] ?? -1);
    let first = 0;
    while (first < words.length) {
      let last = Math.min(first + PASSAGE_WORDS.max, words.length) - 1;
      if (last - first + 1 > PASSAGE_WORDS.target) {
        // The first sentence end at or after the target, else the last one before it.
        let cut = -1;
        for (let i = first + PASSAGE_WORDS.target - 1; i <= last && cut === -1; i++) if (endsSentence(i)) cut = i;
        for (let i = first + PASSAGE_WORDS.target - 2; i > first && cut === -1; i--) if (endsSentence(i)) cut = i;
        if (cut !== -1) last = cut;
      }
      const start = words[first]?.[0] ?? 0;
      const end = words[last]?.[1] ?? start;
      const runsOn = (carried[index] ?? 0) > 0 && end > text.length - (carried[index] ?? 0);
      passages.push({ page: index + 1, ...(runsOn ? { pageEnd: index + 2 } : {}), start, end, text: text.slice(start, end) });
      first = last + 1;
    }
  });
  return passages;
}
