import { and, desc, eq, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../platform/db/database.ts';
import { dataExports, deletionCodes } from './schema.ts';
import { isPersonal, type PersonalRule, type TableRule, tables } from './tables.ts';

export type ExportRow = typeof dataExports.$inferSelect;
const id = (name: string) => sql.identifier(name);

/** The condition that makes a row of `table` (aliased t) the person's, by its rule in tables.ts. */
export function ownedBy(rule: PersonalRule, userId: string, alias = 't'): SQL {
  if ('by' in rule) return sql.join(rule.by.map((column) => sql`${id(alias)}.${id(column)} = ${userId}`), sql` or `);
  const parent = tables[rule.via.parent] as PersonalRule;
  return sql`${id(alias)}.${id(rule.via.column)} in (select p.id from ${id(rule.via.parent)} p where ${ownedBy(parent, userId, 'p')})`;
}

/**
 * The account-data feature's reads and writes. Its own tables (data_exports, account_deletion_codes),
 * and, for the export and the deletion only, a person's rows of every table by the rules of tables.ts:
 * read generically, so a table no feature told us about is refused by the completeness test rather
 * than left out quietly.
 */
export function createAccountDataRepository(db: DbOrTx) {
  return {
    /** One page of a table's rows of the person's, as JSON objects (secrets left out), in a stable order. */
    async page(table: string, userId: string, offset: number, limit: number): Promise<Record<string, unknown>[]> {
      const rule = tables[table] as TableRule;
      if (!isPersonal(rule)) return [];
      const omit = rule.omit?.length ? sql` - ${sql.raw(`array[${rule.omit.map((c) => `'${c}'`).join(',')}]::text[]`)}` : sql``;
      const rows = rowsOf<{ row: Record<string, unknown> }>(
        await db.execute(
          sql`select to_jsonb(t)${omit} as row from ${id(table)} t where ${ownedBy(rule, userId)} order by t.ctid limit ${limit} offset ${offset}`,
        ),
      );
      return rows.map((r) => r.row);
    },

    /** The tables of the public schema, as the database has them. */
    async tableNames(): Promise<string[]> {
      const rows = rowsOf<{ name: string }>(
        await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
      );
      return rows.map((r) => r.name);
    },

    async latest(userId: string) {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.requestedAt)).limit(1);
      return row ?? null;
    },
    async find(exportId: string) {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
      return row ?? null;
    },
    async owns(exportId: string, userId: string) {
      const [row] = await db.select({ id: dataExports.id }).from(dataExports).where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
      return Boolean(row);
    },
    async insert(userId: string, at: Date) {
      const [row] = await db.insert(dataExports).values({ userId, requestedAt: at }).returning();
      return row as ExportRow;
    },
    async update(exportId: string, values: Partial<Omit<ExportRow, 'id' | 'userId'>>) {
      const [row] = await db.update(dataExports).set(values).where(eq(dataExports.id, exportId)).returning();
      return row ?? null;
    },
    /** Exports whose link expired and whose file is still kept. */
    async expiredFiles(now: Date) {
      return db
        .select({ id: dataExports.id, fileKey: dataExports.fileKey })
        .from(dataExports)
        .where(and(isNotNull(dataExports.fileKey), lte(dataExports.expiresAt, now)))
        .limit(100);
    },

    /** Exports never queued or cut short: queued before `queuedBefore`, or building since before `staleBefore`. */
    async lost(staleBefore: Date, queuedBefore: Date) {
      return db
        .select()
        .from(dataExports)
        .where(
          or(
            and(eq(dataExports.state, 'queued'), lte(dataExports.requestedAt, queuedBefore)),
            and(eq(dataExports.state, 'building'), lte(dataExports.requestedAt, staleBefore)),
          ),
        )
        .limit(20);
    },

    async saveCode(userId: string, codeHash: string, now: Date, expiresAt: Date) {
      await db
        .insert(deletionCodes)
        .values({ userId, codeHash, createdAt: now, expiresAt, attempts: 0 })
        .onConflictDoUpdate({ target: deletionCodes.userId, set: { codeHash, createdAt: now, expiresAt, attempts: 0 } });
    },
    /** The live code, its row locked (two confirmations at once count both tries). */
    async lockedCode(userId: string) {
      const [row] = await db.select().from(deletionCodes).where(eq(deletionCodes.userId, userId)).for('update');
      return row ?? null;
    },
    async countAttempt(userId: string) {
      await db
        .update(deletionCodes)
        .set({ attempts: sql`${deletionCodes.attempts} + 1` })
        .where(eq(deletionCodes.userId, userId));
    },
  };
}
export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
