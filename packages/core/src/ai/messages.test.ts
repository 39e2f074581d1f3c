import { describe, expect, it } from 'vitest';
import { aiLimitMessage, inTime } from './messages.ts';

describe('the AI limit says the real wait', () => {
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

  it('is one sentence of refusal and one of when to try again, never "a few minutes"', () => {
    expect(aiLimitMessage(3_525)).toBe('You have asked the AI coach a lot in a short time. Please try again in about an hour.');
    expect(aiLimitMessage(700)).toBe('You have asked the AI coach a lot in a short time. Please try again in 12 minutes.');
    expect(aiLimitMessage(30)).not.toMatch(/few minutes/);
  });
});
