import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../html/escape.ts';
import type { OutboxEntry } from './mailer.ts';

/** Development only: the outbox as a page, so a newcomer without SMTP can read their codes. */
export function registerDevMail(app: FastifyInstance, outbox: OutboxEntry[]) {
  app.get('/dev/mail.json', { schema: { hide: true } }, async () => outbox);
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
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
