import { describe, expect, it } from 'vitest';
import { PENDING_PER_COACH_MAX, PENDING_TOTAL_MAX, REQUESTS_PER_COACH_PER_DAY_MAX } from '../bookings/constants.ts';
import { BRAND_CONTENTS_MAX } from '../brand-voice/limits.ts';
import { NOTES_PER_CUSTOMER_MAX } from '../notes/limits.ts';
import { PLANS_PER_CUSTOMER_MAX } from '../plans/limits.ts';
import { PUSH_SUBSCRIPTIONS_MAX, REMINDERS_PER_CUSTOMER_MAX, REMINDERS_PER_ROUTINE_MAX } from '../reminders/constants.ts';
import { ROUTINES_MAX_CURRENT } from '../routines/constants.ts';
import { messages } from './messages.ts';
import { catalogueParts } from './parts.generated.ts';

describe('message catalogue', () => {
  it('keeps the specification texts, with the misspellings fixed', () => {
    expect(messages.registrationFailed).toBe('Invalid Registration Credentials , You may want to try different Email');
    expect(messages.resetMismatch).toBe("The Password and Confirm Password Didn't Match!");
    expect(messages.loadFailed).toBe('Failed to get Health Tasks!');
    expect(messages.authFailed).toBe('Failed to Authenticate, Try Again!');
  });

  it('has no empty or duplicated text', () => {
    const texts = Object.values(messages);
    for (const t of texts) expect(t.trim().length).toBeGreaterThan(0);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('defines each key in one feature only (merging would hide a second text)', () => {
    const keys = catalogueParts.flatMap((part) => Object.keys(part));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(messages)).toHaveLength(keys.length);
  });
});

describe('stream messages', () => {
  it("the stream allowance's text is true for every stream endpoint: a topic's live updates, a chat answer and Brand Voice's Generate (one allowance)", () => {
    expect(messages.streamLimit).toMatch(/\banswers\b/);
    expect(messages.streamLimit).toMatch(/\blive updates\b/);
    // Not only reopened updates: a Generate opens no update, and was not reopened.
    expect(messages.streamLimit).not.toMatch(/reopen/i);
  });
});

describe('cap messages', () => {
  it('name the cap the server enforces (each built from its constant)', () => {
    const pinned: [string, number][] = [
      [messages.pushTooMany, PUSH_SUBSCRIPTIONS_MAX],
      [messages.reminderRoutineFull, REMINDERS_PER_ROUTINE_MAX],
      [messages.reminderCustomerFull, REMINDERS_PER_CUSTOMER_MAX],
      [messages.routineTooMany, ROUTINES_MAX_CURRENT],
      [messages.plansFull, PLANS_PER_CUSTOMER_MAX],
      [messages.notesFull, NOTES_PER_CUSTOMER_MAX],
      [messages.brandHistoryFull, BRAND_CONTENTS_MAX],
      [messages.bookingPendingPerCoach, PENDING_PER_COACH_MAX],
      [messages.bookingPendingTotal, PENDING_TOTAL_MAX],
      [messages.bookingRequestsPerDay, REQUESTS_PER_COACH_PER_DAY_MAX],
    ];
    for (const [text, cap] of pinned) expect(text.match(/\d+/g), text).toEqual([String(cap)]);
  });
});

describe('where e-mails are turned on and off', () => {
  it('every text that says where names one place, Settings under Notifications (not My Habit Routines or the Insights page)', () => {
    const saying = Object.entries(messages).filter(([, text]) => /turn (them|it|these e-mails|reminder e-mails|community replies|the weekly insight e-mail) (on again|off)/.test(text));
    expect(saying.map(([key]) => key).sort()).toEqual([
      'notificationCommunityRepliesUnsubscribeInvalid',
      'notificationUnsubscribed',
      'reminderEmailOff',
      'reminderUnsubscribeInvalid',
      'weeklyEmailUnsubscribeInvalid',
      'weeklyEmailUnsubscribed',
    ]);
    for (const [key, text] of saying) {
      expect(text, key).toContain('in Settings, under Notifications.');
      expect(text, key).not.toMatch(/My Habit Routines|Insights page/);
    }
  });
});
