import { DEFAULT_TIME_ZONE } from '@iyl/core/time/zone';

/** Pure helpers of the reminder settings: how due times read, the zones offered, and the push key as bytes. */

const dueFormats = new Map<string, Intl.DateTimeFormat>();

/** A due moment (ISO instant) as the customer's clock shows it, in 12-hour time: 'Tue, Nov 24, 07:30 AM'. */
export function formatDueTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  let format = dueFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true });
    } catch {
      return formatDueTime(iso, DEFAULT_TIME_ZONE);
    }
    dueFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** The time zones to offer: the platform's list with UTC first, and the current one even if the list lacks it. */
export function timeZoneChoices(supported: readonly string[], current: string): string[] {
  const zones = [DEFAULT_TIME_ZONE, ...supported.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
  if (current && !zones.includes(current)) zones.push(current);
  return zones;
}

/** A VAPID public key (URL-safe base64, unpadded) as the bytes PushManager.subscribe wants. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
