import { openTestDatabase } from '../../../test/support/databases.ts';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app.ts';
import type { Database } from '../db/database.ts';

const waitUntil = async (condition: () => boolean) => {
  for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  return condition();
};
const blockEventLoop = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
/** Lasting lag, as overload makes it: the loop is held `ms` at a time, turn after turn, for `forMs`. */
const lagFor = (ms: number, forMs: number) =>
  new Promise<void>((resolve) => {
    const until = performance.now() + forMs;
    const turn = () => {
      blockEventLoop(ms);
      if (performance.now() < until) setImmediate(turn);
      else resolve();
    };
    setImmediate(turn);
  });

describe('load shedding', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp(database, { env: { SHED_LOOP_DELAY_MS: '50' } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('while the event loop lags, API requests get a quick 503 with Retry-After; health probes still answer; then all is normal again', async () => {
    // A busy machine (other test files in parallel) can lag the loop past 50 ms by itself: start calm.
    expect(await waitUntil(() => !app.isUnderPressure())).toBe(true);
    expect((await app.inject({ url: '/api/v1/auth/session' })).statusCode).toBe(200);
    let shed: Awaited<ReturnType<typeof app.inject>> | undefined;
    const lag = lagFor(80, 1_000);
    expect(await waitUntil(() => app.isUnderPressure())).toBe(true);
    shed = await app.inject({ url: '/api/v1/auth/session' });
    await lag;
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toEqual({ error: { code: 'BUSY', message: messages.busy } });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(await waitUntil(() => !app.isUnderPressure())).toBe(true);
    expect((await app.inject({ url: '/api/v1/auth/session' })).statusCode).toBe(200);
  });

  it('one stall alone, however long, sheds nobody', async () => {
    expect(await waitUntil(() => !app.isUnderPressure())).toBe(true);
    const seen: boolean[] = [];
    const watch = setInterval(() => seen.push(app.isUnderPressure()), 20);
    blockEventLoop(600);
    const after = await app.inject({ url: '/api/v1/auth/session' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    clearInterval(watch);
    expect(after.statusCode).toBe(200);
    expect(seen.filter(Boolean)).toEqual([]);
  });
});
