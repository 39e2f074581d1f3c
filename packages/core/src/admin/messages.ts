/** The admin and Global console: customers, coaches and the audit log. Merged into the one catalogue in catalog/messages.ts. */
export const adminMessages = {
  accountSuspended: 'This account is suspended. Please contact support if you think this is a mistake.',
  userSuspended: 'Account suspended: every session of theirs has ended.',
  userRestored: 'Account restored: they can sign in again.',
  userAlreadySuspended: 'This account is already suspended.',
  userNotSuspended: 'This account is not suspended.',
  accountNotFound: 'This account was not found.',
  onlyGlobalManagesAdmins: 'Only the Global administrator manages admin accounts.',
  suspendReasonRequired: 'Please give a reason (3 to 500 characters).',
  coachHidden: 'The coach is hidden from the directory.',
  coachShown: 'The coach is listed in the directory again.',
  coachNoProfile: 'This coach has not completed a profile, so the directory does not list them yet.',
  coachAlreadyHidden: 'The coach is already hidden from the directory.',
  coachAlreadyShown: 'The coach is already listed in the directory.',
} as const;
