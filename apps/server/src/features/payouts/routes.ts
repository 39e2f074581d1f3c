import { messages } from '@iyl/core/catalog/messages';
import { coachLedgerEndpoints, payoutsEndpoints } from '@iyl/core/payouts/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { PayoutsService } from './service.ts';

export async function registerPayoutsRoutes(app: FastifyInstance, deps: { payouts: PayoutsService }) {
  const { payouts } = deps;
  await routes(app, coachLedgerEndpoints, {
    GetTransactions: async (request) => payouts.transactions(request.user, request.query),
    PostTrans: async (request) => ({ message: messages.payoutSubmitted, ...(await payouts.requestPayout(request.user, request.body)) }),
  });

  await routes(app, payoutsEndpoints, {
    GetPayouts: async (request) => payouts.payouts(request.query),
    MarkPayoutPaid: async (request) => ({ message: messages.payoutPaid, payout: await payouts.markPaid(request.params.id, request.user) }),
  });
}
