import { expect } from 'vitest';
import type { MailMessage } from '../../src/platform/mail/mailer.ts';
import type { MailSite } from '../../src/platform/mail/templates/layout.ts';

/** The site every template test renders for. */
export const testSite: MailSite = { appUrl: 'https://iyl.example.com', supportEmail: 'help@iyl.example.com' };
const site = testSite;

/**
 * What every e-mail on the layout must be: both parts, the facts given in each, every link absolute
 * (from the public URL), the footer's support address, and nothing left unfilled.
 */
export function expectWellMade(message: MailMessage, facts: readonly string[]) {
  const mail = { ...message, html: message.html ?? '' };
  expect(mail.subject).not.toMatch(/\n/);
  expect(mail.text.length).toBeGreaterThan(20);
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  // The HTML part's words, its tags (and React's <!-- --> between text pieces) aside.
  const words = mail.html.replace(/<[^>]*>/g, '');
  const inHtml = (s: string) => words.includes(escaped(s)) || words.includes(escaped(s).replace(/'/g, '&#x27;'));
  for (const fact of facts) {
    expect(mail.text, fact).toContain(fact);
    // A link reads "label: URL" in the text part, and is the label with the URL as its href in the HTML part.
    const [, label, url] = /^(.*): (https:\/\/\S+)$/.exec(fact) ?? [];
    if (label && url) {
      expect(inHtml(label), label).toBe(true);
      expect(mail.html, url).toContain(`href="${escaped(url)}"`);
    } else expect(inHtml(fact), fact).toBe(true);
  }
  for (const part of [mail.text, mail.html, mail.subject]) expect(part).not.toMatch(/\{\{|\}\}|undefined|null|NaN|\[object Object\]/);
  for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https:\/\/|mailto:)/);
  // No link left relative in the text part ("Open IYL: /Coaching"); people's own addresses (a meeting link) are theirs.
  expect(mail.text).not.toMatch(/: \/[A-Za-z]/);
  expect(mail.text).toContain(site.supportEmail);
  expect(mail.html).toContain(site.supportEmail);
}
