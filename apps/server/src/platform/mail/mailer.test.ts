import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logCapture } from '../../../test/support/app.ts';
import { freePort } from '../../../test/support/ports.ts';
import { errorForLog } from '../http/log-errors.ts';
import { createMailer, transportOptions } from './mailer.ts';

describe('SMTP_URL into transport options', () => {
  it('host, port, TLS and credentials from the URL over pooled, time-limited defaults', () => {
    const plain = transportOptions('smtp://127.0.0.1:2525');
    expect(plain).toMatchObject({ host: '127.0.0.1', port: 2525, secure: false, pool: true, maxConnections: 5, greetingTimeout: 10_000 });
    expect(plain.auth).toBeUndefined();
    expect(typeof plain.getSocket).toBe('function');
    const secure = transportOptions('smtps://mailer%40iyl.app:p%40ss@smtp.example.com');
    expect(secure).toMatchObject({ host: 'smtp.example.com', port: 465, secure: true, auth: { user: 'mailer@iyl.app', pass: 'p@ss' } });
    expect(transportOptions('smtp://[::1]:25').host).toBe('::1');
  });

  it('query parameters set any option, nested ones with a dot', () => {
    const options = transportOptions('smtp://relay.local:587?maxConnections=20&pool=false&tls.rejectUnauthorized=false&name=iyl');
    expect(options).toMatchObject({ maxConnections: 20, pool: false, tls: { rejectUnauthorized: false }, name: 'iyl', port: 587 });
  });
});

describe('a send that fails', () => {
  it('is logged with the error itself: its message (ECONNREFUSED) and code, not "[object Object]"', async () => {
    const { lines, stream } = logCapture();
    // The app's logger: pino with the app's error serializer.
    const app = Fastify({ logger: { level: 'error', stream, serializers: { err: errorForLog } } });
    const port = await freePort(); // nothing listens there now
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}?connectionTimeout=2000`, from: 'IYL <no-reply@iyl.test>', log: app.log, deadlineMs: 5_000 });
    try {
      await expect(mailer.send({ to: 'ada@example.com', subject: 'Your code', text: '123456' })).rejects.toMatchObject({ code: 'MAIL_FAILED' });
      const line = lines.find((l) => l.includes('mail send failed')) ?? '';
      expect(line).toContain('ECONNREFUSED');
      const failed = JSON.parse(line);
      expect(failed.err.message).toMatch(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
      expect(failed.err.code).toBe('ESOCKET'); // nodemailer's code for a connection that failed
      expect(failed.subject).toBe('Your code');
    } finally {
      mailer.close?.();
      await app.close();
    }
  });
});
