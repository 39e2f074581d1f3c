import { messages } from '@iyl/core/catalog/messages';
import type { SessionUser } from '@iyl/core/auth/contract';
import { type Access, admits, rolesOf } from '@iyl/core/access/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthenticated } from '../http/errors.ts';
import { randomToken } from './tokens.ts';

export interface Auth {
  user: SessionUser;
  sessionId: string;
  via: 'cookie' | 'bearer';
  /** How long the session has left before its absolute expiry, as of the check (an open stream ends then). */
  expiresInMs?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route needs: anyone, any signed-in user, a list of roles or a permission. Every /api route must say. */
    access?: Access;
    /** The route may start a browser session (sets cookies), so it needs the CSRF check even without cookies. */
    startsBrowserSession?: boolean;
  }
  interface FastifyRequest {
    auth: Auth | null;
    /** The signed-in user (route.ts types it non-null for every endpoint that is not public). */
    readonly user: SessionUser | null;
  }
}

export const cookieNames = { session: 'iyl_session', browser: 'iyl_browser', csrf: 'iyl_csrf', device: 'iyl_device' } as const;
export const CSRF_HEADER = 'x-csrf-token';

/** `client`: what the request says of its client (the session's last-seen place is refreshed with it). */
export type SessionResolver = (token: string, client?: { userAgent?: string | undefined; ip?: string | undefined }) => Promise<Omit<Auth, 'via'> | null>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NO_CSRF_COOKIE = /^\/(healthz|readyz|assets\/|uploads\/)/;

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function registerAccess(app: FastifyInstance, options: { resolve: SessionResolver; secureCookies: boolean }) {
  app.decorateRequest('auth', null);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      return this.auth?.user ?? null;
    },
  });

  // Every API route says who may call it, and the OpenAPI document says it too: x-access as declared
  // (a role list or a permission), x-roles as the roles that admits (public operations need no
  // credentials), so the generic authorization tests and API readers need not know the permission table.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    const roles = rolesOf(access);
    route.schema = {
      ...route.schema,
      ['x-access' as string]: access,
      ...(roles ? { ['x-roles' as string]: roles } : {}),
      ...(access === 'public' ? { security: [] } : {}),
    };
  });

  // Double-submit CSRF token: a readable cookie the SPA echoes in a header on every mutating call.
  // Bearer-token clients, health probes and static assets never need it, so they are not handed one.
  app.addHook('onRequest', async (request, reply) => {
    if (
      !request.cookies[cookieNames.csrf] &&
      !bearerToken(request.headers.authorization) &&
      !NO_CSRF_COOKIE.test(request.url)
    ) {
      reply.setCookie(cookieNames.csrf, randomToken(24), {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookies,
        httpOnly: false,
      });
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const bearer = bearerToken(request.headers.authorization);
    const cookieToken = request.cookies[cookieNames.session];
    const token = bearer ?? cookieToken;
    if (token) {
      const found = await options.resolve(token, { userAgent: request.headers['user-agent'], ip: request.ip });
      if (found) request.auth = { ...found, via: bearer ? 'bearer' : 'cookie' };
      else if (!bearer && cookieToken) clearSessionCookie(reply, options.secureCookies);
    }

    if (MUTATING.has(request.method) && !bearer) {
      const wantsApiToken = (request.body as { client?: unknown } | undefined)?.client === 'api';
      const needsCsrf =
        Boolean(request.headers.cookie) || (request.routeOptions.config.startsBrowserSession && !wantsApiToken);
      if (needsCsrf) {
        const sent = request.headers[CSRF_HEADER];
        const expected = request.cookies[cookieNames.csrf];
        if (!expected || typeof sent !== 'string' || sent !== expected) {
          throw new AppError(403, 'CSRF', messages.csrf);
        }
      }
    }

    if (access === 'public') return;
    if (!request.auth) throw unauthenticated();
    if (!admits(access, request.auth.user.role)) throw forbidden();
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeMs: number, secure: boolean) {
  reply.setCookie(cookieNames.session, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(cookieNames.session, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The browser-session trust cookie: no Max-Age, so it ends when the browser session ends. */
export function setBrowserCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(cookieNames.browser, token, { path: '/api/v1/auth', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * The device cookie: names this browser (not an account) for a year. Sign-in attempts from a browser
 * that has signed in to an account before count apart from everyone else's (rate-limit.ts).
 */
export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(cookieNames.device, token, { path: '/api/v1/auth', httpOnly: true, sameSite: 'lax', secure, maxAge: 365 * 86_400 });
}
