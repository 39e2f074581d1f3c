import { z } from 'zod';

/**
 * A signed-in user's notification preferences. Reminder e-mails, the weekly insight e-mail and
 * community replies are a customer's (absent for a coach: only customers start community topics);
 * push and booking e-mails are everyone's.
 */
export { NOTIFICATION_PREFERENCES, type NotificationPreference } from './constants.ts';

export const NotificationPreferences = z.object({
  reminderEmails: z.boolean().optional(),
  push: z.boolean(),
  weeklyInsightEmail: z.boolean().optional(),
  bookingEmails: z.boolean(),
  communityReplies: z.boolean().optional(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** A change: the preferences named are set, the others kept. */
export const PutNotificationPreferencesRequest = z
  .object({
    reminderEmails: z.boolean(),
    push: z.boolean(),
    weeklyInsightEmail: z.boolean(),
    bookingEmails: z.boolean(),
    communityReplies: z.boolean(),
  })
  .partial()
  .strict();
export type PutNotificationPreferencesRequest = z.input<typeof PutNotificationPreferencesRequest>;

export const NotificationPreferencesResponse = z.object({ preferences: NotificationPreferences });
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

export const SavedNotificationPreferences = z.object({ preferences: NotificationPreferences, message: z.string() });
export type SavedNotificationPreferences = z.infer<typeof SavedNotificationPreferences>;

/** A one-click unsubscribe link's token: `<list>.<signed token>` (only the characters a signed token has). */
export const UnsubscribeTokenParams = z.object({ token: z.string().min(1).max(300).regex(/^[a-z]+\.[A-Za-z0-9_.-]+$/) });
