import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../../test/support/pdf.ts';
import { MONEY_TALKS, MONEY_TALKS_LAYOUT, MONEY_TALKS_PROSE, makeWrappedPdf } from '../../../../test/support/wrapped-pdf.ts';
import { checkCitations } from '../citations.ts';
import { documentHyphens, isEnglishWord } from './hyphens.ts';
import { deflateBomb, manyInflatingPages } from '../../../../test/support/pdf-bombs.ts';
import { checkInflatedSize, cutPassages, INFLATE_LIMITS, looksLikePdf, PASSAGE_WORDS, PdfTooLarge, readPdfPages, TEXT_LIMITS } from './pdf.ts';
import { proseSentences } from '@iyl/core/text/markdown';
import wordListPath from 'word-list';

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
    // The heading ends early and the sentence starts with a capital: two paragraphs.
    expect(pages[0]).toBe('Sleep Foundations\n\nKeep the same wake-up time every day.');
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

  it('records the next page for the passage that holds a sentence running onto it, and for no other (review stop-57 L7)', () => {
    const page = Array.from({ length: 30 }, (_, i) => sentence(i + 1)).join(' ');
    // The last 20 characters of page 1 were printed on page 2.
    const passages = cutPassages([page, 'Second page.'], [20, 0]);
    expect(passages.length).toBeGreaterThan(2);
    expect(passages.map((p) => p.pageEnd)).toEqual([...passages.slice(0, -2).map(() => undefined), 2, undefined]);
    expect(passages.at(-2)?.page).toBe(1);
    expect(cutPassages([page, 'Second page.']).every((p) => p.pageEnd === undefined)).toBe(true);
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

describe('a PDF set as a book: its lines read back as prose (issue 47)', () => {
  it('is set with every kind of break (the test’s own check of its PDF)', async () => {
    const { pages } = await makeWrappedPdf(MONEY_TALKS, MONEY_TALKS_LAYOUT);
    const lines = pages.flat();
    expect(pages).toHaveLength(2);
    expect(lines).toContain('household.');
    expect(lines.some((line, i) => line.endsWith('contri-') && lines[i + 1]?.startsWith('bution'))).toBe(true);
    expect(lines.some((line, i) => line.endsWith('self-') && lines[i + 1]?.startsWith('care'))).toBe(true);
    expect(lines.some((line, i) => line.endsWith('well-') && lines[i + 1]?.startsWith('being'))).toBe(true);
    expect(lines.some((line, i) => line.endsWith('e.g. on') && lines[i + 1]?.startsWith('Sunday'))).toBe(true);
    // Page 1 ends inside the sentence about a fight; page 2 goes on with it.
    expect(pages[0]?.at(-1)).toBe('turns into a fight, stop and agree on a');
    expect(pages[1]?.[0]).toBe('time to come back to it, then take a');
  });

  it('reads each page as paragraphs of prose: lines joined, broken words mended, compounds kept, furniture gone, a sentence on the page it starts on', async () => {
    for (const paragraphSpace of [9, 0]) {
      const { bytes } = await makeWrappedPdf(MONEY_TALKS, { ...MONEY_TALKS_LAYOUT, paragraphSpace });
      const { pages } = await readPdfPages(bytes);
      if (paragraphSpace) expect(pages).toEqual(MONEY_TALKS_PROSE);
      else {
        // Without a paragraph's space, two paragraphs whose first ends on a full line read as one (nothing tells them apart); the sentences are the same.
        expect(pages.map((page) => proseSentences(page))).toEqual(MONEY_TALKS_PROSE.map((page) => proseSentences(page)));
        expect(pages[0]).toContain('Money talks for couples\n\nCouples who split');
      }
      for (const page of pages) {
        expect(page).not.toMatch(/(^|[^\n])\n([^\n]|$)/);
        expect(page).not.toMatch(/-\s|\u00ad|Money Talks —|^\d+$/m);
      }
    }
  });

  it('cites every sentence of it by the page it starts on, the one whose last word stood alone and the one a page break cut included', async () => {
    const title = 'Money Talks';
    const { bytes } = await makeWrappedPdf(MONEY_TALKS, MONEY_TALKS_LAYOUT);
    const passages = cutPassages((await readPdfPages(bytes)).pages).map((p, i) => ({ id: `p${i}`, title, ...p }));
    const cite = (sentence: string, page: number) => checkCitations(`${sentence} [${title}, p. ${page}]`, passages).citations[0];
    let quoted = 0;
    for (const passage of passages) {
      for (const sentence of proseSentences(passage.text).filter((s) => /[.!?]$/.test(s))) {
        expect(cite(sentence, passage.page), sentence).toEqual({ marker: `[${title}, p. ${passage.page}]`, status: 'supported', passageId: passage.id });
        quoted++;
      }
    }
    expect(quoted).toBe(12);
    expect(cite('Each partner makes a fair contribution to the household.', 1)?.status).toBe('supported');
    const cut = 'When a conversation about money turns into a fight, stop and agree on a time to come back to it, then take a break for at least twenty minutes before you try again together, because tired people rarely find a fair answer.';
    expect(cite(cut, 1)?.status).toBe('supported');
    expect(cite(cut, 2)?.status).toBe('unsupported');
    expect(cite('Thank each other for the effort.', 2)?.status).toBe('supported');
  });
});

describe('documentHyphens', () => {
  const lines = ['Your well-being matters.', 'A long-term plan and a long', 'term view; keep it up-', 'to-date.'];
  it('asks the document first, then the word list: a known word joined, two known words kept, syllables joined', () => {
    const rule = documentHyphens(lines, isEnglishWord);
    // Written with its hyphen elsewhere in the document.
    expect(rule('well', 'being')).toBe('keep');
    expect(rule('long', 'term')).toBe('keep');
    // Known words: "household" joined though "house" and "hold" are words; "self-care" is no word joined, so kept.
    expect(rule('house', 'hold')).toBe('join');
    expect(rule('self', 'care')).toBe('keep');
    expect(rule('contri', 'bution')).toBe('join');
    expect(rule('Contri', 'butions')).toBe('join');
    // The word list alone would join "well-being" (it knows "wellbeing").
    expect(documentHyphens([], isEnglishWord)('well', 'being')).toBe('join');
    // A word broken at a line's end is not the document's spelling ("up-" "to-date" says nothing of "upto").
    expect(documentHyphens(['keep it up-', 'to-date'], () => false)('up', 'to')).toBe('join');
  });
});

describe('cutPassages of prose', () => {
  it('ends a passage at a sentence’s or a paragraph’s end, never after "e.g." or "Dr."', () => {
    const sentence = 'Talk about money once a week, e.g. Sunday evening, with Dr. Lee at hand and a short list of three things.'; // 20 words
    const page = `Money talks\n\n${Array(12).fill(sentence).join(' ')}`;
    const passages = cutPassages([page]);
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(page.slice(passage.start, passage.end)).toBe(passage.text);
      expect(passage.text.endsWith('three things.')).toBe(true);
    }
  });
});

describe('isEnglishWord', () => {
  it('finds every word of the list, first, last and in between, in any case, and nothing else', () => {
    const all = readFileSync(wordListPath, 'utf8').split('\n').filter(Boolean);
    expect(all.filter((word) => !isEnglishWord(word))).toEqual([]);
    expect(isEnglishWord('AA')).toBe(true);
    expect(isEnglishWord('Household')).toBe(true);
    for (const stranger of ['', 'a\n', 'aa\naah', 'zzzz', 'contri', 'householdx', 'hous', '\u00e9t\u00e9']) expect(isEnglishWord(stranger)).toBe(false);
  });
});
