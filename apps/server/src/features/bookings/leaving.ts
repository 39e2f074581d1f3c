import { FORMER_COACH, FORMER_MEMBER } from '@iyl/core/account-data/constants';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { MailBooking, MailKind } from './mails.ts';
import { type BookingRow, createBookingsRepository } from './repository.ts';

/** The address a calendar cancellation gives a person whose account is gone (an .invalid name never resolves). */
const NOBODY = 'former-member@deleted.invalid';

type Zones = { client: string; coach: string };
type QueueMail = (tx: DbOrTx, kind: MailKind, booking: BookingRow, zones: Zones, extra?: Pick<MailBooking, 'wasConfirmed' | 'reason'>) => Promise<string | undefined>;

/**
 * What an account's deletion (features/account-data, in its one transaction) asks of bookings: the
 * person's open bookings cancelled the way a cancellation is, the other side told by e-mail (written to
 * the outbox in that transaction, sent after it). The mails name the one who left as "A former member"
 * or "A former coach", never the person: they are sent once the account is gone.
 */
export function createLeavingBookings(deps: { clock: () => Date; zonesOf: (booking: BookingRow) => Promise<Zones>; queueMail: QueueMail }) {
  const { clock, zonesOf, queueMail } = deps;

  /** Cancels each open booking; `tell` writes the mail for one not over yet. Returns the mails to send after the commit. */
  async function cancelOpen(tx: DbOrTx, owner: { coachId: string } | { userId: string }, tell: (tx: DbOrTx, was: BookingRow, cancelled: BookingRow) => Promise<string | undefined>) {
    const repo = createBookingsRepository(tx);
    const mailIds: string[] = [];
    for (const booking of await repo.openBookingsOf(owner)) {
      const cancelled = await repo.updateBooking(booking.id, { status: 'cancelled', sequence: booking.sequence + 1, updatedAt: clock() });
      // One that is over was never completed: no one is waiting for it.
      if (booking.endsAt <= clock()) continue;
      const id = await tell(tx, booking, cancelled);
      if (id) mailIds.push(id);
    }
    return mailIds;
  }

  return {
    /**
     * A customer's open bookings, cancelled as their own CancelBooking would: the coach of each one not
     * over yet gets the cancellation e-mail (with the calendar's METHOD:CANCEL for a confirmed one).
     * The rows then go with the account.
     */
    cancelForLeavingCustomer: (tx: DbOrTx, userId: string) =>
      cancelOpen(tx, { userId }, async (inTx, was, cancelled) =>
        queueMail(inTx, 'cancelled-coach', { ...cancelled, clientName: FORMER_MEMBER, clientEmail: NOBODY }, await zonesOf(was), { wasConfirmed: was.status === 'confirmed' }),
      ),

    /**
     * A coach's open bookings (their upcoming confirmed sessions stop the deletion before this, so these
     * are requests, and sessions over but never completed): cancelled, and the customer of each one not
     * over yet told that the coach has left. The rows stay in the customers' history (account-data gives
     * them to "A former coach").
     */
    cancelForLeavingCoach: (tx: DbOrTx, coachId: string) =>
      cancelOpen(tx, { coachId }, async (inTx, was, cancelled) => queueMail(inTx, 'coach-left', { ...cancelled, coachName: FORMER_COACH, coachEmail: NOBODY }, await zonesOf(was))),
  };
}
