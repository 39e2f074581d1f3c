import type { MailMessage } from '../../platform/mail/mailer.ts';
import { composeMail, greet, type MailSite, oneLine } from '../../platform/mail/templates/layout.ts';
import type { Transcript } from './transcript.ts';

/**
 * SendEmail: the chat mailed to the customer, to their own address only, on the one layout. The
 * transcript's two forms are rendered on a worker (transcript.ts): the HTML sanitised, the text as plain
 * prose (transcriptText, no Markdown, no backslash escapes); the layout puts each in its part.
 */
export function chatMail(site: MailSite, to: { email: string; fullname: string }, t: Transcript, transcript: { html: string; text: string }): Promise<MailMessage> {
  const intro = `Here is your chat with ${t.coachName} of ${t.date}, as you asked.`;
  return composeMail(site, {
    to: to.email,
    subject: `Your chat with ${t.coachName}: ${t.title}`,
    preview: intro,
    greeting: greet(to.fullname),
    blocks: [
      { kind: 'p', text: intro },
      { kind: 'heading', text: oneLine(t.title) },
      { kind: 'raw', html: transcript.html, text: transcript.text },
      { kind: 'button', label: 'Open IYL', path: '/AICoach' },
    ],
  });
}
