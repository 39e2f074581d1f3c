import { randomUUID } from 'node:crypto';
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import { createElement as h, type ReactNode } from 'react';
import type { MailMessage } from '../mailer.ts';

/**
 * The one mail layer (decision 0036): every e-mail is a list of blocks put on one layout with React
 * Email. The HTML part is React Email's (tables and inline styles that Gmail, Outlook and Apple Mail
 * show alike); the text part is made from that same HTML (React Email's html-to-text), so both say the
 * same facts. A template is a small function: facts in, a MailMessage ({ to, subject, html, text }) out.
 */

/** What every e-mail's layout needs from the configuration. */
export interface MailSite {
  /** The public URL the app answers on (no trailing slash): every link in a mail is absolute from it. */
  appUrl: string;
  /** The support address the footer names. */
  supportEmail: string;
}

/** The layout's site from the configuration. */
export const mailSiteOf = (config: { publicUrl: string; supportEmail: string }): MailSite => ({ appUrl: config.publicUrl, supportEmail: config.supportEmail });

/** The product's name and colours (the web theme's brand teal, shade 7 filled: white on it passes AA). */
export const BRAND = {
  name: 'IYL',
  tagline: 'IYL — building better habits, with coaches who care.',
  primary: '#0f766e',
  tint: '#e6f6f3',
  text: '#1f2933',
  muted: '#4b5563',
} as const;

export type Block =
  | { kind: 'p'; text: string }
  /** A paragraph with one word or phrase in bold (e.g. a routine's name): `before` + `strong` + `after`. */
  | { kind: 'strong'; before: string; strong: string; after?: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  /** A link set apart as a button; `path` is the app's own path ('/Insights') or an absolute URL. */
  | { kind: 'button'; label: string; path: string }
  /** A link in a sentence: `label: URL` in the text part. */
  | { kind: 'link'; label: string; path: string }
  /** A one-time code, large; the sentence before it says what it is for (`lead`, ending with a colon). */
  | { kind: 'code'; lead: string; code: string }
  /** Text kept as its lines (meeting details people wrote). */
  | { kind: 'pre'; text: string }
  /** Already made, sanitised HTML with its own text form (a chat transcript rendered on a worker). */
  | { kind: 'raw'; html: string; text: string };

export interface MailContent {
  to: string;
  subject: string;
  /** The first line a mail client shows beside the subject. */
  preview: string;
  /** greet(fullname): "Hello <first name>,"; "Hello," when the name is not known (an invitation). */
  greeting?: string;
  blocks: Block[];
  /** Why this mail came (bulk lists); the footer's first line. */
  reason?: string;
  /** A bulk list's one-click unsubscribe (RFC 8058): the header's POST URL, and the link the footer shows. */
  unsubscribe?: { oneClickUrl: string; pageUrl: string; label: string };
  /** Further footer links after the unsubscribe one (the notification settings); `path` as a button's. */
  footerLinks?: { label: string; path: string }[];
  headers?: Record<string, string>;
  icalEvent?: MailMessage['icalEvent'];
}

/** A bulk list's footer link after its unsubscribe one: where every e-mail preference is (Settings → Notifications). */
export const NOTIFICATION_SETTINGS_LINK = { label: 'Notification settings', path: '/Settings' } as const;

/** An app path made absolute from the public URL; an absolute URL stays as it is. */
export function absolute(site: MailSite, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.appUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const styles = {
  body: { backgroundColor: BRAND.tint, fontFamily: font, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', padding: '0 0 16px' },
  header: { backgroundColor: BRAND.primary, borderRadius: '8px 8px 0 0', padding: '16px 24px' },
  brand: { color: '#ffffff', fontSize: '22px', fontWeight: 700, margin: 0 },
  main: { padding: '8px 24px' },
  p: { color: BRAND.text, fontSize: '16px', lineHeight: '24px', margin: '12px 0' },
  heading: { color: BRAND.text, fontSize: '20px', margin: '20px 0 8px' },
  button: { backgroundColor: BRAND.primary, borderRadius: '6px', color: '#ffffff', fontSize: '16px', fontWeight: 600, padding: '12px 20px', textDecoration: 'none' },
  link: { color: BRAND.primary, textDecoration: 'underline' },
  code: { color: BRAND.text, fontSize: '28px', fontWeight: 700, letterSpacing: '6px', margin: '8px 0 16px' },
  pre: { color: BRAND.text, fontSize: '15px', lineHeight: '22px', margin: '12px 0', whiteSpace: 'pre-wrap' as const },
  hr: { borderColor: '#d1d5db', margin: '16px 24px' },
  footer: { color: BRAND.muted, fontSize: '13px', lineHeight: '20px', margin: '4px 24px' },
};

/** Left out of the text part (React Email's own marker). */
const skipInText = { 'data-skip-in-text': 'true' } as Record<string, string>;

function block(site: MailSite, b: Block, i: number, raw: Map<string, { html: string; text: string }>): ReactNode {
  switch (b.kind) {
    case 'p':
      return h(Text, { key: i, style: styles.p }, b.text);
    case 'strong':
      return h(Text, { key: i, style: styles.p }, b.before, h('strong', null, b.strong), b.after ?? '');
    case 'heading':
      return h(Heading, { key: i, as: 'h2', style: styles.heading }, b.text);
    case 'list':
      return h('ul', { key: i, style: { ...styles.p, paddingLeft: '20px' } }, ...b.items.map((item, n) => h('li', { key: n }, item)));
    case 'button':
      return h(Section, { key: i, style: { margin: '20px 0' } }, h(Button, { href: absolute(site, b.path), style: styles.button }, b.label));
    case 'link':
      return h(Text, { key: i, style: styles.p }, h(Link, { href: absolute(site, b.path), style: styles.link }, b.label));
    case 'code':
      // The sentence carries the code in both parts; the large copy is for the eye only.
      return h(Section, { key: i }, h(Text, { style: styles.p }, `${b.lead} ${b.code}`), h(Text, { style: styles.code, 'aria-hidden': true, ...skipInText }, b.code));
    case 'pre':
      return h(Text, { key: i, style: styles.pre }, ...b.text.split('\n').flatMap((line, n) => (n ? [h('br', { key: n }), line] : [line])));
    case 'raw': {
      const marker = `iyl-raw-${randomUUID()}`;
      raw.set(marker, b);
      return h('div', { key: i }, marker);
    }
  }
}

function layout(site: MailSite, mail: MailContent, raw: Map<string, { html: string; text: string }>): ReactNode {
  const support = `Questions? Write to ${site.supportEmail}.`;
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, mail.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Section, { style: styles.header }, h(Text, { style: styles.brand }, BRAND.name)),
        h(
          Section,
          { style: styles.main },
          mail.greeting ? h(Text, { style: styles.p }, mail.greeting) : null,
          ...mail.blocks.map((b, i) => block(site, b, i, raw)),
        ),
        h(Hr, { style: styles.hr }),
        mail.reason ? h(Text, { style: styles.footer }, mail.reason) : null,
        mail.unsubscribe ? h(Text, { style: styles.footer }, h(Link, { href: mail.unsubscribe.pageUrl, style: styles.link }, mail.unsubscribe.label)) : null,
        ...(mail.footerLinks ?? []).map((l, i) => h(Text, { key: `footer-${i}`, style: styles.footer }, h(Link, { href: absolute(site, l.path), style: styles.link }, l.label))),
        // A footer whose reason already names the support address says it once.
        mail.reason?.includes(site.supportEmail) ? null : h(Text, { style: styles.footer }, support),
        h(Text, { style: styles.footer }, BRAND.tagline),
      ),
    ),
  );
}

