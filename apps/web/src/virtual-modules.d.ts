/** Made by the web build (build/route-assets.ts, browserRouteTable): see BrowserRouteTable in lib/screens.ts. */
declare module 'virtual:iyl-route-table' {
  import type { Screen, ScreenGroup } from './lib/screens.ts';
  export const screenGroups: readonly ScreenGroup[];
  export const FALLBACK_SCREEN: Screen;
}
