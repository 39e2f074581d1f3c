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
  /**
   * The record acted on: its kind ('user', 'payout'…), id, and for an account its role (an Admin never
   * sees a Global account's rows). A 'user' is kept as its subject (see schema.ts), never by id.
   */
  target: { kind: string; id: string | null; role?: Role | null };
  /** The record's state before and after: facts of the change, never a person's id, name or e-mail. */
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
    /**
     * Appends one row in `tx`: it commits with the change, or neither does. The accounts it names (the
     * actor, a 'user' target) are written as their subjects, never by id.
     */
    async record(tx: DbOrTx, entry: AuditRecord) {
      const txRepo = createAuditRepository(tx);
      const person = entry.target.kind === 'user' ? entry.target.id : null;
      const subjects = await txRepo.subjects([entry.actor.id, person].filter((id): id is string => Boolean(id)));
      await txRepo.insert({
        at: clock(),
        actorSubject: entry.actor.id ? (subjects.get(entry.actor.id) ?? null) : null,
        actorRole: entry.actor.role,
        action: entry.action,
        targetKind: entry.target.kind,
        targetId: entry.target.kind === 'user' ? null : entry.target.id,
        targetSubject: person ? (subjects.get(person) ?? null) : null,
        targetRole: entry.target.role ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
      });
    },

    /**
     * GetAuditLog: newest first, paged; `q` matches the action, the reason, the record's kind or id, or
     * the name or e-mail of who acted or was acted on. An Admin never sees a row by or about a Global account.
     * A person is named (id and name) while their account exists; a deleted one's rows name no one.
     */
    async page(viewer: { role: Role }, query: { page: number; q: string }): Promise<AuditPage> {
      const offset = (query.page - 1) * CONSOLE_PAGE_SIZE;
      const people = query.q ? (await auth.accountsMatching(query.q, PEOPLE_MAX)).map((p) => p.id) : [];
      const filter = { hideGlobal: viewer.role !== 'Global', q: query.q, people };
      const rows = await repo.page(filter, offset, CONSOLE_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.count(filter));
      const names = await auth.fullnames(rows.flatMap((r) => [r.actorUser, r.targetUser]).filter((id): id is string => Boolean(id)));
      const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
      const items = rows.map(({ row, actorUser, targetUser }): AuditEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: { id: actorUser, name: name(actorUser), role: row.actorRole },
        action: row.action,
        target: {
          kind: row.targetKind,
          id: row.targetKind === 'user' ? targetUser : row.targetId,
          name: name(targetUser),
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
