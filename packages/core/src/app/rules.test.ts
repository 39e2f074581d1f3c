import { describe, expect, it } from 'vitest';
import { greeting } from './rules.ts';

const at = (h: number, m = 0) => new Date(2026, 0, 5, h, m, 0);

describe('greeting', () => {
  it.each([
    [at(0), 'Good Morning'],
    [at(11, 59), 'Good Morning'],
    [at(12), 'Good Afternoon'],
    [at(17, 59), 'Good Afternoon'],
    [at(18), 'Good Evening'],
    [at(23, 59), 'Good Evening'],
  ])('at %s says %s', (date, expected) => {
    expect(greeting(date)).toBe(expected);
  });
});
