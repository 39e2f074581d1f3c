import { citedPages, pagesInWords, quoteParagraphs } from '@iyl/core/coach-chat/citation-text';
import type { ChatCitation } from '@iyl/core/coach-chat/contract';
import { decodeBasicEntities, htmlPieces, tagName } from '@iyl/core/text/html';
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
 * a mail or a document. After each answer come its sources: every passage it cites, named as the
 * citation's popover names it and quoted as the popover quotes it, so the text taken away can be
 * checked against what it cites.
 */

/** A passage an answer cites: what its popover shows (the title, where it is from, its pages, the passage). */
export type TranscriptCitation = Pick<ChatCitation, 'title' | 'page' | 'documentId' | 'quote'> & { pageEnd?: number | null };

export interface TranscriptTurn {
  question: string;
  answer: string;
  /** Who the answer is signed by, when not the chat's coach (answerAuthor). */
  author?: string;
  /** The passages the answer cites, in its order (the checked citations kept with it). */
  citations?: readonly TranscriptCitation[];
}

/** Where a passage of the built-in library is from, as a chat's sources name it (it has no page and no address). */
export const LIBRARY_SOURCE = 'IYL’s library of coaching guidance';

/** A cited passage as a chat's sources list it: the citation as the answer marks it, where it is from, and its paragraphs. */
interface Source {
  cited: string;
  from: string;
  paragraphs: string[];
}

/**
 * The passages an answer cites, each once: the citation as it reads in the answer ("[Sleep guide, p. 3]"),
 * and where it is from — the library, or the coach's PDF by its name and page(s).
 */
function sourcesOf(turn: TranscriptTurn, coachName: string): Source[] {
  const out: Source[] = [];
  for (const c of turn.citations ?? []) {
    const cited = `[${c.title.replace(/\s+/g, ' ').trim()}${citedPages(c)}]`;
    if (out.some((s) => s.cited === cited)) continue;
    const pages = pagesInWords(c);
    const from = c.documentId === null ? LIBRARY_SOURCE : `${coachName}’s PDF “${c.title.replace(/\s+/g, ' ').trim()}”${pages ? `, ${pages}` : ''}`;
    out.push({ cited, from, paragraphs: quoteParagraphs(c.quote) });
  }
  return out;
}

/**
 * Who an answer is signed by, as the chat shows it: in a chat with a coach, the product's own answers
 * are not hers — the built-in coach's (", using her material" when a passage of her PDFs is cited) and
 * the care reply (the product's coach). Otherwise the chat's coach.
 */
export function answerAuthor(
  turn: { source: string; citations: readonly { documentId: string | null }[] },
  chat: { coachId: string | null; coachName: string },
  productCoach: string,
): string {
  if (chat.coachId === null || turn.source === 'ai') return chat.coachName;
  if (turn.source === 'care') return productCoach;
  return turn.citations.some((c) => c.documentId !== null) ? `Built-in coach, using ${chat.coachName}’s material` : 'Built-in coach';
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
  for (const turn of t.turns) {
    const by = turn.author === undefined ? coach : escapeMarkdown(turn.author);
    parts.push(`**You asked:**\n\n${quoteMarkdown(turn.question)}`, `**${by}:**\n\n${turn.answer.trim()}`, ...sourcesMarkdown(turn, t.coachName), '---');
  }
  return `${parts.join('\n\n')}\n`;
}

/** An answer's sources in Markdown, all text (escaped: no link, no markup, no bare address); none when it cites nothing. */
function sourcesMarkdown(turn: TranscriptTurn, coachName: string): string[] {
  const sources = sourcesOf(turn, coachName);
  if (sources.length === 0) return [];
  const items = sources.map(({ cited, from, paragraphs }) => {
    const quote = paragraphs.map((p) => `  > ${escapeMarkdown(p)}`).join('\n  >\n');
    return `- **${escapeMarkdown(cited)}**: ${escapeMarkdown(from)}.${quote ? `\n\n${quote}` : ''}`;
  });
  return ['**Sources:**', items.join('\n\n')];
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
  for (const turn of turns) {
    const by = turn.author === undefined ? coach : escapeHtml(turn.author);
    parts.push(`<h3>You asked</h3>`, questionHtml(turn.question), `<h3>${by}</h3>`, micromark(turn.answer), sourcesHtml(turn, coachName), '<hr>');
  }
  return sanitizeRichHtml(parts.join(''));
}

