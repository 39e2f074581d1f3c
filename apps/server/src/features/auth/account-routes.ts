import { accountEndpoints } from '@iyl/core/account/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { refuseCommonPassword } from '../../platform/auth/common-passwords.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { routes } from '../../platform/http/route.ts';
import type { AuthService } from './service.ts';

/** Every user's own account (/Settings): name, password, e-mail and signed-in devices. */
export async function registerAccountRoutes(app: FastifyInstance, deps: { auth: AuthService; limiter: RateLimiter }) {
  const { auth, limiter } = deps;
  // A session is named only with its account in every statement (account-repository.ts): another
  // account's is "not found", never told apart from one that does not exist.
  ownership(app).define('session', { scopedBy: 'service' });

  /** The session of the request (every endpoint here is signed in). */
  const sessionOf = (request: { auth: { sessionId: string } | null }) => request.auth?.sessionId ?? '';

  await routes(app, accountEndpoints, {
    async UpdateName(request) {
      return { message: messages.nameSaved, user: await auth.updateName(request.user.id, request.body.fullname) };
    },

    async ChangeMyPassword(request) {
      await refuseCommonPassword(request.body.password);
      // Guessing the current password counts like guessing it at a reset.
      await limiter.check('reset', { ip: request.ip, account: request.user.id });
      await auth.changeOwnPassword(request.user.id, sessionOf(request), request.body.currentPassword, request.body.password);
      return { message: messages.accountPasswordChanged };
    },

    async RequestEmailChange(request) {
      // Every try counts, one with a wrong password too (it guesses the password; a taken address is
      // told apart, and each right one mails a code), and the refusal says so, with the real wait.
      await limiter.check('codeRequest', { ip: request.ip, account: request.user.id }, messages.emailChangeLimit);
      await auth.requestEmailChange(request.user.id, request.body.email, request.body.password);
      return { message: messages.emailCodeSent };
    },

    async ConfirmEmailChange(request) {
      await limiter.check('codeCheck', { ip: request.ip, account: request.user.id });
      return { message: messages.emailChanged, user: await auth.confirmEmailChange(request.user.id, request.body.code) };
    },

    async ListMySessions(request) {
      return { items: await auth.listSessions(request.user.id, sessionOf(request)) };
    },

    async SignOutOtherDevices(request) {
      const ended = await auth.signOutOthers(request.user.id, sessionOf(request));
      return { message: ended ? messages.otherDevicesSignedOut : messages.noOtherDevices, ended };
    },

    async SignOutDevice(request) {
      await auth.signOutSession(request.user.id, sessionOf(request), request.params.id);
      return { message: messages.deviceSignedOut };
    },
  });
}
