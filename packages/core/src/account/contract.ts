import { z } from 'zod';
import { FULLNAME_MAX, PASSWORD_MAX, PASSWORD_MIN, SessionUser } from '../auth/contract.ts';
import { authMessages } from '../auth/messages.ts';
import { accountMessages as m } from './messages.ts';

/** UpdateName: the name shown on every screen and in e-mails. */
export const UpdateNameRequest = z.object({
  fullname: z
    .string({ error: m.nameRequired })
    .max(FULLNAME_MAX * 4, { error: authMessages.fullnameTooLong, abort: true })
    .trim()
    .min(1, { error: m.nameRequired })
    .max(FULLNAME_MAX, { error: authMessages.fullnameTooLong }),
});
export type UpdateNameRequest = z.input<typeof UpdateNameRequest>;

/** The signed-in user as they now are, and what happened. */
export const AccountUserResponse = z.object({ message: z.string(), user: SessionUser });
export type AccountUserResponse = z.infer<typeof AccountUserResponse>;

const currentPassword = z
  .string({ error: m.currentPasswordRequired })
  .min(1, { error: m.currentPasswordRequired })
  .max(PASSWORD_MAX, { error: m.currentPasswordWrong });

/** ChangeMyPassword: the current password, and a new one by the sign-up rules (8 to 128 characters). */
export const ChangeMyPasswordRequest = z
  .object({
    currentPassword,
    password: z
      .string({ error: m.newPasswordRequired })
      .min(1, { error: m.newPasswordRequired })
      .min(PASSWORD_MIN, { error: authMessages.passwordLength })
      .max(PASSWORD_MAX, { error: authMessages.passwordLength }),
    confirmPassword: z.string({ error: m.accountPasswordMismatch }).max(PASSWORD_MAX, { error: m.accountPasswordMismatch }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: m.accountPasswordMismatch, path: ['confirmPassword'] })
  .refine((v) => v.password !== v.currentPassword, { error: m.newPasswordSame, path: ['password'] });
export type ChangeMyPasswordRequest = z.input<typeof ChangeMyPasswordRequest>;

/** RequestEmailChange: the new address (lower-cased, as at sign-up) and the current password. */
export const RequestEmailChangeRequest = z.object({
  email: z
    .string({ error: m.newEmailRequired })
    .max(254, { error: authMessages.invalidEmail, abort: true })
    .trim()
    .min(1, { error: m.newEmailRequired })
    .toLowerCase()
    .pipe(z.email({ error: authMessages.invalidEmail })),
  password: currentPassword,
});
export type RequestEmailChangeRequest = z.input<typeof RequestEmailChangeRequest>;

/** ConfirmEmailChange: the 6-digit code mailed to the new address. */
export const ConfirmEmailChangeRequest = z.object({
  code: z
    .string({ error: m.emailCodeRequired })
    .max(32, { error: m.emailCodeRequired, abort: true })
    .trim()
    .regex(/^\d{6}$/, { error: m.emailCodeRequired }),
});
export type ConfirmEmailChangeRequest = z.input<typeof ConfirmEmailChangeRequest>;

/** One signed-in device: when and roughly where it was last used. */
export const SignedInDevice = z.object({
  id: z.string(),
  /** The device asking: it is not signed out from the list. */
  current: z.boolean(),
  /** Browser and system, from the User-Agent ('Firefox on Linux'). */
  device: z.string(),
  /** The network address, cut short ('203.0.113.x'); null when unknown. */
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
export type SignedInDevice = z.infer<typeof SignedInDevice>;

/** ListMySessions: the account's live sessions, the newest use first (at most 100). */
export const SignedInDevices = z.object({ items: z.array(SignedInDevice) });
export type SignedInDevices = z.infer<typeof SignedInDevices>;

/** A device's id in a path. */
export const SessionIdParams = z.object({ id: z.string().max(64) });

/** SignOutOtherDevices: how many were signed out. */
export const DevicesSignedOut = z.object({ message: z.string(), ended: z.number().int().min(0) });
export type DevicesSignedOut = z.infer<typeof DevicesSignedOut>;
