import { eq, inArray, sql } from 'drizzle-orm';
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
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: {
            ...changes,
            updatedAt: at,
            // Community replies turned on again: a new generation, so the unsubscribe links of before stop working.
            ...(changes.communityReplies
              ? { communityRepliesGeneration: sql`case when ${notificationPreferences.communityReplies} then ${notificationPreferences.communityRepliesGeneration} else ${notificationPreferences.communityRepliesGeneration} + 1 end` }
              : {}),
          },
        });
    },

    /** Whether the user wants community reply e-mails, and the generation of that subscription (0 with no row). */
    async communityReplies(userId: string): Promise<{ on: boolean; generation: number }> {
      const [row] = await db
        .select({ on: notificationPreferences.communityReplies, generation: notificationPreferences.communityRepliesGeneration })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row ?? { on: OWN_DEFAULTS.communityReplies, generation: 0 };
    },

    /** An unsubscribe link's way: community replies off, only while the subscription is the generation it was signed for; whether it was. */
    async communityRepliesOffFor(userId: string, generation: number, at: Date): Promise<boolean> {
      try {
        const rows = await db
          .insert(notificationPreferences)
          .values({ userId, ...OWN_DEFAULTS, communityReplies: false, communityRepliesGeneration: generation, updatedAt: at })
          .onConflictDoUpdate({
            target: notificationPreferences.userId,
            set: { communityReplies: false, updatedAt: at },
            setWhere: eq(notificationPreferences.communityRepliesGeneration, generation),
          })
          .returning({ userId: notificationPreferences.userId });
        return rows.length === 1;
      } catch (err) {
        // The account was deleted a moment ago: the link names no one now.
        const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
        if (code === '23503') return false;
        throw err;
      }
    },
  };
}
