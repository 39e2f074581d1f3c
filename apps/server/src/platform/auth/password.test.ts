import { availableParallelism } from 'node:os';
import { messages } from '@iyl/core/catalog/messages';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing under load', () => {
  it('runs one hash per core, lets 8 per core wait, and answers the rest 503 at once', async () => {
    const stored = await hashPassword('correct horse battery');
    const cores = Math.max(1, availableParallelism());
    const attempts = Array.from({ length: 10 * cores + 5 }, () => verifyPassword(stored, 'correct horse battery'));
    const results = await Promise.allSettled(attempts);
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(done).toHaveLength(9 * cores);
    expect(done.every((r) => r.value === true)).toBe(true);
    expect(refused).toHaveLength(cores + 5);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ status: 503, code: 'BUSY', message: messages.busy, headers: { 'retry-after': '1' } });
    }
    // The line is free again.
    expect(await verifyPassword(stored, 'wrong password')).toBe(false);
  });
});
