/// <reference types="vite/client" />
import type { Role } from '@iyl/core/access/roles';
import type { NavEntry, ScreenCard, ScreenLinks } from '../components/screen-links.tsx';
import type { NavItem } from './AppLayout.tsx';

/**
 * Every feature's links to its screens (features/<f>/nav.ts: whatever it exports is a list of entries),
 * found by looking: a new feature's links need no line written here. Kept apart from the route table:
 * the icons load with the signed-in frames, not with the app's entry. Each place sorts its links by
 * their own order, so the features' order does not show.
 */
const navFiles = import.meta.glob<Record<string, readonly NavEntry[]>>('../features/*/nav.ts', { eager: true });

export const featureNav: readonly (readonly NavEntry[])[] = Object.values(navFiles).flatMap((exports) => Object.values(exports));

type Place = 'sidebar' | 'header' | 'card' | 'menu';
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

/** The links beside the user's name in the header (their own account's screens). */
export const menuLinksFor = (role: Role): NavItem[] => placed(role, 'menu').map(({ menu, to, icon }) => ({ label: menu.label, to, icon }));

export const cardsFor = (role: Role): ScreenCard[] => placed(role, 'card').map(({ card, to, icon }) => ({ title: card.label, to, description: card.description, icon }));

/** What the role's screens read from their frame: the dashboard's cards and each screen's icon. */
export const screenLinksFor = (role: Role): ScreenLinks => ({
  cards: cardsFor(role),
  icons: new Map(featureNav.flat().filter((entry) => entry.role === role).map((entry) => [entry.to, entry.icon])),
});
