import type { Role } from '../access/roles.ts';

/** Where each role lands after sign-in (spec part 1 §2). */
export const roleHome: Record<Role, string> = {
  Customer: '/Board',
  Coach: '/CoachAccount',
  Admin: '/adminHome',
  Global: '/globalHome',
};

export interface HomeState {
  role: Role;
  onboardingDone: boolean;
  coachProfileComplete: boolean;
}

/** The home for a signed-in user, with the spec's detours: unfinished onboarding and coach profile. */
export function homeFor(user: HomeState): string {
  if (user.role === 'Customer' && !user.onboardingDone) return '/Quiz';
  if (user.role === 'Coach' && !user.coachProfileComplete) return '/Profile';
  return roleHome[user.role];
}

/** Text of the role-specific welcome toast after sign-in. */
export function loggedInAs(role: Role): string {
  const label: Record<Role, string> = {
    Customer: 'You are Logged In as a Customer',
    Coach: 'You are Logged In as a Coach',
    Admin: 'You are Logged In as an Admin',
    Global: 'You are Logged In as a Global Administrator',
  };
  return label[role];
}
