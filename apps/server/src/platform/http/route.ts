import type { SessionUser } from '@iyl/core/auth/contract';
import { ErrorBody } from '@iyl/core/http/contract';
import { type AccessOf, type Endpoint, EVENT_STREAM, type ResponseOf, type SchemasOf } from '@iyl/core/http/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { unauthenticated } from './errors.ts';
import { ownership } from './ownership.ts';
import { admitStream } from './sse.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The user a handler is given: always someone, unless anyone may call the endpoint. */
export type UserOf<E> = 'public' extends AccessOf<E> ? SessionUser | null : SessionUser;

/** A request as the endpoint's schemas have checked and shaped it, with the user its access let in. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Out<SchemasOf<E>['params']>;
  Querystring: Out<SchemasOf<E>['query']>;
  Body: Out<SchemasOf<E>['body']>;
}> & { readonly user: UserOf<E> };

/** A handler answers the endpoint's success value (sent with its status) or the reply it has sent itself (a file). */
export type EndpointHandler<E> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<ResponseOf<E> | FastifyReply>;

/**
 * Registers the route of a declared endpoint (packages/core/src/<feature>/endpoints.ts): its method,
 * path, schemas (validation, serialisation, the OpenAPI document), error answers, who may call it and
 * the record only its owner may reach all come from the declaration; the handler is typed from it and
 * runs only for a caller the access admits, on a record the record's rule lets them act on.
 */
export async function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>) {
  const schemas = await endpoint.schemas();
  const declared = Object.keys(schemas.errors ?? {}).map(Number);
  const stray = declared.filter((status) => !endpoint.errors.includes(status));
  if (stray.length) throw new Error(`${endpoint.operationId} declares an error body for ${stray.join(', ')}, which it does not list among its errors`);
  const errors = Object.fromEntries(endpoint.errors.map((status) => [status, schemas.errors?.[status] ?? ErrorBody]));
  const { owns } = endpoint;
  const records = owns ? ownership(app) : undefined;
  records?.require(endpoint);
  const signedIn = endpoint.access !== 'public';
  const streams = endpoint.produces === EVENT_STREAM;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.produces ? { produces: [endpoint.produces].flat() } : {}),
      response: { ...(schemas.response ? { [endpoint.status]: schemas.response } : {}), ...errors },
    },
    config: { access: endpoint.access, ...(endpoint.startsSession ? { startsBrowserSession: true } : {}) },
    // Server-sent events go out as they are written, not held back by compression until the end.
    ...(streams ? { compress: false } : {}),
    handler: async (request, reply) => {
      // The access hook has refused anyone else already; this keeps the handler's non-null user true
      // even in an app that forgot the hook.
      if (signedIn && !request.user) throw unauthenticated();
      if (owns && records) await records.check(owns.record, (request.params as Record<string, unknown>)[owns.param], request.user);
      // Every opening of a stream takes its place in the account's cap of streams held at once, then counts
      // against the caller's allowance (an open the cap refuses spends none), before the handler's work (a replay).
      if (streams) await admitStream(request, reply);
      const answer = await handler(request as EndpointRequest<E>, reply);
      // A handler that sent a file returns the reply, which is a thenable: awaiting it waits for the
      // sending to end and gives undefined, so "already sent" is what tells.
      // A stream the client left has sent its headers but never ended: it is over, not unanswered.
      if (answer === reply || reply.sent || reply.raw.headersSent) return reply;
      return reply.code(endpoint.status).send(answer);
    },
  });
}

/** Registers every endpoint of a declaration group with its handler; a declared endpoint without one is a start-up error. */
export async function routes<G extends Record<string, Endpoint>>(app: FastifyInstance, group: G, handlers: { [K in keyof G]: EndpointHandler<G[K]> }) {
  for (const [name, endpoint] of Object.entries(group)) {
    const handler = handlers[name];
    if (!handler) throw new Error(`No handler for ${endpoint.operationId}`);
    await route(app, endpoint, handler as EndpointHandler<Endpoint>);
  }
}
