import { describe, expect, it } from 'vitest';
import { createStatementNamer } from './prepared-statements.ts';

describe('statement namer', () => {
  it('names a query text from its second use on, always with the same name', () => {
    const nameOf = createStatementNamer();
    const text = 'select * from tasks where user_id = $1';
    expect(nameOf(text)).toBeUndefined();
    const name = nameOf(text);
    expect(name).toMatch(/^iyl_[\w-]{20}$/);
    expect(nameOf(text)).toBe(name);
    nameOf('select 1 where $1');
    expect(nameOf('select 1 where $1')).not.toBe(name);
  });

  it('leaves long texts unnamed', () => {
    const nameOf = createStatementNamer(1);
    expect(nameOf(`select ${'x,'.repeat(3_000)} $1`)).toBeUndefined();
    expect(nameOf('select $1')).toBeDefined();
  });
});
