// A child process's task (platform/workers/isolated.ts): PDF.js reads a coach's file, and the text is
// cut into passages there too, so the app's process only stores what comes back. The child is killed
// past its time or memory cap. A sentence written to an AI is left out before the text is cut
// (addressed-to-ai.ts): it is never stored, so never searched, quoted or cited.
import { withoutWordsToAnAi } from './addressed-to-ai.ts';
import { cutPassages, type PdfReading, readPdfPages } from './pdf.ts';

/** The file comes as the process's input (`bytes`), not in the message. */
export async function readPdf(options: { maxPages: number }, bytes: Uint8Array): Promise<PdfReading> {
  const { totalPages, pages, carried } = await readPdfPages(bytes, options.maxPages);
  const kept = pages.map(withoutWordsToAnAi);
  // The words the next page printed stay at the page's end unless they were left out with their sentence.
  const stillCarried = kept.map((text, i) => {
    const n = carried[i] ?? 0;
    return n > 0 && text.endsWith((pages[i] as string).slice(-n)) ? n : 0;
  });
  return { totalPages, pagesRead: pages.length, passages: cutPassages(kept, stillCarried) };
}
