import { formatUsd } from '@iyl/core/coach-profiles/rules';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { composeMail, greet, type MailSite } from '../../platform/mail/templates/layout.ts';

export interface PayoutPaidFacts {
  /** The coach's address and name (their coach profile's). */
  to: string;
  fullname: string;
  /** The payout request's reference (BOOK-…) and amount. */
  reference: string;
  amountCents: number;
  /** Where it was paid: the payment address the coach's profile holds (what the admin paid to). */
  paymentAddress: string;
}

/**
 * A payout request was marked paid: told to the coach, whatever their notification preferences (it is
 * about their money, not a list they joined), on the one layout, with the way to their transactions.
 */
export function payoutPaidMail(site: MailSite, f: PayoutPaidFacts): Promise<MailMessage> {
  const amount = formatUsd(f.amountCents);
  return composeMail(site, {
    to: f.to,
    subject: `Your payout ${f.reference} of ${amount} was paid`,
    preview: `${amount} was paid to ${f.paymentAddress}`,
    greeting: greet(f.fullname),
    blocks: [
      { kind: 'strong', before: 'Your payout ', strong: f.reference, after: ` of ${amount} was marked paid by IYL.` },
      { kind: 'strong', before: 'It was paid to the payment address in your coach profile: ', strong: f.paymentAddress, after: '.' },
      { kind: 'p', text: `If the money has not arrived within a few working days, write to ${site.supportEmail} with the payout's reference.` },
      { kind: 'button', label: 'See your transactions', path: '/Logs' },
    ],
  });
}
