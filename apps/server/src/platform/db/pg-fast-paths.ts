import { createRequire } from 'node:module';

/**
 * Two per-query costs of node-postgres 8.23 that show in every request's profile (npm run bench,
 * BENCH_PROFILE=1), removed without changing what pg does:
 *
 * - Each query's config is copied with its property descriptors (brianc/node-postgres#3720), which
 *   makes a slow dictionary-mode object: ~2 µs a query in a loop, ~5 µs a request in the server's
 *   profile. Its only readers (pg's Query and native
 *   Query) read ten options; those are copied by reading them, which sees inherited options and getters
 *   as the descriptor copy did, and still never changes the caller's object. Upstream's own fix (#3743,
 *   reading the options without a copy) is still open.
 * - Each result builds an empty row object from the field names, even in array mode (drizzle's),
 *   where it is never used.
 *
 * pg-fast-paths.test.ts compares both with pg's own functions, and checks that pg's Query still reads
 * exactly these options: a pg upgrade that reads another one fails it.
 */
const require = createRequire(import.meta.url);
const utils = require('pg/lib/utils.js') as { normalizeQueryConfig: (config: unknown, values?: unknown, callback?: unknown) => Record<string, unknown> };
const Result = require('pg/lib/result.js') as {
  prototype: {
    addFields(this: PgResult, fields: FieldDescription[]): void;
  };
};
const { types } = require('pg') as { types: TypeParsers };

interface TypeParsers {
  getTypeParser(oid: number, format: string): (value: string) => unknown;
}
interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}
interface PgResult {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _parsers: ((value: string) => unknown)[];
  _types?: TypeParsers;
}

export const originals = { normalizeQueryConfig: utils.normalizeQueryConfig, addFields: Result.prototype.addFields };

/** The options pg's Query and native Query read from a normalised config. */
export const QUERY_OPTIONS = ['text', 'values', 'rows', 'types', 'name', 'queryMode', 'binary', 'portal', 'callback', 'rowMode'] as const;

export function normalizeQueryConfig(config: unknown, values?: unknown, callback?: unknown): Record<string, unknown> {
  const normalized: Record<string, unknown> = {};
  if (typeof config === 'string') normalized.text = config;
  else if (config) {
    const given = config as Record<string, unknown>;
    for (const option of QUERY_OPTIONS) {
      const value = given[option];
      if (value !== undefined) normalized[option] = value;
    }
  }
  if (values) {
    if (typeof values === 'function') normalized.callback = values;
    else normalized.values = values;
  }
  if (callback) normalized.callback = callback;
  return normalized;
}

function addFields(this: PgResult, fields: FieldDescription[]) {
  if (!this.rowAsArray) return originals.addFields.call(this, fields);
  this.fields = fields;
  const parsers = this._types ?? types;
  this._parsers = fields.map((field) => parsers.getTypeParser(field.dataTypeID, field.format || 'text'));
}

/** Idempotent; database.ts installs them before the first pool is made. */
export function installPgFastPaths() {
  utils.normalizeQueryConfig = normalizeQueryConfig;
  Result.prototype.addFields = addFields;
}
