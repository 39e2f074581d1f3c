/** Notification preferences and one-click unsubscribe. Merged into the one catalogue in catalog/messages.ts. */
export const notificationsMessages = {
  notificationPreferencesSaved: 'Notification preferences saved.',
  notificationPreferencesEmpty: 'Choose at least one notification to change.',
  notificationUnsubscribed: 'You are unsubscribed. You can turn these e-mails on again in Settings, under Notifications.',
  notificationReminderEmails: 'Reminder e-mails',
  notificationReminderEmailsHint: 'A routine or meal reminder by e-mail when no device of yours shows it.',
  notificationPush: 'Push notifications',
  notificationPushHint: 'Reminders on the devices where you turned notifications on.',
  notificationWeeklyInsight: 'Weekly insight e-mail',
  notificationWeeklyInsightHint: 'Your week in figures, on Monday morning.',
  notificationBookingEmails: 'Booking e-mails',
  notificationBookingEmailsHint: 'Session requests, confirmations, changes and cancellations, with the calendar invite.',
  notificationCommunityReplies: 'Community replies',
  notificationCommunityRepliesHint: 'An e-mail when someone replies in a topic you started (one an hour at most for each topic).',
  notificationCommunityRepliesUnsubscribeInvalid: 'This unsubscribe link is not valid or has expired. Sign in and turn community replies off in Settings, under Notifications.',
  notificationPreferencesTitle: 'Notifications',
  notificationPreferencesLoadFailed: 'Your notification preferences could not be loaded.',
} as const;
