import { escapeMarkdown } from '@iyl/core/text/markdown';
import { micromark } from 'micromark';
import { escapeHtml } from '../../platform/html/escape.ts';
import { sanitizeRichHtml } from '../../platform/html/sanitize.ts';

/*
 * A chat as the customer takes it away (the quick settings: e-mail it, download it): each question and
 * the answer shown for it, with the coach and the date. Questions are the customer's text and stay
 * text; answers are Markdown, rendered by micromark (CommonMark, the parser the web app's
 * react-markdown uses, so a list or a bold word reads as on screen) with raw HTML and unsafe links
 * refused, and then sanitised with the one allowlist, so an answer can put no markup of its own into
 * a mail or a document.
 */

export interface TranscriptTurn {
  question: string;
  answer: string;
}

export interface Transcript {
  title: string;
  coachName: string;
  /** The chat's date as the customer reads it ("Mar 02, 2026"). */
  date: string;
  turns: TranscriptTurn[];
}

/**
 * The questions and answers a chat shows: of each question the latest version, when its answer has
 * ended with some text (one still being written, or that failed with nothing, is left out).
 */
export function shownTurns<T extends TranscriptTurn & { position: number; version: number; state: string }>(turns: readonly T[]): T[] {
  const latest = new Map<number, T>();
  for (const turn of turns) {
    const kept = latest.get(turn.position);
    if (!kept || turn.version > kept.version) latest.set(turn.position, turn);
  }
  return [...latest.values()].filter((t) => t.state !== 'writing' && t.answer.trim() !== '').sort((a, b) => a.position - b.position);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A day as the product shows dates (short month, two-digit day, year) in the customer's zone. */
export function chatDate(at: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: '2-digit', year: 'numeric' });
    dateFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** A safe download name from the chat's title: letters, digits, spaces, dashes and underscores only. */
export function exportFileName(title: string, extension: 'docx' | 'md'): string {
  const base = title
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return `${base || 'Chat'}.${extension}`;
}

/** A question shown as a quote in Markdown: its lines kept, nothing in it read as markup. */
function quoteMarkdown(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line.replace(/([\\`*_[\]#<>!|~])/g, '\\$1')}`.trimEnd())
    .join('\n');
}

/** The chat as Markdown: the download, and the plain-text part of the e-mail. The title and the coach's name are text, escaped. */
export function transcriptMarkdown(t: Transcript): string {
  const coach = escapeMarkdown(t.coachName);
  const parts = [`# ${escapeMarkdown(t.title)}`, `Chat with ${coach} · ${t.date}`];
  for (const turn of t.turns) parts.push(`**You asked:**\n\n${quoteMarkdown(turn.question)}`, `**${coach}:**\n\n${turn.answer.trim()}`, '---');
  return `${parts.join('\n\n')}\n`;
}

/** A question as HTML: text, its line breaks kept. */
const questionHtml = (text: string) => `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

/**
 * Some questions and answers as sanitised HTML. Heavy (micromark takes up to ~3 ms a kilobyte of a
 * list-heavy answer, a whole chat a second or more), so it runs on a worker thread (transcript.task.ts),
 * a few answers a task, and other customers' tasks take their turn in between.
 */
export function turnsHtml(coachName: string, turns: readonly TranscriptTurn[]): string {
  const coach = escapeHtml(coachName);
  const parts: string[] = [];
  for (const turn of turns) parts.push(`<h3>You asked</h3>`, questionHtml(turn.question), `<h3>${coach}</h3>`, micromark(turn.answer), '<hr>');
  return sanitizeRichHtml(parts.join(''));
}

/** The line above the questions: who the chat was with and when (escaped text, nothing to sanitise). */
export const transcriptHeadHtml = (t: Transcript) => `<p><em>Chat with ${escapeHtml(t.coachName)} · ${escapeHtml(t.date)}</em></p>`;

/** The chat as sanitised HTML in one go (the e-mail's body and the Word document's content are built from the same parts). */
export const transcriptHtml = (t: Transcript) => transcriptHeadHtml(t) + turnsHtml(t.coachName, t.turns);

/** The turns in batches of at most about `maxChars` characters each (one task of the worker pool each). */
export function batches<T extends TranscriptTurn>(turns: readonly T[], maxChars: number): T[][] {
  const out: T[][] = [];
  let batch: T[] = [];
  let size = 0;
  for (const turn of turns) {
    const length = turn.question.length + turn.answer.length;
    if (batch.length && size + length > maxChars) {
      out.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(turn);
    size += length;
  }
  if (batch.length) out.push(batch);
  return out;
}