/**
 * An answer's sources as HTML, all escaped text: each citation and where it is from, then its passage as
 * a quote (one block, its paragraphs apart by a blank line: a Word document keeps a quote as one paragraph).
 */
function sourcesHtml(turn: TranscriptTurn, coachName: string): string {
  const sources = sourcesOf(turn, coachName);
  if (sources.length === 0) return '';
  const items = sources.map(({ cited, from, paragraphs }) => {
    const quote = paragraphs.length ? `<blockquote><p>${paragraphs.map(escapeHtml).join('<br><br>')}</p></blockquote>` : '';
    return `<p><strong>${escapeHtml(cited)}</strong>: ${escapeHtml(from)}.</p>${quote}`;
  });
  return `<h4>Sources</h4>${items.join('')}`;
}

/** The line above the questions: who the chat was with and when (escaped text, nothing to sanitise). */
export const transcriptHeadHtml = (t: Transcript) => `<p><em>Chat with ${escapeHtml(t.coachName)} · ${escapeHtml(t.date)}</em></p>`;

/** The chat as sanitised HTML in one go (the e-mail's body and the Word document's content are built from the same parts). */
export const transcriptHtml = (t: Transcript) => transcriptHeadHtml(t) + turnsHtml(t.coachName, t.turns);

/*
 * The chat as plain text: the e-mail's text part, read as prose in a mail client, which shows it as it is
 * (no Markdown is rendered there, so "\\&" or "**" would be read as written). An answer is rendered as for
 * the HTML part (micromark, then the allowlist) and its text taken from that: emphasis dropped, a list item
 * on its own line after "- " or its number, a link as its words and, when they differ, its address in
 * brackets (the HTML part links the same ones). A question is the customer's text as written, their
 * backslashes included. Where the Markdown made an address no link with a backslash (a title, the coach's
 * name, an address an answer may not link), a zero-width space takes the backslash's place
 * ("https\u200B://…"), so a mail client links it no more than it did in the Markdown.
 */

/** What escapeMarkdown escapes as markup; any other backslash it writes keeps an address from being one (inertAddresses). */
const MARKUP = new Set('\\`*_[]<>&!~|#');
const NO_LINK = '\u200B';

/** Text as written, with each bare address a mail client would link made none (see above); whitespace kept. */
export function inertText(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => {
      if (!word || /^\s/.test(word)) return word;
      const escaped = escapeMarkdown(word);
      let out = '';
      for (let i = 0; i < escaped.length; i++) {
        const ch = escaped[i] as string;
        if (ch !== '\\' || i + 1 >= escaped.length) out += ch;
        else {
          const next = escaped[++i] as string;
          out += MARKUP.has(next) ? next : NO_LINK + next;
        }
      }
      return out;
    })
    .join('');
}

/** One line of text (a title, a name): its whitespace as single spaces, no address a mail client links. */
const plainLine = (text: string) => inertText(text.replace(/\s+/g, ' ').trim());

