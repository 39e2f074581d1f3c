import { describe, expect, it } from 'vitest';
import { homeFor, loggedInAs } from './routes.ts';

describe('homeFor', () => {
  const base = { onboardingDone: true, coachProfileComplete: true };
  it.each([
    [{ ...base, role: 'Customer' as const }, '/Board'],
    [{ ...base, role: 'Customer' as const, onboardingDone: false }, '/Quiz'],
    [{ ...base, role: 'Coach' as const }, '/CoachAccount'],
    [{ ...base, role: 'Coach' as const, coachProfileComplete: false }, '/Profile'],
    [{ ...base, role: 'Admin' as const }, '/adminHome'],
    [{ ...base, role: 'Global' as const }, '/globalHome'],
  ])('%o → %s', (user, home) => {
    expect(homeFor(user)).toBe(home);
  });

  it('names the role in the welcome', () => {
    expect(loggedInAs('Coach')).toBe('You are Logged In as a Coach');
    expect(loggedInAs('Customer')).toBe('You are Logged In as a Customer');
  });
});
