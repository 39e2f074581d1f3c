import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { limitConcurrency } from '../concurrency.ts';
import { serviceBusy } from '../http/errors.ts';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// A hash keeps a core busy and holds its 19 MiB throughout: more at once than there are cores mostly
// costs memory (and libuv's four threads, which file and compression work share). npm run bench on 2
// cores: the sign-in burst's peak RSS fell from 248 to 211 MB, sign-ins per second by ~10 %
// (docs/decisions/0006). At most 8 sign-ins per core wait for a hash (under a second of work); one
// more is answered 503 at once instead of waiting behind a line it would time out in.
const cores = Math.max(1, availableParallelism());
const oneHashPerCore = limitConcurrency(cores, { maxWaiting: 8 * cores, whenFull: serviceBusy });

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => hash(password, options));
}

/** True when `password` matches; a stored hash that cannot be read counts as no match. Busy: 503 (serviceBusy). */
export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return oneHashPerCore(() => verify(stored, password).catch(() => false));
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
export async function verifyDummy(password: string): Promise<void> {
  // A refused (busy) first hash must not stay the answer for good.
  dummy ??= hashPassword('not-a-real-password').catch((err: unknown) => {
    dummy = undefined;
    throw err;
  });
  await verifyPassword(await dummy, password);
}
