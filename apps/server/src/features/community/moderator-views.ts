import { FORMER_MEMBER } from '@iyl/core/account-data/constants';
import { messages } from '@iyl/core/catalog/messages';
import { MESSAGES_PAGE_SIZE, REVIEW_PAGE_SIZE } from '@iyl/core/community/constants';
import type { SilencedMember, TopicConversation } from '@iyl/core/community/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../platform/db/database.ts';
import { newestFirst, numberedPage, withTotal } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { AuthService } from '../auth/service.ts';
import { communityMessages, communityTopics } from './schema.ts';

/**
 * Open flags on each message or topic read, counted beside it (the flags' unique indexes by target). Its
 * columns are named in full: drizzle writes a one-table select's own columns unqualified.
 */
const openFlagsOn = (target: 'message' | 'topic') =>
  target === 'message'
    ? sql<number>`(select count(*)::int from community_flags f where f.message_id = "community_messages"."id" and f.settled_at is null)`
    : sql<number>`(select count(*)::int from community_flags f where f.topic_id = "community_topics"."id" and f.settled_at is null)`;

/** The moderators' reads that members never make: a conversation whatever its messages' states, and who is silenced now. */
export function createModeratorViewsRepository(db: DbOrTx) {
  return {
    async topic(id: string) {
      const [row] = await db
        .select({
          id: communityTopics.id,
          authorId: communityTopics.authorId,
          topic: communityTopics.topic,
          description: communityTopics.description,
          status: communityTopics.status,
          crisis: communityTopics.crisis,
          createdAt: communityTopics.createdAt,
          openFlags: openFlagsOn('topic'),
        })
        .from(communityTopics)
        .where(eq(communityTopics.id, id))
        .limit(1);
      return row;
    },

    async messageIn(topicId: string, id: string) {
      const [row] = await db
        .select({ id: communityMessages.id, createdAt: communityMessages.createdAt })
        .from(communityMessages)
        .where(and(eq(communityMessages.id, id), eq(communityMessages.topicId, topicId)))
        .limit(1);
      return row;
    },

    /** Up to `limit` of the topic's messages, every state, newest first, before the one named (community_messages_topic_idx). */
    async messages(topicId: string, before: { createdAt: Date; id: string } | undefined, limit: number) {
      return db
        .select({
          id: communityMessages.id,
          authorId: communityMessages.authorId,
          text: communityMessages.text,
          status: communityMessages.status,
          crisis: communityMessages.crisis,
          createdAt: communityMessages.createdAt,
          openFlags: openFlagsOn('message'),
        })
        .from(communityMessages)
        .where(
          and(
            eq(communityMessages.topicId, topicId),
            before ? sql`(${communityMessages.createdAt}, ${communityMessages.id}) < (${before.createdAt}, ${before.id})` : undefined,
          ),
        )
        .orderBy(...newestFirst(communityMessages.createdAt, communityMessages.id))
        .limit(limit);
    },

    /**
     * A page of the members silenced at `now`, the soonest to end first (community_members_silenced_idx),
     * each with their latest silence decision (community_decisions_member_idx), in one query.
     */
    async silenced(now: Date, offset: number, limit: number) {
      const { rows, total } = await withTotal(
        rowsOf<{ user_id: string; silenced_until: string | Date; note: string | null; admin_name: string | null; decided_at: string | Date | null; total: number }>(
          await db.execute(sql`
            select p.user_id, p.silenced_until, p.total, d.note, d.admin_name, d.created_at as decided_at
            from (
              select user_id, silenced_until, count(*) over ()::int as total from community_members
              where silenced_until is not null and silenced_until > ${now}
              order by silenced_until, user_id offset ${offset} limit ${limit}
            ) p
            left join lateral (
              select note, admin_name, created_at from community_decisions
              where member_id = p.user_id and kind = 'member' and action = 'silence'
              order by created_at desc nulls last, id desc nulls last limit 1
            ) d on true
            order by p.silenced_until, p.user_id`),
        ),
        offset,
        async () =>
          rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from community_members where silenced_until is not null and silenced_until > ${now}`))[0]
            ?.total ?? 0,
      );
      return {
        rows: rows.map((r) => ({
          userId: r.user_id,
          silencedUntil: new Date(r.silenced_until),
          note: r.note,
          decidedBy: r.admin_name,
          decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
        })),
        total,
      };
    },
  };
}

/** CommunityTopicConversation and SilencedMembers: what a moderator opens beside the review queue. */
export function createModeratorViews(deps: { db: Db; clock: () => Date; auth: Pick<AuthService, 'contacts'> }) {
  const { db, clock, auth } = deps;
  const repo = createModeratorViewsRepository(db);
  const nameOf = (people: Map<string, { fullname: string }>, id: string | null) => (id ? people.get(id)?.fullname : undefined) ?? FORMER_MEMBER;

  return {
    /** A topic and 50 of its messages (shown, held and hidden), newest first; `beforeId` pages back. */
    async conversation(topicId: string, beforeId: string | undefined): Promise<TopicConversation> {
      const { topic, rows } = await db.transaction(
        async (tx) => {
          const txRepo = createModeratorViewsRepository(tx);
          const topic = await txRepo.topic(topicId);
          if (!topic) throw notFound(messages.topicNotFound);
          const before = beforeId ? await txRepo.messageIn(topicId, beforeId) : undefined;
          if (beforeId && !before) throw notFound(messages.communityMessageNotFound);
          return { topic, rows: await txRepo.messages(topicId, before, MESSAGES_PAGE_SIZE + 1) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const page = rows.slice(0, MESSAGES_PAGE_SIZE);
      const people = await auth.contacts([...page.map((r) => r.authorId), ...(topic.authorId ? [topic.authorId] : [])]);
      return {
        topic: {
          id: topic.id,
          topic: topic.topic,
          description: topic.description,
          status: topic.status,
          crisis: topic.crisis,
          authorName: nameOf(people, topic.authorId),
          openFlags: topic.openFlags,
          createdAt: topic.createdAt.toISOString(),
        },
        messages: page.map((m) => ({
          id: m.id,
          text: m.text,
          authorName: nameOf(people, m.authorId),
          status: m.status,
          crisis: m.crisis,
          openFlags: m.openFlags,
          createdAt: m.createdAt.toISOString(),
        })),
        more: rows.length > MESSAGES_PAGE_SIZE,
      };
    },

    /** The members silenced now, the soonest to end first, with why and by whom. */
    async silenced(page: number) {
      const { rows, total } = await repo.silenced(clock(), (page - 1) * REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE);
      const people = await auth.contacts(rows.map((r) => r.userId));
      const items: SilencedMember[] = rows.map((r) => ({
        id: r.userId,
        name: nameOf(people, r.userId),
        silencedUntil: r.silencedUntil.toISOString(),
        note: r.note,
        decidedBy: r.decidedBy,
        decidedAt: r.decidedAt?.toISOString() ?? null,
      }));
      return numberedPage(items, page, REVIEW_PAGE_SIZE, total);
    },
  };
}
