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

/**
 * One endpoint, declared once and used by the server route, the web client and the generic tests.
 * The route is plain data; the zod schemas load on demand (`schemas()`), so the web app, which only
 * needs their types, never ships zod with a screen.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas, A extends Access = Access> {
  method: HttpMethod;
  /** Fastify's form: /api/v1/notes/:id */
  path: string;
  /** The specification's operation name. */
  operationId: string;
  summary: string;
  tag: string;
  /** Who may call it (access/permissions.ts); the server hands the handler the signed-in user it admitted. */
  access: A;
  /** The status of a success: 200 or 201. */
  status: 200 | 201;
  /** The error statuses it may answer, each with the error body (or the one `schemas().errors` declares for it). */
  errors: readonly number[];
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

/** The content type of a streamed answer (server-sent events). */
export const EVENT_STREAM = 'text/event-stream';

/** Declares an endpoint (typed from its schemas and its access, kept as written: `['Coach']`, not Role[]). */
export function endpoint<S extends EndpointSchemas, const A extends Access>(declaration: Endpoint<S, A>): Endpoint<S, A> {
  return declaration;
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
