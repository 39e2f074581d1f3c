// route(): the access a declaration names (role lists, permissions), the typed user it hands the
// handler, the ownership rule of the record it names, and the error bodies it declares.
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import type { SessionUser } from '@iyl/core/auth/contract';
import type { Role } from '@iyl/core/access/roles';
import { errorWith } from '@iyl/core/http/contract';
import type { Access } from '@iyl/core/access/permissions';
import { type Endpoint, endpoint } from '@iyl/core/http/endpoint';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAccess } from '../auth/access.ts';
import { registerErrorHandler } from './error-handler.ts';
import { AppError, notFound } from './errors.ts';
import { ownership } from './ownership.ts';
import { route } from './route.ts';
import { validatorCompiler } from './validation.ts';

const ids = { mine: '11111111-1111-4111-8111-111111111111', theirs: '22222222-2222-4222-8222-222222222222' };

const person = (role: Role, id = `${role.toLowerCase()}-1`): SessionUser => ({
  id,
  fullname: `A ${role}`,
  email: `${id}@example.com`,
  role,
  ispaid: false,
  onboardingDone: true,
  coachProfileComplete: true,
  referralCode: 'R',
  profilePic: null,
  timeZone: 'UTC',
});
const users: Record<string, SessionUser> = {
  customer: person('Customer'),
  coach: person('Coach'),
  admin: person('Admin'),
  global: person('Global'),
};
const as = (who: keyof typeof users) => ({ authorization: `Bearer ${who}` });

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare app with the platform's access check, error handler and zod compilers, as app.ts has them. */
async function bareApp() {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
  registerErrorHandler(app);
  registerAccess(app, { resolve: async (token) => (users[token] ? { user: users[token], sessionId: token } : null), secureCookies: false });
  return app;
}

const answer = z.object({ whom: z.string().nullable() });
const get = <const A extends Access>(path: string, access: A, extra: Pick<Endpoint, 'owns'> & { schemas?: Endpoint['schemas'] } = {}) =>
  endpoint({
    method: 'GET',
    path,
    operationId: `Op${path.replace(/\W/g, '_')}`,
    summary: 'test',
    tag: 'test',
    access,
    status: 200,
    errors: [401, 403, 404],
    ...extra,
    schemas: extra.schemas ?? (async () => ({ response: answer })),
  });

describe('access from the declaration', () => {
  it('lets in exactly the roles of a list, and of a permission as the table resolves it', async () => {
    const app = await bareApp();
    await route(app, get('/api/v1/staff', ['Admin', 'Global']), async (request) => ({ whom: request.user.role }));
    await route(app, get('/api/v1/payouts-paid', 'payout:mark-paid'), async (request) => ({ whom: request.user.role }));
    const status = async (url: string, who?: keyof typeof users) => (await app.inject({ url, headers: who ? as(who) : {} })).statusCode;
    expect(await status('/api/v1/staff')).toBe(401);
    expect([await status('/api/v1/staff', 'customer'), await status('/api/v1/staff', 'coach')]).toEqual([403, 403]);
    expect([await status('/api/v1/staff', 'admin'), await status('/api/v1/staff', 'global')]).toEqual([200, 200]);
    // Global may do everything an Admin does (issue 49).
    expect([await status('/api/v1/payouts-paid', 'admin'), await status('/api/v1/payouts-paid', 'global')]).toEqual([200, 200]);
    expect([await status('/api/v1/payouts-paid', 'customer'), await status('/api/v1/payouts-paid', 'coach')]).toEqual([403, 403]);
  });

  it('states the declared access and the roles it admits in the API document', async () => {
    const app = await bareApp();
    await route(app, get('/api/v1/staff', ['Admin', 'Global']), async () => ({ whom: null }));
    await route(app, get('/api/v1/payouts-paid', 'payout:mark-paid'), async () => ({ whom: null }));
    await route(app, get('/api/v1/anyone', 'public'), async () => ({ whom: null }));
    await app.ready();
    const paths = app.swagger().paths as Record<string, { get: Record<string, unknown> }>;
    expect(paths['/api/v1/staff']?.get).toMatchObject({ 'x-access': ['Admin', 'Global'], 'x-roles': ['Admin', 'Global'] });
    expect(paths['/api/v1/payouts-paid']?.get).toMatchObject({ 'x-access': 'payout:mark-paid', 'x-roles': ['Admin', 'Global'] });
    expect(paths['/api/v1/anyone']?.get).toMatchObject({ 'x-access': 'public', security: [] });
    expect(paths['/api/v1/anyone']?.get).not.toHaveProperty('x-roles');
  });
});

