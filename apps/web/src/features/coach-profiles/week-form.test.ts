import { describe, expect, it } from 'vitest';
import { draftOf, weekOf } from './week-form.ts';

describe('the week a coach gives', () => {
  it('starts from the saved week (or the offered default) and sends only the days ticked', () => {
    const draft = draftOf({ sessionMinutes: 45, windows: [{ day: 'Tue', start: '10:00', end: '12:00' }] });
    expect(draft.minutes).toBe('45');
    expect(draft.rows.Tue).toEqual({ on: true, start: '10:00', end: '12:00' });
    expect(draft.rows.Mon).toEqual({ on: false, start: '09:00', end: '17:00' });
    expect(weekOf(draft)).toEqual({ sessionMinutes: 45, windows: [{ day: 'Tue', start: '10:00', end: '12:00' }] });
    const monday = { ...draft, rows: { ...draft.rows, Mon: { ...draft.rows.Mon, on: true } } };
    expect(weekOf(monday)?.windows.map((w) => w.day)).toEqual(['Mon', 'Tue']);
  });

  it('refuses what the server would: an end before its start, off the quarter hour, a length not offered', () => {
    const draft = draftOf({ sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '17:00' }] });
    expect(weekOf({ ...draft, rows: { ...draft.rows, Mon: { on: true, start: '17:00', end: '09:00' } } })).toBeNull();
    expect(weekOf({ ...draft, rows: { ...draft.rows, Mon: { on: true, start: '09:10', end: '17:00' } } })).toBeNull();
    expect(weekOf({ ...draft, minutes: '50' })).toBeNull();
    // An unticked day's odd times do not matter.
    expect(weekOf({ ...draft, rows: { ...draft.rows, Sun: { on: false, start: '23:00', end: '01:00' } } })).not.toBeNull();
  });
});
