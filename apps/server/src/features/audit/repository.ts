import { and, count, desc, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { likeAny } from '../../platform/db/paging.ts';
import { auditLog } from './schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** What a reader may see: an Admin never sees a row by a Global actor or about a Global account. */
export interface AuditFilter {
  hideGlobal: boolean;
  q: string;
  /** Accounts whose name or e-mail matched `q`: rows by or about them match too. */
  people: string[];
}

const total = sql<number>`(count(*) over ())::int`;

function auditWhere({ hideGlobal, q, people }: AuditFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (hideGlobal) conditions.push(ne(auditLog.actorRole, 'Global'), or(isNull(auditLog.targetRole), ne(auditLog.targetRole, 'Global')));
  if (q) {
    const like = likeAny(q);
    conditions.push(
      or(
        ilike(auditLog.action, like),
        ilike(auditLog.reason, like),
        ilike(auditLog.targetKind, like),
        ilike(auditLog.targetId, like),
        ...(people.length ? [inArray(auditLog.targetId, people), inArray(sql`${auditLog.actorId}::text`, people)] : []),
      ),
    );
  }
  return and(...conditions);
}

/** The only module of the audit feature that touches the database: it appends and reads, nothing else (the database refuses the rest). */
export function createAuditRepository(db: DbOrTx) {
  return {
    async insert(row: NewAuditRow) {
      const [saved] = await db.insert(auditLog).values(row).returning();
      return saved as AuditRow;
    },

    async page(filter: AuditFilter, offset: number, limit: number) {
      return db
        .select({ row: auditLog, total })
        .from(auditLog)
        .where(auditWhere(filter))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
    },

    async count(filter: AuditFilter) {
      const [row] = await db.select({ n: count() }).from(auditLog).where(auditWhere(filter));
      return row?.n ?? 0;
    },
  };
}
