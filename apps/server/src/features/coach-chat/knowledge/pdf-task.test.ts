import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../../test/support/pdf.ts';
import { createWorkerPool } from '../../../platform/workers/pool.ts';
import type { PdfText } from './pdf.ts';

const TASK = 'features/coach-chat/knowledge/pdf.task';
const pool = createWorkerPool({ maxThreads: 1 });
afterAll(() => pool.close());

const onePagePdf = (text: string) => makePdf([[text]]);

describe('reading a PDF on a worker thread', () => {
  it('gives the pages’ text back', async () => {
    const result = await pool.run<PdfText>(TASK, 'readPdf', { bytes: await onePagePdf('Rest days matter.'), maxPages: 10 });
    expect(result).toEqual({ totalPages: 1, pages: ['Rest days matter.'] });
  });

  it('stops when its time is up', async () => {
    const bytes = await onePagePdf('Never read');
    await expect(pool.run(TASK, 'readPdf', { bytes, maxPages: 10 }, undefined, { signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
    // Under way: loading PDF.js on a fresh thread alone takes longer than this.
    const fresh = createWorkerPool({ maxThreads: 1 });
    try {
      await expect(fresh.run(TASK, 'readPdf', { bytes, maxPages: 10 }, undefined, { signal: AbortSignal.timeout(5) })).rejects.toThrow(/abort/i);
    } finally {
      await fresh.close();
    }
    // The pool still works afterwards.
    const after = await pool.run<PdfText>(TASK, 'readPdf', { bytes: await onePagePdf('Still here.'), maxPages: 10 });
    expect(after.pages).toEqual(['Still here.']);
  });
});
