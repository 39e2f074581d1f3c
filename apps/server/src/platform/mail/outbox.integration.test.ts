import { connect, createServer, type Server, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { messages } from '@iyl/core/catalog/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, mailCount, mailedCode, manualClock, PASSWORD, register, signIn, suiteApp } from '../../../test/support/app.ts';
import { openTestDatabase, queryRows, testDatabases } from '../../../test/support/databases.ts';
import { startSmtpServer } from '../../../test/support/smtp.ts';
import { createMailer } from './mailer.ts';

const quiet = { info() {}, warn() {}, error() {} };

/** A TCP server that accepts connections and never says a word (an SMTP server that hangs). */
async function silentServer(port = 0) {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A port where connecting never completes, as with a host behind a firewall that drops the packets:
 * a listener on a thread that never accepts, whose backlog is filled first (the system then ignores
 * further connection requests rather than refusing them).
 */
async function unansweredPort() {
  const wake = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { createServer } = require('node:net');
     const { parentPort, workerData } = require('node:worker_threads');
     const server = createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
       parentPort.postMessage(server.address().port);
       // Hold this thread (it never accepts) until told to end.
       setTimeout(() => { Atomics.wait(workerData, 0, 0); server.close(); }, 50);
     });`,
    { eval: true, workerData: wake },
  );
  const port = await new Promise<number>((resolve) => worker.once('message', resolve));
  await new Promise((resolve) => setTimeout(resolve, 150));
  const filling: Socket[] = [];
  for (let connected = true; connected && filling.length < 20; ) {
    const socket = connect(port, '127.0.0.1');
    filling.push(socket);
    socket.on('error', () => {});
    connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      setTimeout(() => resolve(false), 300);
    });
  }
  return {
    port,
    close: async () => {
      for (const socket of filling) socket.destroy();
      Atomics.store(wake, 0, 1);
      Atomics.notify(wake, 0);
      await worker.terminate();
    },
  };
}

describe.each(testDatabases())('mail outage, on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteApp(testDb, () => ({ clock: clock.now }));

  it('an SMTP server stopped mid-run never holds up a sign-in, /readyz says so, and the mail goes out when it is back', async () => {
    const { app, smtp, database } = suite;
    const client = await browser(app, '10.9.0.1').open();
    const before = await register(client, { fullname: 'Old Account' });
    await signIn(client, smtp, before.email);
    const accounts = [];
    for (let i = 0; i < 20; i++) accounts.push((await register(await browser(app, `10.9.1.${i}`).open(), { fullname: `Reset ${i}` })).email);

    await smtp.stop();
    // Twenty password resets while the SMTP server is down: each is answered (the code is stored, the mail queued).
    const resets = await Promise.all(accounts.map((email, i) => browser(app, `10.9.2.${i}`).post('/api/v1/auth/forgot', { email })));
    expect(resets.map((r) => r.statusCode)).toEqual(accounts.map(() => 200));
    expect(resets[0]?.json()).toEqual({ message: messages.otpSentProvided });
    await app.outbox.idle();
    const queued = await queryRows(database, sql`select state, attempts, last_error from mail_outbox where key like 'auth:reset:%'`);
    expect(queued).toHaveLength(20);
    for (const row of queued) expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'degraded', mail: 'failing' });

    // Sign-ins still answer at once while it is down, for an old account and a new one.
    const old = await browser(app, '10.9.3.1').open();
    const stillDown = await old.post('/api/v1/auth/login', { email: before.email, password: PASSWORD });
    expect(stillDown.json()).toMatchObject({ next: 'code', message: messages.otpSentAccount });
    await app.outbox.idle();

    await smtp.restart();
    clock.advance(11_000);
    // Back: a new sign-in gets its code straight away and completes.
    const fresh = await browser(app, '10.9.3.2').open();
    const newcomer = await register(fresh, { fullname: 'New Account' });
    expect((await signIn(fresh, smtp, newcomer.email)).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready', mail: 'ok' });

    // The job's next run sends what waited (after its retry delay), each once.
    expect(await mailCount(app, smtp, accounts[0] as string)).toBe(0);
    clock.advance(31_000);
    expect(await app.outbox.flush()).toMatchObject({ sent: 21, failed: 0 });
    for (const email of accounts) expect(smtp.count(email)).toBe(1);
    expect(await app.outbox.flush()).toEqual({ sent: 0, failed: 0, expired: 0 });
    // The code that waited works.
    const reset = await browser(app, '10.9.4.1').post('/api/v1/auth/change-password', {
      email: accounts[0],
      code: await mailedCode(app, smtp, accounts[0] as string),
      password: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    // What went out is not kept (the codes were in it).
    expect(await queryRows(database, sql`select 1 from mail_outbox where message is not null and state <> 'queued'`)).toHaveLength(0);
  });

  /** A new account asks for a password reset `times` times (31 s apart) while the SMTP server is down. */
  const resetsWhileSmtpDown = async (ip: string, times = 1) => {
    const { app, smtp } = suite;
    const client = await browser(app, ip).open();
    const { email } = await register(client);
    await smtp.stop();
    try {
      for (let i = 0; i < times; i++) {
        if (i) clock.advance(31_000);
        expect((await client.post('/api/v1/auth/forgot', { email })).statusCode).toBe(200);
        await app.outbox.idle();
      }
    } finally {
      await smtp.restart();
    }
    return { client, email };
  };

  it('a code whose mail could not go out before it expired is never sent', async () => {
    const { app, smtp, database } = suite;
    const { email } = await resetsWhileSmtpDown('10.9.5.1');
    clock.advance(11 * 60_000);
    expect((await app.outbox.flush()).expired).toBeGreaterThanOrEqual(1);
    expect(smtp.count(email)).toBe(0);
    const [row] = await queryRows(database, sql`select state, message from mail_outbox where key like ${`auth:reset:%`} order by created_at desc limit 1`);
    expect(row).toEqual({ state: 'expired', message: null });
  });

  /** The password-reset mails of an account, oldest first. */
  const codeMails = async (email: string) => {
    const [user] = await queryRows(suite.database, sql`select id from users where email = ${email}`);
    return queryRows(suite.database, sql`select state, message from mail_outbox where starts_with(key, ${`auth:reset:${user?.id}:`}) order by created_at`);
  };

  it('codes asked for again during an outage: only the newest is mailed when the SMTP server is back', async () => {
    const { app, smtp } = suite;
    const { client, email } = await resetsWhileSmtpDown('10.9.7.1', 3);
    // The earlier two were retired when the next was asked for, their codes cleared.
    expect(await codeMails(email)).toEqual([
      { state: 'expired', message: null },
      { state: 'expired', message: null },
      { state: 'queued', message: expect.objectContaining({ to: email }) },
    ]);
    clock.advance(31_000);
    expect((await app.outbox.flush()).sent).toBeGreaterThanOrEqual(1);
    expect(smtp.count(email)).toBe(1);
    // The one mailed is the code that works.
    const reset = await client.post('/api/v1/auth/change-password', {
      email,
      code: await mailedCode(app, smtp, email),
      password: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('the job clears an expired code mail (its code) even when its next attempt is later', async () => {
    const { app, smtp, database } = suite;
    const { email } = await resetsWhileSmtpDown('10.9.8.1');
    // Its tries have spread out past the code's life (the waits double up to half an hour).
    await database.db.execute(sql`update mail_outbox set next_attempt_at = ${new Date(clock.now().getTime() + 3_600_000)} where message->>'to' = ${email}`);
    clock.advance(11 * 60_000);
    await app.outbox.flush();
    expect(await codeMails(email)).toEqual([{ state: 'expired', message: null }]);
    expect(smtp.count(email)).toBe(0);
  });

  it('an SMTP server that never answers: sign-in answers, the send gives up at its deadline, and shutdown is not held up', async () => {
    const silent = await silentServer();
    const database = await testDb.open();
    const app = await createTestApp(database, { env: { SMTP_URL: `smtp://127.0.0.1:${silent.port}` } });
    try {
      const client = await browser(app, '10.9.6.1').open();
      const { email } = await register(client);
      const login = await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      expect(login.json()).toMatchObject({ next: 'code' });
      // The send is still waiting for the silent server's greeting; closing the app must not wait for it.
      let closed = false;
      const closing = app.close().then(() => (closed = true));
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      expect(closed).toBe(true);
    } finally {
      await app.close();
      await silent.close();
      await database.close();
    }
  });
});

