import { describe, expect, it } from 'vitest';
import { deferredAnswer } from './deferred-answer.ts';

describe('deferredAnswer', () => {
  const fresh = { data: { items: [1, 2] }, isPending: false, isError: false, isFetching: false };

  it('is the query itself once the answer is drawn', () => {
    expect(deferredAnswer(fresh, fresh.data)).toBe(fresh);
  });

  it('is still loading while the first answer waits to be drawn', () => {
    const shown = deferredAnswer(fresh, undefined);
    expect(shown.data).toBeUndefined();
    expect(shown.isPending).toBe(true);
    expect(shown.isError).toBe(false);
  });

  it('keeps showing the answer drawn before while a newer one waits (a next page, a refetch)', () => {
    const before = { items: [0] };
    const shown = deferredAnswer(fresh, before);
    expect(shown.data).toBe(before);
    expect(shown.isPending).toBe(false);
  });

  it('leaves a failed or pending query as it is', () => {
    const failed = { data: undefined, isPending: false, isError: true };
    expect(deferredAnswer(failed, undefined)).toBe(failed);
    const pending = { data: undefined, isPending: true };
    expect(deferredAnswer(pending, undefined)).toBe(pending);
  });
});
