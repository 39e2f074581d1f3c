import { PENDING_PER_COACH_MAX, PENDING_TOTAL_MAX, REQUESTS_PER_COACH_PER_DAY_MAX } from './constants.ts';

/** Bookings: booking a coach, the customer's and the coach's bookings. Merged into the one catalogue in catalog/messages.ts. */
export const bookingsMessages = {
  bookingMissing: 'Please Schedule Appropriately!',
  bookingBooked: 'Appointment Booking Successful!',
  bookingFailed: 'Error in Completing Booking!',
  bookingSlotTaken: 'That time is no longer free. Please pick one of the next free times.',
  bookingNotFound: 'This booking was not found.',
  bookingCancelled: 'Booking cancelled.',
  bookingCancelClosed: 'Only a booking that is not completed can be cancelled.',
  bookingOwnCoach: 'You cannot book a session with yourself.',
  bookingPendingPerCoach: `You already have ${PENDING_PER_COACH_MAX} booking requests waiting for this coach to confirm. Please wait for a reply, or cancel one, before you ask for another time.`,
  bookingPendingTotal: `You already have ${PENDING_TOTAL_MAX} booking requests waiting for coaches to confirm. Please wait for a reply, or cancel one, before you ask for another session.`,
  bookingRequestsPerDay: `You have asked this coach for a session ${REQUESTS_PER_COACH_PER_DAY_MAX} times in the past day, cancelled requests included. Please wait for their reply, or try again tomorrow.`,
  dateOutOfRange: 'Please choose a date between Jan 01, 2000 and Dec 31, 2099.',
  inviteSent: 'Meeting Link Scheduled and Invites Sent!',
  inviteEmpty: 'No meeting details were given: the invite goes out without them.',
  inviteHttpsOnly: 'Meeting links must start with https://.',
  inviteTooLong: 'Please keep the meeting details under 2,000 characters.',
  rescheduleMissing: 'Please Set Date and Time!',
  rescheduled: 'Reschedule Activated!',
  reschedulePast: 'Please choose a date and time in the future.',
  rescheduleOverlap: 'That time overlaps another of your bookings.',
  rescheduleNotFree: 'That time is not one of your free session times: pick a session start within your weekly availability, at least an hour from now and within the next 4 weeks.',
  sessionCompleted: 'Meeting Marked as Completed!',
  completeTooEarly: 'A session can be marked complete once it has started.',
  bookingClosed: 'This booking is already completed or cancelled.',
} as const;
