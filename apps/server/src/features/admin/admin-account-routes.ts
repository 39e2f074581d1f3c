import { adminAccountEndpoints, adminInviteEndpoints } from '@iyl/core/admin/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { refuseCommonPassword } from '../../platform/auth/common-passwords.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import type { AdminAccountsService } from './admin-accounts.ts';

/** The Global administrator's admin accounts, and the invitee's acceptance (public, rate-limited like a password reset). */
export async function registerAdminAccountRoutes(app: FastifyInstance, deps: { admins: AdminAccountsService; limiter: RateLimiter }) {
  const { admins, limiter } = deps;
  await routes(app, adminAccountEndpoints, {
    ListAdmins: async () => admins.list(),
    InviteAdmin: async (request) => {
      // Per Global account (and address): a script or a stuck key cannot mail without end.
      await limiter.check('adminInvite', { ip: request.ip, account: request.user.id }, messages.adminInviteLimit);
      const { invite, sent } = await admins.invite(request.user, request.body.email);
      return { message: sent ? messages.adminInvited : messages.adminInviteJustSent, invite };
    },
    DisableAdmin: async (request) => ({ message: messages.adminDisabled, user: await admins.disable(request.user, request.params.id, request.body.reason) }),
    EnableAdmin: async (request) => ({ message: messages.adminEnabled, user: await admins.enable(request.user, request.params.id, request.body.reason) }),
  });
  await routes(app, adminInviteEndpoints, {
    // Counted like an acceptance (its own account key): a script cannot try tokens through it either.
    CheckAdminInvite: async (request) => {
      await limiter.check('reset', { ip: request.ip, account: `admin-invite-check:${request.query.token.slice(0, 16)}` });
      return admins.check(request.query.token);
    },
    AcceptAdminInvite: async (request) => {
      await refuseCommonPassword(request.body.password);
      await limiter.check('reset', { ip: request.ip, account: `admin-invite:${request.body.token.slice(0, 16)}` });
      const user = await admins.accept(request.body.token, request.body.fullname, request.body.password);
      return { message: messages.adminInviteAccepted, email: user.email };
    },
  });
}
