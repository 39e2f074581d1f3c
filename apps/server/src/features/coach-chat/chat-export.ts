import { randomUUID } from 'node:crypto';
import { messages } from '@iyl/core/catalog/messages';
import { type ChatExportFormat, DEFAULT_COACH_NAME } from '@iyl/core/coach-chat/constants';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { WorkerPool } from '../../platform/workers/pool.ts';
import { nothingAnswered, shownTitle } from './chat-conversations.ts';
import { createChatRepository } from './chat-repository.ts';
import type { Asker } from './chat-service.ts';
import { chatMail } from './mails.ts';
import { answerAuthor, batches, chatDate, exportFileName, type Transcript, transcriptHeadHtml, transcriptHeadText, transcriptMarkdown } from './transcript.ts';

const TRANSCRIPT_TASK = 'features/coach-chat/transcript.task';
/** Characters of questions and answers rendered in one worker task (~150 ms at worst), so a long chat does not hold a thread for seconds. */
const BATCH_CHARS = 48_000;

/** A chat ready to download. */
export interface ChatFile {
  name: string;
  format: ChatExportFormat;
  body: Buffer | string;
}

/** The chat's quick settings that take it away: SendEmail (to the customer's own address) and GetChatWord (.docx or Markdown). */
export function createChatExport(deps: {
  db: Db;
  workers: Pick<WorkerPool, 'run'>;
  outbox: Pick<MailOutbox, 'queue' | 'sendSoon' | 'site'>;
  /** The account's own address and name now: a chat is mailed there and nowhere else. */
  contact: (userId: string) => Promise<{ email: string; fullname: string } | undefined>;
  /** Rich text as a Word document (the notes feature's GetWord), built on a worker thread. */
  docx: (userId: string, title: string, html: string) => Promise<Buffer>;
  /** Where the mail's link to the app points. */
  appUrl: string;
}) {
  const repo = createChatRepository(deps.db);

  /** The chat as the customer takes it away; one with no answer yet is refused (nothingAnswered: being written, or 'Empty Chat Responses'). */
  async function transcriptOf(id: string, user: Asker): Promise<Transcript> {
    const conversation = await repo.conversation(id, user.id);
    if (!conversation) throw notFound(messages.chatNotFound);
    // The latest version of every question, not every version.
    const turns = await repo.answered(conversation.id);
    if (turns.length === 0) throw await nothingAnswered(repo, conversation.id);
    return {
      title: shownTitle(conversation.title),
      coachName: conversation.coachName,
      date: chatDate(conversation.createdAt, user.timeZone),
      // Each answer signed as the chat shows it (the built-in coach's are not the coach's own), with the passages it cites.
      turns: turns.map((t) => ({ question: t.question, answer: t.answer, author: answerAuthor(t, conversation, DEFAULT_COACH_NAME), citations: t.citations })),
    };
  }

  /**
   * The transcript as sanitised HTML, rendered on worker threads a batch at a time (one after another,
   * counted to the customer's share of the pool), then joined here (string joins, no parsing).
   */
  async function html(t: Transcript, userId: string) {
    const parts = [transcriptHeadHtml(t)];
    for (const turns of batches(t.turns, BATCH_CHARS)) parts.push(await deps.workers.run<string>(TRANSCRIPT_TASK, 'toHtml', { coachName: t.coachName, turns }, userId));
    return parts.join('');
  }

  /** The mail's HTML and plain-text parts, rendered on worker threads a batch at a time like `html`. */
  async function mailParts(t: Transcript, userId: string) {
    const html = [transcriptHeadHtml(t)];
    const text = [transcriptHeadText(t)];
    for (const turns of batches(t.turns, BATCH_CHARS)) {
      const part = await deps.workers.run<{ html: string; text: string }>(TRANSCRIPT_TASK, 'toMail', { coachName: t.coachName, turns }, userId);
      html.push(part.html);
      text.push(part.text);
    }
    return { html: html.join(''), text: text.join('') };
  }

  return {
    /** SendEmail: the chat written to the outbox, addressed to the account's own e-mail, and sent at once in the background. */
    async mail(id: string, user: Asker) {
      const t = await transcriptOf(id, user);
      const to = await deps.contact(user.id);
      if (!to) throw notFound(messages.chatNotFound);
      const message = await chatMail(deps.outbox.site, to, t, await mailParts(t, user.id));
      // Each request is a mail of its own (the customer may mail a chat again after it grew).
      const mailId = await deps.outbox.queue(deps.db, { key: `coach-chat:${id}:mail:${randomUUID()}`, message });
      deps.outbox.sendSoon([mailId]);
    },

    /**
     * GetChatWord: the chat as Markdown text, or as a .docx (the notes feature's GetWord, one worker task:
     * about a second for the longest chat there can be).
     */
    async file(id: string, user: Asker, format: ChatExportFormat): Promise<ChatFile> {
      const t = await transcriptOf(id, user);
      const name = exportFileName(t.title, format);
      if (format === 'md') return { name, format, body: transcriptMarkdown(t) };
      return { name, format, body: await deps.docx(user.id, t.title, await html(t, user.id)) };
    },
  };
}
export type ChatExport = ReturnType<typeof createChatExport>;
