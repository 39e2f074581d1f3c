import type { z } from 'zod';
import type { Access } from '../access/permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An endpoint's zod schemas: path parameters, query, JSON body, and the success answer. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (absent when the answer is a file). */
  response?: z.ZodType;
  /**
   * Error answers that say more than `{ error: { code, message } }` (a 409 with the next free times),
   * by status; every other declared status answers the shared ErrorBody.
   */
  errors?: { readonly [status: number]: z.ZodType };
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;

/** A valid call of the endpoint, for the API docs and the generic endpoint tests. */
export interface EndpointExample<S extends EndpointSchemas> {
  params?: InputOf<S['params']>;
  query?: InputOf<S['query']>;
  body?: InputOf<S['body']>;
}

/** What an endpoint declares of its own, whatever its feature: the route, its schemas and its particulars. */
export interface EndpointRoute<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  /** Fastify's form: /api/v1/notes/:id */
  path: string;
  /** The specification's operation name. */
  operationId: string;
  summary: string;
  /** It may start a browser session (sets the session cookie), so it needs the CSRF check even from a browser with no cookies yet. */
  startsSession?: boolean;
  /**
   * A multipart upload: the form field holding the file, what it holds (an image unless said), and the
   * text fields sent with it in a valid call (for the API docs and the generic tests).
   */
  upload?: { field: string; kind?: 'image' | 'pdf'; fields?: Readonly<Record<string, string>> };
  /** A file answer's content type (a download), or the types it may be (a query chooses). */
  produces?: string | readonly string[];
  /**
   * The record a path parameter names and only its owner may reach. The server checks it before the
   * handler by the rule the record's feature declares for the kind; the generic authorization test
   * knows how to make one of each kind.
   */
  owns?: { param: string; record: string };
  example?: NoInfer<EndpointExample<S>>;
  schemas: () => Promise<S>;
}

/**
 * One endpoint, declared once and used by the server route, the web client and the generic tests.
 * The route is plain data; the zod schemas load on demand (`schemas()`), so the web app, which only
 * needs their types, never ships zod with a screen.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas, A extends Access = Access> extends EndpointRoute<S> {
  tag: string;
  /** Who may call it (access/permissions.ts); the server hands the handler the signed-in user it admitted. */
  access: A;
  /** The status of a success: 200 or 201. */
  status: 200 | 201;
  /** The error statuses it may answer, each with the error body (or the one `schemas().errors` declares for it). */
  errors: readonly number[];
}

/** The content type of a streamed answer (server-sent events). */
export const EVENT_STREAM = 'text/event-stream';

/** Declares an endpoint (typed from its schemas and its access, kept as written: `['Coach']`, not Role[]). */
export function endpoint<S extends EndpointSchemas, const A extends Access>(declaration: Endpoint<S, A>): Endpoint<S, A> {
  return declaration;
}

/** What the endpoints of a feature (or of one audience of it) have in common unless one says otherwise. */
export interface EndpointDefaults<A extends Access = Access> {
  tag: string;
  access: A;
  /** 200 unless said. */
  status?: 200 | 201;
  /** The feature's usual error statuses (none unless said). */
  errors?: readonly number[];
}

/**
 * An endpoint declared under its feature's defaults: only what differs. Its errors are the feature's,
 * plus `moreErrors`, or exactly `errors` (one that answers fewer, such as a public link's).
 */
export type FeatureEndpoint<S extends EndpointSchemas, A extends Access> = EndpointRoute<S> & {
  tag?: string;
  access?: A;
  status?: 200 | 201;
} & ({ errors?: readonly number[]; moreErrors?: never } | { errors?: never; moreErrors?: readonly number[] });

/**
 * The `endpoint` of a feature: `const define = featureEndpoints({ tag: 'mood', access: ['Customer'], errors: [400, 401, 403] })`,
 * then `define({ method, path, operationId, summary, schemas, moreErrors: [404] })`. The endpoint it gives is the
 * one `endpoint()` would for the whole declaration, typed as precisely (the access as written, its own or the feature's).
 */
export function featureEndpoints<const D extends Access>(defaults: EndpointDefaults<D>) {
  return <S extends EndpointSchemas, const A extends Access = D>(declaration: FeatureEndpoint<S, A>): Endpoint<S, A> => {
    const { moreErrors, errors, ...own } = declaration;
    const usual = defaults.errors ?? [];
    return {
      status: defaults.status ?? 200,
      tag: defaults.tag,
      // A is D whenever the declaration names no access of its own (the parameter's default).
      access: defaults.access as unknown as A,
      ...own,
      errors: errors ?? (moreErrors ? [...new Set([...usual, ...moreErrors])].sort((a, b) => a - b) : usual),
    };
  };
}

export type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
/** The access an endpoint declares, as written. */
export type AccessOf<E> = E extends { access: infer A extends Access } ? A : Access;
/** The error statuses whose body the endpoint declares itself. */
export type DeclaredErrorStatus<E> = keyof NonNullable<SchemasOf<E>['errors']> & number;
/** The body of an error the endpoint declares for `status`. */
export type ErrorOf<E, S extends DeclaredErrorStatus<E>> = NonNullable<SchemasOf<E>['errors']>[S] extends z.ZodType
  ? z.output<NonNullable<SchemasOf<E>['errors']>[S]>
  : never;
/** What a call sends: path parameters, query and body, each as its schema accepts it. */
export type RequestOf<E> = {
  [K in 'params' | 'query' | 'body' as SchemasOf<E>[K] extends z.ZodType ? K : never]: InputOf<SchemasOf<E>[K]>;
};
/** What a successful call answers. */
export type ResponseOf<E> = SchemasOf<E>['response'] extends z.ZodType ? z.output<SchemasOf<E>['response']> : unknown;

/** The path with its parameters filled in: /api/v1/notes/:id → /api/v1/notes/4f…; every value is URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/**
 * Schemas picked from a module loaded on first use: `lazy(() => import('./contract.ts'), (c) => ({ body: c.X }))`.
 * The module (and zod with it) is loaded only where the schemas are asked for: on the server and in tests.
 */
export function lazy<M, S>(load: () => Promise<M>, pick: (module: M) => S): () => Promise<S> {
  return async () => pick(await load());
}
