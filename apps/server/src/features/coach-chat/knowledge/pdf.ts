import { KNOWLEDGE_MAX_PAGES } from '@iyl/core/coach-chat/constants';
import { getDocumentProxy } from 'unpdf';

/*
 * A coach's knowledge PDF: recognised by its content, read page by page (unpdf: PDF.js built for
 * servers, no native parts), and cut into passages that keep their page and character offsets, so a
 * citation can point at the words it quotes. Reading runs on a worker thread (pdf.task.ts) under a time
 * limit, never on a request.
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

/** The text of each page, up to `maxPages`. Throws on a file PDF.js cannot open. */
export async function readPdfPages(bytes: Uint8Array, maxPages: number = KNOWLEDGE_MAX_PAGES): Promise<PdfText> {
  // PDF.js takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocumentProxy(new Uint8Array(bytes), {
    useSystemFonts: false,
    // Errors only: a missing standard font's data does not matter for the text.
    verbosity: 0,
  });
  try {
    const pages: string[] = [];
    const last = Math.min(document.numPages, maxPages);
    for (let number = 1; number <= last; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
        else if (item.str && !text.endsWith(' ')) text += ' ';
      }
      pages.push(tidy(text));
      page.cleanup();
    }
    return { totalPages: document.numPages, pages };
  } finally {
    await document.loadingTask.destroy();
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
