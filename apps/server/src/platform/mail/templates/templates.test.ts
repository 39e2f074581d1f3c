import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectWellMade, testSite } from '../../../../test/support/mail-checks.ts';
import {
  accountDeletionCodeMail,
  adminInviteMail,
  dataExportReadyMail,
  emailChangeCodeMail,
  emailChangedNoticeMail,
  passwordResetCodeMail,
  signInCodeMail,
} from './account.ts';
import { composeMail, type MailSite } from './layout.ts';

const site: MailSite = testSite;

describe('the account e-mails on the one layout', () => {
  const code = { to: 'ann@example.com', fullname: 'Ann Lee', code: '482913', minutes: 10 };
  const secure = (who: string) => `If you did not ask for it, ${who}: change your password and write to ${site.supportEmail}.`;
  it.each([
    // A sign-in code is sent once the password was right; a deletion code to a signed-in session: unasked, the account is not safe.
    ['sign-in code', signInCodeMail, 'Use this code to sign in to IYL: 482913', secure('someone else knows your password')],
    ['password reset code', passwordResetCodeMail, 'Use this code to reset your IYL password: 482913', 'If you did not ask for it, you can ignore this e-mail.'],
    ['e-mail change code', emailChangeCodeMail, 'Use this code to confirm this address for your IYL account: 482913', 'If you did not ask for it, you can ignore this e-mail.'],
    ['account deletion code', accountDeletionCodeMail, 'Use this code to delete your IYL account: 482913', secure('someone else may be signed in to your account')],
  ] as const)('%s: the code in a sentence of both parts, how long it works, what to do if it was not asked for', async (_name, template, sentence, unasked) => {
    const mail = await template(site, code);
    expectWellMade(mail, ['Hello Ann,', sentence, 'It is valid for 10 minutes and can be used once.', unasked]);
    expect(mail.text).not.toContain('Ann Lee');
    expect(mail.to).toBe('ann@example.com');
  });

  it('the old address is told of an e-mail change, with the way to support', async () => {
    const mail = await emailChangedNoticeMail(site, { to: 'old@example.com', fullname: 'Ann Lee', newEmail: 'new@example.com' });
    expectWellMade(mail, ['Hello Ann,', 'Your IYL account now uses new@example.com', `write to ${site.supportEmail}`, 'Open your settings: https://iyl.example.com/Settings']);
    expect(mail.to).toBe('old@example.com');
  });

  it('the data export: the button opens Download my data in Settings (sign-in first when needed), not the API file; until when; an export not asked for is a warning', async () => {
    const mail = await dataExportReadyMail(site, { to: 'ann@example.com', fullname: 'Ann Lee', expires: 'Mon 14 Dec' });
    expectWellMade(mail, [
      'Hello Ann,',
      'Download your data: https://iyl.example.com/Settings#download-my-data',
      'The link opens Download my data in your IYL settings (sign in if you are asked to). You can download the file until Mon 14 Dec.',
      `If you did not ask for it, someone else may be signed in to your account: change your password and write to ${site.supportEmail}.`,
    ]);
    expect(mail.html).not.toContain('/api/');
    expect(mail.text).not.toMatch(/for you signed in|ignore/);
  });

  it('an admin invite names who invited and links to setting a password; the invitee did not ask for it', async () => {
    const mail = await adminInviteMail(site, { to: 'ops@example.com', invitedBy: 'Grace Global', acceptPath: '/AcceptInvite?token=t0k', expires: 'Dec 14' });
    expectWellMade(mail, [
      'Grace Global invited you to be an admin of IYL',
      'Accept and set your password: https://iyl.example.com/AcceptInvite?token=t0k',
      'The link works once, until Dec 14. If you were not expecting this invitation, you can ignore it.',
    ]);
    expect(mail.text).not.toContain('did not ask');
  });

  it('greets every person the one way, by first name: no template writes its own "Hello …,"', () => {
    const root = join(import.meta.dirname, '../../..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const own = sources.flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/greeting: (?!greet\(|'Hello,')[^\n]*/g)].map((m) => `${f}: ${m[0]}`));
    expect(own).toEqual([]);
  });
});

describe('the layout', () => {
  it('escapes people’s text in the HTML part and keeps it as written in the text part', async () => {
    const mail = await composeMail(site, { to: 'a@example.com', subject: 'Hi\nthere', preview: 'p', greeting: 'Hello <b>Bo</b> & co,', blocks: [{ kind: 'pre', text: 'Zoom: https://zoom.example/j/1\nPIN 42' }] });
    expect(mail.subject).toBe('Hi there');
    expect(mail.html).toContain('Hello &lt;b&gt;Bo&lt;/b&gt; &amp; co,');
    expect(mail.html).not.toContain('<b>Bo</b>');
    expect(mail.text).toContain('Hello <b>Bo</b> & co,');
    expect(mail.text).toContain('Zoom: https://zoom.example/j/1\nPIN 42');
  });

  it('a bulk list carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) and shows the link in both parts', async () => {
    const unsubscribe = { oneClickUrl: 'https://iyl.example.com/api/v1/unsubscribe/reminders.t', pageUrl: 'https://iyl.example.com/Unsubscribe?token=t', label: 'Stop these e-mails' };
    const mail = await composeMail(site, { to: 'a@example.com', subject: 'S', preview: 'p', blocks: [{ kind: 'p', text: 'Body' }], reason: 'You asked for these.', unsubscribe });
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expectWellMade(mail, ['You asked for these.', `Stop these e-mails: ${unsubscribe.pageUrl}`]);
    const plain = await composeMail(site, { to: 'a@example.com', subject: 'S', preview: 'p', blocks: [{ kind: 'p', text: 'Body' }] });
    expect(plain.headers).toBeUndefined();
  });

  it('puts made HTML and its own text form in their parts (a chat transcript), even with $ patterns in them', async () => {
    const mail = await composeMail(site, { to: 'a@example.com', subject: 'S', preview: 'p', blocks: [{ kind: 'raw', html: '<p>Costs <em>$&amp;</em> $1</p>', text: '- Costs $& $1' }] });
    expect(mail.html).toContain('<p>Costs <em>$&amp;</em> $1</p>');
    expect(mail.text).toContain('- Costs $& $1');
    expect(mail.html).not.toMatch(/iyl-raw-/);
    expect(mail.text).not.toMatch(/iyl-raw-/);
  });
});
