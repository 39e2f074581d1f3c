import { DATA_EXPORT_PAGE } from '@iyl/core/account-data/constants';
import type { MailMessage } from '../mailer.ts';
import { composeMail, greet, type MailSite } from './layout.ts';

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

/**
 * What to do about a mail one did not ask for. Anyone can type an address into Forgot password or an
 * e-mail change: that one can be ignored. A sign-in code needs the password, and a deletion code or a
 * data export a signed-in session: someone else has the account, so the password is changed and
 * support told.
 */
const ignore = 'If you did not ask for it, you can ignore this e-mail.';
const secure = (site: MailSite, who: string) => `If you did not ask for it, ${who}: change your password and write to ${site.supportEmail}.`;
const knowsPassword = (site: MailSite) => secure(site, 'someone else knows your password');
const signedInElsewhere = (site: MailSite) => secure(site, 'someone else may be signed in to your account');

function codeMail(site: MailSite, f: CodeFacts, subject: string, what: string, unasked: string): Promise<MailMessage> {
  return composeMail(site, {
    to: f.to,
    subject,
    preview: `Your code to ${what}`,
    greeting: greet(f.fullname),
    blocks: [
      { kind: 'code', lead: `Use this code to ${what}:`, code: f.code },
      { kind: 'p', text: `It is valid for ${f.minutes} minutes and can be used once. ${unasked}` },
    ],
  });
}

/** The sign-in code (auth): it is sent once the password was right. */
export const signInCodeMail = (site: MailSite, f: CodeFacts) => codeMail(site, f, 'Your IYL sign-in code', 'sign in to IYL', knowsPassword(site));

/** The password-reset code (auth). */
export const passwordResetCodeMail = (site: MailSite, f: CodeFacts) => codeMail(site, f, 'Your IYL password reset code', 'reset your IYL password', ignore);

/** The code sent to a NEW address to confirm an e-mail change (account settings). */
export const emailChangeCodeMail = (site: MailSite, f: CodeFacts) =>
  codeMail(site, f, 'Confirm your new IYL e-mail address', 'confirm this address for your IYL account', ignore);

/** The code that confirms deleting the account (with the password), asked for while signed in. */
export const accountDeletionCodeMail = (site: MailSite, f: CodeFacts) =>
  codeMail(site, f, 'Your code to delete your IYL account', 'delete your IYL account', signedInElsewhere(site));

/** Told to the OLD address once an e-mail change is confirmed. */
export function emailChangedNoticeMail(site: MailSite, f: { to: string; fullname: string; newEmail: string }): Promise<MailMessage> {
  return composeMail(site, {
    to: f.to,
    subject: 'Your IYL e-mail address was changed',
    preview: 'Your IYL account now signs in with a new address',
    greeting: greet(f.fullname),
    blocks: [
      { kind: 'strong', before: 'Your IYL account now uses ', strong: f.newEmail, after: '. This address gets no more e-mail from IYL.' },
      { kind: 'p', text: `If you did not make this change, write to ${site.supportEmail} at once.` },
      { kind: 'button', label: 'Open your settings', path: '/Settings' },
    ],
  });
}

/**
 * The data export is ready (`expires`: until when, in words, e.g. 'Mon 14 Dec'). The button opens
 * Download my data in Settings, not the file itself: a browser that is not signed in (mail read on
 * another device) signs in first and comes back there.
 */
export function dataExportReadyMail(site: MailSite, f: { to: string; fullname: string; expires: string }): Promise<MailMessage> {
  return composeMail(site, {
    to: f.to,
    subject: 'Your IYL data is ready to download',
    preview: `Download it until ${f.expires}`,
    greeting: greet(f.fullname),
    blocks: [
      { kind: 'p', text: 'The copy of your data you asked for is ready: one .zip with everything IYL holds about you, and a README.txt that explains the files.' },
      { kind: 'button', label: 'Download your data', path: DATA_EXPORT_PAGE },
      { kind: 'p', text: `The link opens Download my data in your IYL settings (sign in if you are asked to). You can download the file until ${f.expires}.` },
      { kind: 'p', text: signedInElsewhere(site) },
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
      { kind: 'p', text: `The link works once, until ${f.expires}. If you were not expecting this invitation, you can ignore it.` },
    ],
  });
}
