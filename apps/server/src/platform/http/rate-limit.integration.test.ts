import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import type { Database } from '../db/database.ts';
import type { AppError } from './errors.ts';
import { type Caller, createRateLimiter, defaultRateLimits, type Limit } from './rate-limit.ts';

describe.each(testDatabases())('the rate limiter on $name', (testDb) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('an attempt one key refuses is counted by none of the caller’s keys, so the wait it says is the wait there is (review M10)', async () => {
    const clock = manualClock();
    const slow: Limit = { max: 1, windowMs: 60 * 60_000, backoff: { firstMs: 1_000, maxMs: 60 * 60_000 } };
    const limiter = createRateLimiter(database.db, { ...defaultRateLimits, codeRequest: { perIp: slow, perAccount: slow } }, clock.now);
    /** The wait a refusal says (Retry-After, in seconds), or null when the attempt is let through. */
    const waitFor = (caller: Caller) => limiter.check('codeRequest', caller).then(
      () => null,
      (error: AppError) => Number(error.headers['retry-after']),
    );
    const account = `slowed-${Date.now()}`;
    // The account, tried from many addresses, is slowed down: 1, 2, 4 … 128 s between its tries.
    for (let i = 0; i < 8; i++) {
      expect(await waitFor({ ip: `10.30.0.${i}`, account })).toBeNull();
      clock.advance(2 ** i * 1000);
    }
    // An address that has to wait a second (another account's try), and the account's next try from it:
    // refused for that second. The account's own key must not count it (its next delay would be 256 s).
    expect(await waitFor({ ip: '10.30.1.1', account: `other-${account}` })).toBeNull();
    expect(await waitFor({ ip: '10.30.1.1', account })).toBe(1);
    clock.advance(1_000);
    expect(await waitFor({ ip: '10.30.1.1', account })).toBeNull();
    // That try counted on both keys: the account's next waits 256 s, said as such.
    expect(await waitFor({ ip: '10.30.1.2', account })).toBe(256);
  });
});
