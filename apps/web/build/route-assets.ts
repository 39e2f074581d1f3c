import { resolve } from 'node:path';
import { OTHER_PATHS, ROUTE_ASSETS_FILE, type RouteAssets, type RouteAssetsFile } from '@iyl/core/app/route-assets';
import type { Plugin, Rollup } from 'vite';
import { FALLBACK_SCREEN, guardReads, screenGroups } from '../src/app/route-table.ts';
import { BROWSER_ROUTE_TABLE, type BrowserRouteTable, type Screen, type ScreenGroup } from '../src/lib/screens.ts';

type OutputChunk = Rollup.OutputChunk;

/**
 * Writes dist/route-assets.json from the route table and the bundle. The server puts these as hints
 * into the page it sends for each path, so the browser fetches a screen's code, styles and first
 * reads alongside the app's entry instead of discovering each in turn (three round trips fewer on a
 * signed-in first visit). The screen's role goes along: its reads are announced only to that role.
 */
export function routeAssets(root: string): Plugin {
  return {
    name: 'iyl-route-assets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string) => {
        const id = resolve(root, 'src', `${module}.tsx`);
        return chunks.find((chunk) => chunk.moduleIds.includes(id));
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('route-assets: the bundle has no entry chunk');
      // index.html already links the entry and everything it imports statically.
      const linked = closure([entry], byFile);
      const linkedCss = new Set([...linked].flatMap(cssOf));

      const assetsOf = (modules: string[]): Pick<RouteAssets, 'modules' | 'styles'> => {
        const roots = modules.map((module) => {
          const chunk = chunkOf(module);
          if (!chunk) this.error(`route-assets: no chunk for src/${module}.tsx (named in the route table)`);
          return chunk;
        });
        const needed = [...closure(roots, byFile)].filter((chunk) => !linked.has(chunk));
        return {
          modules: needed.map((chunk) => `/${chunk.fileName}`),
          styles: [...new Set(needed.flatMap(cssOf))].filter((css) => !linkedCss.has(css)).map((css) => `/${css}`),
        };
      };
      const entryFor = (group: ScreenGroup, screen: Screen): RouteAssets => ({
        ...assetsOf(group.layout ? [group.layout, screen.module] : [screen.module]),
        role: group.role,
        guardReads: guardReads(group),
        reads: [...(screen.data ?? [])],
      });

      const file: RouteAssetsFile = {};
      // A path several roles share (Settings) is announced as the first role's (the customers', in its frame).
      for (const group of screenGroups) {
        for (const screen of group.screens) file[screen.path.toLowerCase()] ??= entryFor(group, screen);
      }
      file[OTHER_PATHS] = entryFor({ role: null, screens: [] }, FALLBACK_SCREEN);
      this.emitFile({ type: 'asset', fileName: ROUTE_ASSETS_FILE, source: `${JSON.stringify(file, null, 2)}\n` });
    },
  };
}

/**
 * The chunks and every chunk they import statically, each after what it imports: the order in which
 * they run, and so the order their styles must cascade in.
 */
function closure(roots: OutputChunk[], byFile: Map<string, OutputChunk>): Set<OutputChunk> {
  const visited = new Set<OutputChunk>();
  const ordered = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (visited.has(chunk)) return;
    visited.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
    ordered.add(chunk);
  };
  for (const root of roots) visit(root);
  return ordered;
}

const RESOLVED_ROUTE_TABLE = `\0${BROWSER_ROUTE_TABLE}`;

/**
 * The route table as the browser needs it: paths, modules, roles and layouts, without the first reads
 * the screens declare for the build (those import every feature's endpoint list, ~30 KB the app's entry
 * would carry for nothing). In development it is the route table itself, so an edit to a screens.ts
 * shows at once.
 */
export function browserRouteTable(): Plugin {
  let serving = false;
  return {
    name: 'iyl-browser-route-table',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === BROWSER_ROUTE_TABLE ? RESOLVED_ROUTE_TABLE : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ROUTE_TABLE) return undefined;
      if (serving) return `export { screenGroups, FALLBACK_SCREEN } from '/src/app/route-table.ts';`;
      const bare = ({ path, module }: Screen): Screen => ({ path, module });
      const table: BrowserRouteTable = {
        screenGroups: screenGroups.map(({ role, layout, screens }) => ({ role, ...(layout ? { layout } : {}), screens: screens.map(bare) })),
        FALLBACK_SCREEN: bare(FALLBACK_SCREEN),
      };
      return Object.entries(table)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}

const cssOf = (chunk: OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
