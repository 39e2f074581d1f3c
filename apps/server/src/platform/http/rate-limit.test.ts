import { describe, expect, it } from 'vitest';
import { defaultRateLimits, scaleLimits } from './rate-limit.ts';

describe('scaleLimits', () => {
  it('multiplies every maximum and keeps the windows', () => {
    const scaled = scaleLimits(defaultRateLimits, 10);
    expect(scaled.login.perAccount).toEqual({ max: defaultRateLimits.login.perAccount.max * 10, windowMs: defaultRateLimits.login.perAccount.windowMs });
    expect(scaleLimits(defaultRateLimits, 1)).toBe(defaultRateLimits);
  });
});
