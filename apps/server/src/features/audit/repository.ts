import { and, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.ts';
import { likeAny, newestFirst } from '../../platform/db/paging.ts';
import { FIELDS, type Field, FORMER_FIELDS } from './redact.ts';
import { auditLog, auditLogCounts, auditSubjects } from './schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** What a reader may see: an Admin never sees a row by a Global actor or about a Global account. */
export interface AuditFilter {
  hideGlobal: boolean;
  q: string;
  /** Accounts whose name or e-mail matched `q`: rows by or about them match too. */
  people: string[];
  /** Accounts the words of `q` find, by id, as their placeholders read: rows by or about them are searched so. */
  named: Record<string, Record<Field, string>>;
}

/** The accounts behind a row's subjects, while they exist (a deleted account's subject is gone). */
const actorOf = alias(auditSubjects, 'actor_of');
const targetOf = alias(auditSubjects, 'target_of');

/** A sign no search holds: a placeholder of someone the search did not find reads so ("name" or "target" finds none). */
const UNREAD = '\uFFFC';

/**
 * A reason as it reads (redact.ts's render) for the accounts in `named` (one JSON parameter, by id): their
 * placeholders filled; a deleted account's (no subject any more) read as the stand-ins; anyone else's as UNREAD.
 */
function reasonAsRead(named: AuditFilter['named']) {
  let text: SQL = sql`${auditLog.reason}`;
  for (const [part, subject] of [
    ['target', targetOf],
    ['actor', actorOf],
  ] as const) {
    for (const field of FIELDS) {
      const token = `{{${part}.${field}}}`;
      const reads = sql`case when ${subject.userId} is null then ${FORMER_FIELDS[field]} else coalesce(named.people -> (${subject.userId}::text) ->> ${field}, ${UNREAD}) end`;
      text = sql`replace(${text}, ${token}, ${reads})`;
    }
  }
  // The accounts once, as one parameter, whatever the number of placeholders.
  return sql`(select ${text} from (select ${JSON.stringify(named)}::jsonb as people) as named)`;
}

function auditWhere({ hideGlobal, q, people, named }: AuditFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (hideGlobal) conditions.push(ne(auditLog.actorRole, 'Global'), or(isNull(auditLog.targetRole), ne(auditLog.targetRole, 'Global')));
  if (q) {
    const like = likeAny(q);
    conditions.push(
      or(
        ilike(auditLog.action, like),
        ilike(reasonAsRead(named), like),
        ilike(auditLog.targetKind, like),
        ilike(auditLog.targetId, like),
        ilike(sql`${targetOf.userId}::text`, like),
        ...(people.length ? [inArray(targetOf.userId, people), inArray(actorOf.userId, people)] : []),
      ),
    );
  }
  return and(...conditions);
}

/**
 * The only module of the audit feature that touches the database: it appends and reads the log, nothing
 * else (the database refuses the rest), and gives accounts their subjects.
 */
export function createAuditRepository(db: DbOrTx) {
  /**
   * How many rows a reader sees without a search: the kept counts (audit_log_counts, migration 0055: an
   * Admin's rows, or every row for a Global administrator), not a count of the whole log; as a scalar
   * subquery, so a page's query carries it too (evaluated once).
   */
  const keptTotal = (hideGlobal: boolean) =>
    sql<number>`(select coalesce(sum(${auditLogCounts.n}), 0)::int from ${auditLogCounts}${hideGlobal ? sql` where not ${auditLogCounts.globalOnly}` : sql``})`;

  /** How many rows the filter finds (see keptTotal without a search). The query itself, for its plan to be read (tests). */
  function countQuery(filter: AuditFilter) {
    if (!filter.q) return db.select({ n: keptTotal(filter.hideGlobal) }).from(sql`(select) as one`);
    return db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(actorOf, eq(actorOf.id, auditLog.actorSubject))
      .leftJoin(targetOf, eq(targetOf.id, auditLog.targetSubject))
      .where(auditWhere(filter));
  }

  return {
    /** Each account's subject (made the first time the log names it), by account id, in one statement. */
    async subjects(userIds: string[]): Promise<Map<string, string>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const rows = await db
        .insert(auditSubjects)
        .values(ids.map((userId) => ({ userId })))
        // A no-op update, so the row that exists is returned too.
        .onConflictDoUpdate({ target: auditSubjects.userId, set: { userId: sql`excluded.user_id` } })
        .returning();
      return new Map(rows.map((r) => [r.userId, r.id]));
    },

    async insert(row: NewAuditRow) {
      const [saved] = await db.insert(auditLog).values(row).returning();
      return saved as AuditRow;
    },

    /**
     * A page of rows, each with the accounts behind its actor and target (null once deleted). Read off the
     * log's time index (its DESC NULLS LAST order: a plain DESC sorted the whole log), the page's rows only
     * (`count(*) over ()` joined and counted the whole log before the page was cut). Without a search each
     * row carries the kept total (keptTotal: one round trip a page), with one it is null (`count` counts).
     */
    page(filter: AuditFilter, offset: number, limit: number) {
      return db
        .select({
          row: auditLog,
          actorUser: actorOf.userId,
          targetUser: targetOf.userId,
          total: filter.q ? sql<number | null>`null::int` : keptTotal(filter.hideGlobal),
        })
        .from(auditLog)
        .leftJoin(actorOf, eq(actorOf.id, auditLog.actorSubject))
        .leftJoin(targetOf, eq(targetOf.id, auditLog.targetSubject))
        .where(auditWhere(filter))
        .orderBy(...newestFirst(auditLog.at, auditLog.id))
        .limit(limit)
        .offset(offset);
    },

    countQuery,

    async count(filter: AuditFilter) {
      const [row] = await countQuery(filter);
      return Number(row?.n ?? 0);
    },
  };
}