/**
 * The text part: a link reads "label: URL" (an address shown as its own label once), headings as
 * written, no wrapping (a long link stays whole on its line).
 */
const textOptions: NonNullable<Parameters<typeof toPlainText>[1]> = {
  wordwrap: false,
  formatters: {
    labelledLink(elem: { attribs?: Record<string, string>; children?: unknown }, walk: (nodes: unknown, builder: unknown) => void, builder: { addInline(text: string, options?: object): void }) {
      walk(elem.children, builder);
      const href = String(elem.attribs?.href ?? '');
      if (href) builder.addInline(`: ${href}`, { noWordTransform: true });
    },
  },
  selectors: [
    { selector: 'a', format: 'labelledLink' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
};

/**
 * Puts a mail on the layout: the HTML part rendered by React Email, the text part from that HTML.
 * A link reads "label: URL" in the text part; a bulk list gets List-Unsubscribe and
 * List-Unsubscribe-Post (RFC 8058) pointing at its one-click URL.
 */
export async function composeMail(site: MailSite, mail: MailContent): Promise<MailMessage> {
  const raw = new Map<string, { html: string; text: string }>();
  const rendered = await render(layout(site, mail, raw));
  let html = rendered;
  let text = toPlainText(rendered, textOptions);
  for (const [marker, part] of raw) {
    html = html.replace(marker, () => part.html);
    text = text.replace(marker, () => part.text.trimEnd());
  }
  const headers: Record<string, string> = { ...mail.headers };
  if (mail.unsubscribe) {
    headers['List-Unsubscribe'] = `<${mail.unsubscribe.oneClickUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    to: mail.to,
    subject: oneLine(mail.subject),
    text: `${text.trim()}\n`,
    html,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(mail.icalEvent ? { icalEvent: mail.icalEvent } : {}),
  };
}

/** One line, for a header: a title or a name may hold line breaks. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first word of a full name, for "Hello …,". */
export const firstName = (fullname: string) => fullname.trim().split(/\s+/)[0] || 'there';

/** "Hello <first name>,": the one greeting of every mail to a person whose name is known. */
export const greet = (fullname: string) => `Hello ${firstName(fullname)},`;
