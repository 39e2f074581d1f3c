import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, register, signIn } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import type { TestSmtp } from '../../../test/support/smtp.ts';
import { startTwoProcesses, type TwoProcesses } from '../../../test/support/two-processes.ts';
import { until } from '../../../test/support/until.ts';

/**
 * Two app processes behind one load balancer: each remembers resolved sessions for a few seconds, so
 * a sign-out in one must reach the other's memory through the database's events, at once. "At once" is
 * the notification's trip from PostgreSQL to the other process's listener, which races the HTTP answer
 * of the first process: the tests allow it a second (the memory here lasts a minute, so only the
 * event can explain the change).
 */
const SIGNAL_MS = 1_000;

describe.each(testDatabases())('sessions across two processes on $name', (testDb) => {
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

  /** A signed-in browser's cookies and CSRF header, for plain HTTP to either process. */
  async function signedIn() {
    const client = await browser(a).open();
    const { email, password } = await register(client);
    await signIn(client, smtp, email, password);
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return { email, headers: { cookie, 'x-csrf-token': client.jar.get('iyl_csrf') ?? '' } };
  }
  const sessionAt = async (app: FastifyInstance, headers: Record<string, string>) =>
    (await (await fetch(url(app, '/api/v1/auth/session'), { headers })).json()) as { user: { email: string; timeZone: string } | null };

  it('a session signed out through one process is refused by the other within the notification\'s trip', async () => {
    const { email, headers } = await signedIn();
    // The second process has read the session and remembers it.
    expect((await sessionAt(b, headers)).user?.email).toBe(email);
    expect((await fetch(url(b, '/api/v1/notes'), { headers })).status).toBe(200);
    const out = await fetch(url(a, '/api/v1/auth/logout'), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(200);
    const refused = async () => (await fetch(url(b, '/api/v1/notes'), { headers })).status === 401;
    expect(await until(refused, SIGNAL_MS)).toBe(true);
    expect((await sessionAt(b, headers)).user).toBeNull();
  });

  it('a change to the account through one process is what the other serves next', async () => {
    const { headers } = await signedIn();
    expect((await sessionAt(b, headers)).user?.timeZone).not.toBe('Pacific/Auckland');
    const set = await fetch(url(a, '/api/v1/auth/time-zone'), {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ timeZone: 'Pacific/Auckland' }),
    });
    expect(set.status).toBe(200);
    const served = async () => (await sessionAt(b, headers)).user?.timeZone === 'Pacific/Auckland';
    expect(await until(served, SIGNAL_MS)).toBe(true);
  });
});
