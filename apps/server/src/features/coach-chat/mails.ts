import { escapeHtml } from '../../platform/html/escape.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { type Transcript, transcriptMarkdown } from './transcript.ts';

/** One line, for a header: a renamed chat's title may hold line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * SendEmail: the chat mailed to the customer, to their own address only. The text part is the chat as
 * Markdown (readable as it is); the HTML part is the transcript rendered and sanitised on a worker.
 */
export function chatMail(to: { email: string; fullname: string }, t: Transcript, transcriptHtml: string, appUrl: string): MailMessage {
  const link = `${appUrl}/AICoach`;
  const intro = `Here is your chat with ${t.coachName} of ${t.date}, as you asked.`;
  return {
    to: to.email,
    subject: oneLine(`Your chat with ${t.coachName}: ${t.title}`),
    text: `Hello ${to.fullname},\n\n${intro}\n\n${transcriptMarkdown(t)}\nOpen IYL: ${link}\n\nIYL — building better habits, with coaches who care.`,
    html: `<p>Hello ${escapeHtml(to.fullname)},</p><p>${escapeHtml(intro)}</p><h2>${escapeHtml(oneLine(t.title))}</h2>${transcriptHtml}<p><a href="${escapeHtml(link)}">Open IYL</a></p><p>IYL — building better habits, with coaches who care.</p>`,
  };
}
