import { z } from 'zod';
import { payoutsMessages as messages } from './messages.ts';
import { FEE_MAX_CENTS } from '../coach-profiles/constants.ts';
import { Money, Search } from '../coach-profiles/contract.ts';
import { pageOf, PageQuery } from '../http/contract.ts';
import { PAYOUT_DESCRIPTION_MAX, PAYOUT_MIN_CENTS, requestTypes } from './constants.ts';

/** A ledger row as the coach's Logs show it (the spec's transaction record). */
export const Transaction = z.object({
  id: z.string(),
  reference: z.string(),
  entryDate: z.string(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  requestType: z.enum(requestTypes),
  description: z.string(),
  amountCents: z.number().int(),
  coachEmail: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;
export const TransactionsQuery = PageQuery.extend({
  q: Search,
  /** 'paidPayouts': the payout history of /CoachProfile. */
  view: z.enum(['all', 'paidPayouts']).default('all'),
});
export const TransactionsResponse = z.object({
  transactions: pageOf(Transaction),
  /** The Logs cards: records, paid-out sum, pending and paid payout counts. */
  summary: z.object({ count: z.number().int(), paidOutCents: z.number().int(), pendingPayouts: z.number().int(), paidPayouts: z.number().int() }),
  money: Money,
});
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

const badAmount = { error: messages.payoutBadAmount };
/** PostTrans: a payout request of at most the available balance. */
export const PayoutRequest = z.object({
  amountCents: z.number(badAmount).int(badAmount).min(PAYOUT_MIN_CENTS, badAmount).max(FEE_MAX_CENTS * 1000, badAmount),
  description: z.string().trim().max(PAYOUT_DESCRIPTION_MAX).default(''),
});
export type PayoutRequest = z.input<typeof PayoutRequest>;
export const PayoutSaved = z.object({ message: z.string(), transaction: Transaction, money: Money });

/** The admin's payouts list. */
export const AdminPayout = Transaction.extend({ coachName: z.string(), paymentAddress: z.string() });
export type AdminPayout = z.infer<typeof AdminPayout>;
export const AdminPayoutsQuery = PageQuery.extend({ status: z.enum(['pending', 'paid', 'all']).default('pending') });
export const AdminPayoutsResponse = pageOf(AdminPayout);
export type AdminPayoutsResponse = z.infer<typeof AdminPayoutsResponse>;

export const IdParams = z.object({ id: z.uuid() });
export const PayoutPaid = z.object({ message: z.string(), payout: AdminPayout });
