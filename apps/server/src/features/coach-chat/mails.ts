import { escapeHtml } from '../../platform/html/escape.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { Transcript } from './transcript.ts';

/** One line, for a header: a renamed chat's title may hold line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * SendEmail: the chat mailed to the customer, to their own address only. Both parts are rendered on a
 * worker (transcript.ts): the HTML part sanitised, the text part as plain prose (transcriptText), which a
 * mail client shows as it is, so it holds no Markdown and no backslash escapes.
 */
export function chatMail(
  to: { email: string; fullname: string },
  t: Transcript,
  transcript: { html: string; text: string },
  appUrl: string,
): MailMessage {
  const link = `${appUrl}/AICoach`;
  const intro = `Here is your chat with ${t.coachName} of ${t.date}, as you asked.`;
  return {
    to: to.email,
    subject: oneLine(`Your chat with ${t.coachName}: ${t.title}`),
    text: `Hello ${to.fullname},\n\n${intro}\n\n${transcript.text.trimEnd()}\n\nOpen IYL: ${link}\n\nIYL — building better habits, with coaches who care.`,
    html: `<p>Hello ${escapeHtml(to.fullname)},</p><p>${escapeHtml(intro)}</p><h2>${escapeHtml(oneLine(t.title))}</h2>${transcript.html}<p><a href="${escapeHtml(link)}">Open IYL</a></p><p>IYL — building better habits, with coaches who care.</p>`,
  };
}
