import type { ReminderDay } from '@iyl/core/reminders/constants';
import { weekdays } from '@iyl/core/time/weekdays';
import { addDays, dayIn, weekdayIndex } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';

/** When a reminder is due: a wall-clock time on every day or on one weekday, in a time zone. */
export interface ReminderRule {
  time: string;
  day: ReminderDay;
  timeZone: string;
}

const matches = (rule: ReminderRule, day: string) => rule.day === 'Everyday' || weekdays[weekdayIndex(day)] === rule.day;

/**
 * The next `count` due instants strictly after `after`. Each is the rule's wall-clock time on a
 * matching local day, so 07:30 stays 07:30 on both sides of a daylight-saving change (and a time
 * the change skips is sent when the clock jumps past it).
 */
export function nextDueTimes(rule: ReminderRule, after: Date, count = 1): Date[] {
  const found: Date[] = [];
  // Start a day early: the local day of `after` may still hold a later due time.
  for (let day = addDays(dayIn(after, rule.timeZone), -1), n = 0; found.length < count && n < 8 * count + 2; day = addDays(day, 1), n++) {
    if (!matches(rule, day)) continue;
    const at = zonedInstant(day, rule.time, rule.timeZone);
    if (at > after && !found.some((f) => f.getTime() === at.getTime())) found.push(at);
  }
  return found;
}

export function nextDue(rule: ReminderRule, after: Date): Date {
  const [next] = nextDueTimes(rule, after, 1);
  if (!next) throw new Error(`no due time for ${rule.day} ${rule.time}`);
  return next;
}
