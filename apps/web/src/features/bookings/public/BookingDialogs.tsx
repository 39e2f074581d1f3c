import type { Booking } from '@iyl/core/bookings/contract';
import { useState } from 'react';
import { BookingDetailsPanel } from '../BookingDetailsPanel.tsx';
import { MeetingInviteModal } from '../MeetingInviteModal.tsx';

interface Shown {
  booking: Booking;
  opened: boolean;
}

/**
 * The meeting-invite modal and the booking-details panel of a bookings table, with the handlers
 * that open them. Closing keeps the booking until the next one is opened, so the panel slides out
 * with its content.
 */
export function useBookingDialogs() {
  const [inviting, setInviting] = useState<Shown | null>(null);
  const [viewing, setViewing] = useState<Shown | null>(null);

  const dialogs = (
    <>
      <MeetingInviteModal
        key={inviting ? `invite-${inviting.booking.id}` : 'invite'}
        booking={inviting?.booking ?? null}
        opened={Boolean(inviting?.opened)}
        onClose={() => setInviting((s) => (s ? { ...s, opened: false } : s))}
      />
      <BookingDetailsPanel
        key={viewing ? `details-${viewing.booking.id}` : 'details'}
        booking={viewing?.booking ?? null}
        opened={Boolean(viewing?.opened)}
        onClose={() => setViewing((s) => (s ? { ...s, opened: false } : s))}
        onChanged={(booking) => setViewing((s) => (s ? { ...s, booking } : s))}
      />
    </>
  );

  return {
    openInvite: (booking: Booking) => setInviting({ booking, opened: true }),
    openDetails: (booking: Booking) => setViewing({ booking, opened: true }),
    dialogs,
  };
}
