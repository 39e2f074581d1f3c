import type { MailMessage } from '../../platform/mail/mailer.ts';
import { composeMail, greet, type MailSite } from '../../platform/mail/templates/layout.ts';

/**
 * Told to the account's address when its password was changed from Settings (the e-mail change's
 * notice is the mail layer's emailChangedNoticeMail).
 */
export function passwordChangedMail(site: MailSite, f: { to: string; fullname: string }): Promise<MailMessage> {
  return composeMail(site, {
    to: f.to,
    subject: 'Your IYL password was changed',
    preview: 'Every other device was signed out',
    greeting: greet(f.fullname),
    blocks: [
      { kind: 'p', text: 'The password of your IYL account was just changed, and every other device signed in to it was signed out.' },
      {
        kind: 'p',
        text: `If this was you, there is nothing more to do. If it was not, reset your password at once from the sign-in page (Forgot password) and write to ${site.supportEmail}.`,
      },
      { kind: 'button', label: 'Open your settings', path: '/Settings' },
    ],
  });
}
