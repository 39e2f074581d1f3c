import { describe, expect, it } from 'vitest';
import { orderParts, type WorldPart } from './support/world-part.ts';

const part = (after?: string[]): WorldPart => ({ after, make: async () => ({ records: {} }) });

describe("the test world's parts", () => {
  it('run after the features they name, whatever order they are found in', () => {
    const order = orderParts(
      new Map([
        ['payouts', part(['bookings'])],
        ['bookings', part(['coach-profiles'])],
        ['notes', part()],
        ['coach-profiles', part()],
      ]),
    ).map(([name]) => name);
    expect(order.indexOf('coach-profiles')).toBeLessThan(order.indexOf('bookings'));
    expect(order.indexOf('bookings')).toBeLessThan(order.indexOf('payouts'));
    expect(order).toHaveLength(4);
  });

  it('stop the world when one names a feature without a part, or parts wait on each other', () => {
    expect(() => orderParts(new Map([['payouts', part(['bookings'])]]))).toThrow(/bookings, which has no test-world.ts/);
    expect(() => orderParts(new Map([['a', part(['b'])], ['b', part(['a'])]]))).toThrow(/cycle: a → b → a/);
  });
});
