import { describe, expect, it } from 'vitest';
import { AppError, tooManyRequests } from './errors.ts';

describe('AppError', () => {
  it('takes headers, cause and details by name', () => {
    const cause = new Error('the disk is full');
    const error = new AppError(409, 'CONFLICT', 'Taken.', { headers: { 'retry-after': '3' }, cause, details: { nextFree: [] } });
    expect([error.status, error.code, error.message]).toEqual([409, 'CONFLICT', 'Taken.']);
    expect(error.headers).toEqual({ 'retry-after': '3' });
    expect(error.cause).toBe(cause);
    expect(error.details).toEqual({ nextFree: [] });
  });

  it('has no headers, cause or details unless given', () => {
    const error = new AppError(404, 'NOT_FOUND', 'Gone.');
    expect(error.headers).toEqual({});
    expect('cause' in error).toBe(false);
    expect(error.details).toBeUndefined();
    expect(tooManyRequests(1.2).headers).toEqual({ 'retry-after': '2' });
  });
});
