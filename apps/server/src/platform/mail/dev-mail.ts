import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../html/escape.ts';
import { notFound } from '../http/errors.ts';
import { isLoopbackHost } from '../http/loopback.ts';
import { devMailSecret } from './dev-mail-address.ts';
import type { OutboxEntry } from './mailer.ts';

/**
 * Headers a proxy, load balancer or CDN adds: a request that carries any of them came through one,
 * from anywhere. Names with these words (X-Forwarded-*, X-Original-Forwarded-For, Forwarded-For,
 * X-Forwarded, Client-IP, True-Client-IP, CF-Connecting-IP, X-Originating-IP …) and the names below.
 */
const FORWARDING_WORDS = ['forwarded', 'client-ip', 'connecting-ip', 'originating-ip'];
const FORWARDING_HEADERS = ['via', 'x-real-ip', 'x-host', 'x-proxyuser-ip'];
const forwardingHeader = (name: string) => FORWARDING_HEADERS.includes(name) || FORWARDING_WORDS.some((word) => name.includes(word));

/**
 * Only a request made on this machine, straight to the server: the socket's own address is
 * loopback (never a forwarded header: anyone can send X-Forwarded-For, and TRUST_PROXY would
 * believe it), no proxy has touched it (a reverse proxy on this machine makes every visitor's
 * socket loopback), and it names this machine as its host (a web page whose name was re-pointed
 * at 127.0.0.1 sends its own name).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  const proxied = Object.keys(headers).some(forwardingHeader);
  const host = (headers.host ?? '').replace(/:\d+$/, '');
  return !proxied && isLoopbackHost(host) && isLoopbackHost(request.socket.remoteAddress ?? '');
}

/** Whether `given` is the secret, compared in constant time. */
function isSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Development only: the outbox as a page, so a newcomer without SMTP can read their codes. It lists
 * every sign-in and reset code, so it answers this machine alone, and only at its secret address
 * (devMailPath, printed at start-up); anything else under /dev/mail gets a plain 404.
 */
export function registerDevMail(app: FastifyInstance, outbox: OutboxEntry[], dataDir: string) {
  const secret = devMailSecret(dataDir);
  const hidden = { schema: { hide: true } };
  const local = {
    ...hidden,
    onRequest: async (request: FastifyRequest) => {
      if (!fromThisMachine(request)) throw notFound();
    },
  };
  // The old addresses answer as any unknown one does, rather than as the web app's Login screen.
  for (const path of ['/dev/mail', '/dev/mail.json', '/dev/mail/*']) {
    app.get(path, hidden, async (): Promise<undefined> => {
      throw notFound();
    });
  }
  app.get('/dev/mail/:key', local, async (request, reply) => {
    const { key } = request.params as { key: string };
    if (isSecret(key, `${secret}.json`)) return outbox;
    if (!isSecret(key, secret)) throw notFound();
    const items = outbox
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.sentAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>IYL development outbox</title><style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;font-size:1rem}</style></head><body><h1>Development outbox</h1><p>Mail the server would have sent (newest first). Set SMTP_URL to send real mail.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
}
