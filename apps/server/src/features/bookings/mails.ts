import { formatWhen } from '@iyl/core/bookings/rules';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { type Block, composeMail, type MailSite } from '../../platform/mail/templates/layout.ts';
import { bookingInvite, type CalendarBooking } from './calendar.ts';

export type MailKind = 'requested' | 'invite' | 'rescheduled' | 'completed' | 'cancelled' | 'cancelled-coach';

export interface MailBooking extends CalendarBooking {
  feeCents: number;
  clientTimeZone: string;
  coachTimeZone: string;
}

/** Who a booking e-mail goes to: the coach for a request and a client's cancellation, the client otherwise. */
export const mailGoesToCoach = (kind: MailKind) => kind === 'requested' || kind === 'cancelled-coach';

const details = (b: MailBooking): Block =>
  b.meetingDetails ? { kind: 'pre', text: `Meeting details:\n${b.meetingDetails}` } : { kind: 'p', text: 'Your coach will share the meeting details before the session.' };

/**
 * The booking e-mails on the one layout (names and meeting details are people's text, never HTML: the
 * layout escapes them), times in the reader's own zone; the client's carry the calendar invite.
 */
export function bookingMail(site: MailSite, kind: MailKind, b: MailBooking, stamp: Date): Promise<MailMessage> {
  const forClient = `${formatWhen(b.startsAt, b.clientTimeZone)} (${b.clientTimeZone})`;
  const forCoach = `${formatWhen(b.startsAt, b.coachTimeZone)} (${b.coachTimeZone})`;
  const invite = (method: 'REQUEST' | 'CANCEL') => ({ method, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: bookingInvite(b, method, stamp) });
  const toClient = (subject: string, blocks: Block[], icalEvent?: MailMessage['icalEvent']) =>
    composeMail(site, { to: b.clientEmail, subject, preview: subject, greeting: `Hello ${b.clientName},`, blocks: [...blocks, { kind: 'button', label: 'Open IYL', path: '/Coaching' }], icalEvent });
  const toCoach = (subject: string, blocks: Block[], path: string) =>
    composeMail(site, { to: b.coachEmail, subject, preview: subject, greeting: `Hello ${b.coachName},`, blocks: [...blocks, { kind: 'button', label: 'Open IYL', path }] });
  switch (kind) {
    case 'requested':
      return toCoach(
        `New booking request from ${b.clientName}`,
        [
          { kind: 'p', text: `${b.clientName} (${b.clientEmail}) booked a session with you on ${forCoach}, at your fee of ${formatUsd(b.feeCents)}.` },
          { kind: 'p', text: 'Send them the meeting link from your dashboard.' },
        ],
        '/CoachAccount',
      );
    case 'invite':
      return toClient(
        `Your coaching session with ${b.coachName}`,
        [{ kind: 'p', text: `${b.coachName} confirmed your session on ${forClient}.` }, details(b), { kind: 'p', text: 'The calendar invite is attached.' }],
        invite('REQUEST'),
      );
    case 'rescheduled':
      return toClient(
        `Your coaching session with ${b.coachName} has moved`,
        [{ kind: 'p', text: `${b.coachName} moved your session to ${forClient}.` }, details(b), { kind: 'p', text: 'The updated calendar invite is attached.' }],
        invite('REQUEST'),
      );
    case 'completed':
      return toClient(`Thank you for your session with ${b.coachName}`, [
        { kind: 'p', text: `${b.coachName} marked your session of ${forClient} as completed. We hope it helped; book your next one whenever you are ready.` },
      ]);
    case 'cancelled':
      return toClient(`Cancelled: your coaching session with ${b.coachName}`, [{ kind: 'p', text: `Your session with ${b.coachName} on ${forClient} is cancelled. Nothing is charged for it.` }], invite('CANCEL'));
    case 'cancelled-coach':
      return toCoach(`${b.clientName} cancelled their session`, [{ kind: 'p', text: `${b.clientName} cancelled the session on ${forCoach}. The time is free again.` }], '/Bookings');
  }
}
