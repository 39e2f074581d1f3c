import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const entry = (sessionId: string, userId: string, value = sessionId) => ({ value, sessionId, userId, lastSeenAt: 0, expiresAt: 1e12 });

describe('session cache', () => {
  it('remembers an entry for its lifetime only', () => {
    const cache = createSessionCache<string>({ ttlMs: 5_000 });
    cache.set('h1', entry('s1', 'u1'), 1_000);
    expect(cache.get('h1', 5_999)?.value).toBe('s1');
    expect(cache.get('h1', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
    // A clock that went backwards does not make an entry immortal.
    cache.set('h1', entry('s1', 'u1'), 10_000);
    expect(cache.get('h1', 9_000)).toBeUndefined();
  });

  it('forgets one session, or every session of a user, at once', () => {
    const cache = createSessionCache<string>({ ttlMs: 5_000 });
    cache.set('a1', entry('sa1', 'ua'), 0);
    cache.set('a2', entry('sa2', 'ua'), 0);
    cache.set('b1', entry('sb1', 'ub'), 0);
    cache.forgetSession('sa1');
    expect([cache.get('a1', 1), cache.get('a2', 1)?.value]).toEqual([undefined, 'sa2']);
    cache.forgetUser('ua');
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b1', 1)?.value).toBe('sb1');
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = createSessionCache<string>({ ttlMs: 5_000, maxEntries: 2 });
    cache.set('h1', entry('s1', 'u1'), 0);
    cache.set('h2', entry('s2', 'u2'), 0);
    cache.set('h3', entry('s3', 'u3'), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h3', 1)?.value).toBe('s3');
    // The dropped entry's user index went with it.
    cache.forgetUser('u1');
    expect(cache.size).toBe(2);
  });

  it('remembers nothing when its lifetime is 0, and records a refreshed idle clock', () => {
    const off = createSessionCache<string>({ ttlMs: 0 });
    off.set('h1', entry('s1', 'u1'), 0);
    expect(off.get('h1', 0)).toBeUndefined();
    const cache = createSessionCache<string>({ ttlMs: 5_000 });
    cache.set('h1', entry('s1', 'u1'), 0);
    cache.touched('h1', 4_000);
    expect(cache.get('h1', 4_001)?.lastSeenAt).toBe(4_000);
  });
});
