import { z } from 'zod';
import { authMessages } from '../auth/messages.ts';

export const ReferralHistoryItem = z.object({
  date: z.string(),
  referredCustomer: z.string(),
  /** The reward in USD (0 until the referred customer pays). */
  earnings: z.number(),
  /** True when the reward has been earned (the referred customer paid). */
  paid: z.boolean(),
});
export type ReferralHistoryItem = z.infer<typeof ReferralHistoryItem>;

/** ReferralDashboard */
export const ReferralDashboard = z.object({
  referralCode: z.string(),
  link: z.string(),
  totalReferral: z.number().int(),
  totalPending: z.number().int(),
  totalCompleted: z.number().int(),
  /** USD */
  totalEarnings: z.number(),
  history: z.array(ReferralHistoryItem),
});
export type ReferralDashboard = z.infer<typeof ReferralDashboard>;

/** Admin: mark a customer as paid (a payment provider comes later). */
export const SetPaidRequest = z.object({ email: z.string().trim().toLowerCase().pipe(z.email({ error: authMessages.invalidEmail })) });
export type SetPaidRequest = z.input<typeof SetPaidRequest>;
export const SetPaidResponse = z.object({ message: z.string(), referralCompleted: z.boolean() });
export type SetPaidResponse = z.infer<typeof SetPaidResponse>;
export const SetUnpaidResponse = z.object({ message: z.string(), referralReopened: z.boolean() });
export type SetUnpaidResponse = z.infer<typeof SetUnpaidResponse>;
