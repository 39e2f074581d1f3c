/** Referrals and the admin's "marked paid". Merged into the one catalogue in catalog/messages.ts. */
export const referralMessages = {
  urlCopied: 'URL copied to clipboard!',
  copyFailed: 'Copying is not available here. Please select the link and copy it.',
  customerMarkedPaid: 'The customer is marked as paid.',
  customerMarkedUnpaid: 'The customer is marked as not paid.',
  userNotFound: 'No such customer.',
} as const;
