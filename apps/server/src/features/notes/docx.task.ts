// Worker-thread entry (platform/workers/pool.ts): a .docx is built off the event loop (a 200 KB note
// took 200–400 ms).
import { htmlToDocx } from './docx.ts';

export async function toDocx(input: { title: string; html: string }): Promise<Uint8Array> {
  return htmlToDocx(input.title, input.html);
}
