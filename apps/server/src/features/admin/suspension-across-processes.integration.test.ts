import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, PASSWORD, register, signIn, uniqueEmail } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import type { TestSmtp } from '../../../test/support/smtp.ts';
import { startTwoProcesses, type TwoProcesses } from '../../../test/support/two-processes.ts';
import { until } from '../../../test/support/until.ts';

/**
 * Two app processes, each remembering resolved sessions for a minute: an admin's suspension through
 * one ends the account's sessions in the other within the notification's trip (a second), so only the
 * event can explain the refusal.
 */
const SIGNAL_MS = 1_000;

describe.each(testDatabases())('a suspension across two processes on $name', (testDb) => {
  let processes: TwoProcesses;
  let smtp: TestSmtp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const url = (app: FastifyInstance, path: string) => processes.url(app, path);

  beforeAll(async () => {
    processes = await startTwoProcesses(testDb);
    ({ a, b, smtp } = processes);
  });
  afterAll(async () => {
    await processes?.close();
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

  it('a disabled admin’s session is refused by the other process within a second', async () => {
    const global = await browser(a).open();
    const globalEmail = uniqueEmail('global');
    await a.services.auth.createUser({ fullname: 'Gus Global', email: globalEmail, password: PASSWORD, role: 'Global' });
    await signIn(global, smtp, globalEmail);

    // The admin is signed in, and process b has read and remembers the session.
    const admin = await browser(a, '10.0.0.3').open();
    const adminEmail = uniqueEmail('admin');
    const { id } = await a.services.auth.createUser({ fullname: 'Ari Admin', email: adminEmail, password: PASSWORD, role: 'Admin' });
    await signIn(admin, smtp, adminEmail);
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const consoleAtB = async () => (await fetch(url(b, '/api/v1/admin/console/customers'), { headers: { cookie } })).status;
    expect(await consoleAtB()).toBe(200);

    const done = await global.post(`/api/v1/admin/console/admins/${id}/disable`, { reason: 'Left the company' });
    expect(done.statusCode).toBe(200);
    const started = Date.now();
    expect(await until(async () => (await consoleAtB()) === 401, SIGNAL_MS)).toBe(true);
    expect(Date.now() - started).toBeLessThan(SIGNAL_MS + 500);
  });
});
