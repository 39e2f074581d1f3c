import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../platform/db/database.ts';
import { browser, createTestApp, PASSWORD, register, signIn, uniqueEmail } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';
import { until } from '../../../test/support/until.ts';

/**
 * Two app processes, each remembering resolved sessions for a minute: an admin's suspension through
 * one ends the account's sessions in the other within the notification's trip (a second), so only the
 * event can explain the refusal.
 */
const SIGNAL_MS = 1_000;

describe.each(testDatabases())('a suspension across two processes on $name', (testDb) => {
  let database: Database;
  let secondDatabase: Database;
  let smtp: TestSmtp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const url = (app: FastifyInstance, path: string) => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}${path}`;
  };

  beforeAll(async () => {
    database = await testDb.open();
    secondDatabase = await openDatabase({ url: database.url, poolSize: 3 });
    smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url, SESSION_CACHE_SECONDS: '60' };
    a = await createTestApp(database, { env });
    b = await createTestApp(secondDatabase, { env });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await smtp?.close();
    await secondDatabase?.close();
    await database?.close();
  });

  it('every session of a suspended customer is refused by the other process within a second', async () => {
    const admin = await browser(a).open();
    const adminEmail = uniqueEmail('admin');
    await a.services.auth.createUser({ fullname: 'Ada Admin', email: adminEmail, password: PASSWORD, role: 'Admin' });
    await signIn(admin, smtp, adminEmail);

    // The customer is signed in twice (two browsers), and process b has read and remembers both sessions.
    const first = await browser(a).open();
    const { email } = await register(first);
    const id = (await signIn(first, smtp, email)).json().user.id as string;
    const second = await browser(a, '10.0.0.2').open();
    await signIn(second, smtp, email);
    const headersOf = (client: typeof first) => ({ cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') });
    const notesAtB = async (client: typeof first) => (await fetch(url(b, '/api/v1/notes'), { headers: headersOf(client) })).status;
    expect(await notesAtB(first)).toBe(200);
    expect(await notesAtB(second)).toBe(200);

    const done = await admin.post(`/api/v1/admin/console/users/${id}/suspend`, { reason: 'Threatening other members' });
    expect(done.statusCode).toBe(200);
    const started = Date.now();
    expect(await until(async () => (await notesAtB(first)) === 401 && (await notesAtB(second)) === 401, SIGNAL_MS)).toBe(true);
    expect(Date.now() - started).toBeLessThan(SIGNAL_MS + 500);
  });
});
