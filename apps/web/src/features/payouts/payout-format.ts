import type { Transaction } from '@iyl/core/payouts/contract';

/** A ledger row's badge: a session's credit is 'Credited'; a payout is Paid or Unpaid. */
export function transactionBadge(t: Pick<Transaction, 'requestType' | 'paid'>): { label: string; color: string } {
  if (t.requestType === 'session') return { label: 'Credited', color: 'teal.9' };
  return t.paid ? { label: 'Paid', color: 'indigo.8' } : { label: 'Unpaid', color: 'pink.9' };
}

/** The request type as a person reads it. */
export const requestTypeLabel = (type: Transaction['requestType']) => (type === 'payout' ? 'Payout request' : 'Session credit');
