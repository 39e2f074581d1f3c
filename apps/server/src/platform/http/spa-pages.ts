import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { OTHER_PATHS, ROUTE_ASSETS_FILE, type RouteAssets, type RouteAssetsFile } from '@iyl/core/app/route-assets';
import type { Role } from '@iyl/core/access/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../html/escape.ts';

/** How far the screen's guard lets the visitor: nowhere, to its session check, or into the screen. */
type Reach = 'none' | 'guard' | 'all';

interface Page {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The single-page app's HTML for any of its paths. The build's dist/route-assets.json says what each
 * path's screen needs (its code, styles and, signed in, its first API reads); the page announces
 * them in its head so the browser fetches them alongside the app's entry instead of discovering them
 * one round trip after another. Reads are announced only as far as the screen's guard would let the
 * visitor through: none to a visitor without a live session (on the way to /Login), the session check
 * to a signed-in visitor of another role (sent to /Login by the guard), and the screen's own reads only
 * to its role. An announced read is fetched at once, so announcing more would send requests the
 * guard never allowed (401s and 403s in the browser's console).
 *
 * Each variant is built and compressed once, on first use; there are three per path of the route table.
 */
export function createSpaPages(webDist: string, apiBase: string) {
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const assetsFile = join(webDist, ROUTE_ASSETS_FILE);
  const routes: RouteAssetsFile = existsSync(assetsFile) ? JSON.parse(readFileSync(assetsFile, 'utf8')) : {};
  const pages = new Map<string, Page>();
  // The build's folders (assets/, icons/): whatever is asked for under them is a file or nothing.
  const folders = new Set(readdirSync(webDist, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : [])));

  const hints = (assets: RouteAssets | undefined, reach: Reach) => {
    if (!assets) return '';
    const reads = reach === 'none' ? [] : reach === 'guard' ? assets.guardReads : [...assets.guardReads, ...assets.reads];
    // The screen's code and styles come after the entry's, which has to run first anyway: low priority.
    const links = [
      ...assets.styles.map((href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`),
      ...assets.modules.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`),
      // crossorigin (anonymous, same-origin credentials) is what makes the app's own fetch() use these.
      ...reads.map((path) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(apiBase + path)}">`),
    ];
    return links.join('\n    ');
  };

  const build = (key: string, reach: Reach): Page => {
    const extra = hints(routes[key], reach);
    const html = Buffer.from(extra ? template.replace('</head>', `  ${extra}\n  </head>`) : template);
    return {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
  };

  /** The route table's key for a path: its one segment, lower-cased (React Router matches paths case-insensitively). */
  const keyOf = (pathname: string): string => {
    const segment = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
    return !segment.includes('/') && Object.hasOwn(routes, segment) ? segment : OTHER_PATHS;
  };

  return {
    /**
     * Whether a path asks for a file, not a screen (the screens' paths are words without a dot): one
     * under a folder of the build, or a name with an extension (/assets/app-1a2b.js, /sw.js, /favicon.ico).
     * One this process does not have is answered 404, never the page: during a rolling upgrade a newer
     * release's page may ask a process of the previous one for its code, and the page in its place would
     * be refused by the browser as a script without saying what was missing.
     */
    asksForFile(pathname: string) {
      const segments = pathname.split('/').filter(Boolean);
      return folders.has(segments[0] ?? '') || /\.[a-z0-9]+$/i.test(segments.at(-1) ?? '');
    },

    /** `viewer`: the role of the visitor's live session, or null without one. */
    send(request: FastifyRequest, reply: FastifyReply, viewer: Role | null) {
      const key = keyOf(request.url.split('?')[0] ?? '/');
      const role = routes[key]?.role ?? null;
      const reach: Reach = viewer === null ? 'none' : viewer === role ? 'all' : 'guard';
      const id = `${key}\n${reach}`;
      let page = pages.get(id);
      if (!page) {
        page = build(key, reach);
        pages.set(id, page);
      }
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = /\bbr\b/.test(accepts) ? ['br', page.br] : /\bgzip\b/.test(accepts) ? ['gzip', page.gzip] : [null, page.html];
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8')
        .send(body);
    },
  };
}
