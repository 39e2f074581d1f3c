import { getServiceWorkerRegistration } from '../../lib/pwa.ts';
import { urlBase64ToUint8Array } from './reminder-format.ts';

/** This browser's side of reminder notifications: the permission, the service worker and its push subscription. */

/** Why this device cannot be subscribed, in words the panel shows. */
export class PushProblem extends Error {}

export const pushProblems = {
  unsupported: 'This browser cannot show notifications from a web app. Reminders still come by e-mail.',
  denied: "Notifications are blocked for this site. Allow them in the browser's site settings, then try again.",
  noWorker: "This browser has not started the app's background worker, which notifications need. Reload the page and try again.",
} as const;

/** Push needs a service worker, the Push API and notifications; some browsers (older Safari, some in-app browsers) lack one. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This device's push subscription, if it has one (waits briefly for the worker). */
export async function currentSubscription(timeoutMs = 3_000): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await getServiceWorkerRegistration(timeoutMs);
  if (!registration) return null;
  try {
    return await registration.pushManager.getSubscription();
  } catch {
    return null;
  }
}

/** Asks for the permission; call it straight from the click, while the browser still counts it as the user's doing. */
export async function askPermission(): Promise<boolean> {
  if (!pushSupported()) throw new PushProblem(pushProblems.unsupported);
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  return permission === 'granted';
}

/** Subscribes this device with the server's VAPID key (the subscription it already has is kept). */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await getServiceWorkerRegistration();
  if (!registration) throw new PushProblem(pushProblems.noWorker);
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlBase64ToUint8Array(publicKey) }));
  return subscription.toJSON();
}

/** Ends this device's subscription; returns its endpoint for the server to forget, or null when there was none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe().catch(() => false);
  return endpoint;
}
