import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../../test/support/pdf.ts';
import { deflateBomb, manyInflatingPages } from '../../../../test/support/pdf-bombs.ts';
import { checkInflatedSize, cutPassages, INFLATE_LIMITS, looksLikePdf, PASSAGE_WORDS, PdfTooLarge, readPdfPages, TEXT_LIMITS } from './pdf.ts';

const folder = mkdtempSync(join(tmpdir(), 'iyl-pdf-'));
const MB = 1024 * 1024;

describe('looksLikePdf', () => {
  it('goes by the content, not the name', async () => {
    expect(looksLikePdf(await makePdf([['Hello']]))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('PK\u0003\u0004 a zip file called notes.pdf'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
    // Some writers put bytes before the header; readers accept it within the first KB.
    expect(looksLikePdf(new TextEncoder().encode(`${' '.repeat(500)}%PDF-1.7`))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode(`${' '.repeat(2_000)}%PDF-1.7`))).toBe(false);
  });
});

describe('readPdfPages', () => {
  it('reads the text of each page, in order', async () => {
    const bytes = await makePdf([
      ['Sleep Foundations', 'Keep the same wake-up time every day.'],
      ['Caffeine can stay in your system for hours.'],
    ]);
    const { totalPages, pages } = await readPdfPages(bytes);
    expect(totalPages).toBe(2);
    expect(pages[0]).toBe('Sleep Foundations\nKeep the same wake-up time every day.');
    expect(pages[1]).toBe('Caffeine can stay in your system for hours.');
  });

  it('finds no text on a scanned page', async () => {
    const { pages } = await readPdfPages(await makePdf([null, null]));
    expect(pages).toEqual(['', '']);
  });

  it('reads at most the page cap and says how many pages there were', async () => {
    const bytes = await makePdf(Array.from({ length: 12 }, (_, i) => [`Page ${i + 1}`]));
    const { totalPages, pages } = await readPdfPages(bytes, 5);
    expect(totalPages).toBe(12);
    expect(pages).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
  });

  it('rejects a malformed file instead of hanging', async () => {
    const broken = new TextEncoder().encode(`%PDF-1.7\n${'1 0 obj << /Type /Catalog /Pages 2 0 R >>\n'.repeat(50)}garbage`);
    await expect(readPdfPages(broken)).rejects.toThrow();
  });

  it('keeps a page’s text and a document’s text to their limits, and reads no page past the document’s', async () => {
    const line = 'Sleep comes easier after a walk in daylight and a quiet evening. ';
    const bytes = await makePdf([Array(30).fill(line), Array(30).fill(line), Array(30).fill(line)]);
    const { totalPages, pages } = await readPdfPages(bytes, 10, { inflate: INFLATE_LIMITS, text: { page: 1_000, document: 1_500 } });
    expect(totalPages).toBe(3);
    // The first page is cut at 1,000 characters; the second passes the document's 1,500; the third is not read.
    expect(pages.map((page) => page.length <= 1_000)).toEqual([true, true]);
    expect(pages[0]?.length).toBeGreaterThan(900);
    expect(TEXT_LIMITS.page * 200).toBeGreaterThan(TEXT_LIMITS.document);
  });
});

describe('checkInflatedSize', () => {
  it('counts what a real document’s streams inflate to', async () => {
    const bytes = await makePdf([['Rest days matter.'], ['So does sleep.']]);
    expect(checkInflatedSize(bytes)).toBeGreaterThan(0);
    expect(checkInflatedSize(bytes)).toBeLessThan(MB);
  });

  it('refuses the report’s bomb (one stream inflating to 5 GB) at the cap, quickly', async () => {
    const file = join(folder, 'bomb.pdf');
    const { bytes, inflated } = await deflateBomb(file);
    expect(bytes).toBeLessThan(10 * MB);
    expect(inflated).toBeGreaterThan(5 * 1024 * MB);
    const started = Date.now();
    expect(() => checkInflatedSize(readFileSync(file))).toThrow(PdfTooLarge);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses many streams each under the cap per stream but together over the cap per document', async () => {
    const file = join(folder, 'many.pdf');
    await manyInflatingPages(file, 12, 24 * MB);
    expect(() => checkInflatedSize(readFileSync(file), { stream: INFLATE_LIMITS.stream, document: 2 * INFLATE_LIMITS.stream })).toThrow(PdfTooLarge);
    expect(() => checkInflatedSize(readFileSync(file), { stream: 16 * MB, document: 1024 * MB })).toThrow(PdfTooLarge);
    expect(checkInflatedSize(readFileSync(file), { stream: 32 * MB, document: 1024 * MB })).toBeGreaterThan(12 * 24 * MB);
  });

  it('does not count a picture’s stream (reading text never decodes it)', async () => {
    const file = join(folder, 'picture.pdf');
    await deflateBomb(file, 64 * MB, { disguised: true });
    expect(checkInflatedSize(readFileSync(file))).toBe(0);
  });
});

describe('cutPassages', () => {
  const sentence = (n: number) => `This is sentence number ${n} about sleep and rest.`; // 9 words
  it('cuts a page at sentence ends near the target length and keeps offsets into the page', () => {
    const page = Array.from({ length: 40 }, (_, i) => sentence(i + 1)).join(' ');
    const passages = cutPassages([page]);
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(page.slice(passage.start, passage.end)).toBe(passage.text);
      expect(passage.text.split(' ').length).toBeLessThanOrEqual(PASSAGE_WORDS.max);
      expect(passage.text.endsWith('.')).toBe(true);
    }
    expect(passages.map((p) => p.text).join(' ')).toBe(page);
  });

  it('never lets a passage span two pages, and skips empty pages', () => {
    const passages = cutPassages(['Short first page.', '', 'Third page.']);
    expect(passages.map((p) => [p.page, p.text])).toEqual([
      [1, 'Short first page.'],
      [3, 'Third page.'],
    ]);
  });

  it('cuts text without sentence ends at the maximum', () => {
    const page = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const passages = cutPassages([page]);
    expect(passages.map((p) => p.text.split(' ').length)).toEqual([180, 180, 40]);
  });
});
