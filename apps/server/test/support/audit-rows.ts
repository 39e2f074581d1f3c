// Test support: the audit log's rows about a record or an account, as the tests compare them. The log names
// people by subject (features/audit/schema.ts); read here with each subject turned back into its account
// while that exists, so a test asks about an account by its id as it does about a payout or a message.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.ts';
import { queryRows } from './databases.ts';

/** The audit rows whose record is `targetId` (an account's id, or a payout's, message's…), oldest first. */
export function auditRowsAbout(database: Database, targetId: string) {
  return queryRows(
    database,
    sql`select a.user_id as actor_id, l.actor_role, l.action, l.target_kind, coalesce(t.user_id::text, l.target_id) as target_id, l.target_role, l.before, l.after, l.reason
        from audit_log l left join audit_subjects a on a.id = l.actor_subject left join audit_subjects t on t.id = l.target_subject
        where coalesce(t.user_id::text, l.target_id) = ${targetId} order by l.at, l.id`,
  );
}

/** The subject the audit log names an account by (null when it has none: never named, or deleted). */
export async function auditSubjectOf(database: Database, userId: string): Promise<string | null> {
  const [row] = await queryRows(database, sql`select id from audit_subjects where user_id = ${userId}`);
  return row ? String(row.id) : null;
}
