/** Shared by several screens (load failures, reading aloud). Merged into the one catalogue in catalog/messages.ts. */
export const sharedMessages = {
  loadFailed: 'Failed to get Health Tasks!',
  speechActivated: 'Speech Activated!',
  speechDeactivated: 'Speech Deactivated!',
  speechEmpty: 'Please enter some text to speak.',
  speechUnsupported: 'Reading aloud is not available in this browser.',
} as const;
