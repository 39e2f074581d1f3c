import { createRequire } from 'node:module';
import { freePort } from './ports.ts';

interface PushTestingServer {
  startServer(): void;
  _server?: { close(done: () => void): void; closeAllConnections?(): void };
}

const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => object };
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (model: object, port: number) => PushTestingServer;
/**
 * A real Web Push service on this machine (`web-push-testing`): it checks the VAPID signature,
 * decrypts each message and keeps it, and answers 410 for a subscription it was told to expire.
 */
export async function startPushService() {
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => {}; // it announces its port on the console (once listening)
  server.startServer();
  const base = `http://localhost:${port}`;
  const post = async (path: string, body: object = {}) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return res.status === 200 ? ((await res.json().catch(() => ({}))) as { data?: unknown }) : { status: res.status, data: undefined };
  };
  for (let i = 0; i < 50 && (await fetch(`${base}/status`, { method: 'POST' }).catch(() => undefined))?.status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  console.log = log;
  return {
    /** A browser's subscription for the app's VAPID public key (what PushManager.subscribe gives). */
    async subscribe(applicationServerKey: string) {
      const { data } = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return data as { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
    },
    /** The payloads delivered to a subscription, decrypted. */
    async messages(clientHash: string): Promise<string[]> {
      const { data } = await post('/get-notifications', { clientHash });
      return (data as { messages: string[] }).messages;
    },
    /** From now on the service answers 410 Gone for this subscription. */
    expire: (clientHash: string) => post(`/expire-subscription/${clientHash}`),
    close: () =>
      new Promise<void>((resolve) => {
        server._server?.closeAllConnections?.();
        server._server ? server._server.close(() => resolve()) : resolve();
      }),
  };
}
export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
