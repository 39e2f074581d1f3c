import { constants, inflateSync } from 'node:zlib';
import { KNOWLEDGE_MAX_PAGES } from '@iyl/core/coach-chat/constants';
import { getDocumentProxy } from 'unpdf';

/*
 * A coach's knowledge PDF: recognised by its content, read page by page (unpdf: PDF.js built for
 * servers, no native parts), and cut into passages that keep their page and character offsets, so a
 * citation can point at the words it quotes. Reading runs in a child process of its own (pdf.task.ts,
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
  /** The text of each page read (at most KNOWLEDGE_MAX_PAGES), in order; "" for a page without text. */
  pages: string[];
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
 * The text of each page, up to `maxPages` and the text limits. Throws PdfTooLarge for a document that
 * inflates past the inflate limits, and PDF.js's error for a file it cannot open.
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
    const pages: string[] = [];
    const last = Math.min(document.numPages, maxPages);
    let characters = 0;
    for (let number = 1; number <= last && characters < limits.text.document; number++) {
      const page = await document.getPage(number);
      const text = tidy(await pageText(page, limits.text.page));
      pages.push(text);
      characters += text.length;
      page.cleanup();
    }
    return { totalPages: document.numPages, pages };
  } finally {
    await document.loadingTask.destroy();
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

/** A page's text as PDF.js streams it, the stream cancelled once `max` characters came. */
async function pageText(page: PdfPage, max: number): Promise<string> {
  let text = '';
  const reader = page.streamTextContent().getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const item of (chunk.value as { items: unknown[] }).items) {
        if (typeof item !== 'object' || item === null || !('str' in item)) continue;
        const { str, hasEOL } = item as { str: string; hasEOL: boolean };
        text += str;
        if (hasEOL) text += '\n';
        else if (str && !text.endsWith(' ')) text += ' ';
      }
      if (text.length >= max) return text.slice(0, max);
    }
    return text;
  } finally {
    reader.releaseLock();
  }
}

/** Single spaces, single line breaks, no space at a line's ends. */
function tidy(text: string): string {
  return text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export interface Passage {
  /** 1-based page number. */
  page: number;
  /** Character offsets of the passage in its page's text. */
  start: number;
  end: number;
  text: string;
}

/** A passage holds about this many words, cut at a sentence end where there is one. */
export const PASSAGE_WORDS = { target: 120, max: 180 } as const;

/**
 * The pages cut into passages of about PASSAGE_WORDS.target words, each ending at a sentence end when
 * one comes before PASSAGE_WORDS.max; a passage never spans two pages (a citation names one page).
 */
export function cutPassages(pages: readonly string[]): Passage[] {
  const passages: Passage[] = [];
  pages.forEach((text, index) => {
    // Word spans of the page: [start, end) offsets.
    const words = [...text.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as const);
    let first = 0;
    while (first < words.length) {
      let last = Math.min(first + PASSAGE_WORDS.max, words.length) - 1;
      if (last - first + 1 > PASSAGE_WORDS.target) {
        // The first sentence end at or after the target, else the last one before the max.
        const endsSentence = (i: number) => /[.!?]["'”’)]?$/.test(text.slice(words[i]?.[0], words[i]?.[1]));
        let cut = -1;
        for (let i = first + PASSAGE_WORDS.target - 1; i <= last && cut === -1; i++) if (endsSentence(i)) cut = i;
        for (let i = first + PASSAGE_WORDS.target - 2; i > first && cut === -1; i--) if (endsSentence(i)) cut = i;
        if (cut !== -1) last = cut;
      }
      const start = words[first]?.[0] ?? 0;
      const end = words[last]?.[1] ?? start;
      passages.push({ page: index + 1, start, end, text: text.slice(start, end) });
      first = last + 1;
    }
  });
  return passages;
}
