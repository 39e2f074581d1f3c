// A graceful stop (SIGTERM, app.close()) of a process with a live topic's stream open over a real
// socket, and a connection that has sent nothing yet (what Node's fetch leaves behind when a stream it
// reads is aborted): the app closes within seconds, not after Node's headersTimeout (about 70 s); the
// stream's client sees its end with a retry hint; a request in flight is answered first.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { createTestApp, signedInUser, textPart } from './support/app.ts';
import { testDatabases } from './support/databases.ts';
import { startSmtpServer, type TestSmtp } from './support/smtp.ts';
import { until } from './support/until.ts';

const TOPICS = '/api/v1/community/topics';
/** "A few seconds at most": a rolling restart waits for this per process. */
const CLOSES_WITHIN_MS = 5_000;

/** Closes the app; whether it closed within `ms` (else its connections are cut, so the test ends). */
async function closedWithin(app: FastifyInstance, ms: number) {
  const closing = app.close();
  const inTime = await Promise.race([closing.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), ms))]);
  if (!inTime) app.server.closeAllConnections();
  await closing;
  return inTime;
}

/** A connection that sends nothing: whether the server ended it. */
function silentConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let ended = false;
  socket.on('error', () => undefined);
  socket.on('close', () => {
    ended = true;
  });
  return { connected: new Promise((resolve) => socket.once('connect', resolve)), ended: () => ended, socket };
}

describe.each(testDatabases())('graceful stop on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  async function listeningApp() {
    const app = await createTestApp(database, { env: { SMTP_URL: smtp.url, RATE_LIMIT_FACTOR: '1000' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as AddressInfo).port };
  }

  it('a topic stream open and a connection that sent nothing: the app closes within seconds and the stream’s client sees its end', async () => {
    const { app, port } = await listeningApp();
    let silent: ReturnType<typeof silentConnection> | undefined;
    try {
      const member = await signedInUser(app, smtp);
      const created = await member.client.upload(TOPICS, [textPart('topic', 'Morning walks'), textPart('description', 'Who else walks before work?')]);
      expect(created.statusCode, created.body).toBe(201);
      const topicId = created.json().topic.id as string;
      const cookie = [...member.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const agent = new http.Agent({ keepAlive: true });
      const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path: `${TOPICS}/${topicId}/stream`, headers: { cookie }, agent }, resolve).on('error', reject),
      );
      expect(res.statusCode).toBe(200);
      let text = '';
      res.setEncoding('utf8');
      const firstChunk = new Promise((resolve) => res.once('data', resolve));
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      const ended = new Promise<boolean>((resolve) => {
        res.once('end', () => resolve(true));
        res.once('error', () => resolve(false));
      });
      await firstChunk;
      expect(await until(() => app.services.community.live.followers(topicId) === 1, 2_000)).toBe(true);
      silent = silentConnection(port);
      await silent.connected;

      const started = performance.now();
      expect(await closedWithin(app, CLOSES_WITHIN_MS)).toBe(true);
      expect(performance.now() - started).toBeLessThan(CLOSES_WITHIN_MS);
      expect(await ended).toBe(true);
      expect(text).toMatch(/retry: \d+\n$/);
      expect(silent.ended()).toBe(true);
      agent.destroy();
    } finally {
      silent?.socket.destroy();
      if (app.server.listening) await app.close();
    }
  });

  it('a topic stream its client dropped before the stop (Node’s fetch, aborted): the app closes within seconds', async () => {
    const { app, port } = await listeningApp();
    try {
      const member = await signedInUser(app, smtp);
      const created = await member.client.upload(TOPICS, [textPart('topic', 'Evening walks'), textPart('description', 'Who walks after dinner?')]);
      expect(created.statusCode, created.body).toBe(201);
      const topicId = created.json().topic.id as string;
      const cookie = [...member.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 3; i++) expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const controller = new AbortController();
      const res = await fetch(`${base}${TOPICS}/${topicId}/stream`, { headers: { cookie }, signal: controller.signal });
      expect(res.status).toBe(200);
      await res.body?.getReader().read();
      controller.abort();
      expect(await until(() => app.services.community.live.followers(topicId) === 0, 2_000)).toBe(true);

      const started = performance.now();
      expect(await closedWithin(app, CLOSES_WITHIN_MS)).toBe(true);
      expect(performance.now() - started).toBeLessThan(CLOSES_WITHIN_MS);
    } finally {
      if (app.server.listening) await app.close();
    }
  });

  it('a request in flight when the stop begins is answered in full, and its connection then ends', async () => {
    const { app, port } = await listeningApp();
    const agent = new http.Agent({ keepAlive: true });
    try {
      // A sign-in whose body is still on its way when the stop begins.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password', client: 'api' });
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/auth/login', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
      const answer = new Promise<{ status: number; body: string; connection: string | undefined; closed: Promise<void> }>((resolve, reject) => {
        request.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          const closed = new Promise<void>((done) => res.socket.once('close', () => done()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection, closed }));
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 200));
      const started = performance.now();
      const closing = closedWithin(app, CLOSES_WITHIN_MS);
      await new Promise((r) => setTimeout(r, 300));
      request.end(body.slice(10));
      const got = await answer;
      expect(got.status, got.body).toBeLessThan(500);
      expect(JSON.parse(got.body)).toBeTypeOf('object');
      expect(got.connection).toBe('close');
      await got.closed;
      expect(await closing).toBe(true);
      expect(performance.now() - started).toBeLessThan(CLOSES_WITHIN_MS);
    } finally {
      agent.destroy();
      if (app.server.listening) await app.close();
    }
  });
});
