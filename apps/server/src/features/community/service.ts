import type { SessionUser } from '@iyl/core/auth/contract';
import { detectCrisis } from '@iyl/core/care/crisis';
import { careRegionOfZone, type CrisisCare, crisisCare } from '@iyl/core/care/resources';
import { messages } from '@iyl/core/catalog/messages';
import {
  MESSAGES_PAGE_SIZE,
  CRISIS_PAST_CAP_MAX,
  MESSAGES_PER_DAY_MAX,
  SLOW_MODE_GAP_MS,
  SLOW_MODE_WINDOW_MAX,
  SLOW_MODE_WINDOW_MS,
  TOPICS_PAGE_SIZE,
  TOPICS_PER_DAY_MAX,
} from '@iyl/core/community/constants';
import type { CommunityMessage, Topic, TopicFields, TopicMessages } from '@iyl/core/community/contract';
import type { Db } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import type { SseEvent } from '../../platform/http/sse.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import type { AuditService } from '../audit/service.ts';
import type { AuthService, Contact } from '../auth/service.ts';
import { type ProfileService, UPLOADS_PATH } from '../profile/service.ts';
import { createLive, type Live } from './live.ts';
import { createModeration } from './moderation.ts';
import { createModeratorViews } from './moderator-views.ts';
import { createReplyMails, type ReplyMailDeps } from './reply-mails.ts';
import { readTopicPage } from './topic-page.ts';
import { type CommunityRepository, createCommunityRepository, type FeedRow, type MessageRow, type TopicRow } from './repository.ts';
import { author, DAY_MS, feedMoved, HOUR_MS, messageShown, notSilenced, visible } from './rules.ts';

export interface CommunityDeps {
  db: Db;
  events: Events;
  store: FileStore;
  clock: () => Date;
  log: { warn(obj: object, msg?: string): void };
  auth: AuthService;
  profile: ProfileService;
  /** Each moderator's decision is audited in its transaction. */
  audit: Pick<AuditService, 'record'>;
  /** What "New reply to your topic" e-mails need: the outbox, the topic author's preference and the list's links. */
  replyMails: Omit<ReplyMailDeps, 'auth' | 'clock'>;
}

const slowMode = (message: string, waitMs: number) => tooManyRequests(waitMs / 1_000, message);

