/**
 * A signed-in user's notification preferences, by name. Apart from the contract (zod), so the Settings
 * screen lists its switches without loading the schemas (decision 0019's addendum: no zod before the
 * first submit).
 */
export const NOTIFICATION_PREFERENCES = ['reminderEmails', 'push', 'weeklyInsightEmail', 'bookingEmails', 'communityReplies'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];
