import type { MailMessage } from '../mailer.ts';
import { composeMail, firstName, type MailSite } from './layout.ts';

/**
 * The account's e-mails, on the one layout: sign-in and reset codes (auth), and the ones the account,
 * data and console features send (e-mail change, account deletion, data export, admin invite). Each is
 * facts in, a MailMessage out; the caller queues it in the outbox (a unique key) in its transaction.
 */

export interface CodeFacts {
  /** The address the code goes to. */
  to: string;
  fullname: string;
  code: string;
  /** How long the code works. */
  minutes: number;
}

const ignore = 'If you did not ask for it, you can ignore this e-mail.';
const validity = (minutes: number) => `It is valid for ${minutes} minutes and can be used once. ${ignore}`;

function codeMail(site: MailSite, f: CodeFacts, subject: string, what: string): Promise<MailMessage> {
  return composeMail(site, {
    to: f.to,
    subject,
    preview: `Your code to ${what}`,
    greeting: `Hello ${f.fullname},`,
    blocks: [
      { kind: 'code', lead: `Use this code to ${what}:`, code: f.code },
      { kind: 'p', text: validity(f.minutes) },
    ],
  });
}

/** The sign-in code (auth). */
export const signInCodeMail = (site: MailSite, f: CodeFacts) => codeMail(site, f, 'Your IYL sign-in code', 'sign in to IYL');

/** The password-reset code (auth). */
export const passwordResetCodeMail = (site: MailSite, f: CodeFacts) => codeMail(site, f, 'Your IYL password reset code', 'reset your IYL password');

/** The code sent to a NEW address to confirm an e-mail change (account settings). */
export const emailChangeCodeMail = (site: MailSite, f: CodeFacts) => codeMail(site, f, 'Confirm your new IYL e-mail address', 'confirm this address for your IYL account');

/** The code that confirms deleting the account (with the password). */
export const accountDeletionCodeMail = (site: MailSite, f: CodeFacts) => codeMail(site, f, 'Your code to delete your IYL account', 'delete your IYL account');

/** Told to the OLD address once an e-mail change is confirmed. */
export function emailChangedNoticeMail(site: MailSite, f: { to: string; fullname: string; newEmail: string }): Promise<MailMessage> {
  return composeMail(site, {
    to: f.to,
    subject: 'Your IYL e-mail address was changed',
    preview: 'Your IYL account now signs in with a new address',
    greeting: `Hello ${firstName(f.fullname)},`,
    blocks: [
      { kind: 'strong', before: 'Your IYL account now uses ', strong: f.newEmail, after: '. This address gets no more e-mail from IYL.' },
      { kind: 'p', text: `If you did not make this change, write to ${site.supportEmail} at once.` },
      { kind: 'button', label: 'Open your settings', path: '/Settings' },
    ],
  });
}

/** The data export is ready: a link (an app path or absolute URL) that works until `expires` (words, e.g. 'Mon, Dec 14'). */
export function dataExportReadyMail(site: MailSite, f: { to: string; fullname: string; downloadPath: string; expires: string }): Promise<MailMessage> {
  return composeMail(site, {
    to: f.to,
    subject: 'Your IYL data is ready to download',
    preview: `Download it until ${f.expires}`,
    greeting: `Hello ${firstName(f.fullname)},`,
    blocks: [
      { kind: 'p', text: 'The copy of your data you asked for is ready: one .zip with everything IYL holds about you, and a README.txt that explains the files.' },
      { kind: 'button', label: 'Download your data', path: f.downloadPath },
      { kind: 'p', text: `The link works until ${f.expires}, for you signed in. ${ignore}` },
    ],
  });
}

/** An invitation to become an admin: the link sets a password (it works until `expires`, in words). */
export function adminInviteMail(site: MailSite, f: { to: string; invitedBy: string; acceptPath: string; expires: string }): Promise<MailMessage> {
  return composeMail(site, {
    to: f.to,
    subject: 'You are invited to run IYL as an admin',
    preview: `${f.invitedBy} invited you to IYL's admin console`,
    greeting: 'Hello,',
    blocks: [
      { kind: 'strong', before: '', strong: f.invitedBy, after: " invited you to be an admin of IYL. Set your password to accept; you will then sign in to the admin console." },
      { kind: 'button', label: 'Accept and set your password', path: f.acceptPath },
      { kind: 'p', text: `The link works once, until ${f.expires}. ${ignore}` },
    ],
  });
}
