import { accountDataEndpoints } from '@iyl/core/account-data/endpoints';
import { ZIP_TYPE } from '@iyl/core/account-data/constants';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie } from '../../platform/auth/access.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import type { AccountDataService } from './service.ts';

export async function registerAccountDataRoutes(app: FastifyInstance, deps: { data: AccountDataService; limiter: RateLimiter; secureCookies: boolean }) {
  const { data, limiter } = deps;
  await routes(app, accountDataEndpoints, {
    async RequestDataExport(request) {
      return { message: messages.dataExportRequested, export: await data.exports.request(request.user.id) };
    },
    async GetDataExport(request) {
      return data.exports.status(request.user.id);
    },
    async DownloadDataExport(request, reply) {
      // Streamed from storage as it is sent (an export with a coach's PDFs can weigh hundreds of MB).
      const { stream, bytes, requestedAt } = await data.exports.file(request.params.id, request.user.id);
      const name = `iyl-data-${requestedAt.toISOString().slice(0, 10)}.zip`;
      reply.type(ZIP_TYPE).header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${name}"`);
      if (bytes !== null) reply.header('content-length', bytes);
      return reply.send(stream);
    },
    async GetAccountDeletion(request) {
      return data.deletion.preview(request.user.id);
    },
    async RequestDeletionCode(request) {
      await limiter.check('codeRequest', { ip: request.ip, account: request.user.id });
      await data.deletion.requestCode(request.user.id);
      return { message: messages.deleteAccountCodeSent };
    },
    async DeleteAccount(request, reply) {
      await limiter.check('login', { ip: request.ip, account: request.user.id });
      await data.deletion.confirm(request.user.id, request.body.password, request.body.code);
      clearSessionCookie(reply, deps.secureCookies);
      return { message: messages.deleteAccountDone };
    },
  });
}
