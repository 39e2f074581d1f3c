import { authEndpoints } from '@iyl/core/auth/endpoints';
import type { SignedIn } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  cookieNames,
  setBrowserCookie,
  setDeviceCookie,
  setSessionCookie,
} from '../../platform/auth/access.ts';
import { refuseCommonPassword } from '../../platform/auth/common-passwords.ts';
import { randomToken } from '../../platform/auth/tokens.ts';
import type { Caller, RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import type { AuthService, NewSession } from './service.ts';

export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; limiter: RateLimiter; secureCookies: boolean; sessionMaxMs: number },
) {
  const { auth, limiter, secureCookies } = deps;

  /**
   * Who a sign-in attempt counts against: a browser that has signed in to this account before counts
   * on its own; anyone else with the address and the account (rate-limit.ts).
   */
  async function caller(request: FastifyRequest, email: string): Promise<Caller> {
    const device = request.cookies[cookieNames.device];
    return { ip: request.ip, account: email, knownDevice: (await auth.isKnownDevice(email, device)) ? device : undefined };
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply, session: NewSession, client: 'browser' | 'api'): Promise<SignedIn> {
    // Where it signed in, for the account's list of devices (said coarsely: client-description.ts).
    await auth.sessionSeen(session.sessionId, { userAgent: request.headers['user-agent'], ip: request.ip });
    if (client === 'browser') setSessionCookie(reply, session.token, deps.sessionMaxMs, secureCookies);
    return {
      next: 'home',
      message: messages.loginAuthenticated,
      user: session.user,
      home: session.home,
      ...(client === 'api' ? { token: session.token } : {}),
    };
  }

  await routes(app, authEndpoints, {
    async Register(request) {
      await refuseCommonPassword(request.body.password);
      await limiter.check('register', { ip: request.ip, account: request.body.email });
      await auth.createUser(request.body);
      return { message: messages.registrationComplete };
    },

    async Loginv1(request, reply) {
      const { email, password, client, timeZone } = request.body;
      await limiter.check('login', await caller(request, email));
      // A browser gets its device cookie here, so the code this login mails answers it alone.
      let device: string | undefined;
      if (client === 'browser') {
        device = request.cookies[cookieNames.device] || randomToken(32);
        setDeviceCookie(reply, device, secureCookies);
      }
      const browserToken = client === 'browser' ? request.cookies[cookieNames.browser] : undefined;
      const result = await auth.login(email, password, browserToken, device, timeZone);
      if (result.next === 'code') {
        const { reused, resendIn } = result;
        return { next: 'code' as const, message: reused ? messages.codeStillValid : messages.otpSentAccount, reused, resendIn };
      }
      return signedIn(request, reply, result.session, client);
    },

    async verifyOTP(request, reply) {
      const { email, code, client, timeZone } = request.body;
      await limiter.check('codeCheck', await caller(request, email));
      const device = client === 'browser' ? request.cookies[cookieNames.device] : undefined;
      const { session, browserToken } = await auth.verifyLoginCode(email, code, device, timeZone);
      if (client === 'browser') setBrowserCookie(reply, browserToken, secureCookies);
      return signedIn(request, reply, session, client);
    },

    async ResendCode(request) {
      const { email } = request.body;
      await limiter.check('codeRequest', await caller(request, email));
      const { resendIn } = await auth.resendLoginCode(email, request.cookies[cookieNames.device]);
      return { next: 'code' as const, message: messages.otpSentAccount, reused: false, resendIn };
    },

    async RequestOTP(request) {
      await limiter.check('codeRequest', await caller(request, request.body.email));
      await auth.requestReset(request.body.email);
      return { message: messages.otpSentProvided };
    },

    async ChangePassword(request) {
      const { email, code, password } = request.body;
      // Before the code is checked: a refused password leaves the code to use with another.
      await refuseCommonPassword(password);
      await limiter.check('reset', await caller(request, email));
      await auth.changePassword(email, code, password);
      return { message: messages.passwordChanged };
    },

    async Logout(request, reply) {
      if (request.auth) await auth.logout(request.auth.sessionId);
      clearSessionCookie(reply, secureCookies);
      return { message: messages.loggedOut };
    },

    async GetSession(request) {
      return { user: request.user };
    },

    async SetTimeZone(request) {
      return { user: await auth.setTimeZone(request.user.id, request.body.timeZone, request.body.automatic) };
    },
  });
}
