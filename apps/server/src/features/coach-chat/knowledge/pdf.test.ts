import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../../test/support/pdf.ts';
import { cutPassages, looksLikePdf, PASSAGE_WORDS, readPdfPages } from './pdf.ts';

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
