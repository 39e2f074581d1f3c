import { describe, expect, it } from 'vitest';
import { defaultRateLimits, scaleLimits } from './rate-limit.ts';

describe('scaleLimits', () => {
  it('multiplies every maximum and keeps the windows and delays', () => {
    const scaled = scaleLimits(defaultRateLimits, 10);
    const { perAccount, perDevice } = defaultRateLimits.login;
    expect(scaled.login.perAccount).toEqual({ ...perAccount, max: perAccount.max * 10 });
    expect(scaled.login.perDevice).toEqual({ ...perDevice, max: (perDevice?.max ?? 0) * 10 });
    expect(scaled.ai.perIp).toEqual({ ...defaultRateLimits.ai.perIp, max: defaultRateLimits.ai.perIp.max * 10 });
    expect(scaleLimits(defaultRateLimits, 1)).toBe(defaultRateLimits);
  });

  it('sign-ins slow down (escalating delays) rather than lock; quotas such as AI calls do not', () => {
    for (const name of ['login', 'codeRequest', 'codeCheck', 'reset'] as const) {
      expect(defaultRateLimits[name].perAccount.backoff).toEqual({ firstMs: 1_000, maxMs: 15 * 60_000 });
      expect(defaultRateLimits[name].perDevice).toBeDefined();
    }
    expect(defaultRateLimits.ai.perAccount.backoff).toBeUndefined();
  });
});
