import type { Role } from '@iyl/core/access/roles';
import { CONSOLE_PAGE_SIZE } from '@iyl/core/admin/constants';
import type { AuditAction } from '@iyl/core/admin/constants';
import type { AuditEntry, AuditPage } from '@iyl/core/admin/contract';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { numberedPage, withTotal } from '../../platform/db/paging.ts';
import type { AuthService } from '../auth/service.ts';
import { createAuditRepository } from './repository.ts';

/** How many people a search by name or e-mail may match (rows by or about them). */
const PEOPLE_MAX = 200;

/** One action, as a feature records it inside the transaction that made the change. */
export interface AuditRecord {
  actor: { id: string | null; role: Role | 'System' };
  action: AuditAction;
  /** The record acted on: its kind ('user', 'payout'…), id, and for an account its role (an Admin never sees a Global account's rows). */
  target: { kind: string; id: string | null; role?: Role | null };
  /** The record's state before and after: facts of the change, never a person's name or e-mail. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

export interface AuditDeps {
  db: Db;
  auth: AuthService;
  clock: () => Date;
}

/** The audit log: appended in the transaction of each admin and Global action, read by staff, changed by nobody. */
export function createAuditService(deps: AuditDeps) {
  const { db, auth, clock } = deps;
  const repo = createAuditRepository(db);

  return {
    /** Appends one row in `tx`: it commits with the change, or neither does. */
    async record(tx: DbOrTx, entry: AuditRecord) {
      await createAuditRepository(tx).insert({
        at: clock(),
        actorId: entry.actor.id,
        actorRole: entry.actor.role,
        action: entry.action,
        targetKind: entry.target.kind,
        targetId: entry.target.id,
        targetRole: entry.target.role ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
      });
    },

    /**
     * GetAuditLog: newest first, paged; `q` matches the action, the reason, the record's kind or id, or
     * the name or e-mail of who acted or was acted on. An Admin never sees a row by or about a Global account.
     */
    async page(viewer: { role: Role }, query: { page: number; q: string }): Promise<AuditPage> {
      const offset = (query.page - 1) * CONSOLE_PAGE_SIZE;
      const people = query.q ? (await auth.accountsMatching(query.q, PEOPLE_MAX)).map((p) => p.id) : [];
      const filter = { hideGlobal: viewer.role !== 'Global', q: query.q, people };
      const rows = await repo.page(filter, offset, CONSOLE_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.count(filter));
      const ids = rows.flatMap(({ row }) => [row.actorId, row.targetKind === 'user' ? row.targetId : null]).filter((id): id is string => Boolean(id));
      const names = await auth.fullnames(ids);
      const items = rows.map(({ row }): AuditEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: { id: row.actorId, name: row.actorId ? (names.get(row.actorId) ?? null) : null, role: row.actorRole },
        action: row.action,
        target: {
          kind: row.targetKind,
          id: row.targetId,
          name: row.targetKind === 'user' && row.targetId ? (names.get(row.targetId) ?? null) : null,
          role: row.targetRole,
        },
        before: row.before ?? null,
        after: row.after ?? null,
        reason: row.reason,
      }));
      return numberedPage(items, query.page, CONSOLE_PAGE_SIZE, total);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