describe('the typed user', () => {
  it('hands the handler the signed-in user, and null on a public endpoint called by nobody', async () => {
    const app = await bareApp();
    const seen: (SessionUser | null)[] = [];
    await route(app, get('/api/v1/mine', ['Customer']), async (request) => {
      // Typed non-null: no look-up, no check in the handler.
      seen.push(request.user);
      return { whom: request.user.id };
    });
    await route(app, get('/api/v1/open', 'public'), async (request) => {
      seen.push(request.user);
      return { whom: request.user?.id ?? null };
    });
    expect((await app.inject({ url: '/api/v1/mine', headers: as('customer') })).json()).toEqual({ whom: 'customer-1' });
    expect((await app.inject({ url: '/api/v1/open' })).json()).toEqual({ whom: null });
    expect((await app.inject({ url: '/api/v1/open', headers: as('coach') })).json()).toEqual({ whom: 'coach-1' });
    expect(seen).toEqual([users.customer, null, users.coach]);
  });

  it('never runs a signed-in handler without a user, even in an app without the access check', async () => {
    const app = Fastify();
    apps.push(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    let ran = false;
    await route(app, get('/api/v1/mine', ['Customer']), async () => {
      ran = true;
      return { whom: null };
    });
    expect((await app.inject({ url: '/api/v1/mine' })).statusCode).toBe(401);
    expect(ran).toBe(false);
  });
});

describe('ownership: one rule per kind of record, checked before the handler', () => {
  const byId = (record: string) =>
    get('/api/v1/things/:id', ['Customer'], { owns: { param: 'id', record }, schemas: async () => ({ params: z.object({ id: z.string().max(64) }), response: answer }) });

  it('refuses a record the rule says is not theirs with the declared refusal, and never runs the handler', async () => {
    const app = await bareApp();
    const asked: string[] = [];
    ownership(app).define('thing', {
      owns: async (id, user) => {
        asked.push(`${id} ${user.id}`);
        return id === ids.mine;
      },
      refused: () => notFound('That thing was not found.'),
    });
    const handled: string[] = [];
    await route(app, byId('thing'), async (request) => {
      handled.push((request.params as { id: string }).id);
      return { whom: request.user.id };
    });
    const call = (id: string, who: keyof typeof users = 'customer') => app.inject({ url: `/api/v1/things/${id}`, headers: as(who) });

    expect((await call(ids.mine)).statusCode).toBe(200);
    const refused = await call(ids.theirs);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'That thing was not found.' } });
    // Not a record id at all: refused the same way, without asking the rule (nor the database).
    expect((await call('not-a-uuid')).statusCode).toBe(404);
    // Access comes first: another role never reaches the rule.
    expect((await call(ids.mine, 'coach')).statusCode).toBe(403);

    expect(handled).toEqual([ids.mine]);
    expect(asked).toEqual([`${ids.mine} customer-1`, `${ids.theirs} customer-1`]);
  });

  it('leaves a kind the service scopes itself to the service', async () => {
    const app = await bareApp();
    ownership(app).define('item', { scopedBy: 'service' });
    await route(app, byId('item'), async () => {
      throw notFound('Item not found.');
    });
    const res = await app.inject({ url: `/api/v1/things/${ids.theirs}`, headers: as('customer') });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Item not found.');
  });

  it('will not start with an endpoint naming a kind no feature rules on', async () => {
    const app = await bareApp();
    await route(app, byId('ghost'), async () => ({ whom: null }));
    await expect(app.ready()).rejects.toThrow(/Op_api_v1_things__id names a ghost record, and no feature declares who may act on one/);
  });

  it('takes one rule per kind, and a record parameter that is in the path', async () => {
    const app = await bareApp();
    ownership(app).define('thing', { scopedBy: 'service' });
    expect(() => ownership(app).define('thing', { scopedBy: 'service' })).toThrow(/declared twice/);
    await expect(route(app, get('/api/v1/things', ['Customer'], { owns: { param: 'id', record: 'thing' } }), async () => ({ whom: null }))).rejects.toThrow(
      /not in its path/,
    );
  });
});

describe('errors declared with the endpoint', () => {
  const Taken = errorWith({ nextFree: z.array(z.string()).optional() });
  const post = (path: string, errors?: { 409: typeof Taken }) =>
    endpoint({
      method: 'POST',
      path,
      operationId: `Op${path.replace(/\W/g, '_')}`,
      summary: 'test',
      tag: 'test',
      access: ['Customer'],
      status: 201,
      errors: [401, 403, 409],
      schemas: async () => ({ response: answer, ...(errors ? { errors } : {}) }),
    });
  const taken = () => new AppError(409, 'CONFLICT', 'Taken.', { details: { nextFree: ['2026-03-20T10:00:00.000Z'] } });

  it('documents and sends the declared body for that endpoint only', async () => {
    const app = await bareApp();
    await route(app, post('/api/v1/book', { 409: Taken }), async () => {
      throw taken();
    });
    await route(app, post('/api/v1/other'), async () => {
      throw taken();
    });
    const book = await app.inject({ method: 'POST', url: '/api/v1/book', headers: as('customer'), payload: {} });
    expect(book.statusCode).toBe(409);
    expect(book.json()).toEqual({ error: { code: 'CONFLICT', message: 'Taken.', nextFree: ['2026-03-20T10:00:00.000Z'] } });
    // The shared body has no such field: another endpoint cannot leak what it did not declare.
    const other = await app.inject({ method: 'POST', url: '/api/v1/other', headers: as('customer'), payload: {} });
    expect(other.json()).toEqual({ error: { code: 'CONFLICT', message: 'Taken.' } });

    type ErrorSchema = { properties: { error: { properties: object } } };
    const paths = app.swagger().paths as unknown as Record<string, { post: { responses: Record<string, { content: { 'application/json': { schema: ErrorSchema } } }> } }>;
    const fields = (path: string, status: number) => {
      const schema = paths[path]?.post.responses[status]?.content['application/json'].schema;
      return schema ? Object.keys(schema.properties.error.properties) : [];
    };
    expect(fields('/api/v1/book', 409)).toEqual(['code', 'message', 'nextFree']);
    expect(fields('/api/v1/book', 403)).toEqual(['code', 'message']);
    expect(fields('/api/v1/other', 409)).toEqual(['code', 'message']);
  });

  it('will not start with an error body for a status the endpoint does not list', async () => {
    const app = await bareApp();
    const declaration = { ...post('/api/v1/book', { 409: Taken }), errors: [401, 403] };
    await expect(route(app, declaration, async () => ({ whom: null }))).rejects.toThrow(/declares an error body for 409/);
  });
});
