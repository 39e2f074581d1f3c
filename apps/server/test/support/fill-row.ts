// Test support (account-data's completeness test): one row in a table for a person, made from the database's own
// description of the table, so a table the worlds leave empty (or one added later) still gets a row of
// theirs. A column pointing at another table takes a row of the person's there when that table is
// theirs, any row otherwise; a few columns held by CHECK constraints are named.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.ts';
import { queryRows } from './databases.ts';
import { ownedBy } from '../../src/features/account-data/repository.ts';
import { isPersonal, type PersonalRule, tables } from '../../src/features/account-data/tables.ts';

/** Values a CHECK constraint or a unique key asks for. */
const named: Record<string, (owner: string) => unknown> = {
  'course_ratings.stars': () => 5,
  'routine_completions.routine_type': () => 'daily',
};

async function pick(database: Database, table: string, owner: string, strict = false): Promise<string | null> {
  const rule = tables[table];
  const mine = rule && isPersonal(rule) ? ownedBy(rule, owner) : sql`true`;
  const [row] = await queryRows(database, sql`select t.id::text as id from ${sql.identifier(table)} t where ${mine} order by random() limit 1`);
  if (row) return String(row.id);
  if (strict) throw new Error(`fillRow: no ${table} row of the owner's to hang a row on`);
  const [any] = await queryRows(database, sql`select t.id::text as id from ${sql.identifier(table)} t order by random() limit 1`);
  return any ? String(any.id) : null;
}

/** Inserts one row of `owner`'s into `table`; `other` is a second account for the columns that name someone else. */
export async function fillRow(database: Database, table: string, owner: string, other: string): Promise<void> {
  const rule = tables[table] as PersonalRule;
  const columns = await queryRows(
    database,
    sql`select column_name as c, data_type as t, is_nullable = 'YES' as nullable, column_default is not null or is_identity = 'YES' or is_generated = 'ALWAYS' as defaulted
        from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  const fks = new Map(
    (
      await queryRows(
        database,
        sql`select a.attname as c, c.confrelid::regclass::text as ref from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
            where c.contype = 'f' and c.conrelid = ${table}::regclass and array_length(c.conkey, 1) = 1`,
      )
    ).map((r) => [String(r.c), String(r.ref)]),
  );
  const values: [string, unknown][] = [];
  for (const { c, t: type, nullable, defaulted } of columns) {
    const column = String(c);
    const t = String(type);
    const key = `${table}.${column}`;
    let value: unknown;
    if (key in named) value = named[key]?.(owner);
    else if ('by' in rule && rule.by[0] === column) value = owner;
    else if ('by' in rule && rule.by.includes(column)) value = other;
    else if ('via' in rule && rule.via.column === column) value = await pick(database, rule.via.parent, owner, true);
    else if (fks.has(column) && (!nullable || table === 'community_flags' && column === 'message_id')) value = fks.get(column) === 'users' ? other : await pick(database, fks.get(column) as string, owner);
    else if (defaulted || nullable) continue;
    else if (t === 'uuid') value = crypto.randomUUID();
    else if (t === 'text') value = `filled ${crypto.randomUUID()}`;
    else if (t === 'integer' || t === 'smallint' || t === 'bigint' || t === 'real' || t === 'double precision') value = 1;
    else if (t === 'boolean') value = false;
    else if (t === 'date') value = '2026-03-02';
    else if (t.startsWith('timestamp')) value = '2026-03-02T09:00:00Z';
    else if (t === 'jsonb') value = JSON.stringify([]);
    else throw new Error(`fillRow: ${key} is ${t}, which the filler cannot make`);
    values.push([column, value]);
  }
  await database.db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(values.map(([c]) => sql.identifier(c)), sql`, `)}) values (${sql.join(values.map(([, v]) => sql`${v}`), sql`, `)})`,
  );
}
