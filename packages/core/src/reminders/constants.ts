import { weekdays } from '../time/weekdays.ts';

/** Daytosend: every day, or one weekday (spec part 2 §3). */
export const reminderDays = ['Everyday', ...weekdays] as const;
export type ReminderDay = (typeof reminderDays)[number];

export const REMINDER_MESSAGE_MAX = 500;
export const REMINDER_LOG_PAGE_SIZE = 20;
/** The reminder panel lists the customer's reminders this many at a time. */
export const REMINDER_PAGE_SIZE = 10;
/** Caps: reminders per routine (one per day and time), reminders per customer (routines' and meals'), browsers with notifications on. */
export const REMINDERS_PER_ROUTINE_MAX = 5;
export const REMINDERS_PER_CUSTOMER_MAX = 100;
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** How many coming due times the reminder panel lists. */
export const NEXT_DUE_COUNT = 5;
export const deliveryStatuses = ['sending', 'sent', 'skipped', 'missed', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const deliveryChannels = ['email', 'push', 'push+email'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];
