import { messages } from '@iyl/core/catalog/messages';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { composeMail, greet, type MailSite, NOTIFICATION_SETTINGS_LINK } from '../../platform/mail/templates/layout.ts';

export interface ReminderMailFacts {
  to: string;
  fullname: string;
  /** The reminder's own words. */
  message: string;
  /** What it is about, as its kind says ('Routine', 'Meal') and its title. */
  label: string;
  title: string;
  /** Where to tick it off: the kind's page and its link's words. */
  page: string;
  linkText: string;
  /** The list's links: the one-click POST URL (List-Unsubscribe) and the page the footer links to. */
  unsubscribe: { oneClickUrl: string; pageUrl: string };
}

/** A reminder by e-mail, on the one layout; a bulk list, so it carries one-click unsubscribe (RFC 8058) and the notification settings. */
export function reminderMail(site: MailSite, f: ReminderMailFacts): Promise<MailMessage> {
  return composeMail(site, {
    to: f.to,
    subject: `Reminder: ${f.title}`,
    preview: f.message,
    greeting: greet(f.fullname),
    blocks: [
      { kind: 'p', text: f.message },
      { kind: 'strong', before: `${f.label}: `, strong: f.title },
      { kind: 'button', label: f.linkText, path: f.page },
    ],
    reason: messages.reminderFooter,
    unsubscribe: { ...f.unsubscribe, label: 'Stop reminder e-mails' },
    footerLinks: [NOTIFICATION_SETTINGS_LINK],
  });
}
