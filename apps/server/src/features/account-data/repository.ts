import { and, desc, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../platform/db/database.ts';
import { type Holders, leftByGoneProcess } from '../../platform/db/presence.ts';
import { dataExports, deletionCodes } from './schema.ts';
import { isPersonal, type PersonalRule, type TableRule, tables } from './tables.ts';

export type ExportRow = typeof dataExports.$inferSelect;
const id = (name: string) => sql.identifier(name);

/**
 * Who may still be building an export (platform/db/presence.ts), and how long a build may go without a
 * sign of life (progress) before it is taken as hung, even in a live process.
 */
export interface Builders extends Holders {
  stuckSeconds: number;
}

const BUILDING_KEY = 'data-export:';
/** The presence key a build holds while it runs. */
export const buildingKey = (exportId: string) => `${BUILDING_KEY}${exportId}`;

/** The export may be taken up: queued, or left building by a process that is gone (or hung). */
const open = (builders: Builders) =>
  sql`(${dataExports.state} = 'queued' or (${dataExports.state} = 'building'
    and (${leftByGoneProcess(builders, sql`${BUILDING_KEY} || ${dataExports.id}::text`, dataExports.updatedAt)}
      or ${dataExports.updatedAt} < now() - make_interval(secs => ${builders.stuckSeconds}))))`;

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

    /**
     * Exports whose build should be (re)started: queued for `queuedSeconds` or more (a lost job, or
     * asked for while the job runner was not running), or left building by a process that is gone.
     */
    async unfinished(builders: Builders, queuedSeconds: number, limit: number) {
      return db
        .select()
        .from(dataExports)
        .where(sql`${open(builders)} and (${dataExports.state} = 'building' or ${dataExports.updatedAt} <= now() - make_interval(secs => ${queuedSeconds}))`)
        .orderBy(dataExports.updatedAt)
        .limit(limit);
    },
    /**
     * Takes the export up for building, counting the attempt before anything is made (a build cut short
     * by a crash counts too). Answers the attempt and whose export it is, or 'spent' when it had
     * `maxAttempts` already (it is marked failed), or undefined when there is nothing to do (ready,
     * failed, gone, or being built by a live process).
     */
    async claimBuild(exportId: string, builders: Builders, maxAttempts: number) {
      const [taken] = await db
        .update(dataExports)
        .set({ state: 'building', progress: 0, attempts: sql`${dataExports.attempts} + 1`, updatedAt: sql`now()` })
        .where(and(eq(dataExports.id, exportId), sql`${dataExports.attempts} < ${maxAttempts}`, open(builders)))
        .returning({ attempt: dataExports.attempts, userId: dataExports.userId });
      if (taken) return taken;
      const [spent] = await db
        .update(dataExports)
        .set({ state: 'failed', updatedAt: sql`now()` })
        .where(and(eq(dataExports.id, exportId), sql`${dataExports.attempts} >= ${maxAttempts}`, open(builders)))
        .returning({ id: dataExports.id });
      return spent ? ('spent' as const) : undefined;
    },
    /** Writes what the build (attempt `attempt`) did, only while it still holds the export; answers whether it did. */
    async building(exportId: string, attempt: number, values: Partial<Omit<ExportRow, 'id' | 'userId' | 'attempts' | 'updatedAt'>>) {
      const rows = await db
        .update(dataExports)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.state, 'building'), eq(dataExports.attempts, attempt)))
        .returning({ id: dataExports.id });
      return rows.length > 0;
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
