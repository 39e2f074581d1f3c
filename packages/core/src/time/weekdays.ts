/**
 * The weekday labels, Monday first (spec: Mon, Tue, Wed, Thurs, Fri, Sat, Sun): a routine's days, a
 * reminder's day, a coach's weekly availability and the meal plan's days all name them so.
 */
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thurs', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof weekdays)[number];
