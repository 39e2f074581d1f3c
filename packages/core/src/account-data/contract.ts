import { z } from 'zod';
import { exportStates } from './constants.ts';
import { accountMessages } from '../account/messages.ts';
import { accountDataMessages as messages } from './messages.ts';

export { DELETION_CODE_ATTEMPTS, DELETION_CODE_MINUTES, EXPORT_EVERY_HOURS, EXPORT_LINK_DAYS, FORMER_COACH, FORMER_MEMBER, ZIP_TYPE, exportStates } from './constants.ts';

/** One data export: its state, how far it got (0–100), and its download link while it lasts. */
export const DataExport = z.object({
  id: z.string(),
  state: z.enum(exportStates),
  progress: z.number().int().min(0).max(100),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The file's address while it may be downloaded (the owner's session is needed). */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** GetDataExport: the latest export (or none) and when the next one may be asked for (null: now). */
export const DataExportStatus = z.object({ export: DataExport.nullable(), nextAllowedAt: z.string().nullable() });
export type DataExportStatus = z.infer<typeof DataExportStatus>;

export const DataExportRequested = z.object({ message: z.string(), export: DataExport });
export type DataExportRequested = z.infer<typeof DataExportRequested>;

/** GetAccountDeletion: what deleting the account erases, what is kept and why, and what stops it now. */
export const DeletionPreview = z.object({
  erased: z.array(z.string()),
  kept: z.array(z.object({ what: z.string(), why: z.string() })),
  /** Why the account cannot be deleted yet (a coach's upcoming confirmed sessions, or a payout still to be paid), or null. */
  blocked: z.string().nullable(),
  /** What deleting now gives up that could still be saved (a coach's earnings not yet requested). */
  warnings: z.array(z.string()),
});
export type DeletionPreview = z.infer<typeof DeletionPreview>;

/** DeleteAccount: the password and the e-mailed six-digit code. */
export const DeleteAccountRequest = z.object({
  // An empty field says what is missing; "not right" is for a password or code that was given.
  password: z.string({ error: accountMessages.currentPasswordRequired }).min(1, { error: accountMessages.currentPasswordRequired }).max(200),
  code: z
    .string({ error: accountMessages.emailCodeRequired })
    .trim()
    .min(1, { error: accountMessages.emailCodeRequired, abort: true })
    .regex(/^\d{6}$/, { error: messages.deleteAccountWrongCode }),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;
