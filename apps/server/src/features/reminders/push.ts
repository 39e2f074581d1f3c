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

/** Web Push through the `web-push` library, signed with the server's VAPID keys. */
export function createPusher(keys: () => Promise<VapidKeys>, subject: string) {
  return async function push(target: PushTarget, payload: { title: string; body: string; url: string; tag: string }): Promise<PushOutcome> {
    const { publicKey, privateKey } = await keys();
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: 6 * 3600,
        timeout: 10_000,
        urgency: 'normal',
        topic: payload.tag.slice(0, 32).replace(/[^A-Za-z0-9_-]/g, ''),
      });
      return 'sent';
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  };
}
export type Pusher = ReturnType<typeof createPusher>;
