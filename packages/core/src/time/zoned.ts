import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE, isTimeZone } from './zone.ts';

/**
 * The instant a wall-clock time (HH:MM) on a calendar day (YYYY-MM-DD) is in a time zone, from
 * @date-fns/tz over the platform's Intl. A time that a daylight-saving change skips (02:30 on the
 * spring-forward night) moves forward by the gap (03:30); a time that happens twice (the autumn
 * night) is its first occurrence.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return new Date(new TZDate(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, zone).getTime());
}
