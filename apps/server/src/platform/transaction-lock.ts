import { sql } from 'drizzle-orm';
import type { DbOrTx } from './db/database.ts';

/**
 * Holds a lock on a name (not on a row) until the transaction ends: of two transactions that lock the
 * same name, the second waits for the first to commit. A feature serialises a customer's writes that
 * must count what is there first (caps), e.g. `lockUntilCommit(tx, 'routines:<user id>')`; the feature
 * prefix keeps features' locks apart.
 */
export async function lockUntilCommit(tx: DbOrTx, name: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
