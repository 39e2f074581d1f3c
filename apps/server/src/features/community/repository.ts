import type { ContentState, FlagReason } from '@iyl/core/community/constants';
import { and, count, eq, gt, inArray, isNull, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../platform/db/database.ts';
import { newestFirst, withTotal } from '../../platform/db/paging.ts';
import { communityDecisions, communityFeed, communityFlags, communityMembers, communityMessages, communityTopics } from './schema.ts';

export type TopicRow = typeof communityTopics.$inferSelect;
export type MessageRow = typeof communityMessages.$inferSelect;
export type DecisionRow = typeof communityDecisions.$inferSelect;

/** A live event of a topic with the message it names as it is now (null for a topic's own event). */
export interface FeedRow {
  topicId: string;
  seq: bigint;
  kind: 'shown' | 'hidden' | 'topic-hidden';
  messageId: string | null;
  message: Pick<MessageRow, 'id' | 'topicId' | 'authorId' | 'text' | 'status' | 'createdAt'> | null;
}

/** What a flag names: a message or a topic. */
export type FlagTarget = { kind: 'message'; id: string } | { kind: 'topic'; id: string };

const targetColumn = (target: FlagTarget) => (target.kind === 'message' ? communityFlags.messageId : communityFlags.topicId);

/** What a member may see: everything shown, and their own held things. */
export const visibleTo = (status: typeof communityTopics.status | typeof communityMessages.status, author: typeof communityTopics.authorId | typeof communityMessages.authorId, viewerId: string | SQLWrapper) =>
  or(eq(status, 'shown'), and(eq(status, 'held'), eq(author, viewerId)));

/** The timeline's total: the kept count of shown topics (community_topic_counts, migration 0052) and the viewer's held ones. */
export const timelineTotal = (viewerId: string) =>
  sql`select (coalesce((select n from community_topic_counts where status = 'shown'), 0)
    + (select count(*) from community_topics where author_id = ${viewerId} and status = 'held'))::int as total`;

/** What waits for a moderator: held, or with open flags (each kind joined only where a flag names it: else every topic was hashed). */
export const reviewWaiting = sql`
  select 'message' as kind, id, crisis, created_at from community_messages where status = 'held'
  union
  select 'message', m.id, m.crisis, m.created_at from community_flags f join community_messages m on m.id = f.message_id where f.settled_at is null and f.message_id is not null
  union
  select 'topic', id, crisis, created_at from community_topics where status = 'held'
  union
  select 'topic', t.id, t.crisis, t.created_at from community_flags f join community_topics t on t.id = f.topic_id where f.settled_at is null and f.topic_id is not null`;

export function createCommunityRepository(db: DbOrTx) {
  return {
    // --- Topics -----------------------------------------------------------------------------------

    /**
     * The timeline: shown topics, latest activity first, with the viewer's own held ones among them. Two
     * index reads put together (the shown ones by activity, the viewer's by author), not a scan. The total:
     * the kept count of shown topics (community_topic_counts, migration 0052) and the viewer's held ones.
     */
    async timeline(viewerId: string, offset: number, limit: number): Promise<{ rows: TopicRow[]; total: number }> {
      const reach = offset + limit;
      const result = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select t.* from (
            (select * from community_topics where status = 'shown' order by last_activity_at desc nulls last, id desc nulls last limit ${reach})
            union all
            (select * from community_topics where author_id = ${viewerId} and status = 'held' order by last_activity_at desc, id desc limit ${reach})
          ) t order by t.last_activity_at desc, t.id desc offset ${offset} limit ${limit}`),
      );
      const [counted] = rowsOf<{ total: number }>(await db.execute(timelineTotal(viewerId)));
      return { rows: result.map(topicOf), total: counted?.total ?? 0 };
    },

    async topic(id: string, lock = false): Promise<TopicRow | undefined> {
      const query = db.select().from(communityTopics).where(eq(communityTopics.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insertTopic(values: typeof communityTopics.$inferInsert): Promise<TopicRow> {
      const [row] = await db.insert(communityTopics).values(values).returning();
      if (!row) throw new Error('topic not inserted');
      return row;
    },

    async topicsSince(authorId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(communityTopics)
        .where(and(eq(communityTopics.authorId, authorId), gt(communityTopics.createdAt, since)));
      return row?.n ?? 0;
    },

    async setTopicStatus(id: string, status: ContentState) {
      await db.update(communityTopics).set({ status }).where(eq(communityTopics.id, id));
    },

    /**
     * The topic's next live event, under its row lock (the caller holds it): the number is raised, the
     * shown-message count moved by `countBy`, the last activity set to `activeAt` (a new message). Returns the number.
     */
    async appendFeed(topicId: string, kind: FeedRow['kind'], messageId: string | null, countBy: number, activeAt: Date | null): Promise<bigint> {
      const [row] = await db
        .update(communityTopics)
        .set({
          feedSeq: sql`${communityTopics.feedSeq} + 1`,
          messageCount: sql`${communityTopics.messageCount} + ${countBy}`,
          ...(activeAt ? { lastActivityAt: activeAt } : {}),
        })
        .where(eq(communityTopics.id, topicId))
        .returning({ seq: communityTopics.feedSeq });
      if (!row) throw new Error('topic not found for its feed');
      await db.insert(communityFeed).values({ topicId, seq: row.seq, kind, messageId });
      return row.seq;
    },

    /** The topic's live events after `after`, in order, each with its message as it is now. */
    async feedAfter(topicId: string, after: bigint, limit: number): Promise<FeedRow[]> {
      const rows = await db
        .select({
          seq: communityFeed.seq,
          kind: communityFeed.kind,
          messageId: communityFeed.messageId,
          id: communityMessages.id,
          authorId: communityMessages.authorId,
          text: communityMessages.text,
          status: communityMessages.status,
          createdAt: communityMessages.createdAt,
        })
        .from(communityFeed)
        .leftJoin(communityMessages, eq(communityMessages.id, communityFeed.messageId))
        .where(and(eq(communityFeed.topicId, topicId), gt(communityFeed.seq, after)))
        .orderBy(communityFeed.seq)
        .limit(limit);
      return rows.map(({ seq, kind, messageId, id, authorId, text, status, createdAt }) => ({
        topicId,
        seq,
        kind,
        messageId,
        message: id && authorId && text !== null && status && createdAt ? { id, topicId, authorId, text, status, createdAt } : null,
      }));
    },

    /**
     * Where a replay after `after` starts when more than `limit` events came since: the number before the
     * topic's last `limit` events (undefined when all of them fit). Reads `limit` + 1 numbers, newest first.
     */
    async replayFrom(topicId: string, after: bigint, limit: number): Promise<bigint | undefined> {
      const [row] = await db
        .select({ seq: communityFeed.seq })
        .from(communityFeed)
        .where(and(eq(communityFeed.topicId, topicId), gt(communityFeed.seq, after)))
        .orderBy(sql`${communityFeed.seq} desc`)
        .offset(limit)
        .limit(1);
      return row?.seq;
    },

    // --- Messages ---------------------------------------------------------------------------------

    async message(id: string, lock = false): Promise<MessageRow | undefined> {
      const query = db.select().from(communityMessages).where(eq(communityMessages.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insertMessage(values: typeof communityMessages.$inferInsert): Promise<MessageRow> {
      const [row] = await db.insert(communityMessages).values(values).returning();
      if (!row) throw new Error('message not inserted');
      return row;
    },

    async setMessageStatus(id: string, status: ContentState) {
      await db.update(communityMessages).set({ status }).where(eq(communityMessages.id, id));
    },

    /** A member's messages in the last 10 minutes and the last day (slow mode and the daily cap). */
    async recentMessages(authorId: string, windowStart: Date, dayStart: Date): Promise<{ window: number; day: number }> {
      const [row] = await db
        .select({
          window: sql<number>`count(*) filter (where ${communityMessages.createdAt} > ${windowStart})::int`,
          day: sql<number>`count(*)::int`,
        })
        .from(communityMessages)
        .where(and(eq(communityMessages.authorId, authorId), gt(communityMessages.createdAt, dayStart)));
      return { window: row?.window ?? 0, day: row?.day ?? 0 };
    },

    // --- Members ----------------------------------------------------------------------------------

    /** The member's standing, their row locked until the transaction ends (one post at a time per member). */
    async lockMember(userId: string): Promise<{ silencedUntil: Date | null; lastPostedAt: Date | null }> {
      await db.insert(communityMembers).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .select({ silencedUntil: communityMembers.silencedUntil, lastPostedAt: communityMembers.lastPostedAt })
        .from(communityMembers)
        .where(eq(communityMembers.userId, userId))
        .for('update');
      return row ?? { silencedUntil: null, lastPostedAt: null };
    },

    async member(userId: string) {
      const [row] = await db.select().from(communityMembers).where(eq(communityMembers.userId, userId)).limit(1);
      return row;
    },

    async members(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(communityMembers).where(inArray(communityMembers.userId, ids));
    },

    async postedAt(userId: string, at: Date) {
      await db.update(communityMembers).set({ lastPostedAt: at }).where(eq(communityMembers.userId, userId));
    },

    async silence(userId: string, until: Date | null) {
      await db
        .insert(communityMembers)
        .values({ userId, silencedUntil: until })
        .onConflictDoUpdate({ target: communityMembers.userId, set: { silencedUntil: until } });
    },

    // --- Flags ------------------------------------------------------------------------------------

    /** Keeps the member's flag (a second on the same thing is ignored); whether it is new. */
    async addFlag(flaggerId: string, target: FlagTarget, reason: FlagReason, note: string | null): Promise<boolean> {
      const rows = await db
        .insert(communityFlags)
        .values({ flaggerId, reason, note, ...(target.kind === 'message' ? { messageId: target.id } : { topicId: target.id }) })
        .onConflictDoNothing()
        .returning({ id: communityFlags.id });
      return rows.length === 1;
    },

    /** Who flagged the thing and is not settled yet. */
    async openFlaggers(target: FlagTarget): Promise<string[]> {
      const rows = await db
        .select({ id: communityFlags.flaggerId })
        .from(communityFlags)
        .where(and(eq(targetColumn(target), target.id), isNull(communityFlags.settledAt)));
      return rows.map((r) => r.id);
    },

    /** Which of these members have a message or a topic shown in the community (by the author indexes). */
    async withShownWork(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          select u.id from unnest(array[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::uuid[]) as u(id)
          where exists (select 1 from community_messages m where m.author_id = u.id and m.status = 'shown')
             or exists (select 1 from community_topics t where t.author_id = u.id and t.status = 'shown')`),
      );
      return new Set(rows.map((r) => r.id));
    },

    async flagsSince(flaggerId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(communityFlags)
        .where(and(eq(communityFlags.flaggerId, flaggerId), gt(communityFlags.createdAt, since)));
      return row?.n ?? 0;
    },

    async settleFlags(target: FlagTarget, at: Date) {
      await db
        .update(communityFlags)
        .set({ settledAt: at })
        .where(and(eq(targetColumn(target), target.id), isNull(communityFlags.settledAt)));
    },

    // --- Review -----------------------------------------------------------------------------------

    /** What waits for a moderator (held, or with open flags), crises first, then oldest first: a page of targets and the total. */
    async reviewTargets(offset: number, limit: number): Promise<{ targets: FlagTarget[]; total: number }> {
      // A crisis comes first (someone may need help now), then the oldest.
      const { rows, total } = await withTotal(
        rowsOf<{ kind: 'message' | 'topic'; id: string; total: number }>(
          await db.execute(sql`select kind, id, count(*) over ()::int as total from (${reviewWaiting}) w order by crisis desc, created_at, id offset ${offset} limit ${limit}`),
        ),
        offset,
        async () => rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from (${reviewWaiting}) w`))[0]?.total ?? 0,
      );
      return { targets: rows.map(({ kind, id }) => ({ kind, id })), total };
    },

    async messagesByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(communityMessages).where(inArray(communityMessages.id, ids));
    },

    async topicsByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(communityTopics).where(inArray(communityTopics.id, ids));
    },

    /** The open flags of some messages and topics, by target and reason: how many, and the latest notes (3 at most). */
    async openFlags(messageIds: string[], topicIds: string[]) {
      if (messageIds.length === 0 && topicIds.length === 0) return [];
      return db
        .select({
          messageId: communityFlags.messageId,
          topicId: communityFlags.topicId,
          reason: communityFlags.reason,
          count: sql<number>`count(*)::int`,
          notes: sql<string[]>`coalesce((array_agg(${communityFlags.note} order by ${communityFlags.createdAt} desc) filter (where ${communityFlags.note} is not null))[1:3], '{}')`,
          latest: sql<string>`max(${communityFlags.createdAt})::text`,
        })
        .from(communityFlags)
        .where(
          and(
            isNull(communityFlags.settledAt),
            or(
              messageIds.length ? inArray(communityFlags.messageId, messageIds) : undefined,
              topicIds.length ? inArray(communityFlags.topicId, topicIds) : undefined,
            ),
          ),
        )
        .groupBy(communityFlags.messageId, communityFlags.topicId, communityFlags.reason)
        .orderBy(sql`max(${communityFlags.createdAt}) desc`);
    },

    // --- Decisions --------------------------------------------------------------------------------

    async addDecision(values: typeof communityDecisions.$inferInsert) {
      await db.insert(communityDecisions).values(values);
    },

    /** What the latest hide of a message or topic found it as (undoing it returns it there). */
    async statusBeforeHide(target: FlagTarget): Promise<ContentState | null> {
      const [row] = await db
        .select({ previous: communityDecisions.previousStatus })
        .from(communityDecisions)
        .where(
          and(
            eq(target.kind === 'message' ? communityDecisions.messageId : communityDecisions.topicId, target.id),
            eq(communityDecisions.action, 'hide'),
            // A second hide of something already hidden changed nothing: the one before it counts.
            ne(communityDecisions.previousStatus, 'hidden'),
          ),
        )
        .orderBy(...newestFirst(communityDecisions.createdAt, communityDecisions.id))
        .limit(1);
      return row?.previous ?? null;
    },

    async decisions(offset: number, limit: number): Promise<{ rows: (DecisionRow & { restorable: boolean })[]; total: number }> {
      const { rows, total } = await withTotal(
        await db
          .select({
            decision: communityDecisions,
            // A hide that still stands: the moderator may restore it from the list.
            restorable: sql<boolean>`${communityDecisions.action} = 'hide' and coalesce(
              (select m.status = 'hidden' from community_messages m where m.id = ${communityDecisions.messageId}),
              (select t.status = 'hidden' from community_topics t where t.id = ${communityDecisions.topicId}), false)`,
            total: sql<number>`count(*) over ()::int`,
          })
          .from(communityDecisions)
          .orderBy(...newestFirst(communityDecisions.createdAt, communityDecisions.id))
          .offset(offset)
          .limit(limit),
        offset,
        async () => (await db.select({ n: count() }).from(communityDecisions))[0]?.n ?? 0,
      );
      return { rows: rows.map((r) => ({ ...r.decision, restorable: r.restorable })), total };
    },
  };
}
export type CommunityRepository = ReturnType<typeof createCommunityRepository>;

/** A topic row from raw SQL (snake_case) as drizzle's. */
function topicOf(r: Record<string, unknown>): TopicRow {
  return {
    id: r.id as string,
    authorId: (r.author_id as string | null) ?? null,
    topic: r.topic as string,
    description: r.description as string,
    imageUrl: (r.image_url as string | null) ?? null,
    status: r.status as ContentState,
    crisis: r.crisis as boolean,
    messageCount: Number(r.message_count),
    feedSeq: BigInt(r.feed_seq as string),
    createdAt: new Date(r.created_at as string),
    lastActivityAt: new Date(r.last_activity_at as string),
  };
}
