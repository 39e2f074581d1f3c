// Worker-thread entry (platform/workers/pool.ts): PDF.js parses a coach's file off the event loop, and
// a file that takes too long is stopped by ending the thread (the caller's time limit).
import { type PdfText, readPdfPages } from './pdf.ts';

export async function readPdf(input: { bytes: Uint8Array; maxPages: number }): Promise<PdfText> {
  return readPdfPages(input.bytes, input.maxPages);
}
