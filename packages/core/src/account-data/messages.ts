import { DELETION_CODE_MINUTES, EXPORT_LINK_DAYS } from './constants.ts';

/** Downloading one's data and deleting one's account. Merged into the one catalogue in catalog/messages.ts. */
export const accountDataMessages = {
  dataExportTitle: 'Download my data',
  dataExportIntro:
    'One .zip file with everything the app holds about you: your profile, answers, plans, notes (also as Word files), routines, meals, moods, chats, courses, community posts, bookings and more. We e-mail you a link when it is ready.',
  /** A coach's own data: what the coach's side of the product holds. */
  dataExportIntroCoach:
    'One .zip file with everything the app holds about you: your account and coach profile, availability, the bookings made with you, your earnings ledger and payout requests, the courses and lessons you made, your knowledge PDFs (the files too) and more. We e-mail you a link when it is ready.',
  dataExportRequest: 'Prepare my data',
  dataExportOncePerDay: 'You can ask for your data once a day.',
  dataExportRequested: 'We are preparing your data. We will e-mail you a link when it is ready.',
  dataExportQueued: 'Waiting to start…',
  dataExportBuilding: 'Preparing your data…',
  dataExportReady: `Your data is ready. The link works for ${EXPORT_LINK_DAYS} days.`,
  dataExportFailed: 'Preparing your data failed. Please try again.',
  dataExportDownload: 'Download my data (.zip)',
  dataExportNotFound: 'This data export was not found.',
  dataExportNotReady: 'Your data is still being prepared. Please try again in a minute.',
  dataExportExpired: `This download link has expired (links work for ${EXPORT_LINK_DAYS} days). Please ask for your data again from Settings.`,
  dataExportLoadFailed: 'Could not load your data export. Please try again.',
  dataExportMailSubject: 'Your data is ready to download',
  deleteAccountTitle: 'Delete my account',
  deleteAccountIntro: 'Deleting your account cannot be undone. Here is what happens:',
  deleteAccountErased: 'Erased',
  deleteAccountKept: 'Kept, without your name',
  deleteAccountSendCode: 'E-mail me a code',
  deleteAccountCodeSent: `We e-mailed you a code. It works for ${DELETION_CODE_MINUTES} minutes.`,
  deleteAccountCodeLabel: 'Code from the e-mail',
  deleteAccountPasswordLabel: 'Your password',
  deleteAccountConfirm: 'Yes, delete my account',
  deleteAccountConfirmTitle: 'Delete your account for good?',
  deleteAccountConfirmText: 'Everything listed as erased is removed at once and you are signed out everywhere. This cannot be undone.',
  deleteAccountCancel: 'Keep my account',
  deleteAccountDone: 'Your account has been deleted. Goodbye.',
  deleteAccountWrongPassword: 'The password is not right.',
  deleteAccountWrongCode: 'The code is not right or has expired. Please ask for a new one.',
  deleteAccountNoCode: 'Please ask for a code first: we e-mail it to you.',
  deleteAccountCodeSubject: 'Your code to delete your account',
  deleteAccountUpcomingSessions:
    'You have upcoming confirmed sessions. Please cancel or complete each one first, from its booking details on your Dashboard; then you can delete your account.',
  deleteAccountFailed: 'Your account could not be deleted. Please try again.',
  deleteAccountLoadFailed: 'Could not load what deleting your account would do. Please try again.',
} as const;

/** The refusal of a second export within a day, with when the next is possible (the catalogue's words, then the time). */
export const dataExportTooSoon = (when: string) => `${accountDataMessages.dataExportOncePerDay} You can ask again after ${when}.`;

/** A coach's deletion waits for a payout still to be paid (the amount as the screens write it, e.g. $40.00). */
export const deleteAccountPayoutWaiting = (amount: string) => `A payout of ${amount} is waiting to be paid; you can delete your account once it is paid.`;

/** What a coach gives up by deleting now: earnings not yet requested (the amount as the screens write it). */
export const deleteAccountBalanceUnrequested = (amount: string) => `${amount} earned and not yet requested will not be paid out: request it first.`;
