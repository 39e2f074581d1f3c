import type { ContentState, FlagReason } from '@iyl/core/community/constants';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/**
 * A community topic (spec part 2 §2 Community). `feedSeq` numbers the topic's live events (community_feed):
 * it is raised under the topic's row lock, so a topic's events commit in the order of their numbers.
 * A topic outlives its author's account (the others' messages stay): the author becomes unknown.
 */
export const communityTopics = pgTable(
  'community_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    /** /uploads/<name>.webp, or null: the screen draws a cover. */
    imageUrl: text('image_url'),
    status: text('status').$type<ContentState>().notNull().default('shown'),
    /** Held because it read as a crisis. */
    crisis: boolean('crisis').notNull().default(false),
    /** Shown messages. */
    messageCount: integer('message_count').notNull().default(0),
    feedSeq: bigint('feed_seq', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('community_topics_status', sql`${t.status} in ('shown', 'held', 'hidden')`),
    // The timeline: latest activity first.
    index('community_topics_timeline_idx')
      .on(t.lastActivityAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'shown'`),
    // A member's own (held ones on their timeline, the daily cap).
    index('community_topics_author_idx').on(t.authorId, t.createdAt),
    index('community_topics_review_idx').on(t.createdAt).where(sql`${t.status} = 'held'`),
  ],
);

/**
 * The topics of each status, kept exact by triggers on community_topics (migration 0052: each statement
 * that adds or removes topics, a change of status, a TRUNCATE): the topics list's total reads one row
 * instead of counting every shown topic.
 */
export const communityTopicCounts = pgTable('community_topic_counts', {
  status: text('status').$type<ContentState>().primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** A chat message: plain text, at most 160 characters as counted by the customer. */
export const communityMessages = pgTable(
  'community_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<ContentState>().notNull().default('shown'),
    crisis: boolean('crisis').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    check('community_messages_status', sql`${t.status} in ('shown', 'held', 'hidden')`),
    // A topic's conversation, newest first (pages of 50 going back).
    index('community_messages_topic_idx').on(t.topicId, t.createdAt.desc(), t.id.desc()),
    // Slow mode and the daily cap count a member's recent messages.
    index('community_messages_author_idx').on(t.authorId, t.createdAt),
    index('community_messages_review_idx').on(t.createdAt).where(sql`${t.status} = 'held'`),
  ],
);

/**
 * A topic's live events, numbered per topic: a message shown (new, or restored) or hidden, or the topic
 * hidden. A stream resumes from a number (Last-Event-ID) and gets exactly the events after it.
 */
export const communityFeed = pgTable(
  'community_feed',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'bigint' }).notNull(),
    kind: text('kind').$type<'shown' | 'hidden' | 'topic-hidden'>().notNull(),
    messageId: uuid('message_id').references(() => communityMessages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.seq] }),
    check('community_feed_kind', sql`${t.kind} in ('shown', 'hidden', 'topic-hidden')`),
    index('community_feed_message_idx').on(t.messageId),
  ],
);

/** A member's flag on a message or a topic: one per member and thing; settled when an admin decides. */
export const communityFlags = pgTable(
  'community_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flaggerId: uuid('flagger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => communityMessages.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id').references(() => communityTopics.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<FlagReason>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('community_flags_one_target', sql`(${t.messageId} is null) <> (${t.topicId} is null)`),
    uniqueIndex('community_flags_message_once').on(t.messageId, t.flaggerId).where(sql`${t.messageId} is not null`),
    uniqueIndex('community_flags_topic_once').on(t.topicId, t.flaggerId).where(sql`${t.topicId} is not null`),
    index('community_flags_flagger_idx').on(t.flaggerId, t.createdAt),
    index('community_flags_open_idx').on(t.createdAt).where(sql`${t.settledAt} is null`),
  ],
);

/** A member's standing: silenced until a time. Its row is locked while they post (slow mode holds under concurrency). */
export const communityMembers = pgTable(
  'community_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    silencedUntil: timestamp('silenced_until', { withTimezone: true }),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }),
  },
  // The moderators' list of who is silenced now, the soonest to end first: only the silenced few.
  (t) => [index('community_members_silenced_idx').on(t.silencedUntil).where(sql`${t.silencedUntil} is not null`)],
);

/** Every moderation decision, kept: who, what, on what (as it read then), and why. */
export const communityDecisions = pgTable(
  'community_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name then (the account may go). */
    adminName: text('admin_name').notNull(),
    kind: text('kind').$type<'message' | 'topic' | 'member'>().notNull(),
    action: text('action').$type<'hide' | 'restore' | 'silence' | 'unsilence'>().notNull(),
    messageId: uuid('message_id').references(() => communityMessages.id, { onDelete: 'set null' }),
    topicId: uuid('topic_id').references(() => communityTopics.id, { onDelete: 'set null' }),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    note: text('note'),
    /** What a hidden message or topic was before the decision: what undoing a hide returns it to (a crisis stays held). */
    previousStatus: text('previous_status').$type<ContentState>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_decisions_list_idx').on(t.createdAt.desc(), t.id.desc()),
    // A member's latest silence (the silenced list), and the member's decisions when the account goes.
    index('community_decisions_member_idx')
      .on(t.memberId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.memberId} is not null`),
  ],
);
