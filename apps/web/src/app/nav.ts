import type { Role } from '@iyl/core/access/roles';
import type { NavEntry, ScreenCard, ScreenLinks } from '../components/screen-links.tsx';
import { bookingsNav } from '../features/bookings/nav.ts';
import { brandVoiceNav } from '../features/brand-voice/nav.ts';
import { coachChatNav } from '../features/coach-chat/nav.ts';
import { coachProfilesNav } from '../features/coach-profiles/nav.ts';
import { communityNav } from '../features/community/nav.ts';
import { coursesNav } from '../features/courses/nav.ts';
import { habitsNav } from '../features/habits/nav.ts';
import { insightsNav } from '../features/insights/nav.ts';
import { mealsNav } from '../features/meals/nav.ts';
import { moodNav } from '../features/mood/nav.ts';
import { notesNav } from '../features/notes/nav.ts';
import { payoutsNav } from '../features/payouts/nav.ts';
import { plansNav } from '../features/plans/nav.ts';
import { profileNav } from '../features/profile/nav.ts';
import { referralNav } from '../features/referral/nav.ts';
import type { NavItem } from './AppLayout.tsx';

/**
 * Every feature's links to its screens (features/<f>/nav.ts); a new feature adds one line here. Kept
 * apart from the route table: the icons load with the signed-in frames, not with the app's entry.
 */
export const featureNav: readonly (readonly NavEntry[])[] = [
  plansNav,
  notesNav,
  referralNav,
  profileNav,
  habitsNav,
  mealsNav,
  moodNav,
  brandVoiceNav,
  coachChatNav,
  coachProfilesNav,
  bookingsNav,
  payoutsNav,
  coursesNav,
  communityNav,
  insightsNav,
];

type Place = 'sidebar' | 'header' | 'card';
type Placed<K extends Place> = NavEntry & Required<Pick<NavEntry, K>>;

const orderIn = (entry: NavEntry, place: Place) => entry[place]?.order ?? 0;

/** The role's entries that have a place in `place`, in their order there. */
function placed<K extends Place>(role: Role, place: K): Placed<K>[] {
  return featureNav
    .flat()
    .filter((entry): entry is Placed<K> => entry.role === role && entry[place] !== undefined)
    .sort((a, b) => orderIn(a, place) - orderIn(b, place));
}

export const sidebarFor = (role: Role): NavItem[] => placed(role, 'sidebar').map(({ sidebar, to, icon }) => ({ label: sidebar.label, to, icon }));

export const headerLinksFor = (role: Role) => placed(role, 'header').map(({ header, to }) => ({ label: header.label, to }));

export const cardsFor = (role: Role): ScreenCard[] => placed(role, 'card').map(({ card, to, icon }) => ({ title: card.label, to, description: card.description, icon }));

/** What the role's screens read from their frame: the dashboard's cards and each screen's icon. */
export const screenLinksFor = (role: Role): ScreenLinks => ({
  cards: cardsFor(role),
  icons: new Map(featureNav.flat().filter((entry) => entry.role === role).map((entry) => [entry.to, entry.icon])),
});
