import { EXPERIMENT_MAX_DAYS, EXPERIMENT_MIN_DAYS, type InsightKind } from './constants.ts';

/** Behavioural insights. Merged into the one catalogue in catalog/messages.ts. */
export const insightsMessages = {
  // The spec's texts (part 2 §8).
  analysisGenerated: 'Analysis Generated!',
  mealAnalysisGenerated: 'Meal Analysis Generated!',
  moodAnalysisGenerated: 'Mood Analysis Generated!',
  // The spec has no text for these.
  insightsLoadFailed: 'Your insights could not be loaded. Please try again.',
  experimentRoutineMissing: 'Please choose one of your current routines for the experiment.',
  experimentDays: `An experiment lasts ${EXPERIMENT_MIN_DAYS} to ${EXPERIMENT_MAX_DAYS} days.`,
  experimentRunning: 'You already have an experiment running. Let it finish or stop it first.',
  experimentNotFound: 'This experiment was not found.',
  experimentStarted: 'Your experiment has started. On each “do” day we will remind you at 8:00; on “skip” days, leave it out. Your schedule is on this page.',
  experimentStopped: 'Your experiment has stopped.',
  weeklyEmailOn: 'You will get your insights by e-mail every Monday.',
  weeklyEmailOff: 'Weekly insight e-mails are off.',
  weeklyEmailUnsubscribed: 'The weekly insight e-mail is off. You can turn it on again in Settings, under Notifications.',
  weeklyEmailUnsubscribeInvalid: 'This unsubscribe link is not valid or has expired. Sign in and turn the weekly insight e-mail off in Settings, under Notifications.',
} as const;

/** The toast each kind's newly written report gets (the spec's texts). */
export const generatedMessages: Record<InsightKind, string> = {
  goals: insightsMessages.analysisGenerated,
  meals: insightsMessages.mealAnalysisGenerated,
  mood: insightsMessages.moodAnalysisGenerated,
};
