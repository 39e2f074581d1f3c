// The platform's texts only: the whole catalogue (every feature's) would ride in the app's entry.
import { platformMessages as messages } from '@iyl/core/http/messages';
import { type DeclaredErrorStatus, type Endpoint, type ErrorOf, fillPath, type RequestOf, type ResponseOf } from '@iyl/core/http/endpoint';

export const BASE = '/api/v1';
const CSRF_COOKIE = 'iyl_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The fields an error body carries beside code and message, as the server sent them: the ones its
 * endpoint declares for that status (the server serialises the answer by that declaration).
 * `declaredError` reads them typed by the declaration; `nextFree` is typed here only until the
 * booking screen reads it that way.
 */
export type ApiErrorDetails = Readonly<Record<string, unknown>> & { readonly nextFree?: string[] };

/** Every failed call, whatever went wrong: HTTP status (0 = no answer), the server's code and its user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The body of an error the endpoint declares for `status` (Booking's 409 with the next free times),
 * typed by that declaration; undefined for any other failure.
 */
export function declaredError<E extends Endpoint, S extends DeclaredErrorStatus<E>>(
  _endpoint: E,
  status: S,
  error: unknown,
): ErrorOf<E, S> extends { error: infer B } ? B | undefined : undefined {
  if (!(error instanceof ApiError) || error.status !== status) return undefined as never;
  return { ...error.details, code: error.code, message: error.message } as never;
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** What a failed call's toast says: the server's words for a refusal it explains (a 4xx), else `generic`. */
export const serverWords = (error: unknown, generic: string) => (isClientError(error) ? (error as Error).message : generic);

/**
 * For a query's `.catch`: a 404 (or a malformed id) means the record is not there, which a screen shows
 * in place (null) rather than as a failure; anything else is still thrown.
 */
export const absentAsNull = (error: unknown): null => {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
  throw error;
};

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

/**
 * The server hands out the CSRF cookie on any page or API request. When the page itself came from elsewhere
 * (the Vite dev server) the first call may be a POST, so fetch the cookie once before sending it.
 */
export async function csrfToken(): Promise<string | undefined> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  try {
    await fetch(`${BASE}/auth/session`, { credentials: 'same-origin' });
  } catch {
    // The real request below reports the network failure.
  }
  return readCookie(CSRF_COOKIE);
}

interface ApiInit extends Omit<RequestInit, 'body'> {
  /** A plain value is sent as JSON; FormData and strings go as they are. */
  body?: unknown;
}

/** Calls `/api/v1${path}` and returns the parsed JSON answer, or throws ApiError (features use `call`, typed by a declaration). */
async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');

  let body: BodyInit | undefined;
  if (init.body instanceof FormData || typeof init.body === 'string') body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set('content-type', 'application/json');
  }

  if (!SAFE_METHODS.has(method)) {
    const token = await csrfToken();
    if (token) headers.set(CSRF_HEADER, token);
  }

  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { ...init, method, headers, body, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', messages.network);
  }

  return readAnswer<T>(response.ok, response.status, await response.text());
}

/** The query string of a call: every defined value, in order. */
function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address of a declared endpoint with its path parameters and query filled in (relative to /api/v1). */
export function endpointUrl<E extends Endpoint>(endpoint: E, request: RequestOf<E>): string {
  const { params, query } = request as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return `${fillPath(endpoint.path, params).slice(BASE.length)}${queryString(query)}`;
}

/**
 * Calls a declared endpoint (packages/core/src/<feature>/endpoints.ts): the method and path come from
 * the declaration, and what goes in and comes back is typed by its schemas, so the client is checked
 * against the server's own declaration. Throws ApiError like `api`.
 */
export function call<E extends Endpoint>(endpoint: E, ...[request]: Record<never, never> extends RequestOf<E> ? [RequestOf<E>?] : [RequestOf<E>]): Promise<ResponseOf<E>> {
  const input = (request ?? {}) as RequestOf<E> & { body?: unknown };
  return api<ResponseOf<E>>(endpointUrl(endpoint, input), { method: endpoint.method, body: input.body });
}

/** Turns a finished answer into the parsed JSON body, or throws the server's ApiError. */
export function readAnswer<T>(ok: boolean, status: number, text: string): T {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }

  if (!ok) {
    const body = (data as { error?: unknown } | undefined)?.error;
    const { code, message, ...details } = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    throw new ApiError(status, typeof code === 'string' ? code : 'HTTP_ERROR', typeof message === 'string' ? message : messages.internal, details);
  }
  return data as T;
}

export interface UploadInit {
  method?: 'POST' | 'PUT';
  /** Called with 0–100 as the request body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form to `/api/v1${path}` and reports how much of the body has gone out.
 * XMLHttpRequest rather than fetch: fetch has no upload progress events in browsers today.
 * Same CSRF header and the same errors as `api`.
 */
async function upload<T>(path: string, form: FormData, init: UploadInit = {}): Promise<T> {
  const token = await csrfToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', `${BASE}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) init.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(readAnswer<T>(xhr.status >= 200 && xhr.status < 300, xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', messages.network));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));

    if (init.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads a form to a declared endpoint (a multipart upload); typed by the declaration like `call`. */
export function uploadTo<E extends Endpoint>(endpoint: E, form: FormData, init: UploadInit = {}): Promise<ResponseOf<E>> {
  return upload<ResponseOf<E>>(endpointUrl(endpoint, {} as RequestOf<E>), form, { method: endpoint.method === 'PUT' ? 'PUT' : 'POST', ...init });
}
