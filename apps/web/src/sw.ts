/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa into dist/sw.js, registered by lib/pwa.ts). It does
// three things and nothing else:
// - precaches the built code, styles and icons, so an installed app starts from its own copy;
// - shows the reminders the server pushes;
// - opens the app where a notification points when it is clicked.
// It has no other fetch handling: pages come from the server (each with its own hints), and API and
// /dev calls always go to the network untouched; only the precached build files are answered here.
//
// The webworker lib above is a program-wide reference in `tsc -p apps/web` (skipLibCheck hides the
// clashes with DOM's); `self` is typed as the worker's scope in this file only.
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Where a notification leads when its payload names nowhere (or somewhere off this site). */
const DEFAULT_URL = '/Routine';
const FALLBACK_TITLE = 'IYL reminder';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// A new version takes over at once: the precache only holds content-hashed files and pages are never
// served from it, so an open tab keeps working with the files it already loaded.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** What the server sends in a push (JSON). Anything else is shown as the body of a generic reminder. */
interface PushPayload {
  title: string;
  body: string;
  url?: string;
  tag?: string;
}

/** A path on this site, or the default: a payload never sends the app to another origin. */
function sameOriginUrl(url: unknown): string {
  if (typeof url !== 'string' || !url) return DEFAULT_URL;
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? `${target.pathname}${target.search}${target.hash}` : DEFAULT_URL;
  } catch {
    return DEFAULT_URL;
  }
}

function readPayload(data: PushMessageData | null): PushPayload {
  const text = data?.text() ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { title: FALLBACK_TITLE, body: text };
  }
  if (!parsed || typeof parsed !== 'object') return { title: FALLBACK_TITLE, body: text };
  const { title, body, url, tag } = parsed as Record<string, unknown>;
  return {
    title: typeof title === 'string' && title.trim() ? title : FALLBACK_TITLE,
    body: typeof body === 'string' ? body : '',
    url: sameOriginUrl(url),
    tag: typeof tag === 'string' && tag ? tag : undefined,
  };
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  // Browsers require every push to show a notification (userVisibleOnly), so there is always one.
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'en',
      // The same tag replaces the earlier notification (one per reminder) instead of stacking.
      tag: payload.tag,
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = new URL(url, self.location.origin).href;
  // The window already on the page, else the one the user last looked at, else any of the app's.
  const existing = windows.find((client) => client.url === target) ?? windows.find((client) => client.focused) ?? windows[0];
  if (existing) {
    const focused = await existing.focus().catch(() => existing);
    if (focused.url === target) return;
    // navigate() works on windows this worker controls (all of them after clients.claim());
    // should it fail, a new window is opened instead.
    const navigated = await focused.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = sameOriginUrl(data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined);
  event.waitUntil(openApp(url));
});

// 'pushsubscriptionchange' (Firefox; the others do not fire it) is left alone on purpose: the worker
// has no session to tell the server about a new subscription. The app is expected to check its
// subscription when it runs (subscribe again if it is gone), and the server to drop a subscription
// the push service answers 404 or 410 for.
