import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { notificationPreferences } from './schema.ts';

export type OwnPreference = 'push' | 'bookingEmails' | 'communityReplies';
export type OwnPreferences = Record<OwnPreference, boolean>;
export const OWN_DEFAULTS: OwnPreferences = { push: true, bookingEmails: true, communityReplies: true };

export function createNotificationsRepository(db: DbOrTx) {
  return {
    /** Each user's own preferences (defaults for one without a row). */
    async ofUsers(userIds: readonly string[]): Promise<Map<string, OwnPreferences>> {
      const found = userIds.length
        ? await db
            .select({ userId: notificationPreferences.userId, push: notificationPreferences.push, bookingEmails: notificationPreferences.bookingEmails, communityReplies: notificationPreferences.communityReplies })
            .from(notificationPreferences)
            .where(inArray(notificationPreferences.userId, [...userIds]))
        : [];
      const byId = new Map(found.map(({ userId, ...own }) => [userId, own]));
      return new Map(userIds.map((id) => [id, byId.get(id) ?? { ...OWN_DEFAULTS }]));
    },

    /** Sets the preferences named (the others keep their value, or their default). */
    async set(userId: string, changes: Partial<OwnPreferences>, at: Date) {
      if (Object.keys(changes).length === 0) return;
      await db
        .insert(notificationPreferences)
        .values({ userId, ...OWN_DEFAULTS, ...changes, updatedAt: at })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...changes, updatedAt: at } });
    },
  };
}
