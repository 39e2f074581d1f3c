import { describe, expect, it } from 'vitest';
import { returnPathOf, returnStateOf } from './return-to.ts';

describe('where a sign-in goes back to', () => {
  it("the app's own path, with its query and hash", () => {
    expect(returnPathOf(returnStateOf('/Settings#download-my-data'))).toBe('/Settings#download-my-data');
    expect(returnPathOf({ returnTo: '/Community?topic=a1b2' })).toBe('/Community?topic=a1b2');
  });

  it('nothing for no state, another shape, or an address that would leave the app', () => {
    for (const state of [null, undefined, {}, { returnTo: 42 }, { refused: '/Board' }, { returnTo: 'https://evil.example/' }, { returnTo: '//evil.example/x' }, { returnTo: '/\\evil.example' }, { returnTo: 'Settings' }]) {
      expect(returnPathOf(state), JSON.stringify(state)).toBeUndefined();
    }
    expect(returnStateOf(undefined)).toBeUndefined();
  });
});
