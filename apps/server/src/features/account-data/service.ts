import type { Db } from '../../platform/db/database.ts';
import type { Presence } from '../../platform/db/presence.ts';
import type { Events } from '../../platform/events/events.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import type { AuthService } from '../auth/service.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { NotesService } from '../notes/service.ts';
import type { PayoutsService } from '../payouts/service.ts';
import { createDeletionService, type DeletionAudit } from './deletion-service.ts';
import { createExportService } from './export-service.ts';

interface Log {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * A person's own data (issue 49): "Download my data" (export-service.ts) and "Delete my account"
 * (deletion-service.ts). Which tables hold a person's rows, and how, is tables.ts.
 */
export function createAccountDataService(deps: {
  db: Db;
  events: Events;
  store: FileStore;
  jobs: Jobs;
  outbox: MailOutbox;
  clock: () => Date;
  auth: AuthService;
  notes: Pick<NotesService, 'docx'>;
  bookings: Pick<BookingsService, 'cancelForLeavingCustomer' | 'cancelForLeavingCoach'>;
  payouts: Pick<PayoutsService, 'money'>;
  audit?: DeletionAudit;
  /** What this process is building (an export), seen by every process. */
  presence: Pick<Presence, 'hold' | 'release' | 'isHeld'>;
  /** Where an export's zip is made before it is stored. */
  tmpDir: string;
  log: Log;
}) {
  return { exports: createExportService(deps), deletion: createDeletionService(deps) };
}
export type AccountDataService = ReturnType<typeof createAccountDataService>;
