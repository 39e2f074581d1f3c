import { describe, expect, it } from 'vitest';
import { transportOptions } from './mailer.ts';

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
