import { describe, expect, it } from 'vitest';
import { withThousands } from './numbers.ts';

describe('withThousands', () => {
  it('writes a whole number as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 20000, 123456, 1000000, 9876543210, -4500]) {
      expect(withThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
