import { useSyncExternalStore } from 'react';

// The installable app's browser side: registering the service worker (src/sw.ts, built to /sw.js),
// and the "Install the app" offer on the Login screen.

const SW_URL = '/sw.js';
const REGISTRATION_WAIT_MS = 10_000;

/**
 * Registers the service worker once the page has loaded and the browser is idle, so neither the
 * worker's script nor its precaching competes with the first load. Production builds only (the dev
 * server has no /sw.js); never throws: the app works the same without a worker.
 */
export function registerServiceWorker(): void {
  try {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const register = () => {
      // updateViaCache 'none': the browser checks /sw.js itself for updates, not a cached copy.
      navigator.serviceWorker.register(SW_URL, { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
        console.warn('The service worker could not be registered', error);
      });
    };
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
      else setTimeout(register, 1_000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  } catch {
    // An old or locked-down browser: no worker, nothing else changes.
  }
}

/** `work`'s answer, or `fallback` once `ms` have passed (the timer is cleared either way). */
function orAfter<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The active service worker's registration (for push subscriptions), or null when there is none
 * within `timeoutMs`: a browser without service workers, the dev server, or a registration that failed.
 */
export async function getServiceWorkerRegistration(timeoutMs = REGISTRATION_WAIT_MS): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    return await orAfter(navigator.serviceWorker.ready, timeoutMs, null);
  } catch {
    return null;
  }
}

/**
 * Signing out ends this browser's push subscription. The browser keeps one subscription for the site
 * whoever is signed in, and the next account that turns notifications on here would be handed the
 * same one; until then the server would still push the last account's reminders to this browser.
 * `forget` tells the server (called while the session still exists). Never throws, and gives up after
 * `timeoutMs`: a sign-out never waits long on it (a subscription left behind is refused by the push
 * service once ended, and the server drops it after its next reminder).
 */
export async function endPushSubscription(forget: (endpoint: string) => Promise<unknown>, timeoutMs = 3_000): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const work = (async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    // The browser first: once it has ended the subscription nothing reaches this browser, whatever the server hears.
    await subscription.unsubscribe();
    await forget(subscription.endpoint);
  })().catch(() => undefined);
  await orAfter(work, timeoutMs, undefined);
}

/** Chromium's install prompt event (not in the DOM typings: it is not a standard). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * iPhone, iPad or iPod, where installing is Share → Add to Home Screen and no browser offers a prompt.
 * iPadOS reports itself as a Mac; a Mac has no touch screen, so touch points tell them apart.
 */
export function isIos(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  maxTouchPoints: number = typeof navigator === 'undefined' ? 0 : (navigator.maxTouchPoints ?? 0),
): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

/** True when the app runs as the installed app (its own window), not in a browser tab. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || ['standalone', 'fullscreen', 'minimal-ui'].some((mode) => window.matchMedia?.(`(display-mode: ${mode})`).matches);
}

export interface InstallState {
  /** The browser offered its install prompt (Chromium); promptInstall() shows it. */
  canPrompt: boolean;
  /** Running as the installed app, or just installed from this page. */
  installed: boolean;
  /** iOS: show the Share → Add to Home Screen steps. */
  ios: boolean;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let justInstalled = false;
const listeners = new Set<() => void>();
const currentState = (): InstallState => ({ canPrompt: deferredPrompt !== null, installed: justInstalled || isStandalone(), ios: isIos() });
let snapshot = currentState();

function update() {
  const next = currentState();
  if (next.canPrompt !== snapshot.canPrompt || next.installed !== snapshot.installed || next.ios !== snapshot.ios) {
    snapshot = next;
    for (const listener of listeners) listener();
  }
}

/**
 * Starts listening for the browser's install prompt. Call it as the app starts: Chromium fires
 * 'beforeinstallprompt' once, soon after load, and only a kept event can show the prompt later.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for the "Install the app" button instead of the browser's own mini-infobar.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    justInstalled = true;
    update();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', update);
  update();
}

export function canPromptInstall(): boolean {
  return deferredPrompt !== null;
}

/** Shows the browser's install prompt; 'unavailable' when the browser offered none (or it was used). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  // A prompt event can be shown once.
  deferredPrompt = null;
  update();
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome;
  } catch {
    return 'unavailable';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: InstallState = { canPrompt: false, installed: false, ios: false };

/** The install state for a component; it re-renders when the browser offers its prompt or the app is installed. */
export function useInstallPrompt(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
}