describe('/readyz and the mailer', () => {
  it('/readyz answers at once while the SMTP server does not answer; the mail check runs in the background, one at a time', async () => {
    const silent = await silentServer();
    const database = await openTestDatabase();
    const app = await createTestApp(database, { env: { SMTP_URL: `smtp://127.0.0.1:${silent.port}` } });
    try {
      for (let i = 0; i < 3; i++) {
        const began = Date.now();
        const ready = await app.inject({ url: '/readyz' });
        expect(Date.now() - began).toBeLessThan(1_000);
        expect(ready.json()).toMatchObject({ status: 'ready', mail: 'unknown' });
      }
      // One check went to the SMTP server (still waiting for its greeting), not one per probe.
      await expect.poll(() => silent.connections()).toBe(1);
      expect(silent.connections()).toBe(1);
    } finally {
      await app.close();
      await silent.close();
      await database.close();
    }
  });
});

describe('the mailer', () => {
  it('checks the SMTP server one check at a time, however long one takes', async () => {
    const silent = await silentServer();
    const clock = manualClock();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${silent.port}`, from: 'IYL <no-reply@iyl.local>', log: quiet, deadlineMs: 60_000, clock: clock.now });
    try {
      const first = mailer.check();
      clock.advance(20_000);
      expect(mailer.check()).toBe(first);
      await expect.poll(() => silent.connections()).toBe(1);
      await silent.close();
      await expect(first).resolves.toMatchObject({ state: 'failing' });
    } finally {
      mailer.close?.();
      await silent.close();
    }
  });

  it('a host where connecting never completes fails the send within the connect timeout, not the system TCP timeout or the send deadline', async () => {
    const host = await unansweredPort();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${host.port}?connectionTimeout=300`, from: 'IYL <no-reply@iyl.local>', log: quiet, deadlineMs: 5_000 });
    try {
      const began = Date.now();
      const failure = await mailer.send({ to: 'someone@iyl.test', subject: 'Hello', text: 'Hello' }).catch((err: unknown) => err);
      expect(failure).toMatchObject({ code: 'MAIL_FAILED', cause: { message: expect.stringMatching(/timeout/i) } });
      expect(Date.now() - began).toBeLessThan(2_500);
    } finally {
      mailer.close?.();
      await host.close();
    }
  });

  it('gives up a send at its deadline and sends again on a new connection once the server answers', async () => {
    const silent = await silentServer();
    const clock = manualClock();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${silent.port}`, from: 'IYL <no-reply@iyl.local>', log: quiet, deadlineMs: 300, clock: clock.now });
    const message = { to: 'someone@iyl.test', subject: 'Hello', text: 'Hello' };
    try {
      await expect(mailer.send(message)).rejects.toMatchObject({ code: 'MAIL_FAILED' });
      expect(mailer.health().state).toBe('failing');
      // Right after a time-out, sends fail at once rather than each waiting out the deadline.
      await expect(mailer.send(message)).rejects.toMatchObject({ code: 'MAIL_FAILED', cause: { message: 'the SMTP server did not answer a moment ago' } });
      // The same port, now a real SMTP server: the stuck connection is not reused, and a check sees it is back.
      await silent.close();
      const smtp = await startSmtpServer(silent.port);
      try {
        clock.advance(31_000);
        await mailer.send(message);
        expect(smtp.count('someone@iyl.test')).toBe(1);
        expect(mailer.health().state).toBe('ok');
      } finally {
        await smtp.close();
      }
    } finally {
      mailer.close?.();
    }
  });

  it('recovers by itself after the SMTP server was stopped during twenty sends', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'IYL <no-reply@iyl.local>', log: quiet });
    const message = (i: number) => ({ to: `person${i}@iyl.test`, subject: `Hello ${i}`, text: 'Hello' });
    try {
      await mailer.send(message(0));
      const during = Promise.allSettled(Array.from({ length: 20 }, (_, i) => mailer.send(message(i + 1))));
      await smtp.stop();
      const results = await during;
      expect(results.some((r) => r.status === 'rejected')).toBe(true);
      await smtp.restart();
      await mailer.send(message(100));
      await mailer.send(message(101));
      expect(smtp.count('person100@iyl.test')).toBe(1);
      expect(smtp.count('person101@iyl.test')).toBe(1);
      expect(mailer.health().state).toBe('ok');
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });
});
