import { z } from 'zod';
import { remindersMessages as messages } from './messages.ts';
import { mealsMessages } from '../meals/messages.ts';
import { PageQuery, pageOf } from '../http/contract.ts';
import { deliveryChannels, deliveryStatuses, REMINDER_MESSAGE_MAX, reminderDays } from './constants.ts';

/** ReminderTime: HH:MM on a 24-hour clock, in the customer's time zone. */
export const ReminderTime = z
  .string({ error: messages.reminderMissing })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.reminderMissing });
export const ReminderDay = z.enum(reminderDays, { error: messages.reminderMissing });

/**
 * PostReminders: adds a reminder to a routine (several per routine, one per day and time: the same
 * day and time again changes its message).
 */
export const RoutineReminderParams = z.object({ id: z.uuid({ error: messages.reminderPickRoutine }) });
export const PostRemindersRequest = z.object({
  message: z
    .string()
    .max(REMINDER_MESSAGE_MAX, { error: messages.reminderMessageTooLong })
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** Empty or missing: 'Set Time and Days Records.' (checked by the service, after the routine). */
  time: z.string({ error: messages.reminderMissing }).regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, { error: messages.reminderMissing }).optional(),
  day: z.enum([...reminderDays, ''], { error: messages.reminderMissing }).optional(),
});
export type PostRemindersRequest = z.input<typeof PostRemindersRequest>;

/** A meal's reminder: on the meal's own day, at a time (the day is the meal's). */
export const MealReminderParams = z.object({ id: z.uuid({ error: mealsMessages.mealNotFound }) });
export const PostMealReminderRequest = PostRemindersRequest.pick({ message: true, time: true });
export type PostMealReminderRequest = z.input<typeof PostMealReminderRequest>;

export const Reminder = z.object({
  id: z.string(),
  /** What it reminds of: a routine, or a meal of the week (exactly one of the two). */
  routineId: z.string().nullable(),
  mealId: z.string().nullable(),
  /** The routine's title, or the meal's ("Lunch: …"). */
  title: z.string(),
  message: z.string(),
  time: z.string(),
  day: ReminderDay,
  /** The next time it is due (ISO instant), or null while its routine is paused or finished (or its meal is past or eaten). */
  nextDueAt: z.string().nullable(),
});
export type Reminder = z.infer<typeof Reminder>;
export const ReminderResponse = z.object({ message: z.string(), reminder: Reminder });

export const RemindersQuery = PageQuery;
export type RemindersQuery = z.input<typeof RemindersQuery>;

/** The reminder panel: a page of the reminders, the next five due times, and how they reach the customer. */
export const ReminderOverview = z.object({
  timeZone: z.string(),
  /** Every current routine (active or paused, at most ROUTINES_MAX_CURRENT), newest first: what a reminder can be set for. */
  routines: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The customer's reminders, by time of day, REMINDER_PAGE_SIZE at a time. */
  reminders: pageOf(Reminder),
  next: z.array(z.object({ reminderId: z.string(), title: z.string(), at: z.string() })),
  emailEnabled: z.boolean(),
  pushDevices: z.number().int(),
});
export type ReminderOverview = z.infer<typeof ReminderOverview>;

export const ReminderParams = z.object({ id: z.uuid({ error: messages.reminderNotFound }) });

export const Delivery = z.object({
  id: z.string(),
  title: z.string(),
  dueAt: z.string(),
  status: z.enum(deliveryStatuses),
  channel: z.enum(deliveryChannels).nullable(),
  /** What happened, in words: "sent by e-mail", "push failed → e-mail", "already done today". */
  detail: z.string(),
});
export type Delivery = z.infer<typeof Delivery>;
export const DeliveryQuery = PageQuery;
export const DeliveryPage = pageOf(Delivery);
export type DeliveryPage = z.infer<typeof DeliveryPage>;

export const EmailSettingRequest = z.object({ enabled: z.boolean() });
/** An e-mail's unsubscribe link's token; anything that cannot be one gets the list's own "not valid" text. */
export const unsubscribeRequest = (invalid: string) =>
  z.object({ token: z.string({ error: invalid }).trim().min(10, { error: invalid }).max(300, { error: invalid }) });
export const UnsubscribeRequest = unsubscribeRequest(messages.reminderUnsubscribeInvalid);
export type UnsubscribeRequest = z.input<typeof UnsubscribeRequest>;

export const PushKey = z.object({ publicKey: z.string() });
/** A browser's PushSubscription, as its toJSON() gives it. */
export const PushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: messages.pushBadSubscription }).max(1000, { error: messages.pushBadSubscription }),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_=-]{20,200}$/, { error: messages.pushBadSubscription }),
    auth: z.string().regex(/^[A-Za-z0-9_=-]{8,100}$/, { error: messages.pushBadSubscription }),
  }),
});
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequest>;
export const PushEndpointRequest = z.object({ endpoint: z.string().max(1000) });
