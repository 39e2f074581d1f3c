import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app.ts';
import { type Database, openDatabase } from '../db/database.ts';

const waitUntil = async (condition: () => boolean) => {
  for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  return condition();
};
const blockEventLoop = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('load shedding', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({});
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
    blockEventLoop(600);
    expect(await waitUntil(() => app.isUnderPressure())).toBe(true);
    const shed = await app.inject({ url: '/api/v1/auth/session' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toEqual({ error: { code: 'BUSY', message: messages.busy } });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(await waitUntil(() => !app.isUnderPressure())).toBe(true);
    expect((await app.inject({ url: '/api/v1/auth/session' })).statusCode).toBe(200);
  });
});
