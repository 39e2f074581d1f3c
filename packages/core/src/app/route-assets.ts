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
  /** API reads (paths under /api/v1) the screen makes as soon as it shows; only worth it for a signed-in visitor. */
  reads: string[];
}

/** The lower-cased path without its leading slash ('*' for every other path) → its assets. */
export type RouteAssetsFile = Record<string, RouteAssets>;

export const ROUTE_ASSETS_FILE = 'route-assets.json';
export const OTHER_PATHS = '*';