export function createCommunityService(deps: CommunityDeps, shared?: { live: Live }) {
  const { db, events, clock, auth } = deps;
  const repo = createCommunityRepository(db);
  const moderation = createModeration({ db, events, clock, auth, audit: deps.audit });
  const views = createModeratorViews({ db, clock, auth });

  /** The writer's own name and photo, from the session (what they just wrote needs no lookup). */
  const selfOnly = (user: SessionUser) => new Map([[user.id, { fullname: user.fullname, profilePic: user.profilePic } as Contact]]);

  function toTopic(row: TopicRow, viewerId: string, people: Map<string, Contact>): Topic {
    return {
      id: row.id,
      topic: row.topic,
      description: row.description,
      imageUrl: row.imageUrl,
      entryDate: row.createdAt.toISOString(),
      messageCount: row.messageCount,
      lastActivityAt: row.lastActivityAt.toISOString(),
      author: author(row.authorId ? people.get(row.authorId) : undefined),
      mine: row.authorId === viewerId,
      status: row.status,
    };
  }

  function toMessage(row: Pick<MessageRow, 'id' | 'topicId' | 'authorId' | 'text' | 'status' | 'createdAt'>, viewerId: string, people: Map<string, Contact>): CommunityMessage {
    const { name, profileImage } = author(people.get(row.authorId));
    return {
      id: row.id,
      topicId: row.topicId,
      text: row.text,
      name,
      profileImage,
      entryDate: row.createdAt.toISOString(),
      mine: row.authorId === viewerId,
      held: row.status === 'held',
    };
  }

  const live =
    shared?.live ??
    createLive({
    read: (topicId, after, limit) => repo.feedAfter(topicId, after, limit),
    people: async (rows: FeedRow[]) => auth.contacts(rows.flatMap((r) => (r.message ? [r.message.authorId] : []))),
    toEvent(row, viewerId, people): SseEvent | null {
      const id = String(row.seq);
      if (row.kind === 'topic-hidden') return { id, event: 'topicHidden', data: { id: row.topicId } };
      if (row.kind === 'hidden') return row.messageId ? { id, event: 'hidden', data: { id: row.messageId } } : null;
      // A message shown then, but taken down since, is not shown again on a replay.
      if (row.message?.status !== 'shown') return null;
      return { id, event: 'message', data: toMessage(row.message, viewerId, people as Map<string, Contact>) };
    },
    log: deps.log,
  });
  if (!shared) {
    // The topic's id is the notification's subject: the room reads the feed itself, at once.
    events.onSignal('community.feed', (topicId) => live.wake(topicId));
    // A message shown: "New reply to your topic" to the topic's author, after the commit (reply-mails.ts).
    events.handle('community.messageShown', 'community.reply-mail', createReplyMails({ ...deps.replyMails, auth, clock }).handle);
  }

  /** Crisis resources for the author, when what they wrote reads as a crisis. */
  function careFor(user: SessionUser, ...texts: string[]): CrisisCare | null {
    const kinds = detectCrisis(texts.join('\n'));
    return kinds.length ? crisisCare(kinds, careRegionOfZone(user.timeZone), 'community') : null;
  }

  return {
    live,

    /** ListTopics: the timeline, with the viewer's own held topics among it. */
    async timeline(viewerId: string, page: number) {
      const { rows, total } = await repo.timeline(viewerId, (page - 1) * TOPICS_PAGE_SIZE, TOPICS_PAGE_SIZE);
      const people = await auth.contacts(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])));
      return numberedPage(
        rows.map((r) => toTopic(r, viewerId, people)),
        page,
        TOPICS_PAGE_SIZE,
        total,
      );
    },

    /** CreateTopic: kept at once, or held for a moderator when it reads as a crisis (the author gets resources, whatever the limits). */
    async create(user: SessionUser, fields: TopicFields, picture: Buffer | null) {
      // Refusals first, before a picture is kept; then again under the member's lock (two at once count in turn).
      // A topic in crisis is not refused for a silence nor at the day's cap (up to CRISIS_PAST_CAP_MAX
      // more): it is held, and its author gets the resources (issue 46; see post).
      const care = careFor(user, fields.topic, fields.description);
      const allowed = async (txRepo: CommunityRepository, locked: boolean) => {
        const now = clock();
        const member = locked ? await txRepo.lockMember(user.id) : await txRepo.member(user.id);
        if (!care) notSilenced(user, member?.silencedUntil, now);
        const cap = TOPICS_PER_DAY_MAX + (care ? CRISIS_PAST_CAP_MAX : 0);
        if ((await txRepo.topicsSince(user.id, new Date(now.getTime() - DAY_MS))) >= cap) throw tooManyRequests(HOUR_MS / 1_000, messages.topicsPerDay);
        return now;
      };
      await allowed(repo, false);
      // A banner, as the topic cards show it (not a profile photo's square).
      const imageUrl = picture ? await deps.profile.storePicture(picture, 'wide') : null;
      let row: TopicRow;
      try {
        row = await db.transaction(async (tx) => {
          const txRepo = createCommunityRepository(tx);
          const now = await allowed(txRepo, true);
          return txRepo.insertTopic({
            authorId: user.id,
            topic: fields.topic,
            description: fields.description,
            imageUrl,
            status: care ? 'held' : 'shown',
            crisis: care !== null,
            createdAt: now,
            lastActivityAt: now,
          });
        });
      } catch (err) {
        if (imageUrl) await deps.store.remove(imageUrl.slice(UPLOADS_PATH.length)).catch(() => undefined);
        throw err;
      }
      const topic = toTopic(row, user.id, selfOnly(user));
      return { message: care ? messages.topicHeld : messages.topicCreated, topic, care };
    },

    /**
     * GetTopic: the topic and a page of its messages (the latest, or those before a message), with the
     * cursor of its feed read in the same snapshot: a stream opened from it misses nothing and repeats nothing.
     */
    async open(viewerId: string, topicId: string, beforeId: string | undefined): Promise<TopicMessages> {
      const found = await readTopicPage(db, topicId, viewerId, beforeId, MESSAGES_PAGE_SIZE + 1);
      const topic = visible(found.topic, viewerId);
      if (!found.beforeFound) throw notFound(messages.communityMessageNotFound);
      const page = found.rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
      const people = await auth.contacts([...page.map((r) => r.authorId), ...(topic.authorId ? [topic.authorId] : [])]);
      return {
        topic: toTopic(topic, viewerId, people),
        messages: page.map((r) => toMessage(r, viewerId, people)),
        more: found.rows.length > MESSAGES_PAGE_SIZE,
        cursor: String(topic.feedSeq),
      };
    },

    /**
     * FollowTopic: checks the topic is the viewer's to see, then its live events after `after` (default:
     * from now). A replay sends a page at most: a client further behind gets `pageBack` (its id the number
     * the replay goes on from) and the topic's last MESSAGES_PAGE_SIZE events; it reads older messages
     * by paging (GetTopic before=), as it does on opening the topic.
     */
    async follow(viewerId: string, topicId: string, after: string | undefined) {
      const topic = visible(await repo.topic(topicId), viewerId);
      const asked = after !== undefined && /^\d{1,18}$/.test(after) ? BigInt(after) : topic.feedSeq;
      // A number past the feed's is none the topic gave: from now, rather than silence until the feed gets there.
      let from = asked < topic.feedSeq ? asked : topic.feedSeq;
      const skipTo = from < topic.feedSeq ? await repo.replayFrom(topicId, from, MESSAGES_PAGE_SIZE) : undefined;
      if (skipTo !== undefined) from = skipTo;
      return async function* (signal: AbortSignal): AsyncGenerator<SseEvent> {
        if (skipTo !== undefined) yield { id: String(skipTo), event: 'pageBack', data: null };
        yield* live.follow(topicId, viewerId, from, signal);
      };
    },

    /**
     * PostPop, in slow mode (the member's row locked: two sends at once are counted in turn). A message
     * that reads as a crisis is kept held, not shared, and its author gets crisis resources.
     *
     * Crisis language comes first (issue 46): such a message is never refused for the member's pace
     * (slow mode, the 10-minute and daily caps), for their being silenced, nor for a topic waiting for a
     * moderator. Refusing it would hide the resources behind an error; kept held it changes nothing for
     * the other members (they never see it), the moderators see it first in their queue, and its author
     * gets the resources as any crisis message's author does (the answer's `care`, which the chat shows).
     */
    async post(user: SessionUser, topicId: string, text: string) {
      const care = careFor(user, text);
      // events.transaction: the reply e-mail's handler has run (after the commit) by the time it returns.
      const row = await events.transaction(async (tx) => {
        const txRepo = createCommunityRepository(tx);
        const now = clock();
        const member = await txRepo.lockMember(user.id);
        if (!care) notSilenced(user, member.silencedUntil, now);
        const topic = visible(await txRepo.topic(topicId, true), user.id);
        if (!care) {
          if (topic.status !== 'shown') throw new AppError(409, 'CONFLICT', messages.topicWaiting);
          if (member.lastPostedAt && now.getTime() - member.lastPostedAt.getTime() < SLOW_MODE_GAP_MS) {
            throw slowMode(messages.slowMode, SLOW_MODE_GAP_MS - (now.getTime() - member.lastPostedAt.getTime()));
          }
        }
        const recent = await txRepo.recentMessages(user.id, new Date(now.getTime() - SLOW_MODE_WINDOW_MS), new Date(now.getTime() - DAY_MS));
        // Past its own ceiling a crisis message meets the day's cap too: what one member creates stays bounded.
        if (recent.day >= MESSAGES_PER_DAY_MAX + (care ? CRISIS_PAST_CAP_MAX : 0)) throw slowMode(messages.messagesPerDay, HOUR_MS);
        if (!care && recent.window >= SLOW_MODE_WINDOW_MAX) throw slowMode(messages.slowModeWindow, SLOW_MODE_WINDOW_MS / 5);
        const message = await txRepo.insertMessage({ topicId, authorId: user.id, text, status: care ? 'held' : 'shown', crisis: care !== null, createdAt: now });
        await txRepo.postedAt(user.id, now);
        if (!care) {
          await txRepo.appendFeed(topicId, 'shown', message.id, 1, now);
          await feedMoved(events, tx, topicId);
          // Shown: the topic's author may be told (a held message tells no one until a moderator shows it).
          await messageShown(events, tx, message.id);
        }
        return message;
      });
      return { post: toMessage(row, user.id, selfOnly(user)), care };
    },

    // Moderation (moderation.ts): members' flags, and the moderators' queue, decisions and silences.
    flag: moderation.flag,
    reviewQueue: moderation.reviewQueue,
    decide: moderation.decide,
    silence: moderation.silence,
    decisions: moderation.decisions,
    // What moderators open beside the queue (moderator-views.ts): a whole conversation, and who is silenced.
    conversation: views.conversation,
    silencedMembers: views.silenced,

    /** The same service on another clock (sharing this one's live streams): the demo writes its conversations "then". */
    withClock: (at: () => Date) => createCommunityService({ ...deps, clock: at }, { live }),
  };
}
export type CommunityService = ReturnType<typeof createCommunityService>;
