import { ErrorBody } from '@iyl/core/http/contract';
import { type Endpoint, EVENT_STREAM, type ResponseOf, type SchemasOf } from '@iyl/core/http/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A request as the endpoint's schemas have checked and shaped it. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Out<SchemasOf<E>['params']>;
  Querystring: Out<SchemasOf<E>['query']>;
  Body: Out<SchemasOf<E>['body']>;
}>;

/** A handler answers the endpoint's success value (sent with its status) or the reply it has sent itself (a file). */
export type EndpointHandler<E> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<ResponseOf<E> | FastifyReply>;

/**
 * Registers the route of a declared endpoint (packages/core/src/<feature>/endpoints.ts): its method,
 * path, schemas (validation, serialisation, the OpenAPI document), error answers and who may call it
 * all come from the declaration; the handler is typed from it.
 */
export async function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>) {
  const schemas = await endpoint.schemas();
  const errors = Object.fromEntries(endpoint.errors.map((status) => [status, ErrorBody]));
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
      ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
      response: { ...(schemas.response ? { [endpoint.status]: schemas.response } : {}), ...errors },
    },
    config: { access: endpoint.access, ...(endpoint.startsSession ? { startsBrowserSession: true } : {}) },
    // Server-sent events go out as they are written, not held back by compression until the end.
    ...(endpoint.produces === EVENT_STREAM ? { compress: false } : {}),
    handler: async (request, reply) => {
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
