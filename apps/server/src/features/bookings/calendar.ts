import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface CalendarBooking {
  /** The booking id: the invite's UID, stable across reschedules and the cancel. */
  id: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  coachName: string;
  coachEmail: string;
  clientName: string;
  clientEmail: string;
  meetingDetails: string | null;
}

export const CALENDAR_DOMAIN = 'iyl.app';

/**
 * The booking as an iCalendar invite (RFC 5545/5546) through ical-generator: times in UTC, the UID
 * fixed per booking, SEQUENCE as the booking counts its changes, METHOD:CANCEL when it is off.
 */
export function bookingInvite(booking: CalendarBooking, method: 'REQUEST' | 'CANCEL', stamp: Date): string {
  const calendar = ical({
    prodId: { company: 'IYL', product: 'Coaching', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const link = booking.meetingDetails?.match(/https:\/\/\S+/)?.[0];
  calendar.createEvent({
    id: `${booking.id}@${CALENDAR_DOMAIN}`,
    sequence: booking.sequence,
    stamp,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `Coaching session with ${booking.coachName}`,
    description: booking.meetingDetails ? booking.meetingDetails : 'Your coach will share the meeting details before the session.',
    location: link ?? null,
    url: link ?? null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: booking.coachName, email: booking.coachEmail },
    attendees: [
      {
        name: booking.clientName,
        email: booking.clientEmail,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: method === 'REQUEST',
      },
    ],
  });
  return calendar.toString();
}
