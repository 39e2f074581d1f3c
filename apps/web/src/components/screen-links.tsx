import type { Role } from '@iyl/core/access/roles';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type ScreenIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

/** A link's words and its place among the others of its list (lower first). */
export interface LinkPlace {
  label: string;
  order: number;
}

/**
 * A feature's links to one of its screens (features/<f>/nav.ts), gathered by the signed-in frame of
 * `role`: the sidebar, the header and the dashboard's card grid each show the entries that have a
 * place in them. One icon per screen serves all three, and the screen itself.
 */
export interface NavEntry {
  to: string;
  role: Role;
  icon: ScreenIcon;
  sidebar?: LinkPlace;
  header?: LinkPlace;
  card?: LinkPlace & { description: string };
  /** Beside the user's name in the header: the account's own screens (Settings). */
  menu?: LinkPlace;
}

export interface ScreenCard {
  title: string;
  to: string;
  description: string;
  icon: ScreenIcon;
}

export interface ScreenLinks {
  /** The dashboard's cards, in their order. */
  cards: readonly ScreenCard[];
  /** Each screen's icon by its path ('/Health'). */
  icons: ReadonlyMap<string, ScreenIcon>;
}

// Gathered by the app's frame from every feature's nav.ts; the screens that show them know no other feature.
const Links = createContext<ScreenLinks>({ cards: [], icons: new Map() });

export function ScreenLinksProvider({ links, children }: { links: ScreenLinks; children: ReactNode }) {
  return <Links value={links}>{children}</Links>;
}

export const useScreenCards = () => useContext(Links).cards;

export const useScreenIcon = (to: string) => useContext(Links).icons.get(to);
