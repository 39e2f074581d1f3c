import { PUSH_SUBSCRIPTIONS_MAX, REMINDERS_PER_CUSTOMER_MAX, REMINDERS_PER_ROUTINE_MAX } from './constants.ts';

/** Reminders and Web Push. Merged into the one catalogue in catalog/messages.ts. */
export const remindersMessages = {
  reminderSaved: 'Notifications Successful',
  reminderMissing: 'Set Time and Days Records.',
  reminderNotFound: 'This reminder was not found.',
  reminderDeleted: 'Reminder deleted.',
  reminderMessageTooLong: 'Please keep the reminder message to 500 characters.',
  reminderPickRoutine: 'Please choose the routine to be reminded of.',
  reminderEmailOff: 'Reminder e-mails are off. You can turn them on again in Settings, under Notifications.',
  reminderEmailOn: 'Reminder e-mails are on.',
  reminderUnsubscribeInvalid: 'This unsubscribe link is not valid or has expired. Sign in and turn reminder e-mails off in Settings, under Notifications.',
  pushSubscribed: 'Notifications on this device are on.',
  pushUnsubscribed: 'Notifications on this device are off.',
  pushBadSubscription: 'This browser gave a push subscription the app cannot use.',
  pushTooMany:
    `Notifications are on in ${PUSH_SUBSCRIPTIONS_MAX} browsers already, the most there can be. Turn them off in one you no longer use; a browser whose notifications were cleared drops off by itself after its next reminder.`,
  reminderRoutineFull: `This routine has ${REMINDERS_PER_ROUTINE_MAX} reminders already, the most one routine can have. Delete one of them to set another.`,
  reminderCustomerFull: `You have ${REMINDERS_PER_CUSTOMER_MAX} reminders already, the most there can be. Delete one you no longer need to set another.`,
  /** Why a reminder e-mail came: its footer's first line (spec §9: a fixed footer; the layout adds the configured support address). */
  reminderFooter: 'You get this e-mail because you set a reminder in IYL.',
} as const;
