import type { Role } from '@iyl/core/access/roles';

/**
 * A screen of the route table: its path, the page module that draws it, and the API reads it starts
 * with. Only the module's name travels (from src/, without the extension; the module exports a
 * component of the same name as its file): the router loads it lazily (app/router.tsx) and the web
 * build finds its chunk by it (build/route-assets.ts), so a screens list never pulls a page into the
 * app's entry.
 */
export interface Screen {
  path: string;
  module: string;
  /** API reads (paths under /api/v1) the screen makes as soon as it shows. */
  data?: readonly string[];
}

/** A screen as its feature declares it (features/<f>/screens.ts): with who may open it, null for anyone. */
export interface FeatureScreen extends Screen {
  role: Role | null;
}

/** The screens of one role (null: the public ones), and the signed-in frame they show in. */
export interface ScreenGroup {
  role: Role | null;
  layout?: string;
  screens: readonly Screen[];
}

/**
 * The module the router reads the route table from: app/route-table.ts without the screens' reads
 * (apps/web/build/route-assets.ts makes it).
 */
export const BROWSER_ROUTE_TABLE = 'virtual:iyl-route-table';

export interface BrowserRouteTable {
  screenGroups: readonly ScreenGroup[];
  FALLBACK_SCREEN: Screen;
}

/** The export of a page or layout module: its file name. */
export const exportName = (module: string) => module.slice(module.lastIndexOf('/') + 1);
