/**
 * A short-lived, in-process memory of resolved sessions, so a signed-in request does not always pay a
 * database round trip before its real work. See docs/decisions/0005-request-path-performance.md.
 *
 * - An entry lives `ttlMs` at most; after that the database is asked again (revocations made by
 *   another server process take effect within that time).
 * - In this process, logout, password change and every change to a user's row forget the entries at
 *   once (`forgetSession`, `forgetUser`).
 * - Idle and absolute expiry are still checked on every hit, against the remembered times.
 */
export interface CachedSession<T> {
  value: T;
  userId: string;
  sessionId: string;
  lastSeenAt: number;
  expiresAt: number;
}

interface Entry<T> extends CachedSession<T> {
  fetchedAt: number;
}

export interface SessionCache<T> {
  get(tokenHash: string, now: number): CachedSession<T> | undefined;
  set(tokenHash: string, entry: CachedSession<T>, now: number): void;
  /** Records the refreshed idle clock of a remembered session. */
  touched(tokenHash: string, lastSeenAt: number): void;
  forgetSession(sessionId: string): void;
  forgetUser(userId: string): void;
  readonly size: number;
}

export function createSessionCache<T>(options: { ttlMs: number; maxEntries?: number }): SessionCache<T> {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, Entry<T>>();
  const byUser = new Map<string, Set<string>>();
  const bySession = new Map<string, string>();

  function drop(tokenHash: string) {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    bySession.delete(entry.sessionId);
    const keys = byUser.get(entry.userId);
    keys?.delete(tokenHash);
    if (keys?.size === 0) byUser.delete(entry.userId);
  }

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.fetchedAt >= options.ttlMs || now < entry.fetchedAt) {
        drop(tokenHash);
        return undefined;
      }
      return entry;
    },
    set(tokenHash, entry, now) {
      if (options.ttlMs <= 0) return;
      drop(tokenHash);
      // Maps keep insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) drop(entries.keys().next().value as string);
      entries.set(tokenHash, { ...entry, fetchedAt: now });
      bySession.set(entry.sessionId, tokenHash);
      const keys = byUser.get(entry.userId) ?? new Set<string>();
      keys.add(tokenHash);
      byUser.set(entry.userId, keys);
    },
    touched(tokenHash, lastSeenAt) {
      const entry = entries.get(tokenHash);
      if (entry) entry.lastSeenAt = lastSeenAt;
    },
    forgetSession(sessionId) {
      const tokenHash = bySession.get(sessionId);
      if (tokenHash) drop(tokenHash);
    },
    forgetUser(userId) {
      for (const tokenHash of [...(byUser.get(userId) ?? [])]) drop(tokenHash);
    },
    get size() {
      return entries.size;
    },
  };
}
