import { describe, expect, it } from 'vitest';
import { messages } from '../catalog/messages.ts';
import { inTime, withWait } from './messages.ts';

describe('a limit says the real wait', () => {
  it('in minutes up to about three quarters of an hour, then in hours', () => {
    expect(inTime(1)).toBe('in a minute');
    expect(inTime(60)).toBe('in a minute');
    expect(inTime(61)).toBe('in 2 minutes');
    expect(inTime(12 * 60)).toBe('in 12 minutes');
    expect(inTime(49 * 60)).toBe('in 49 minutes');
    // The review's Retry-After: 3,525 s (59 minutes) was told "a few minutes".
    expect(inTime(3_525)).toBe('in about an hour');
    expect(inTime(3_600)).toBe('in about an hour');
    expect(inTime(3 * 3_600)).toBe('in about 3 hours');
  });

  it('each refusal is one sentence, then when to try again: never "a few minutes", "a while" or "a minute" whatever the wait', () => {
    expect(withWait(messages.aiLimit, 3_525)).toBe('You have asked the AI coach a lot in a short time. Please try again in about an hour.');
    expect(withWait(messages.aiLimit, 700)).toBe('You have asked the AI coach a lot in a short time. Please try again in 12 minutes.');
    expect(withWait(messages.tooManyAttempts, 900)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(withWait(messages.chatMailLimit, 2_400)).toBe('You have e-mailed several chats in a short time. Please try again in 40 minutes.');
    expect(withWait(messages.streamLimit, 42)).toBe('You have asked for answers and live updates very often. Please try again in a minute.');
    for (const refusal of [messages.aiLimit, messages.tooManyAttempts, messages.chatMailLimit, messages.streamLimit]) {
      expect(refusal).toMatch(/^[^.]+\.$/);
      expect(refusal).not.toMatch(/wait|try again/i);
    }
  });
});
