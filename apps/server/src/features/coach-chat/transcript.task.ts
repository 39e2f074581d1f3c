// Worker-thread entry (platform/workers/pool.ts): a chat's Markdown answers rendered and sanitised off the
// event loop (a chat holds up to 100 answers of up to 12,000 characters).
import { type TranscriptTurn, turnsHtml, turnsText } from './transcript.ts';

export function toHtml(input: { coachName: string; turns: TranscriptTurn[] }): string {
  return turnsHtml(input.coachName, input.turns);
}

/** The mail's two parts of some turns: sanitised HTML and plain text (one rendering task each batch). */
export function toMail(input: { coachName: string; turns: TranscriptTurn[] }): { html: string; text: string } {
  return { html: turnsHtml(input.coachName, input.turns), text: turnsText(input.coachName, input.turns) };
}