/** Sanitised HTML (sanitizeRichHtml's allowlist) as plain text: blocks apart by a blank line, list items on lines of their own. */
export function htmlAsPlainText(html: string): string {
  const lines: string[] = [];
  let line = '';
  let pre = 0;
  const lists: { ordered: boolean; n: number }[] = [];
  let link: { href: string; text: string } | null = null;
  /** A list item's marker, written when the item starts: a paragraph inside the item goes on after it. */
  let marker = '';
  const endLine = () => {
    if (marker && line === marker) return;
    const done = pre ? line.replace(/\s+$/, '') : line.replace(/(?<=\S)[ \t]{2,}/g, ' ').trimEnd();
    if (done.trim()) lines.push(done);
    line = '';
    marker = '';
  };
  const endBlock = () => {
    endLine();
    // Inside a list its items stay together, a line each.
    if (!lists.length && lines.length && lines.at(-1) !== '') lines.push('');
  };
  for (const piece of htmlPieces(html)) {
    if (piece.text !== undefined) {
      const spaced = pre ? piece.text : piece.text.replace(/\s+/g, ' ');
      const text = decodeBasicEntities(!pre && (line === '' || line === marker) ? spaced.trimStart() : spaced);
      if (pre) {
        const [first = '', ...rest] = text.split('\n');
        line += first;
        for (const next of rest) {
          lines.push(line.replace(/\s+$/, ''));
          line = next;
        }
      } else line += text;
      if (link) link.text += text;
      continue;
    }
    const name = tagName(piece.tag);
    const closing = piece.tag.startsWith('</');
    switch (name) {
      case 'p':
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
      case 'blockquote':
      case 'table':
      case 'hr':
        endBlock();
        break;
      case 'pre':
        endBlock();
        pre = closing ? Math.max(0, pre - 1) : pre + 1;
        break;
      case 'br':
      case 'tr':
        endLine();
        break;
      case 'td':
      case 'th':
        if (!closing && line.trim()) line += ' · ';
        break;
      case 'ul':
      case 'ol':
        if (closing) lists.pop();
        else lists.push({ ordered: name === 'ol', n: Number(/\bstart="(\d{1,9})"/.exec(piece.tag)?.[1] ?? 1) });
        if (lists.length === 0) endBlock();
        else endLine();
        break;
      case 'li': {
        endLine();
        const list = lists.at(-1);
        if (!closing && list) {
          marker = `${'  '.repeat(lists.length - 1)}${list.ordered ? `${list.n++}.` : '-'} `;
          line = marker;
        }
        break;
      }
      case 'a':
        if (!closing) link = { href: decodeBasicEntities(/\bhref="([^"]*)"/.exec(piece.tag)?.[1] ?? ''), text: '' };
        else if (link) {
          const words = link.text.trim();
          if (link.href && words !== link.href && words !== link.href.replace(/^mailto:/, '')) line += ` (${link.href})`;
          link = null;
        }
        break;
      default:
        // Emphasis, code, a span: their text only.
        break;
    }
  }
  endLine();
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

/**
 * An answer's Markdown as plain text, rendered and sanitised as for the HTML part. An address the answer
 * made no link with a backslash (its links' rule, answer-links.ts, or a title written into it) stays none:
 * the backslash before its ':', '.' or '/' becomes a zero-width space before rendering.
 */
function answerText(markdown: string): string {
  let source = '';
  for (let i = 0; i < markdown.length; i++) {
    const ch = markdown[i] as string;
    const next = markdown[i + 1];
    if (ch !== '\\' || next === undefined || !/[!-/:-@[-`{-~]/.test(next)) source += ch;
    else {
      source += next === ':' || next === '.' || next === '/' ? NO_LINK + next : ch + next;
      i++;
    }
  }
  return htmlAsPlainText(sanitizeRichHtml(micromark(source)));
}

/**
 * Some questions and answers as plain text (the mail's text part): each question as the customer wrote
 * it, each answer as prose. Renders Markdown like turnsHtml, so it runs on the worker too.
 */
export function turnsText(coachName: string, turns: readonly TranscriptTurn[]): string {
  const coach = plainLine(coachName);
  return turns
    .map(
      (turn) =>
        `You asked:\n${turn.question.replace(/\r\n?/g, '\n').trim()}\n\n${turn.author === undefined ? coach : plainLine(turn.author)}:\n${answerText(turn.answer)}\n\n${sourcesText(turn, coachName)}———\n\n`,
    )
    .join('');
}

/** An answer's sources as plain text: each citation and where it is from, its passage quoted after "> " (no address a mail client links). */
function sourcesText(turn: TranscriptTurn, coachName: string): string {
  const sources = sourcesOf(turn, coachName);
  if (sources.length === 0) return '';
  const items = sources.map(({ cited, from, paragraphs }) => [`- ${plainLine(cited)}: ${plainLine(from)}.`, ...paragraphs.map((p) => `  > ${plainLine(p)}`)].join('\n'));
  return `Sources:\n${items.join('\n')}\n\n`;
}

/** The lines above the questions in the text part: the chat's title, who it was with and when. */
export const transcriptHeadText = (t: Transcript) => `${plainLine(t.title)}\nChat with ${plainLine(t.coachName)} · ${t.date}\n\n`;

/** The chat as plain text in one go (the mail's text part is built from the same parts). */
export const transcriptText = (t: Transcript) => transcriptHeadText(t) + turnsText(t.coachName, t.turns);

/** The turns in batches of at most about `maxChars` characters each (one task of the worker pool each). */
export function batches<T extends TranscriptTurn>(turns: readonly T[], maxChars: number): T[][] {
  const out: T[][] = [];
  let batch: T[] = [];
  let size = 0;
  for (const turn of turns) {
    const length = turn.question.length + turn.answer.length + (turn.citations ?? []).reduce((sum, c) => sum + c.quote.length, 0);
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
