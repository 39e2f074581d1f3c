import webpush from 'web-push';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push attempt came to: delivered, gone (the service forgot the subscription: delete it), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const makeVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push: `web-push` encrypts the payload and signs the request with the server's VAPID keys
 * (generateRequestDetails); the request itself goes out with fetch, which also speaks plain http
 * to the local push service of the tests.
 */
export function createPusher(keys: () => Promise<VapidKeys>, subject: string) {
  return async function push(target: PushTarget, payload: { title: string; body: string; url: string; tag: string }): Promise<PushOutcome> {
    const { publicKey, privateKey } = await keys();
    try {
      const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: 6 * 3600,
        urgency: 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
export type Pusher = ReturnType<typeof createPusher>;
