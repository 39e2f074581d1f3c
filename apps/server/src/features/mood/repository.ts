import type { Mood } from '@iyl/core/mood/constants';
import type { MoodChallenge } from '@iyl/core/mood/contract';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { withTotal } from '../../platform/db/paging.ts';
import { moodLogs } from './schema.ts';

export type MoodLogRow = typeof moodLogs.$inferSelect;
export interface NewMoodLog {
  userId: string;
  day: string;
  mood: Mood;
  advice: string;
  challenges: MoodChallenge[];
  note: string | null;
  source: 'ai' | 'builtin';
}

/** The only module of the mood feature that touches the database. */
export function createMoodRepository(db: DbOrTx) {
  return {
    async findDay(userId: string, day: string) {
      const [row] = await db
        .select()
        .from(moodLogs)
        .where(and(eq(moodLogs.userId, userId), eq(moodLogs.day, day)))
        .limit(1);
      return row;
    },

    /** Whether the day's record is the user's: the ownership rule's one lookup by primary key. */
    async owns(id: string, userId: string) {
      const rows = await db
        .select({ id: moodLogs.id })
        .from(moodLogs)
        .where(and(eq(moodLogs.id, id), eq(moodLogs.userId, userId)))
        .limit(1);
      return rows.length === 1;
    },

    async findOwned(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(moodLogs)
        .where(and(eq(moodLogs.id, id), eq(moodLogs.userId, userId)))
        .limit(1);
      return row;
    },

    /** The day's record, unless the day has one already (then undefined: one record a day). */
    async insert(log: NewMoodLog) {
      const [row] = await db.insert(moodLogs).values(log).onConflictDoNothing({ target: [moodLogs.userId, moodLogs.day] }).returning();
      return row;
    },

    /** Today's record replaced (or made): a new mood, advice and challenges; the note kept unless a new one is given. */
    async replace(log: NewMoodLog, now: Date) {
      const [row] = await db
        .insert(moodLogs)
        .values(log)
        .onConflictDoUpdate({
          target: [moodLogs.userId, moodLogs.day],
          set: {
            mood: log.mood,
            advice: log.advice,
            challenges: log.challenges,
            source: log.source,
            note: sql`coalesce(excluded.note, ${moodLogs.note})`,
            updatedAt: now,
          },
        })
        .returning();
      if (!row) throw new Error('mood upsert returned nothing');
      return row;
    },

    /** Ticks one challenge (by position) done or not; undefined when the record or the challenge is not the user's. */
    async markChallenge(id: string, userId: string, index: number, done: boolean, now: Date) {
      const [row] = await db
        .update(moodLogs)
        .set({
          challenges: sql`jsonb_set(${moodLogs.challenges}, array[${String(index)}, 'done'], ${done ? sql`'true'::jsonb` : sql`'false'::jsonb`})`,
          updatedAt: now,
        })
        .where(and(eq(moodLogs.id, id), eq(moodLogs.userId, userId), sql`jsonb_array_length(${moodLogs.challenges}) > ${index}`))
        .returning();
      return row;
    },

    /** How many days from `from` to `to` (inclusive) had each mood. */
    async countByMood(userId: string, from: string, to: string) {
      return db
        .select({ mood: moodLogs.mood, count: sql<number>`count(*)::int` })
        .from(moodLogs)
        .where(and(eq(moodLogs.userId, userId), between(moodLogs.day, from, to)))
        .groupBy(moodLogs.mood);
    },

    /** The days from `from` to `to` with their moods, in day order (the calendar). */
    async moodsBetween(userId: string, from: string, to: string) {
      return db
        .select({ day: moodLogs.day, mood: moodLogs.mood })
        .from(moodLogs)
        .where(and(eq(moodLogs.userId, userId), between(moodLogs.day, from, to)))
        .orderBy(moodLogs.day);
    },

    /** A page of the history, newest day first, with the total. */
    async page(userId: string, offset: number, limit: number) {
      const mine = eq(moodLogs.userId, userId);
      const rows = await db
        .select({ log: moodLogs, total: sql<number>`count(*) over ()::int` })
        .from(moodLogs)
        .where(mine)
        .orderBy(desc(moodLogs.day))
        .offset(offset)
        .limit(limit);
      const page = await withTotal(rows, offset, async () => (await db.select({ n: sql<number>`count(*)::int` }).from(moodLogs).where(mine))[0]?.n ?? 0);
      return { rows: page.rows.map((r) => r.log), total: page.total };
    },
  };
}
