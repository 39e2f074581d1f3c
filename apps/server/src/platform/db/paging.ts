import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A numbered page's rows and the list's total. The total rides on the rows (`count(*) over ()`);
 * past the last page there are no rows to carry it, so it is counted once then.
 */
export async function withTotal<R extends { total: number }>(rows: R[], offset: number, count: () => Promise<number>) {
  return { rows, total: rows[0]?.total ?? (offset > 0 ? await count() : 0) };
}

/** The page-numbered answer of a list: its items, where it is, and how many pages there are. */
export function numberedPage<T>(items: T[], page: number, pageSize: number, total: number) {
  return { items, page, pageSize, total, pages: Math.ceil(total / pageSize) };
}

/** A LIKE pattern that finds `text` anywhere, its own %, _ and \ taken literally. */
export const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Newest first, in the order of the app's `.desc()` indexes: drizzle writes those as DESC NULLS LAST, and
 * PostgreSQL reads a page straight off an index only when the query's order says the same (a plain
 * `desc()` is NULLS FIRST, and sorts the whole set instead).
 */
export const newestFirst = (...columns: AnyPgColumn[]) => columns.map((column) => sql`${column} desc nulls last`);
