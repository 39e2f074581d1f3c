import { greeting } from '@iyl/core/app/rules';
import { messages } from '@iyl/core/catalog/messages';
import { describe, expect, it } from 'vitest';
import { customRoutineProblem, streakText } from './routine-format.ts';

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

describe('the greeting used on /Routine', () => {
  it('changes at 12:00 and 18:00', () => {
    expect(greeting(new Date(2026, 10, 24, 11, 59))).toBe('Good Morning');
    expect(greeting(new Date(2026, 10, 24, 12, 0))).toBe('Good Afternoon');
    expect(greeting(new Date(2026, 10, 24, 17, 59))).toBe('Good Afternoon');
    expect(greeting(new Date(2026, 10, 24, 18, 0))).toBe('Good Evening');
  });
});

describe('streaks', () => {
  it('reads as a number of days', () => {
    expect(streakText(5)).toBe('5-day streak');
    expect(streakText(1)).toBe('1-day streak');
  });
});
