import { BRAND_CONTENTS_MAX } from './limits.ts';

/** Brand voice. Merged into the one catalogue in catalog/messages.ts. */
export const brandVoiceMessages = {
  brandMissing: 'Please Enter all Information!',
  brandTooLong: 'Please keep the description under 2,000 characters.',
  copied: 'Copied to clipboard',
  cannotCopyEmpty: 'This action cannot copy no content!',
  cannotExportEmpty: 'This action cannot export no content!',
  brandStopped: 'Stopped. What was written is kept in your history.',
  brandDeleted: 'Content deleted.',
  brandNotFound: 'This content was not found.',
  brandNothingWritten: 'Nothing was written before it stopped.',
  brandReady: 'Your content is ready.',
  brandHistoryFull: `Your history holds ${BRAND_CONTENTS_MAX} pieces, the most it can keep. Please delete some you no longer need before writing another.`,
} as const;
