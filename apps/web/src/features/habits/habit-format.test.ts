import { greeting } from '@iyl/core/app/rules';
import { messages } from '@iyl/core/catalog/messages';
import { describe, expect, it } from 'vitest';
import {
  contrastOnWhite,
  customRoutineProblem,
  formatDueTime,
  readableColor,
  streakText,
  timeZoneChoices,
  urlBase64ToUint8Array,
} from './habit-format.ts';
import { habitIcon } from './habit-icons.ts';

describe('the Add Habit form', () => {
  const full = { title: 'Walk', description: 'Twenty minutes outside', target: 'Morning', routineType: 'Weekly', reminderTime: '', reminderDay: null } as const;
  it('needs a title, a description, a time of day and a type', () => {
    expect(customRoutineProblem(full)).toBeNull();
    expect(customRoutineProblem({ ...full, title: '  ' })).toBe(messages.routineCustomize);
    expect(customRoutineProblem({ ...full, description: '' })).toBe(messages.routineCustomize);
    expect(customRoutineProblem({ ...full, target: null })).toBe(messages.routineCustomize);
    expect(customRoutineProblem({ ...full, routineType: null })).toBe(messages.routineCustomize);
  });
  it('takes a reminder with both its time and day, or neither', () => {
    expect(customRoutineProblem({ ...full, reminderTime: '07:30', reminderDay: 'Everyday' })).toBeNull();
    expect(customRoutineProblem({ ...full, reminderTime: '07:30' })).toBe(messages.reminderMissing);
    expect(customRoutineProblem({ ...full, reminderDay: 'Mon' })).toBe(messages.reminderMissing);
  });
});

describe('times', () => {
  it('shows a due time in the customer’s zone, 12-hour', () => {
    expect(formatDueTime('2026-11-24T07:30:00Z', 'Europe/London')).toBe('Tue, Nov 24, 07:30 AM');
    expect(formatDueTime('2026-11-24T07:30:00Z', 'America/New_York')).toBe('Tue, Nov 24, 02:30 AM');
    expect(formatDueTime('2026-11-24T19:05:00Z', 'UTC')).toBe('Tue, Nov 24, 07:05 PM');
    // Across the clocks going back in London (25 Oct 2026): 07:30 local either side.
    expect(formatDueTime('2026-10-24T06:30:00Z', 'Europe/London')).toBe('Sat, Oct 24, 07:30 AM');
    expect(formatDueTime('2026-10-26T07:30:00Z', 'Europe/London')).toBe('Mon, Oct 26, 07:30 AM');
  });
  it('falls back to UTC for an unknown zone and says when the instant is not one', () => {
    expect(formatDueTime('2026-11-24T07:30:00Z', 'Not/AZone')).toBe('Tue, Nov 24, 07:30 AM');
    expect(formatDueTime('soon', 'UTC')).toBe('Invalid Date');
  });
  it('offers UTC first and always the current zone', () => {
    expect(timeZoneChoices(['Europe/London', 'UTC'], 'Europe/London')).toEqual(['UTC', 'Europe/London']);
    expect(timeZoneChoices(['Europe/London'], 'Asia/Calcutta')).toEqual(['UTC', 'Europe/London', 'Asia/Calcutta']);
  });
});

describe('the greeting used on /Routine', () => {
  it('changes at 12:00 and 18:00', () => {
    expect(greeting(new Date(2026, 10, 24, 11, 59))).toBe('Good Morning');
    expect(greeting(new Date(2026, 10, 24, 12, 0))).toBe('Good Afternoon');
    expect(greeting(new Date(2026, 10, 24, 17, 59))).toBe('Good Afternoon');
    expect(greeting(new Date(2026, 10, 24, 18, 0))).toBe('Good Evening');
  });
});

describe('icon colours', () => {
  it('keeps a colour that already reads and darkens one that does not', () => {
    expect(readableColor('#198754', 3)).toBe('#198754');
    const light = readableColor('#ffd43b', 3);
    expect(light).not.toBe('#ffd43b');
    expect(contrastOnWhite(light)).toBeGreaterThanOrEqual(3);
    expect(contrastOnWhite(readableColor('#ffffff'))).toBeGreaterThanOrEqual(4.5);
  });
  it('gives grey for anything that is not a colour', () => {
    expect(readableColor('red')).toBe('#495057');
    expect(readableColor(null)).toBe('#495057');
  });
  it('maps the library’s kebab-case names to Tabler icons, with a fallback', () => {
    expect(habitIcon('pig-money').displayName).toMatch(/PigMoney/i);
    expect(habitIcon('tools-kitchen-2').displayName).toMatch(/ToolsKitchen2/i);
    expect(habitIcon('no-such-icon')).toBe(habitIcon(null));
    expect(habitIcon('toString')).toBe(habitIcon(null));
  });
});

describe('the push key', () => {
  it('decodes URL-safe base64 without padding', () => {
    expect([...urlBase64ToUint8Array('AQID')]).toEqual([1, 2, 3]);
    expect([...urlBase64ToUint8Array('-_8')]).toEqual([251, 255]);
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = urlBase64ToUint8Array(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('streaks', () => {
  it('reads as a number of days', () => {
    expect(streakText(5)).toBe('5-day streak');
    expect(streakText(1)).toBe('1-day streak');
  });
});
