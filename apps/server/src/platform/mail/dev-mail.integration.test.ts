// The development outbox lists every sign-in code. A proxy on the same machine that adds no forwarding
// headers makes every visitor look local, so the outbox answers only at an address holding a secret
// made once per install (kept in DATA_DIR, printed at start-up); /dev/mail itself answers 404.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, PASSWORD, register } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import type { Database } from '../db/database.ts';
import { devMailPath, devMailSecret } from './dev-mail-address.ts';
import { createMailer } from './mailer.ts';

const quiet = { info() {}, warn() {}, error() {} };
const newApp = (database: Database, dataDir: string) =>
  createTestApp(database, { env: { NODE_ENV: 'development', DATA_DIR: dataDir }, mailer: createMailer({ from: 'IYL <no-reply@iyl.local>', log: quiet, print: () => undefined }) });

describe.each(testDatabases())('the development outbox on $name', (testDb) => {
  let database: Database;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-dev-mail-'));
  let email: string;

  beforeAll(async () => {
    database = await testDb.open();
    app = await newApp(database, dataDir);
    const client = await browser(app).open();
    ({ email } = await register(client));
    await client.post('/api/v1/auth/login', { email, password: PASSWORD });
    await app.outbox.idle();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers only at its secret address: /dev/mail and every guess answer 404, even to this machine through a proxy that adds no header', async () => {
    const secret = devMailSecret(dataDir);
    expect(secret).toMatch(/^[\w-]{32}$/);
    // What a same-machine proxy sends on: a loopback socket, a loopback host, no forwarding header.
    const local = { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } };
    const page = await app.inject({ url: `/dev/mail/${secret}`, ...local });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    const json = await app.inject({ url: `/dev/mail/${secret}.json`, ...local });
    expect(json.json()).toEqual(expect.arrayContaining([expect.objectContaining({ to: email })]));
    for (const url of [
      '/dev/mail',
      '/dev/mail/',
      '/dev/mail.json',
      '/dev/mail/json',
      `/dev/mail/${secret.slice(0, -1)}`,
      `/dev/mail/${secret}x`,
      `/dev/mail/${secret.toUpperCase()}`,
      `/dev/mail/${secret}/json`,
      `/dev/mail/x/${secret}`,
      `/dev/${secret}`,
    ]) {
      const guess = await app.inject({ url, ...local });
      expect(guess.statusCode, url).toBe(404);
      expect(guess.body, url).not.toMatch(/\d{6}/);
      expect(guess.body, url).not.toContain(email);
    }
  });

  it('is made once per install and kept: the same address after a restart, another on another install, readable by its owner only', async () => {
    const again = await newApp(database, dataDir);
    try {
      expect((await again.inject({ url: devMailPath(dataDir) })).statusCode).toBe(200);
    } finally {
      await again.close();
    }
    expect(devMailSecret(dataDir)).toBe(devMailSecret(dataDir));
    expect(statSync(join(dataDir, 'dev-mail-secret')).mode & 0o077).toBe(0);
    const other = mkdtempSync(join(tmpdir(), 'iyl-dev-mail-'));
    expect(devMailSecret(other)).not.toBe(devMailSecret(dataDir));
  });
});
