import type { ContentState } from '@iyl/core/community/constants';
import { eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { newestFirst } from '../../platform/db/paging.ts';
import { type MessageRow, type TopicRow, visibleTo } from './repository.ts';
import { communityMessages, communityTopics } from './schema.ts';

export interface TopicPage {
  /** The topic, whoever may see it (the caller checks), or undefined when there is none. */
  topic: TopicRow | undefined;
  /** Whether the message the page goes back from is one of this topic's (true when none was named). */
  beforeFound: boolean;
  /** Up to `limit` messages the viewer may see, newest first. */
  rows: Pick<MessageRow, 'id' | 'topicId' | 'authorId' | 'text' | 'status' | 'createdAt'>[];
}

/**
 * GetTopic's read in one statement, so in one snapshot (the cursor, feed_seq, matches the messages: a
 * stream opened from it misses nothing and repeats nothing) and one round trip: the topic, and a page of
 * the messages the viewer may see (before a message, when one is named), built once (see topicPage). It
 * was a read-only transaction of three statements and its BEGIN and COMMIT (issue 50).
 */
export async function readTopicPage(db: DbOrTx, topicId: string, viewerId: string, beforeId: string | undefined, limit: number): Promise<TopicPage> {
  const found = beforeId
    ? await pageBefore(db).execute({ topic: topicId, viewer: viewerId, limit, before: beforeId })
    : await latestPage(db).execute({ topic: topicId, viewer: viewerId, limit });
  const [first] = found;
  if (!first) return { topic: undefined, beforeFound: false, rows: [] };
  const { topic, beforeFound, messages } = first;
  return {
    topic,
    beforeFound,
    rows: messages.map(([id, authorId, text, status, createdAt]) => ({ id, topicId: topic.id, authorId, text, status, createdAt: new Date(createdAt) })),
  };
}

/** A message of the page as the statement gives it: a JSON array (one row of a few columns, not a row each). */
type PageMessage = [id: string, authorId: string, text: string, status: ContentState, createdAt: string];
/** The topic of the row being read, named in full (a lone table's select list leaves its columns unqualified). */
const topicOfRow = sql.raw('"community_topics"."id"');

/** The statement, built once per database handle (platform/db/built-once.ts): the latest page, or the one before a message. */
function topicPage(db: DbOrTx, before: boolean) {
  const m = communityMessages;
  const page = sql`select ${m.id}, ${m.authorId}, ${m.text}, ${m.status}, ${m.createdAt} from ${m}
    where ${m.topicId} = ${topicOfRow} and ${visibleTo(m.status, m.authorId, sql.placeholder('viewer'))}
    ${before ? sql`and (${m.createdAt}, ${m.id}) < (select b.created_at, b.id from community_messages b where b.id = ${sql.placeholder('before')})` : sql``}
    order by ${sql.join(newestFirst(m.createdAt, m.id), sql`, `)} limit ${sql.placeholder('limit')}`;
  return db
    .select({
      topic: communityTopics,
      beforeFound: before
        ? sql<boolean>`exists (select 1 from community_messages b where b.id = ${sql.placeholder('before')} and b.topic_id = ${topicOfRow})`
        : sql<boolean>`true`,
      messages: sql<PageMessage[]>`coalesce((select json_agg(json_build_array(p.id, p.author_id, p.text, p.status, p.created_at) order by p.created_at desc, p.id desc) from (${page}) p), '[]'::json)`,
    })
    .from(communityTopics)
    .where(eq(communityTopics.id, sql.placeholder('topic')))
    .prepare(before ? 'iyl_topic_page_before' : 'iyl_topic_page');
}
const latestPage = builtOnce((db: DbOrTx) => topicPage(db, false));
const pageBefore = builtOnce((db: DbOrTx) => topicPage(db, true));
