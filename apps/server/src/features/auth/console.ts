import type { Role } from '@iyl/core/access/roles';
import { messages } from '@iyl/core/catalog/messages';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { createConsoleRepository } from './console-repository.ts';

/** Whether and why an account is suspended, as the audit log records it. */
export interface SuspensionState {
  suspendedAt: string | null;
  suspendReason: string | null;
}

/** The staff member acting: the console's Admin or Global administrator. */
export interface Staff {
  id: string;
  role: Role;
}

interface ConsoleDeps {
  db: Db;
  clock: () => Date;
  /** auth's own: ends every session of the account in every process (in `tx`). */
  endSessions(tx: DbOrTx, userId: string): Promise<void>;
  /** auth's own: the account's row changed (in `tx`), read again everywhere. */
  userChanged(tx: DbOrTx, userId: string): Promise<void>;
}

const state = (row: { suspendedAt: Date | null; suspendReason: string | null }): SuspensionState => ({
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendReason: row.suspendReason,
});

/**
 * The account a staff member may suspend or restore, locked in `tx`: a customer or a coach. An Admin
 * is not told a Global account exists (404). Anyone else is refused (403) with why: one's own account;
 * an admin's, which only the Global administrator manages, under Admins (disable and enable); a Global one.
 */
async function suspendable(tx: DbOrTx, staff: Staff, id: string) {
  const account = await createConsoleRepository(tx).lockedAccount(id);
  if (!account || (account.role === 'Global' && staff.role !== 'Global')) throw notFound(messages.accountNotFound);
  if (account.role === 'Customer' || account.role === 'Coach') return account;
  const refused = (message: string) => new AppError(403, 'FORBIDDEN', message);
  if (id === staff.id) throw refused(messages.suspendOwnAccount);
  if (account.role === 'Global') throw refused(messages.globalNotSuspendable);
  throw refused(staff.role === 'Global' ? messages.adminsUnderAdmins : messages.onlyGlobalManagesAdmins);
}

/**
 * What the admin console asks of auth (the users table is auth's alone): customers and coaches by name
 * or e-mail, and suspension, which ends every session of the account in every process.
 */
export function createAccountsConsole(deps: ConsoleDeps) {
  const { db, clock } = deps;
  const repo = createConsoleRepository(db);

  return {
    /** A page of customers or coaches by name or e-mail, with their last sign-in and suspension. */
    async accountsPage(role: 'Customer' | 'Coach', query: { page: number; q: string }, pageSize: number) {
      const offset = (query.page - 1) * pageSize;
      const rows = await repo.accounts(role, query.q, offset, pageSize);
      // The kept total rides on the rows without a search; else a first page that is not full is the whole list; any other is counted.
      const total = rows[0]?.total ?? (offset === 0 && rows.length < pageSize ? rows.length : await repo.countAccounts(role, query.q));
      const items = rows.map(({ createdAt, lastSignInAt, total: _, ...row }) => ({
        ...row,
        ...state(row),
        joinedAt: createdAt.toISOString(),
        lastSignInAt: lastSignInAt?.toISOString() ?? null,
      }));
      return numberedPage(items, query.page, pageSize, total);
    },

    /**
     * Suspends a customer or coach (in the caller's transaction, which also writes the audit row):
     * no sign-in from now, and every session ends in every process once it commits. 409 when already suspended.
     */
    async suspend(tx: DbOrTx, staff: Staff, id: string, reason: string) {
      const account = await suspendable(tx, staff, id);
      if (account.suspendedAt) throw new AppError(409, 'CONFLICT', messages.userAlreadySuspended);
      const now = clock();
      await createConsoleRepository(tx).setSuspension(id, now, reason);
      await deps.endSessions(tx, id);
      return { role: account.role, before: state(account), after: state({ suspendedAt: now, suspendReason: reason }) };
    },

    /** Lifts a suspension (in the caller's transaction); 409 when the account is not suspended. */
    async restore(tx: DbOrTx, staff: Staff, id: string) {
      const account = await suspendable(tx, staff, id);
      if (!account.suspendedAt) throw new AppError(409, 'CONFLICT', messages.userNotSuspended);
      await createConsoleRepository(tx).setSuspension(id, null, null);
      await deps.userChanged(tx, id);
      return { role: account.role, before: state(account), after: state({ suspendedAt: null, suspendReason: null }) };
    },

    /** The account of a coach the console acts on (404 for no such coach). */
    async coachAccount(id: string, tx: DbOrTx = db) {
      const [row] = await createConsoleRepository(tx).roles([id]);
      if (row?.role !== 'Coach') throw notFound(messages.accountNotFound);
      return row;
    },

    /** Accounts whose name or e-mail holds `q` (at most `limit`): the audit log's search by person. */
    async accountsMatching(q: string, limit: number) {
      return repo.matching(q, limit);
    },

    /**
     * The suspended coaches' ids (one query, however many coaches are asked about): the directory, a
     * coach's card, slots and booking leave them out until they are restored.
     */
    async suspendedCoachIds(): Promise<Set<string>> {
      return new Set((await repo.suspendedCoaches()).map((r) => r.id));
    },

    /**
     * These accounts' names, addresses and roles, and whether each is suspended (a suspended account gets
     * no e-mail but its own account's), read in the caller's transaction: one that holds a connection
     * (an event handler's) asks the pool for no other.
     */
    async mailContacts(ids: string[], tx: DbOrTx): Promise<Map<string, { fullname: string; email: string; role: Role; suspended: boolean }>> {
      return new Map((await createConsoleRepository(tx).mailContacts([...new Set(ids)])).map(({ id, ...contact }) => [id, contact]));
    },

    /** The role of each account, by id (one query). */
    async rolesOf(ids: string[]): Promise<Map<string, Role>> {
      return new Map((await repo.roles([...new Set(ids)])).map((r) => [r.id, r.role]));
    },
  };
}
