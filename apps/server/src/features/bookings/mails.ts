import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { formatWhen } from '@iyl/core/bookings/rules';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { bookingInvite, type CalendarBooking } from './calendar.ts';

export type MailKind = 'requested' | 'invite' | 'rescheduled' | 'completed' | 'cancelled' | 'cancelled-coach';

export interface MailBooking extends CalendarBooking {
  feeCents: number;
  clientTimeZone: string;
  coachTimeZone: string;
}

const footer = (appUrl: string, path: string) => `\n\nOpen IYL: ${appUrl}${path}\n\nIYL — building better habits, with coaches who care.`;
const details = (b: MailBooking) => (b.meetingDetails ? `Meeting details:\n${b.meetingDetails}` : 'Your coach will share the meeting details before the session.');

/**
 * The booking e-mails, as plain text (names and meeting details are people's text, never HTML),
 * times in the reader's own zone; the client's carry the calendar invite.
 */
export function bookingMail(kind: MailKind, b: MailBooking, appUrl: string, stamp: Date): MailMessage {
  const forClient = (when: string) => `${formatWhen(b.startsAt, b.clientTimeZone)} (${b.clientTimeZone})${when}`;
  const invite = (method: 'REQUEST' | 'CANCEL') => ({ method, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: bookingInvite(b, method, stamp) });
  switch (kind) {
    case 'requested':
      return {
        to: b.coachEmail,
        subject: `New booking request from ${b.clientName}`,
        text: `Hello ${b.coachName},\n\n${b.clientName} (${b.clientEmail}) booked a session with you on ${formatWhen(b.startsAt, b.coachTimeZone)} (${b.coachTimeZone}), at your fee of ${formatUsd(b.feeCents)}.\n\nSend them the meeting link from your dashboard.${footer(appUrl, '/CoachAccount')}`,
      };
    case 'invite':
      return {
        to: b.clientEmail,
        subject: `Your coaching session with ${b.coachName}`,
        text: `Hello ${b.clientName},\n\n${b.coachName} confirmed your session on ${forClient('')}.\n\n${details(b)}\n\nThe calendar invite is attached.${footer(appUrl, '/Coaching')}`,
        icalEvent: invite('REQUEST'),
      };
    case 'rescheduled':
      return {
        to: b.clientEmail,
        subject: `Your coaching session with ${b.coachName} has moved`,
        text: `Hello ${b.clientName},\n\n${b.coachName} moved your session to ${forClient('')}.\n\n${details(b)}\n\nThe updated calendar invite is attached.${footer(appUrl, '/Coaching')}`,
        icalEvent: invite('REQUEST'),
      };
    case 'completed':
      return {
        to: b.clientEmail,
        subject: `Thank you for your session with ${b.coachName}`,
        text: `Hello ${b.clientName},\n\n${b.coachName} marked your session of ${forClient('')} as completed. We hope it helped; book your next one whenever you are ready.${footer(appUrl, '/Coaching')}`,
      };
    case 'cancelled':
      return {
        to: b.clientEmail,
        subject: `Cancelled: your coaching session with ${b.coachName}`,
        text: `Hello ${b.clientName},\n\nYour session with ${b.coachName} on ${forClient('')} is cancelled. Nothing is charged for it.${footer(appUrl, '/Coaching')}`,
        icalEvent: invite('CANCEL'),
      };
    case 'cancelled-coach':
      return {
        to: b.coachEmail,
        subject: `${b.clientName} cancelled their session`,
        text: `Hello ${b.coachName},\n\n${b.clientName} cancelled the session on ${formatWhen(b.startsAt, b.coachTimeZone)} (${b.coachTimeZone}). The time is free again.${footer(appUrl, '/Bookings')}`,
      };
  }
}
