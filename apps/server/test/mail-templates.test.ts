import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { GoalFigures, MealFigures, MoodFigures } from '@iyl/core/insights/contract';
import { describe, expect, it } from 'vitest';
import { bookingMail, type MailBooking, type MailKind } from '../src/features/bookings/mails.ts';
import { chatMail } from '../src/features/coach-chat/mails.ts';
import { EXCERPT_MAX, excerptOf, replyMail } from '../src/features/community/mails.ts';
import { weeklyMail } from '../src/features/insights/mails.ts';
import { payoutPaidMail } from '../src/features/payouts/mails.ts';
import { reminderMail } from '../src/features/reminders/mails.ts';
import { expectWellMade, testSite as site } from './support/mail-checks.ts';

/** A bulk list's footer lines in the order the text part has them (each named by how it starts). */
const footerOrder = (text: string) =>
  ['You get this e-mail', 'Stop ', 'Notification settings', 'Questions? Write to']
    .map((start) => text.split('\n').find((line) => line.startsWith(start)) ?? '')
    .filter(Boolean)
    .map((line) => (line.startsWith('Questions?') ? line : line.replace(/:? https?:.*$/, '').replace(/ because.*$/, '')))
    .sort((a, b) => text.indexOf(a) - text.indexOf(b));

/** The features' e-mails on the one layout (the account ones are tested with the layout, platform/mail/templates). */
describe('every feature e-mail renders on the one layout', () => {
  const unsubscribe = { oneClickUrl: 'https://iyl.example.com/api/v1/unsubscribe/reminders.t0k', pageUrl: 'https://iyl.example.com/Unsubscribe?token=t0k' };

  it('a reminder: its words, what it is about, the page to tick it off, the reason and one-click unsubscribe', async () => {
    const mail = await reminderMail(site, {
      to: 'ann@example.com',
      fullname: 'Ann Lee',
      message: 'A glass before breakfast',
      label: 'Routine',
      title: 'Drink water',
      page: '/Routine',
      linkText: 'Tick it off on My Habit Routines',
      unsubscribe,
    });
    expect(mail.subject).toBe('Reminder: Drink water');
    expectWellMade(mail, [
      'Hello Ann,',
      'A glass before breakfast',
      'Routine: Drink water',
      'Tick it off on My Habit Routines: https://iyl.example.com/Routine',
      'You get this e-mail because you set a reminder in IYL.',
      `Stop reminder e-mails: ${unsubscribe.pageUrl}`,
      'Notification settings: https://iyl.example.com/Settings',
    ]);
    // The community reply's footer, in its order: the reason, unsubscribe, the settings, then the (configured) support address once.
    expect(footerOrder(mail.text)).toEqual(['You get this e-mail', 'Stop reminder e-mails', 'Notification settings', `Questions? Write to ${site.supportEmail}.`]);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('the weekly insights: each figure as a line, the way to the analysis and one-click unsubscribe', async () => {
    const rated = { rating: 7, performance: 70, badge: 'Good', ready: { days: 30 } };
    const goals = {
      Health: { ...rated, items: 3 },
      Finance: { ...rated, items: 2 },
      Relationship: { ...rated, items: 1 },
      routines: { current: 2, checkIns30: 21, bestStreak: 5 },
    } as unknown as GoalFigures;
    const figures = { day: '2026-03-02', goals, meals: rated as unknown as MealFigures, mood: { ...rated, logged: 20, goodPercent: 65 } as unknown as MoodFigures };
    const mail = await weeklyMail(site, { email: 'ann@example.com', fullname: 'Ann Lee' }, figures, unsubscribe);
    expectWellMade(mail, [
      'Health: 7/10, performance 70%',
      'Routines: 21 check-ins in the last 30 days across 2 routines; best streak now 5 days.',
      'See the full analysis: https://iyl.example.com/Insights',
      `Stop the weekly insight e-mail: ${unsubscribe.pageUrl}`,
      'Notification settings: https://iyl.example.com/Settings',
    ]);
    expect(footerOrder(mail.text)).toEqual(['You get this e-mail', 'Stop the weekly insight e-mail', 'Notification settings', `Questions? Write to ${site.supportEmail}.`]);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  const booking: MailBooking = {
    id: 'b1',
    startsAt: new Date('2026-03-10T15:00:00Z'),
    endsAt: new Date('2026-03-10T16:00:00Z'),
    sequence: 0,
    coachName: 'Cory Coach',
    coachEmail: 'cory@example.com',
    clientName: 'Ann Lee',
    clientEmail: 'ann@example.com',
    meetingDetails: 'Zoom: https://zoom.example.com/j/42\nPIN <42>',
    feeCents: 7550,
    clientTimeZone: 'Asia/Tokyo',
    coachTimeZone: 'Europe/London',
  };
  it.each([
    ['requested', 'cory@example.com', ['Ann Lee (ann@example.com) booked a session with you', '(Europe/London), at your fee of $75.50', 'Open IYL: https://iyl.example.com/CoachAccount']],
    ['invite', 'ann@example.com', ['Cory Coach confirmed your session', '(Asia/Tokyo)', 'PIN <42>', 'The calendar invite is attached.']],
    ['rescheduled', 'ann@example.com', ['Cory Coach moved your session to', 'The updated calendar invite is attached.']],
    ['completed', 'ann@example.com', ['marked your session of', 'as completed']],
    ['cancelled', 'ann@example.com', ['is cancelled. Nothing is charged for it.']],
    ['cancelled-coach', 'cory@example.com', ['Ann Lee cancelled the session on', 'Open IYL: https://iyl.example.com/Bookings']],
    ['cancelled-by-coach', 'ann@example.com', ['Cory Coach cancelled your session on', '(Asia/Tokyo). Nothing is charged for it.', 'Their reason:', 'I am unwell <that> day.', 'You can book another time']],
    ['coach-left', 'ann@example.com', ['(Asia/Tokyo) has left IYL, so the request is cancelled. Nothing is charged for it.']],
  ] as const)('a booking e-mail (%s) to its reader, in their zone, with the invite where there is one', async (kind, to, facts) => {
    const mail = await bookingMail(site, kind as MailKind, { ...booking, reason: 'I am unwell <that> day.' }, new Date('2026-03-01T00:00:00Z'));
    expect(mail.to).toBe(to);
    expectWellMade(mail, facts);
    expect(Boolean(mail.icalEvent)).toBe(['invite', 'rescheduled', 'cancelled', 'cancelled-by-coach'].includes(kind));
    expect(mail.headers).toBeUndefined();
  });

  it('a cancellation of a confirmed session tells the coach with the calendar’s METHOD:CANCEL too', async () => {
    const mail = await bookingMail(site, 'cancelled-coach', { ...booking, wasConfirmed: true }, new Date('2026-03-01T00:00:00Z'));
    expect(mail.icalEvent?.method).toBe('CANCEL');
    expect(mail.icalEvent?.content).toContain('UID:b1@iyl.app');
  });

  it('a payout paid: the reference, the amount and where it was paid, in both parts, the way to the transactions and to support', async () => {
    const mail = await payoutPaidMail(site, { to: 'cory@example.com', fullname: 'Cory Coach', reference: 'BOOK-1a2b', amountCents: 125_050, paymentAddress: 'cory@pay.example' });
    expect(mail.to).toBe('cory@example.com');
    expect(mail.subject).toBe('Your payout BOOK-1a2b of $1,250.50 was paid');
    expectWellMade(mail, [
      'Hello Cory,',
      'Your payout BOOK-1a2b of $1,250.50 was marked paid by IYL.',
      'It was paid to the payment address in your coach profile: cory@pay.example.',
      `write to ${site.supportEmail} with the payout's reference`,
      'See your transactions: https://iyl.example.com/Logs',
    ]);
    expect(mail.headers).toBeUndefined();
  });

  it('a chat export: the transcript in each part as rendered for it, the title, the way back', async () => {
    const mail = await chatMail(
      site,
      { email: 'ann@example.com', fullname: 'Ann Lee' },
      { title: 'How do I\nsleep?', coachName: 'IYL AI Coach', date: 'Mar 02, 2026', turns: [] },
      { html: '<h3>You</h3><p>How do I sleep?</p>', text: 'You:\nHow do I sleep?\n' },
    );
    expect(mail.subject).toBe('Your chat with IYL AI Coach: How do I sleep?');
    expectWellMade(mail, ['Here is your chat with IYL AI Coach of Mar 02, 2026, as you asked.', 'How do I sleep?', 'Open IYL: https://iyl.example.com/AICoach']);
    expect(mail.text).toContain('You:\nHow do I sleep?');
    expect(mail.html).toContain('<h3>You</h3><p>How do I sleep?</p>');
  });
});

describe('a community reply e-mail', () => {
  const unsubscribe = { oneClickUrl: 'https://iyl.example.com/api/v1/unsubscribe/community.t0k', pageUrl: 'https://iyl.example.com/Unsubscribe?list=community&token=t0k' };
  const facts = { to: 'ann@example.com', fullname: 'Ann Lee', replier: 'Rex <Replier>', topicId: 'a1b2', topicTitle: 'Morning\nwalks', unsubscribe };

  it('who replied, the topic, the reply as text, the way to the topic, one-click unsubscribe and the notification settings', async () => {
    const mail = await replyMail(site, { ...facts, excerpt: 'Same here! <b>7:00</b> & no headphones.' });
    expect(mail.subject).toBe('New reply to your topic: Morning walks');
    expectWellMade(mail, [
      'Hello Ann,',
      'Rex <Replier> replied to your topic “Morning walks”:',
      '“Same here! <b>7:00</b> & no headphones.”',
      'Open the conversation: https://iyl.example.com/Community?topic=a1b2',
      `Stop community reply e-mails: ${unsubscribe.pageUrl}`,
      'Notification settings: https://iyl.example.com/Settings',
    ]);
    expect(footerOrder(mail.text)).toEqual(['You get this e-mail', 'Stop community reply e-mails', 'Notification settings', `Questions? Write to ${site.supportEmail}.`]);
    expect(mail.html).not.toContain('<b>7:00</b>');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('without the words when they are not to be quoted (crisis language)', async () => {
    const mail = await replyMail(site, { ...facts, excerpt: null });
    expectWellMade(mail, ['Rex <Replier> sent you a reply in your topic “Morning walks”.', 'Open the conversation: https://iyl.example.com/Community?topic=a1b2']);
    expect(mail.text).not.toContain('replied to your topic');
  });

  it('the excerpt: one line, whole when short, cut at a word with an ellipsis when long', () => {
    expect(excerptOf('Same here!\n\n  A loop  round the park.')).toBe('Same here! A loop round the park.');
    const long = excerptOf(`${'walking '.repeat(40)}done`);
    expect(long.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(long).toMatch(/^walking( walking)+…$/);
    expect(excerptOf('x'.repeat(300))).toBe(`${'x'.repeat(EXCERPT_MAX - 1)}…`);
  });
});

describe('the one outbox', () => {
  it('sends every e-mail: no code outside the outbox calls the mailer', () => {
    const root = join(import.meta.dirname, '../src');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const direct = sources.filter((f) => /\bmailer\.send\(|\.sendMail\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(direct.map((f) => relative(root, join(root, f)))).toEqual(['platform/mail/mailer.ts', 'platform/mail/outbox.ts']);
  });
});
