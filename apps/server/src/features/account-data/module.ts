import { messages } from '@iyl/core/catalog/messages';
import { join } from 'node:path';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { registerAccountDataRoutes } from './routes.ts';
import type { DeletionAudit } from './deletion-service.ts';
import { type AccountDataService, createAccountDataService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    accountData: AccountDataService;
  }
}

/** A person's own data: download it all, or delete the account (issue 49). */
export const accountDataModule = defineModule({
  name: 'accountData',
  needs: ['auth', 'notes', 'bookings', 'payouts'],
  build: ({ config, db, events, store, jobs, outbox, clock, presence, log }, services) => {
    // The audit log (features/audit) when the app has it: looked up when a deletion is recorded, so the
    // order the modules are built in does not matter and this feature does not need the console.
    const audit: DeletionAudit = {
      record: async (tx, entry) => (services as { audit?: DeletionAudit }).audit?.record(tx, entry),
    };
    const tmpDir = join(config.dataDir, 'tmp');
    return createAccountDataService({
      db,
      events,
      store,
      jobs,
      outbox,
      clock,
      presence,
      auth: services.auth,
      notes: services.notes,
      bookings: services.bookings,
      payouts: services.payouts,
      audit,
      tmpDir,
      log,
    });
  },
  routes: (app, data, { limiter, config }) => {
    ownership(app).define('dataExport', {
      owns: (id, user) => data.exports.owns(id, user.id),
      refused: () => notFound(messages.dataExportNotFound),
    });
    return registerAccountDataRoutes(app, { data, limiter, secureCookies: config.secureCookies });
  },
});
