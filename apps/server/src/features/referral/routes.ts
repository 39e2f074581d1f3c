import { messages } from '@iyl/core/catalog/messages';
import { referralEndpoints } from '@iyl/core/referral/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { ReferralService } from './service.ts';

export async function registerReferralRoutes(app: FastifyInstance, deps: { referrals: ReferralService }) {
  await routes(app, referralEndpoints, {
    ReferralDashboard: async (request) => deps.referrals.dashboard(request.user),
    SetCustomerPaid: async (request) => ({ message: messages.customerMarkedPaid, ...(await deps.referrals.markPaid(request.user, request.body.email)) }),
    SetCustomerUnpaid: async (request) => ({ message: messages.customerMarkedUnpaid, ...(await deps.referrals.markUnpaid(request.user, request.body.email)) }),
  });
}
