import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { installPgFastPaths, normalizeQueryConfig, originals, QUERY_OPTIONS } from './pg-fast-paths.ts';

const require = createRequire(import.meta.url);
const utils = require('pg/lib/utils.js') as { normalizeQueryConfig: unknown };
type ResultLike = { addFields(fields: unknown[]): void; parseRow(row: unknown[]): unknown; fields: unknown[]; _parsers: unknown[] };
const Result = require('pg/lib/result.js') as { new (rowMode?: string, types?: unknown): ResultLike; prototype: ResultLike };

const types = { getTypeParser: (oid: number) => (oid === 23 ? (v: string) => Number(v) * 10 : (v: string) => `t:${v}`) };
const fields = [
  { name: 'n', dataTypeID: 23, format: 'text' },
  { name: 's', dataTypeID: 25, format: 'text' },
];

/** What pg's Query takes from its arguments, built once with pg's own normalisation and once with ours. */
function queryFrom(normalize: unknown, args: unknown[]) {
  const saved = utils.normalizeQueryConfig;
  utils.normalizeQueryConfig = normalize;
  try {
    const query = new (pg.Query as unknown as new (...a: unknown[]) => Record<string, unknown>)(...args);
    const { text, values, rows, types: t, name, queryMode, binary, portal, callback, _rowMode } = query;
    return { text, values, rows, types: t, name, queryMode, binary, portal, callback, _rowMode };
  } finally {
    utils.normalizeQueryConfig = saved;
  }
}

class Getters {
  get text() {
    return 'select $1';
  }
  get values() {
    return [7];
  }
}
class TextGetter {
  get text() {
    return 'select $1';
  }
}
const hidden = Object.defineProperty({ values: [1] }, 'text', { value: 'select $1', enumerable: false });
const inherited = Object.create({ text: 'select $1', rowMode: 'array' }, { name: { value: 'q', enumerable: true } });

describe('pg fast paths', () => {
  it('are what pg uses once installed', () => {
    installPgFastPaths();
    expect(utils.normalizeQueryConfig).toBe(normalizeQueryConfig);
    expect(Result.prototype.addFields).not.toBe(originals.addFields);
  });

  it('copy every option pg’s Query and native Query read from the normalised config', () => {
    for (const file of ['pg/lib/query.js', 'pg/lib/native/query.js']) {
      const source = readFileSync(require.resolve(file), 'utf8');
      const read = new Set([...source.matchAll(/\bconfig\.(\w+)/g)].map((m) => m[1]));
      for (const option of read) expect(QUERY_OPTIONS, `${file} reads config.${option}`).toContain(option);
    }
  });

  it('give pg’s Query the same options as pg’s own normalisation, and never change the caller’s object', () => {
    const callback = () => undefined;
    const config = { name: 'q', text: 'select $1', values: [1], rowMode: 'array', types, rows: 5, queryMode: 'extended', binary: false, portal: 'p' };
    const cases: unknown[][] = [
      ['select 1'],
      ['select $1', [2]],
      ['select $1', callback],
      [config],
      [config, [3]],
      [config, [3], callback],
      [config, callback],
      [new Getters()],
      [new TextGetter(), [8]],
      [hidden],
      [inherited, [4]],
    ];
    for (const args of cases) {
      const before = JSON.stringify(args[0]);
      expect(queryFrom(normalizeQueryConfig, args)).toStrictEqual(queryFrom(originals.normalizeQueryConfig, args));
      expect(JSON.stringify(args[0])).toBe(before);
    }
    expect(queryFrom(normalizeQueryConfig, [new Getters()])).toMatchObject({ text: 'select $1', values: [7] });
    expect(normalizeQueryConfig(config, [3])).not.toBe(config);
  });

  it('parse rows as pg’s own addFields would, in array mode and in object mode', () => {
    installPgFastPaths();
    const cases: [string | undefined, unknown][] = [
      ['array', types],
      ['array', undefined],
      [undefined, types],
      [undefined, undefined],
    ];
    for (const [rowMode, parsers] of cases) {
      const ours = new Result(rowMode, parsers);
      const theirs = new Result(rowMode, parsers);
      ours.addFields(fields);
      originals.addFields.call(theirs as never, fields as never);
      for (const row of [
        ['4', 'x'],
        [null, 'y'],
      ]) {
        expect(ours.parseRow(row)).toStrictEqual(theirs.parseRow(row));
      }
      expect(ours.fields).toBe(fields);
      // A second set of fields (several statements in one query) replaces the first, as in pg.
      ours.addFields(fields.slice(1));
      originals.addFields.call(theirs as never, fields.slice(1) as never);
      expect(ours.parseRow(['z'])).toStrictEqual(theirs.parseRow(['z']));
      ours.addFields([]);
      expect(ours.fields).toEqual([]);
    }
    const array = new Result('array', types);
    array.addFields(fields);
    expect(array.parseRow(['4', 'x'])).toEqual([40, 't:x']);
  });
});
