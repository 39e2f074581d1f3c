import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_ASSETS_FILE, type RouteAssetsFile } from '@iyl/core/app/route-assets';

/**
 * The byte budget of a first visit (apps/web/budget.json, checked by budget.test.ts in `npm test`):
 * for the app's shell (what index.html links: the entry, the chunks it imports, its styles) and for
 * each path of the route table (the shell plus what the server announces for that path, from
 * dist/route-assets.json), the JavaScript and the CSS a browser downloads before the screen can
 * show, gzip-compressed as the server sends them (precompress.mjs, level 9). Bytes, not time: the
 * same build weighs the same on every machine.
 */
export interface Weight {
  js: number;
  css: number;
}

export interface FirstLoads {
  shell: Weight;
  /** Keyed as in route-assets.json: the path lower-cased without its slash, '*' for any other path. */
  routes: Record<string, Weight>;
}

/** Budgets in KB (1,024 bytes) of gzip, as people read them. */
export interface Budget {
  $comment?: string;
  shell: Weight;
  routes: Record<string, Weight>;
}

export const BUDGET_FILE = 'budget.json';

/** What index.html makes the browser download: the entry script, its module preloads and style sheets. */
export function linkedByIndex(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src?.startsWith('/assets/')) continue;
    const wanted = tag.startsWith('<script')
      ? /\btype="module"/.test(tag)
      : /\brel="(modulepreload|stylesheet)"/.test(tag);
    if (wanted) files.push(src);
  }
  return files;
}

export function measureFirstLoads(dist: string): FirstLoads {
  const sizes = new Map<string, number>();
  const gzipped = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;
      sizes.set(url, size);
    }
    return size;
  };
  const weigh = (urls: Iterable<string>): Weight => {
    const weight = { js: 0, css: 0 };
    for (const url of new Set(urls)) {
      if (url.endsWith('.js')) weight.js += gzipped(url);
      else if (url.endsWith('.css')) weight.css += gzipped(url);
    }
    return weight;
  };
  const shellFiles = linkedByIndex(readFileSync(join(dist, 'index.html'), 'utf8'));
  const routes: RouteAssetsFile = JSON.parse(readFileSync(join(dist, ROUTE_ASSETS_FILE), 'utf8'));
  return {
    shell: weigh(shellFiles),
    routes: Object.fromEntries(
      Object.entries(routes).map(([key, assets]) => [key, weigh([...shellFiles, ...assets.modules, ...assets.styles])]),
    ),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every way the measured first loads break the budget, in words; empty when they keep it. */
export function overBudget(measured: FirstLoads, budget: Budget): string[] {
  const problems: string[] = [];
  const compare = (what: string, weight: Weight, allowed: Weight) => {
    for (const kind of ['js', 'css'] as const) {
      if (weight[kind] > allowed[kind] * 1024) {
        problems.push(`${what}: ${kind.toUpperCase()} ${kb(weight[kind])} KB gzip, over its budget of ${allowed[kind]} KB`);
      }
    }
  };
  compare('the app shell', measured.shell, budget.shell);
  for (const [route, weight] of Object.entries(measured.routes)) {
    const allowed = budget.routes[route];
    if (allowed) compare(`/${route}`, weight, allowed);
    else problems.push(`/${route} has no budget: add it to apps/web/${BUDGET_FILE} (its first load is JS ${kb(weight.js)} KB, CSS ${kb(weight.css)} KB)`);
  }
  for (const route of Object.keys(budget.routes)) {
    if (!measured.routes[route]) problems.push(`/${route} is in apps/web/${BUDGET_FILE} but not in the route table: remove it`);
  }
  return problems;
}

/** The measured first loads as a table (npm run audit:web prints it; so does a failing budget test). */
export function firstLoadTable(measured: FirstLoads, budget?: Budget): string {
  const row = (name: string, weight: Weight, allowed?: Weight) =>
    `${name.padEnd(16)} JS ${kb(weight.js).padStart(6)} KB${allowed ? ` / ${allowed.js}` : ''}   CSS ${kb(weight.css).padStart(5)} KB${allowed ? ` / ${allowed.css}` : ''}`;
  return [
    row('app shell', measured.shell, budget?.shell),
    ...Object.entries(measured.routes).map(([route, weight]) => row(`/${route}`, weight, budget?.routes[route])),
  ].join('\n');
}
