import { CHAT_SHARE_SUMMARY_DEFAULT } from '@iyl/core/coach-chat/constants';
import type { ChatSettings } from '@iyl/core/coach-chat/contract';
import { dayIn } from '@iyl/core/time/zone';
import type { Db } from '../../platform/db/database.ts';
import { createChatRepository } from './chat-repository.ts';
import type { Asker } from './chat-service.ts';
import type { CustomerContext, CustomerSnapshot } from './customer-summary.ts';

/** Customers whose snapshot this process keeps (the least recently used go first). */
const SNAPSHOTS_KEPT = 2_000;

/**
 * The chat's settings, and what they let go with a question: the customer's snapshot (their plans,
 * routines, meals and mood) while they share it, which is until they turn it off.
 *
 * A snapshot takes a dozen reads; each question needs it before the model can be asked. So it is kept,
 * per customer, with the data version it was read at (customer_data_versions: the database raises it in
 * every transaction that changes the data read) and the customer's day (a new day changes what is
 * "today" and which moods are recent): while both hold, the kept snapshot is what a new read would
 * give, on any process, and one small read of the setting and the version is all a question costs.
 */
export function createChatSettings(deps: {
  db: Db;
  /** The customer's snapshot now, read through the other features' services (customer-summary.ts). */
  snapshot: (asker: Asker) => Promise<CustomerSnapshot>;
  clock: () => Date;
  log: { warn(obj: object, msg?: string): void };
}) {
  const repo = createChatRepository(deps.db);
  const kept = new Map<string, { key: string; snapshot: CustomerSnapshot }>();

  async function get(customerId: string): Promise<ChatSettings> {
    return { shareSummary: (await repo.settings(customerId))?.shareSummary ?? CHAT_SHARE_SUMMARY_DEFAULT };
  }

  /** Keeps the customer's entry as the most recently used; the least recently used goes past the bound. */
  function keep(customerId: string, entry: { key: string; snapshot: CustomerSnapshot }) {
    kept.delete(customerId);
    kept.set(customerId, entry);
    if (kept.size > SNAPSHOTS_KEPT) kept.delete(kept.keys().next().value as string);
  }

  /**
   * The customer's snapshot: the kept one while their data and day are unchanged, else read anew and
   * kept under the version read before it (a change after that read moves the version).
   */
  async function snapshotOf(asker: Asker, dataVersion: number): Promise<CustomerSnapshot> {
    const key = `${dataVersion}|${asker.timeZone}|${dayIn(deps.clock(), asker.timeZone)}`;
    const hit = kept.get(asker.id);
    const entry = hit?.key === key ? hit : { key, snapshot: await deps.snapshot(asker) };
    keep(asker.id, entry);
    return entry.snapshot;
  }

  /**
   * What goes with the asker's question. A snapshot that cannot be read (the database away a moment)
   * leaves the answer without it rather than without an answer.
   */
  async function context(asker: Asker): Promise<CustomerContext> {
    const { shareSummary, dataVersion } = await repo.sharing(asker.id);
    if (!(shareSummary ?? CHAT_SHARE_SUMMARY_DEFAULT)) return { shared: false };
    try {
      return { shared: true, snapshot: await snapshotOf(asker, dataVersion) };
    } catch (err) {
      deps.log.warn({ err }, "the customer's summary could not be read; the answer goes without it");
      return { shared: true, snapshot: null };
    }
  }

  return {
    get,

    save: (customerId: string, settings: ChatSettings): Promise<ChatSettings> => repo.saveSettings(customerId, settings),

    context,

    /**
     * Reads the customer's snapshot ahead of their first question (the chat screen opening), so that
     * question is answered as fast as the next ones. Never fails: a question reads it again if need be.
     */
    async prepare(asker: Asker): Promise<void> {
      await context(asker).catch(() => undefined);
    },
  };
}
export type ChatSettingsService = ReturnType<typeof createChatSettings>;
