/// <reference types="vite/client" />
import { type Role, roles } from '@iyl/core/access/roles';
import { SESSION_PATH } from '../features/auth/paths.ts';
import type { FeatureScreen, Screen, ScreenGroup } from '../lib/screens.ts';

/**
 * The spec's route table as plain data (part 1 §2, part 2 §2): which module draws each screen, in
 * which layout, for which role, and which API reads the screen starts with. The router builds its
 * lazy routes from it, and the web build (build/route-assets.ts) turns it into the list of files and
 * reads each path needs, which the server announces in the page itself so the browser fetches them
 * alongside the app's code instead of one after the other.
 *
 * Each feature declares its own screens (features/<f>/screens.ts: whatever it exports is a list of
 * screens), found here by looking: a new feature's screens need no line written here. The features come
 * in their folders' order; the router ranks paths by how specific they are, not by their place, and no
 * path is declared twice (route-table.test.ts).
 */
const screensFiles = import.meta.glob<Record<string, readonly FeatureScreen[]>>('../features/*/screens.ts', { eager: true });

export const featureScreens: readonly (readonly FeatureScreen[])[] = Object.values(screensFiles).flatMap((exports) => Object.values(exports));

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
