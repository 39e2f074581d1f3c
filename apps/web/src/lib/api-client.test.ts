import { customerBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, declaredError } from './api-client.ts';

const booking = { body: { coachId: '00000000-0000-4000-8000-000000000000', startsAt: '2026-03-20T10:00:00Z' } };

function answer(status: number, body: unknown) {
  vi.stubGlobal('document', { cookie: 'iyl_csrf=token' });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error bodies an endpoint declares', () => {
  it('reads the fields beside code and message, typed by the declaration of that endpoint and status', async () => {
    const nextFree = ['2026-03-20T11:00:00.000Z'];
    answer(409, { error: { code: 'CONFLICT', message: 'That time was just taken.', nextFree } });
    const error = await call(customerBookingsEndpoints.Booking, booking).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const taken = declaredError(customerBookingsEndpoints.Booking, 409, error);
    expect(taken).toEqual({ code: 'CONFLICT', message: 'That time was just taken.', nextFree });
    // Typed: the 409 of Booking carries the next free times.
    expect(taken?.nextFree?.[0]).toBe(nextFree[0]);
  });

  it('gives nothing for another status, and a plain error has no details', async () => {
    answer(400, { error: { code: 'VALIDATION', message: 'Please Schedule Appropriately!' } });
    const error = await call(customerBookingsEndpoints.Booking, booking).catch((e: unknown) => e);
    expect(declaredError(customerBookingsEndpoints.Booking, 409, error)).toBeUndefined();
    expect((error as ApiError).details).toEqual({});
    expect([(error as ApiError).code, (error as ApiError).message]).toEqual(['VALIDATION', 'Please Schedule Appropriately!']);
  });
});
