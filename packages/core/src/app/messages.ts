/** Shared by several screens (load failures, reading aloud). Merged into the one catalogue in catalog/messages.ts. */
export const sharedMessages = {
  loadFailed: 'Failed to get Health Tasks!',
  speechActivated: 'Speech Activated!',
  speechDeactivated: 'Speech Deactivated!',
  speechEmpty: 'Please enter some text to speak.',
  speechUnsupported: 'Reading aloud is not available in this browser.',
  // A signed-in person who opens a page of another role is sent to Login (the spec's guard); Login says so.
  wrongAreaTitle: 'You are already signed in',
  wrongAreaText: 'The page you opened is for another kind of account, so it is not shown to you.',
  wrongAreaHome: 'Go to your home page',
  // Under a capped field once it is full (its counter reads N/N); a field may use its own words instead.
  fieldFull: 'That is as much as this field takes.',
} as const;
