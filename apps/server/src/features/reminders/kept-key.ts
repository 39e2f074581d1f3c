import type { Db } from '../../platform/db/database.ts';
import { createRemindersRepository } from './repository.ts';

/** A key kept in the database (made by the first process that asks), read once per process; a failed read is tried again. */
export function keptKey<T>(db: Db, name: string, make: () => Record<string, string>, read: (value: Record<string, string>) => T) {
  const repo = createRemindersRepository(db);
  let kept: Promise<T> | undefined;
  return () => {
    kept ??= repo.key(name, make).then(read);
    kept.catch(() => (kept = undefined));
    return kept;
  };
}
