/** Mood tracking. Merged into the one catalogue in catalog/messages.ts. */
export const moodMessages = {
  moodWelcome: 'Welcome to Mood Tracking!',
  moodGenerated: 'Mood Generated!',
  moodRecorded: 'Mood Recorded for Today!',
  moodLoadFailed: 'Please Log Today Record!',
  // An AI failure uses the catalogue's aiFailed: 'Error to Generate IYL AI Response!'.
  moodPick: 'Please pick one of the moods.',
  moodAlreadyRecorded: "Today's mood is already recorded. Choose “Change today's mood” to replace it.",
  moodChanged: "Today's mood changed.",
  moodNoteTooLong: 'Please keep the note to one line of 140 characters.',
  moodNotFound: 'This mood record was not found.',
  moodChallengeNotFound: 'This challenge was not found.',
  moodChallengeDone: 'Challenge done. Well done!',
  moodChallengeUndone: 'Challenge marked as not done.',
  moodBadMonth: 'Please choose a month as YYYY-MM.',
} as const;
