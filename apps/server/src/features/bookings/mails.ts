import { formatWhen } from '@iyl/core/bookings/rules';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { type Block, composeMail, greet, type MailSite } from '../../platform/mail/templates/layout.ts';
import { bookingInvite, type CalendarBooking } from './calendar.ts';

export type MailKind = 'requested' | 'invite' | 'rescheduled' | 'completed' | 'cancelled' | 'cancelled-coach' | 'cancelled-by-coach' | 'coach-left';

export interface MailBooking extends CalendarBooking {
  feeCents: number;
  clientTimeZone: string;
  coachTimeZone: string;
  /** Whether the session was confirmed when it was cancelled: its calendar invite went out, so the cancellation carries METHOD:CANCEL for the coach too. */
  wasConfirmed?: boolean;
  /** The coach's reason for cancelling (CancelSession), told to the client. */
  reason?: string;
}

/** Who a booking e-mail goes to: the coach for a request and a client's cancellation (their own, or their account's deletion), the client otherwise. */
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
    composeMail(site, { to: b.clientEmail, subject, preview: subject, greeting: greet(b.clientName), blocks: [...blocks, { kind: 'button', label: 'Open IYL', path: '/Coaching' }], icalEvent });
  const toCoach = (subject: string, blocks: Block[], path: string, icalEvent?: MailMessage['icalEvent']) =>
    composeMail(site, { to: b.coachEmail, subject, preview: subject, greeting: greet(b.coachName), blocks: [...blocks, { kind: 'button', label: 'Open IYL', path }], icalEvent });
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
      return toCoach(
        `${b.clientName} cancelled their session`,
        [{ kind: 'p', text: `${b.clientName} cancelled the session on ${forCoach}. The time is free again.` }],
        '/Bookings',
        b.wasConfirmed ? invite('CANCEL') : undefined,
      );
    case 'cancelled-by-coach':
      return toClient(
        `Cancelled: your coaching session with ${b.coachName}`,
        [
          { kind: 'p', text: `${b.coachName} cancelled your session on ${forClient}. Nothing is charged for it.` },
          { kind: 'pre', text: `Their reason:\n${b.reason ?? ''}` },
          { kind: 'p', text: 'You can book another time whenever you like.' },
        ],
        invite('CANCEL'),
      );
    case 'coach-left':
      return toClient(`Cancelled: your session request for ${formatWhen(b.startsAt, b.clientTimeZone)}`, [
        { kind: 'p', text: `The coach you asked for a session on ${forClient} has left IYL, so the request is cancelled. Nothing is charged for it.` },
        { kind: 'p', text: 'Another coach may have a free time for you.' },
      ]);
  }
}
