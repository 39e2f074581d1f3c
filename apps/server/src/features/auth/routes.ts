import {
  ChangePasswordRequest,
  ErrorBody,
  ForgotRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  SessionUser,
  SignedIn,
  VerifyCodeRequest,
} from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearSessionCookie,
  cookieNames,
  setBrowserCookie,
  setDeviceCookie,
  setSessionCookie,
} from '../../platform/auth/access.ts';
import { randomToken } from '../../platform/auth/tokens.ts';
import type { Caller, RateLimiter } from '../../platform/http/rate-limit.ts';
import type { AuthService, NewSession } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 502: ErrorBody };
const tags = ['auth'];

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; limiter: RateLimiter; secureCookies: boolean; sessionMaxMs: number },
) {
  const { auth, limiter, secureCookies } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Who a sign-in attempt counts against: a browser that has signed in to this account before counts
   * on its own; anyone else with the address and the account (rate-limit.ts).
   */
  async function caller(request: FastifyRequest, email: string): Promise<Caller> {
    const device = request.cookies[cookieNames.device];
    return { ip: request.ip, account: email, knownDevice: (await auth.isKnownDevice(email, device)) ? device : undefined };
  }

  function signedIn(reply: FastifyReply, session: NewSession, client: 'browser' | 'api'): SignedIn {
    if (client === 'browser') setSessionCookie(reply, session.token, deps.sessionMaxMs, secureCookies);
    return {
      next: 'home',
      message: messages.loginAuthenticated,
      user: session.user,
      home: session.home,
      ...(client === 'api' ? { token: session.token } : {}),
    };
  }

  r.post(
    '/api/v1/auth/register',
    {
      schema: {
        operationId: 'Register',
        summary: 'Register: create a Customer or Coach account (optional referral code in refer)',
        tags,
        body: RegisterRequest,
        response: { 201: MessageResponse, ...errors },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await limiter.check('register', { ip: request.ip, account: request.body.email });
      await auth.createUser(request.body);
      return reply.code(201).send({ message: messages.registrationComplete });
    },
  );

  r.post(
    '/api/v1/auth/login',
    {
      schema: {
        operationId: 'Loginv1',
        summary: 'Loginv1: check e-mail and password, then e-mail a sign-in code (or sign in a browser that already passed it)',
        tags,
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors },
      },
      config: { access: 'public', startsBrowserSession: true },
    },
    async (request, reply) => {
      const { email, password, client } = request.body;
      await limiter.check('login', await caller(request, email));
      // A browser gets its device cookie here, so the code this login mails answers it alone.
      let device: string | undefined;
      if (client === 'browser') {
        device = request.cookies[cookieNames.device] || randomToken(32);
        setDeviceCookie(reply, device, secureCookies);
      }
      const browserToken = client === 'browser' ? request.cookies[cookieNames.browser] : undefined;
      const result = await auth.login(email, password, browserToken, device);
      if (result.next === 'code') return { next: 'code' as const, message: messages.otpSentAccount };
      return signedIn(reply, result.session, client);
    },
  );

  r.post(
    '/api/v1/auth/verify-otp',
    {
      schema: {
        operationId: 'verifyOTP',
        summary: 'verifyOTP: the e-mailed sign-in code starts a session',
        tags,
        body: VerifyCodeRequest,
        response: { 200: SignedIn, ...errors },
      },
      config: { access: 'public', startsBrowserSession: true },
    },
    async (request, reply) => {
      const { email, code, client } = request.body;
      await limiter.check('codeCheck', await caller(request, email));
      const { session, browserToken } = await auth.verifyLoginCode(email, code, client === 'browser' ? request.cookies[cookieNames.device] : undefined);
      if (client === 'browser') setBrowserCookie(reply, browserToken, secureCookies);
      return signedIn(reply, session, client);
    },
  );

  r.post(
    '/api/v1/auth/forgot',
    {
      schema: {
        operationId: 'RequestOTP',
        summary: 'RequestOTP: e-mail a password reset code',
        tags,
        body: ForgotRequest,
        response: { 200: MessageResponse, ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await limiter.check('codeRequest', await caller(request, request.body.email));
      await auth.requestReset(request.body.email);
      return { message: messages.otpSentProvided };
    },
  );

  r.post(
    '/api/v1/auth/change-password',
    {
      schema: {
        operationId: 'ChangePassword',
        summary: 'ChangePassword: reset the password with the e-mailed code; ends every session of the account',
        tags,
        body: ChangePasswordRequest,
        response: { 200: MessageResponse, ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { email, code, password } = request.body;
      await limiter.check('reset', await caller(request, email));
      await auth.changePassword(email, code, password);
      return { message: messages.passwordChanged };
    },
  );

  r.post(
    '/api/v1/auth/logout',
    {
      schema: {
        operationId: 'Logout',
        summary: 'Logout: end this session (answers the same when there is none)',
        tags,
        response: { 200: MessageResponse, ...errors },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth.sessionId);
      clearSessionCookie(reply, secureCookies);
      return { message: messages.loggedOut };
    },
  );

  r.get(
    '/api/v1/auth/session',
    {
      schema: {
        operationId: 'GetSession',
        summary: 'The signed-in user of this browser or token, or null',
        tags,
        response: { 200: z.object({ user: SessionUser.nullable() }), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ user: request.auth?.user ?? null }),
  );
}
