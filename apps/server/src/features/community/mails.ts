import type { MailMessage } from '../../platform/mail/mailer.ts';
import { type Block, composeMail, greet, type MailSite, NOTIFICATION_SETTINGS_LINK, oneLine } from '../../platform/mail/templates/layout.ts';

/** A reply's words in the e-mail: this many characters at most, cut at a word. */
export const EXCERPT_MAX = 200;

export interface ReplyMailFacts {
  /** The topic's author: where the e-mail goes and whom it greets. */
  to: string;
  fullname: string;
  /** Who replied, as the community shows them. */
  replier: string;
  topicId: string;
  topicTitle: string;
  /** The reply's words, or null when they are not to be quoted (crisis language). */
  excerpt: string | null;
  /** The list's links: the one-click POST URL (List-Unsubscribe) and the page the footer links to. */
  unsubscribe: { oneClickUrl: string; pageUrl: string };
}

/**
 * A reply's words as the e-mail quotes them: on one line, at most EXCERPT_MAX characters (cut at a word,
 * with an ellipsis). Text only: the layout escapes it in the HTML part.
 */
export function excerptOf(text: string): string {
  const line = oneLine(text);
  if (line.length <= EXCERPT_MAX) return line;
  const cut = line.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The way to the conversation in the app: /Community opens the topic named by `topic`. */
export const topicPath = (topicId: string) => `/Community?topic=${encodeURIComponent(topicId)}`;

/**
 * "New reply to your topic", to the topic's author: who replied, the topic, the reply's opening words
 * (none when they read as a crisis), the way to the conversation. A bulk list: one-click unsubscribe
 * (RFC 8058) and the notification settings in the footer.
 */
export function replyMail(site: MailSite, f: ReplyMailFacts): Promise<MailMessage> {
  const title = oneLine(f.topicTitle);
  const quoted: Block[] = f.excerpt
    ? [
        { kind: 'strong', before: '', strong: f.replier, after: ` replied to your topic “${title}”:` },
        { kind: 'p', text: `“${f.excerpt}”` },
      ]
    : [{ kind: 'strong', before: '', strong: f.replier, after: ` sent you a reply in your topic “${title}”.` }];
  return composeMail(site, {
    to: f.to,
    subject: `New reply to your topic: ${title}`,
    preview: `${f.replier} replied to “${title}”`,
    greeting: greet(f.fullname),
    blocks: [...quoted, { kind: 'button', label: 'Open the conversation', path: topicPath(f.topicId) }],
    reason: 'You get this e-mail because someone replied to a topic you started in the IYL community (one e-mail an hour at most for each topic).',
    unsubscribe: { ...f.unsubscribe, label: 'Stop community reply e-mails' },
    footerLinks: [NOTIFICATION_SETTINGS_LINK],
  });
}
