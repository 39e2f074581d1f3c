import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, endpoint, featureEndpoints } from './endpoint.ts';

const Query = z.object({ page: z.number() });
const schemas = async () => ({ query: Query });
const route = { method: 'GET', path: '/api/v1/things', operationId: 'GetThings', summary: 'Things' } as const;
const define = featureEndpoints({ tag: 'things', access: ['Customer'], errors: [400, 401, 403] });

describe('featureEndpoints', () => {
  it('gives a declaration that says nothing else the feature’s tag, access, errors and a 200', async () => {
    const declared = define({ ...route, example: { query: { page: 1 } }, schemas });
    expect(declared).toEqual(
      endpoint({ ...route, tag: 'things', access: ['Customer'], status: 200, errors: [400, 401, 403], example: { query: { page: 1 } }, schemas }),
    );
    expectTypeOf(declared).toEqualTypeOf<Endpoint<{ query: typeof Query }, readonly ['Customer']>>();
  });

  it('keeps what a declaration says instead: its tag, access (as written) and status', () => {
    const declared = define({ ...route, tag: 'admin', access: ['Admin'], status: 201, schemas });
    expect(declared).toMatchObject({ tag: 'admin', access: ['Admin'], status: 201, errors: [400, 401, 403] });
    expectTypeOf(declared).toEqualTypeOf<Endpoint<{ query: typeof Query }, readonly ['Admin']>>();
    expectTypeOf(define({ ...route, access: 'public', schemas })).toEqualTypeOf<Endpoint<{ query: typeof Query }, 'public'>>();
  });

  it('adds moreErrors to the feature’s errors, in order and once each; errors replaces them', () => {
    expect(define({ ...route, moreErrors: [409, 404, 403], schemas }).errors).toEqual([400, 401, 403, 404, 409]);
    expect(define({ ...route, errors: [400], schemas }).errors).toEqual([400]);
    expect(define({ ...route, errors: [], schemas }).errors).toEqual([]);
    expect(featureEndpoints({ tag: 'things', access: 'public' })({ ...route, schemas }).errors).toEqual([]);
    // @ts-expect-error a declaration says either its whole list or what it adds, not both
    define({ ...route, errors: [400], moreErrors: [404], schemas });
  });

  it('leaves nothing of its own on the endpoint', () => {
    expect(Object.keys(define({ ...route, moreErrors: [404], schemas })).sort()).toEqual(
      ['access', 'errors', 'method', 'operationId', 'path', 'schemas', 'status', 'summary', 'tag'].sort(),
    );
  });

  it('checks the example against the schemas, as endpoint() does', () => {
    // @ts-expect-error page is a number
    define({ ...route, example: { query: { page: 'one' } }, schemas });
  });
});
