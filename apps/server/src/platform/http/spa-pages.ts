import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { OTHER_PATHS, ROUTE_ASSETS_FILE, type RouteAssets, type RouteAssetsFile } from '@iyl/core/app/route-assets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../html/escape.ts';

interface Page {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The single-page app's HTML for any of its paths. The build's dist/route-assets.json says what each
 * path's screen needs (its code, styles and, signed in, its first API reads); the page announces
 * them in its head so the browser fetches them alongside the app's entry instead of discovering them
 * one round trip after another. The reads are announced only to a visitor with a session cookie:
 * anyone else is on the way to /Login and would never use them.
 *
 * Each variant is built and compressed once, on first use; there are two per path of the route table.
 */
export function createSpaPages(webDist: string, apiBase: string) {
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const assetsFile = join(webDist, ROUTE_ASSETS_FILE);
  const routes: RouteAssetsFile = existsSync(assetsFile) ? JSON.parse(readFileSync(assetsFile, 'utf8')) : {};
  const pages = new Map<string, Page>();

  const hints = (assets: RouteAssets | undefined, signedIn: boolean) => {
    if (!assets) return '';
    // The screen's code and styles come after the entry's, which has to run first anyway: low priority.
    const links = [
      ...assets.styles.map((href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`),
      ...assets.modules.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`),
      // crossorigin (anonymous, same-origin credentials) is what makes the app's own fetch() use these.
      ...(signedIn ? assets.reads.map((path) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(apiBase + path)}">`) : []),
    ];
    return links.join('\n    ');
  };

  const build = (key: string, signedIn: boolean): Page => {
    const extra = hints(routes[key], signedIn);
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
    send(request: FastifyRequest, reply: FastifyReply, signedIn: boolean) {
      const key = keyOf(request.url.split('?')[0] ?? '/');
      const id = `${key}\n${signedIn}`;
      let page = pages.get(id);
      if (!page) {
        page = build(key, signedIn);
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
