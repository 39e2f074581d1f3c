import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { limitConcurrency } from '../concurrency.ts';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// A hash keeps a core busy and holds its 19 MiB throughout: more at once than there are cores mostly
// costs memory (and libuv's four threads, which file and compression work share). npm run bench on 2
// cores: the sign-in burst's peak RSS fell from 248 to 211 MB, sign-ins per second by ~10 %
// (docs/decisions/0006).
const oneHashPerCore = limitConcurrency(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => hash(password, options));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await oneHashPerCore(() => verify(stored, password));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
export async function verifyDummy(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, password);
}
