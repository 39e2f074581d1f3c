// Worker-thread entry (platform/workers/pool.ts): a chat's Markdown answers rendered and sanitised off the
// event loop (a chat holds up to 100 answers of up to 12,000 characters).
import { type TranscriptTurn, turnsHtml } from './transcript.ts';

export function toHtml(input: { coachName: string; turns: TranscriptTurn[] }): string {
  return turnsHtml(input.coachName, input.turns);
}
