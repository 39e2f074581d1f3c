import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/support/databases.ts';
import { PreparingClient } from './prepared-statements.ts';

describe.each(testDatabases())('prepared statements on $name', (testDb) => {
  it('prepares a repeated parameterised query once per connection and keeps answering it', async () => {
    const database = await testDb.open();
    const client = new PreparingClient({ connectionString: database.url });
    await client.connect();
    try {
      const text = 'select $1::int * 2 as doubled';
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await client.query({ text, values: [n] })).rows[0].doubled);
      expect(answers).toEqual([2, 4, 6]);
      // Through pg's (text, values) form too, as drizzle's raw queries use it.
      expect((await client.query(text, [5])).rows[0].doubled).toBe(10);
      const prepared = await client.query('select statement from pg_prepared_statements');
      expect(prepared.rows.map((r: { statement: string }) => r.statement)).toEqual([text]);
      // Queries without parameters (migrations, transaction control) are never prepared.
      await client.query('select 1');
      await client.query('select 1');
      expect((await client.query('select count(*)::int as n from pg_prepared_statements')).rows[0].n).toBe(1);
    } finally {
      await client.end();
      await database.close();
    }
  });
});
