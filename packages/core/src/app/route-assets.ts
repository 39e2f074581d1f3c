import type { Role } from '../access/roles.ts';

/**
 * What one path of the web app needs on a first visit besides index.html and the files it already
 * links: written by the web build (apps/web/build/route-assets.ts) to dist/route-assets.json, read by
 * the server, which announces these in the page it sends for that path.
 */
export interface RouteAssets {
  /** JavaScript chunks of the screen (and of its layout), announced with rel=modulepreload. */
  modules: string[];
  /** Their style sheets, in cascade order. */
  styles: string[];
  /** Who may see the screen: a role, or null for a public screen. */
  role: Role | null;
  /**
   * API reads (paths under /api/v1) of the screen's guard, the session check: announced to a visitor
   * whose session is live, whatever the role (the guard asks before it lets anyone in or sends them away).
   */
  guardReads: string[];
  /**
   * API reads the screen makes once its guard lets the visitor in: announced only to a signed-in
   * visitor of the screen's role. Anyone else is sent to /Login, and would get 401s or 403s.
   */
  reads: string[];
}

/** The lower-cased path without its leading slash ('*' for every other path) → its assets. */
export type RouteAssetsFile = Record<string, RouteAssets>;

export const ROUTE_ASSETS_FILE = 'route-assets.json';
export const OTHER_PATHS = '*';
