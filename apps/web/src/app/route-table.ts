import { type Role, roles } from '@iyl/core/access/roles';
import { adminScreens } from '../features/admin/screens.ts';
import { authScreens } from '../features/auth/screens.ts';
import { SESSION_PATH } from '../features/auth/paths.ts';
import { bookingsScreens } from '../features/bookings/screens.ts';
import { brandVoiceScreens } from '../features/brand-voice/screens.ts';
import { coachChatScreens } from '../features/coach-chat/screens.ts';
import { coachProfilesScreens } from '../features/coach-profiles/screens.ts';
import { communityScreens } from '../features/community/screens.ts';
import { coursesScreens } from '../features/courses/screens.ts';
import { dashboardScreens } from '../features/dashboard/screens.ts';
import { habitsScreens } from '../features/habits/screens.ts';
import { insightsScreens } from '../features/insights/screens.ts';
import { mealsScreens } from '../features/meals/screens.ts';
import { moodScreens } from '../features/mood/screens.ts';
import { notesScreens } from '../features/notes/screens.ts';
import { onboardingScreens } from '../features/onboarding/screens.ts';
import { payoutsScreens } from '../features/payouts/screens.ts';
import { plansScreens } from '../features/plans/screens.ts';
import { profileScreens } from '../features/profile/screens.ts';
import { referralScreens } from '../features/referral/screens.ts';
import { remindersScreens } from '../features/reminders/screens.ts';
import { routinesScreens } from '../features/routines/screens.ts';
import type { FeatureScreen, Screen, ScreenGroup } from '../lib/screens.ts';

/**
 * The spec's route table as plain data (part 1 §2, part 2 §2): which module draws each screen, in
 * which layout, for which role, and which API reads the screen starts with. The router builds its
 * lazy routes from it, and the web build (build/route-assets.ts) turns it into the list of files and
 * reads each path needs, which the server announces in the page itself so the browser fetches them
 * alongside the app's code instead of one after the other.
 *
 * Each feature declares its own screens (features/<f>/screens.ts); a new feature adds one line here.
 */
export const featureScreens: readonly (readonly FeatureScreen[])[] = [
  authScreens,
  onboardingScreens,
  dashboardScreens,
  plansScreens,
  notesScreens,
  referralScreens,
  profileScreens,
  habitsScreens,
  routinesScreens,
  remindersScreens,
  mealsScreens,
  moodScreens,
  brandVoiceScreens,
  coachChatScreens,
  coachProfilesScreens,
  bookingsScreens,
  payoutsScreens,
  coursesScreens,
  communityScreens,
  insightsScreens,
  adminScreens,
];

/** What an unknown path shows: the spec wants the Login screen, not a redirect. */
export const FALLBACK_SCREEN: Screen = { path: '*', module: 'features/auth/LoginPage' };

/** The signed-in frame each role's screens show in; the staff homes draw their own. */
const layouts: Record<Role, string | undefined> = {
  Customer: 'app/CustomerLayout',
  Coach: 'app/CoachLayout',
  Admin: undefined,
  Global: undefined,
};

const groupOf = (role: Role | null): ScreenGroup => {
  const screens = featureScreens.flat().filter((screen) => screen.role === role);
  const layout = role && layouts[role];
  return layout ? { role, layout, screens } : { role, screens };
};

/** The public screens, then each role's. */
export const screenGroups: readonly ScreenGroup[] = [null, ...roles].map(groupOf);

/** The read a signed-in screen's guard starts with: the session (public screens have no guard). */
export const guardReads = (group: ScreenGroup): string[] => (group.role ? [SESSION_PATH] : []);
