import { messages } from '@iyl/core/catalog/messages';
import type { RoutineTarget, RoutineType } from '@iyl/core/routines/constants';
import { DEFAULT_TIME_ZONE } from '@iyl/core/time/zone';

/**
 * Pure helpers of the habit screens: what a form still misses (said before any call), how due times
 * and clock times read, the icon colour that stays readable, and the push key as bytes.
 */

export interface CustomRoutineDraft {
  title: string;
  description: string;
  target: RoutineTarget | null;
  routineType: RoutineType | null;
  reminderTime: string;
  reminderDay: string | null;
}

/** The Add Habit panel: every field of the routine is needed; a reminder needs both its time and day, or neither. */
export function customRoutineProblem(draft: CustomRoutineDraft): string | null {
  if (!draft.title.trim() || !draft.description.trim() || !draft.target || !draft.routineType) return messages.routineCustomize;
  if (Boolean(draft.reminderTime) !== Boolean(draft.reminderDay)) return messages.reminderMissing;
  return null;
}

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

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of a #rrggbb colour against white. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

const FALLBACK_ICON_COLOR = '#495057';

/**
 * A card's icon colour (the library's hexadecimalIcon) darkened until it reaches `ratio` against white
 * (3:1 for an icon, 4.5:1 for text), so a light colour from the AI still reads; not a colour at all gives grey.
 */
export function readableColor(hex: string | null | undefined, ratio = 4.5): string {
  if (!hex || !/^#[0-9a-fA-F]{6}$/.test(hex)) return FALLBACK_ICON_COLOR;
  const n = Number.parseInt(hex.slice(1), 16);
  let rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const toHex = (parts: number[]) => `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
  for (let step = 0; step < 40 && contrastOnWhite(toHex(rgb)) < ratio; step++) rgb = rgb.map((p) => Math.floor(p * 0.92));
  return toHex(rgb);
}

/** A VAPID public key (URL-safe base64, unpadded) as the bytes PushManager.subscribe wants. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** "5-day streak", "1-day streak". */
export const streakText = (days: number) => `${days}-day streak`;

