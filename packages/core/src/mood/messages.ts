/** Mood tracking. Merged into the one catalogue in catalog/messages.ts. */
export const moodMessages = {
  moodWelcome: 'Welcome to Mood Tracking!',
  moodGenerated: 'Mood Generated!',
  moodRecorded: 'Mood Recorded for Today!',
  moodLoadFailed: 'Please Log Today Record!',
  // An AI failure uses the catalogue's aiFailed: 'Error to Generate IYL AI Response!'.
} as const;
