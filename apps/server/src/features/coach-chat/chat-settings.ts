import { CHAT_SHARE_SUMMARY_DEFAULT } from '@iyl/core/coach-chat/constants';
import type { ChatSettings } from '@iyl/core/coach-chat/contract';
import type { Db } from '../../platform/db/database.ts';
import { createChatRepository } from './chat-repository.ts';
import type { Asker } from './chat-service.ts';
import type { CustomerContext, CustomerSnapshot } from './customer-summary.ts';

/**
 * The chat's settings, and what they let go with a question: the customer's snapshot (their plans,
 * routines, meals and mood) while they share it, which is until they turn it off.
 */
export function createChatSettings(deps: {
  db: Db;
  /** The customer's snapshot now, read through the other features' services (customer-summary.ts). */
  snapshot: (asker: Asker) => Promise<CustomerSnapshot>;
  log: { warn(obj: object, msg?: string): void };
}) {
  const repo = createChatRepository(deps.db);

  async function get(customerId: string): Promise<ChatSettings> {
    return { shareSummary: (await repo.settings(customerId))?.shareSummary ?? CHAT_SHARE_SUMMARY_DEFAULT };
  }

  return {
    get,

    save: (customerId: string, settings: ChatSettings): Promise<ChatSettings> => repo.saveSettings(customerId, settings),

    /**
     * What goes with the asker's question. A snapshot that cannot be read (the database away a moment)
     * leaves the answer without it rather than without an answer.
     */
    async context(asker: Asker): Promise<CustomerContext> {
      // Read alongside the setting, not after it (it delays the answer's first words); dropped unread
      // into any prompt when the customer does not share it.
      const snapshot = deps.snapshot(asker).then(
        (read) => ({ read }),
        (err: unknown) => ({ err }),
      );
      if (!(await get(asker.id)).shareSummary) return { shared: false };
      const result = await snapshot;
      if ('read' in result) return { shared: true, snapshot: result.read };
      deps.log.warn({ err: result.err }, "the customer's summary could not be read; the answer goes without it");
      return { shared: true, snapshot: null };
    },
  };
}
export type ChatSettingsService = ReturnType<typeof createChatSettings>;
