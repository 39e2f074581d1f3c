import { z } from 'zod';
import { FULLNAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../auth/contract.ts';
import { Search } from '../coach-profiles/contract.ts';
import { pageOf, PageQuery } from '../http/contract.ts';
import { visibleLength } from '../text/visible.ts';
import { REASON_MAX, REASON_MIN } from './constants.ts';
import { adminMessages as m } from './messages.ts';

export const ConsoleQuery = PageQuery.extend({ q: Search });
export const UserIdParams = z.object({ id: z.uuid() });

const badReason = { error: m.suspendReasonRequired };
/** Suspend or restore: the reason the audit log keeps (at least REASON_MIN characters one can see, not zero-width ones). */
export const ReasonRequest = z.object({
  reason: z
    .string(badReason)
    .trim()
    .min(REASON_MIN, badReason)
    .max(REASON_MAX, badReason)
    .refine((reason) => visibleLength(reason) >= REASON_MIN, badReason),
});
export type ReasonRequest = z.input<typeof ReasonRequest>;

/** Whether and why an account is suspended. */
const Suspension = { suspendedAt: z.string().nullable(), suspendReason: z.string().nullable() };

/** A customer as the console lists them. */
export const ConsoleCustomer = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  onboardingDone: z.boolean(),
  /** The referral's paid state (ispaid), marked with SetCustomerPaid. */
  ispaid: z.boolean(),
  lastSignInAt: z.string().nullable(),
  ...Suspension,
});
export type ConsoleCustomer = z.infer<typeof ConsoleCustomer>;
export const ConsoleCustomers = pageOf(ConsoleCustomer);
export type ConsoleCustomers = z.infer<typeof ConsoleCustomers>;

/** A coach as the console lists them. */
export const ConsoleCoach = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  profileComplete: z.boolean(),
  /** Hidden by an admin (the profile stays). */
  hidden: z.boolean(),
  /** Customers find them: a complete profile, not hidden, not suspended. */
  listed: z.boolean(),
  bookings: z.number().int(),
  /** Earned, less paid and pending payouts (integer cents). */
  balanceCents: z.number().int(),
  lastSignInAt: z.string().nullable(),
  ...Suspension,
});
export type ConsoleCoach = z.infer<typeof ConsoleCoach>;
export const ConsoleCoaches = pageOf(ConsoleCoach);
export type ConsoleCoaches = z.infer<typeof ConsoleCoaches>;

export const SuspensionSaved = z.object({ message: z.string(), user: z.object({ id: z.string(), ...Suspension }) });
export type SuspensionSaved = z.infer<typeof SuspensionSaved>;

export const DirectoryRequest = z.object({ listed: z.boolean() });
export const DirectorySaved = z.object({ message: z.string(), coach: z.object({ id: z.string(), hidden: z.boolean() }) });

/** One row of the audit log. */
export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.string() }),
  action: z.string(),
  target: z.object({ kind: z.string(), id: z.string().nullable(), name: z.string().nullable(), role: z.string().nullable() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

/** InviteAdmin: the address the invitation goes to. */
export const InviteAdminRequest = z.object({
  email: z.string({ error: m.adminInviteEmailInvalid }).trim().toLowerCase().max(254, { error: m.adminInviteEmailInvalid }).pipe(z.email({ error: m.adminInviteEmailInvalid })),
});
export type InviteAdminRequest = z.input<typeof InviteAdminRequest>;

/** An admin account as the Global administrator lists it (disabled: suspended, with the reason). */
export const AdminAccount = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  lastSignInAt: z.string().nullable(),
  ...Suspension,
});
export type AdminAccount = z.infer<typeof AdminAccount>;

/** An invitation not accepted yet (expired ones stay listed until invited again). */
export const AdminInvite = z.object({ id: z.string(), email: z.string(), invitedAt: z.string(), expiresAt: z.string(), expired: z.boolean() });
export type AdminInvite = z.infer<typeof AdminInvite>;

export const AdminAccounts = z.object({ admins: z.array(AdminAccount), invites: z.array(AdminInvite) });
export type AdminAccounts = z.infer<typeof AdminAccounts>;

export const AdminInviteSaved = z.object({ message: z.string(), invite: AdminInvite });
export type AdminInviteSaved = z.infer<typeof AdminInviteSaved>;

const badAccept = { error: m.adminInviteFormIncomplete };
/** AcceptAdminInvite: the mailed token, the new admin's name and password. */
export const AcceptAdminInviteRequest = z
  .object({
    token: z.string(badAccept).min(1, badAccept).max(200, badAccept),
    fullname: z.string(badAccept).trim().min(1, badAccept).max(FULLNAME_MAX, badAccept),
    password: z.string(badAccept).min(PASSWORD_MIN, { error: m.adminInvitePasswordLength }).max(PASSWORD_MAX, { error: m.adminInvitePasswordLength }),
    confirmPassword: z.string(badAccept).min(1, badAccept),
  })
  .refine((v) => v.password === v.confirmPassword, { error: m.adminInvitePasswordMismatch, path: ['confirmPassword'] });
export type AcceptAdminInviteRequest = z.input<typeof AcceptAdminInviteRequest>;

export const AdminInviteAccepted = z.object({ message: z.string(), email: z.string() });
export type AdminInviteAccepted = z.infer<typeof AdminInviteAccepted>;

/** CheckAdminInvite: the mailed token, as the invitation page has it in its address. */
export const AdminInviteTokenQuery = z.object({ token: z.string({ error: m.adminInviteInvalid }).min(1, { error: m.adminInviteInvalid }).max(200, { error: m.adminInviteInvalid }) });
export type AdminInviteTokenQuery = z.input<typeof AdminInviteTokenQuery>;

/** Whether the token is a live invitation (not used, replaced or expired), and then for which address, until when. */
export const AdminInviteCheck = z.union([
  z.object({ valid: z.literal(true), email: z.string(), expiresAt: z.string() }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);
export type AdminInviteCheck = z.infer<typeof AdminInviteCheck>;
