import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in DATA_DIR that keeps the outbox's secret. */
const SECRET_FILE = 'dev-mail-secret';
/** Shorter than this, the kept secret is not one we wrote (an empty or cut-off file): a new one replaces it. */
const SECRET_MIN = 32;

/**
 * The development outbox's per-install secret, part of its address: a same-machine proxy that adds no
 * forwarding headers makes every visitor look local, so the address itself must be unguessable. Made
 * once (random, readable by its owner only) and kept in DATA_DIR, so the address survives restarts and
 * every process of one install shares it.
 */
export function devMailSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  const kept = () => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw err;
    }
  };
  const found = kept();
  if (found.length >= SECRET_MIN) return found;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(24).toString('base64url');
  try {
    // 'wx' when there is none: of two processes starting at once, the second keeps the first's.
    writeFileSync(file, secret, { flag: found ? 'w' : 'wx', mode: 0o600 });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return kept();
    throw err;
  }
}

/** The outbox page's path on this install (its JSON is the same path with `.json`). */
export const devMailPath = (dataDir: string) => `/dev/mail/${devMailSecret(dataDir)}`;
