import { ErrorBody } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import { ReferralDashboard, SetPaidResponse } from '@iyl/core/referral/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/access.ts';
import type { ReferralService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export function registerReferralRoutes(app: FastifyInstance, deps: { referrals: ReferralService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/referral',
    {
      schema: { operationId: 'ReferralDashboard', summary: 'ReferralDashboard: code, link, counts, earnings (USD) and history', tags: ['referral'], response: { 200: ReferralDashboard, ...errors } },
      config: { access: 'Customer' },
    },
    async (request) => deps.referrals.dashboard(requireAuth(request).user.id),
  );
  r.post(
    '/api/v1/admin/customers/paid',
    {
      schema: {
        operationId: 'SetCustomerPaid',
        summary: 'Admin: mark a customer as paid (ispaid); completes their referral and rewards the referrer exactly once',
        tags: ['admin'],
        body: z.object({ email: z.string().trim().toLowerCase().pipe(z.email({ error: messages.invalidEmail })) }),
        response: { 200: SetPaidResponse, ...errors },
      },
      config: { access: 'Admin' },
    },
    async (request) => ({ message: messages.customerMarkedPaid, ...(await deps.referrals.markPaid(request.body.email)) }),
  );
}
