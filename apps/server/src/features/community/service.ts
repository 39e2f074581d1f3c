import type { SessionUser } from '@iyl/core/auth/contract';
import { detectCrisis } from '@iyl/core/care/crisis';
import { careRegionOfZone, type CrisisCare, crisisCare } from '@iyl/core/care/resources';
import { messages } from '@iyl/core/catalog/messages';
import {
  type ContentState,
  ESTABLISHED_MEMBER_DAYS,
  FLAGS_PER_DAY_MAX,
  FLAGS_TO_HOLD,
  MESSAGES_PAGE_SIZE,
  CRISIS_PAST_CAP_MAX,
  MESSAGES_PER_DAY_MAX,
  REVIEW_PAGE_SIZE,
  SLOW_MODE_GAP_MS,
  SLOW_MODE_WINDOW_MAX,
  SLOW_MODE_WINDOW_MS,
  TOPICS_PAGE_SIZE,
  TOPICS_PER_DAY_MAX,
} from '@iyl/core/community/constants';
import type { CommunityMessage, DecisionBody, FlagBody, ReviewItem, SilenceBody, Topic, TopicFields, TopicMessages } from '@iyl/core/community/contract';
import type { Db, Tx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError, badRequest, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import type { SseEvent } from '../../platform/http/sse.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import type { AuthService, Contact } from '../auth/service.ts';
import { type ProfileService, UPLOADS_PATH } from '../profile/service.ts';
import { createLive, type Live } from './live.ts';
import { type CommunityRepository, createCommunityRepository, type FeedRow, type FlagTarget, type MessageRow, type TopicRow } from './repository.ts';

declare module '../../platform/events/events.ts' {
  interface EventMap {
    /** A topic's live feed moved (a message shown or hidden, the topic hidden); the subject is the topic. */
    'community.feed': { topicId: string };
  }
}

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
/** Who wrote something whose account is gone. */
const FORMER_MEMBER = 'Former member';

export interface CommunityDeps {
  db: Db;
  events: Events;
  store: FileStore;
  clock: () => Date;
  log: { warn(obj: object, msg?: string): void };
  auth: AuthService;
  profile: ProfileService;
}

const slowMode = (message: string, waitMs: number) => tooManyRequests(waitMs / 1_000, message);

export function createCommunityService(deps: CommunityDeps, shared?: { live: Live }) {
  const { db, events, clock, auth } = deps;
  const repo = createCommunityRepository(db);

  /** The writer's own name and photo, from the session (what they just wrote needs no lookup). */
  const selfOnly = (user: SessionUser) => new Map([[user.id, { fullname: user.fullname, profilePic: user.profilePic } as Contact]]);
  const author = (contact: Contact | undefined) => ({ name: contact?.fullname ?? FORMER_MEMBER, profileImage: contact?.profilePic ?? null });

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
  // The topic's id is the notification's subject: the room reads the feed itself, at once.
  if (!shared) events.onSignal('community.feed', (topicId) => live.wake(topicId));

  /** A topic the viewer may see: shown, or their own held one. Anything else reads as not found. */
  function visible(row: TopicRow | undefined, viewerId: string): TopicRow {
    if (!row || !(row.status === 'shown' || (row.status === 'held' && row.authorId === viewerId))) throw notFound(messages.topicNotFound);
    return row;
  }

  /** Crisis resources for the author, when what they wrote reads as a crisis. */
  function careFor(user: SessionUser, ...texts: string[]): CrisisCare | null {
    const kinds = detectCrisis(texts.join('\n'));
    return kinds.length ? crisisCare(kinds, careRegionOfZone(user.timeZone), 'community') : null;
  }

  /** Refuses a silenced member, saying until when (in their own time zone). */
  function notSilenced(user: SessionUser, silencedUntil: Date | null | undefined, now: Date) {
    if (!silencedUntil || silencedUntil <= now) return;
    const until = new Intl.DateTimeFormat('en-US', { timeZone: user.timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(silencedUntil);
    throw new AppError(403, 'FORBIDDEN', `${messages.communitySilenced} ${messages.communitySilencedUntil} ${until}.`);
  }

  /**
   * How many of these flaggers are established members, whose flags count towards holding a thing: an
   * account ESTABLISHED_MEMBER_DAYS old or more, with something shown in the community, and not silenced
   * now. Weighed when a flag comes, not when each was given: a member silenced since (by a moderator who
   * saw their flags or posts) counts for nothing, as they can no longer flag; an account gone counts for
   * nothing either.
   */
  async function establishedAmong(txRepo: CommunityRepository, flaggerIds: string[], now: Date): Promise<number> {
    if (flaggerIds.length === 0) return 0;
    const joinedBy = new Date(now.getTime() - ESTABLISHED_MEMBER_DAYS * DAY_MS);
    const [people, standing, shown] = await Promise.all([auth.contacts(flaggerIds), txRepo.members(flaggerIds), txRepo.withShownWork(flaggerIds)]);
    const silenced = new Set(standing.filter((s) => s.silencedUntil && s.silencedUntil > now).map((s) => s.userId));
    return flaggerIds.filter((id) => {
      const person = people.get(id);
      return person && person.joinedAt <= joinedBy && shown.has(id) && !silenced.has(id);
    }).length;
  }

  async function feedMoved(tx: Tx, topicId: string) {
    await events.publish(tx, 'community.feed', { topicId }, { subject: topicId });
  }

  /**
   * Shows, holds or hides a message under its topic's lock; open chats get the change (shown: it appears,
   * restored in place; otherwise: it disappears). Returns its state.
   */
  async function setMessage(messageId: string, status: ContentState, tx: Tx): Promise<ContentState> {
    const txRepo = createCommunityRepository(tx);
    const found = await txRepo.message(messageId);
    if (!found) throw notFound(messages.communityMessageNotFound);
    await txRepo.topic(found.topicId, true);
    const current = await txRepo.message(messageId, true);
    if (!current) throw notFound(messages.communityMessageNotFound);
    if (current.status === status) return status;
    await txRepo.setMessageStatus(current.id, status);
    if (status === 'shown' || current.status === 'shown') {
      await txRepo.appendFeed(current.topicId, status === 'shown' ? 'shown' : 'hidden', current.id, status === 'shown' ? 1 : -1, null);
      await feedMoved(tx, current.topicId);
    }
    return status;
  }

  /** Takes a shown topic off the timeline (held or hidden); its open chats close. */
  async function setTopic(topicId: string, status: ContentState, tx: Tx): Promise<ContentState> {
    const txRepo = createCommunityRepository(tx);
    const topic = await txRepo.topic(topicId, true);
    if (!topic) throw notFound(messages.topicNotFound);
    if (topic.status === status) return status;
    await txRepo.setTopicStatus(topicId, status);
    if (topic.status === 'shown') {
      await txRepo.appendFeed(topicId, 'topic-hidden', null, 0, null);
      await feedMoved(tx, topicId);
    }
    return status;
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
      const { topic, rows } = await db.transaction(
        async (tx) => {
          const txRepo = createCommunityRepository(tx);
          const topic = visible(await txRepo.topic(topicId), viewerId);
          let before: MessageRow | undefined;
          if (beforeId) {
            before = await txRepo.message(beforeId);
            if (!before || before.topicId !== topicId) throw notFound(messages.communityMessageNotFound);
          }
          return { topic, rows: await txRepo.messages(topicId, viewerId, before, MESSAGES_PAGE_SIZE + 1) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
      const people = await auth.contacts([...page.map((r) => r.authorId), ...(topic.authorId ? [topic.authorId] : [])]);
      return {
        topic: toTopic(topic, viewerId, people),
        messages: page.map((r) => toMessage(r, viewerId, people)),
        more: rows.length > MESSAGES_PAGE_SIZE,
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
      const row = await db.transaction(async (tx) => {
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
          await feedMoved(tx, topicId);
        }
        return message;
      });
      return { post: toMessage(row, user.id, selfOnly(user)), care };
    },

    /**
     * FlagMessage / FlagTopic: one flag per member and thing (a second says so); every flag puts it in the
     * moderators' queue, and flags from enough established members hold it for a moderator.
     */
    async flag(user: SessionUser, target: FlagTarget, body: FlagBody) {
      const now = clock();
      const fresh = await db.transaction(async (tx) => {
        const txRepo = createCommunityRepository(tx);
        let authorId: string | null;
        let topicId: string;
        if (target.kind === 'message') {
          const found = await txRepo.message(target.id);
          if (!found) throw notFound(messages.communityMessageNotFound);
          // The topic's lock orders flags, posts and decisions: the count below sees every earlier flag, and
          // the message is read again under it (a moderator may have hidden it meanwhile).
          visible(await txRepo.topic(found.topicId, true), user.id);
          const message = await txRepo.message(target.id);
          if (message?.status !== 'shown') throw notFound(messages.communityMessageNotFound);
          authorId = message.authorId;
          topicId = message.topicId;
        } else {
          const topic = await txRepo.topic(target.id, true);
          if (topic?.status !== 'shown') throw notFound(messages.topicNotFound);
          authorId = topic.authorId;
          topicId = topic.id;
        }
        if (authorId === user.id) throw badRequest(messages.flagOwn);
        // A member an admin silenced takes no part meanwhile, flags included (three accounts could hold anyone's message).
        notSilenced(user, (await txRepo.member(user.id))?.silencedUntil, now);
        if ((await txRepo.flagsSince(user.id, new Date(now.getTime() - DAY_MS))) >= FLAGS_PER_DAY_MAX) throw tooManyRequests(HOUR_MS / 1_000, messages.flagsPerDay);
        if (!(await txRepo.addFlag(user.id, target, body.reason, body.note || null))) return false;
        if ((await establishedAmong(txRepo, await txRepo.openFlaggers(target), now)) < FLAGS_TO_HOLD) return true;
        // Enough established members flagged it: it is held (gone from open chats) until a moderator decides.
        if (target.kind === 'topic') await setTopic(topicId, 'held', tx);
        else await setMessage(target.id, 'held', tx);
        return true;
      });
      return { message: fresh ? messages.flagged : messages.alreadyFlagged };
    },

    // --- Moderation ---------------------------------------------------------------------------------

    /** CommunityReviewQueue: held things and things with open flags, crises first then the oldest, each with its flags. */
    async reviewQueue(page: number) {
      const { targets, total } = await repo.reviewTargets((page - 1) * REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE);
      const messageIds = targets.filter((t) => t.kind === 'message').map((t) => t.id);
      const topicIdsAsked = targets.filter((t) => t.kind === 'topic').map((t) => t.id);
      const messageRows = await repo.messagesByIds(messageIds);
      const topicRows = await repo.topicsByIds([...new Set([...topicIdsAsked, ...messageRows.map((m) => m.topicId)])]);
      const flags = await repo.openFlags(messageIds, topicIdsAsked);
      const authorIds = [...messageRows.map((m) => m.authorId), ...topicRows.flatMap((t) => (t.authorId ? [t.authorId] : []))];
      const [people, standing] = await Promise.all([auth.contacts(authorIds), repo.members(authorIds)]);
      const topics = new Map(topicRows.map((t) => [t.id, t]));
      const byMessage = new Map(messageRows.map((m) => [m.id, m]));
      const now = clock();
      const silencedUntil = (id: string | null) => {
        const until = standing.find((s) => s.userId === id)?.silencedUntil;
        return until && until > now ? until.toISOString() : null;
      };
      const flagsOf = (target: FlagTarget) => {
        const mine = flags.filter((f) => (target.kind === 'message' ? f.messageId : f.topicId) === target.id);
        return {
          flags: mine.map(({ reason, count }) => ({ reason, count })),
          notes: mine.flatMap((f) => f.notes).slice(0, 3),
        };
      };
      const items: ReviewItem[] = [];
      for (const target of targets) {
        if (target.kind === 'message') {
          const m = byMessage.get(target.id);
          const topic = m && topics.get(m.topicId);
          if (!m || !topic) continue;
          items.push({
            kind: 'message',
            id: m.id,
            topicId: topic.id,
            topicTitle: topic.topic,
            text: m.text,
            author: { id: m.authorId, name: author(people.get(m.authorId)).name, silencedUntil: silencedUntil(m.authorId) },
            status: m.status,
            crisis: m.crisis,
            ...flagsOf(target),
            createdAt: m.createdAt.toISOString(),
          });
        } else {
          const t = topics.get(target.id);
          if (!t) continue;
          items.push({
            kind: 'topic',
            id: t.id,
            topicId: t.id,
            topicTitle: t.topic,
            text: `${t.topic}\n\n${t.description}`,
            // A topic whose author's account is gone has no one to silence: the id is the topic's own then.
            author: { id: t.authorId ?? t.id, name: author(t.authorId ? people.get(t.authorId) : undefined).name, silencedUntil: silencedUntil(t.authorId) },
            status: t.status,
            crisis: t.crisis,
            ...flagsOf(target),
            createdAt: t.createdAt.toISOString(),
          });
        }
      }
      return numberedPage(items, page, REVIEW_PAGE_SIZE, total);
    },

    /** DecideMessage / DecideTopic: hide or restore, the open flags settled and the decision kept, in one transaction. */
    async decide(admin: SessionUser, target: FlagTarget, body: DecisionBody) {
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const txRepo = createCommunityRepository(tx);
        const found = target.kind === 'message' ? await txRepo.message(target.id) : await txRepo.topic(target.id);
        if (!found) throw notFound(target.kind === 'message' ? messages.communityMessageNotFound : messages.topicNotFound);
        const before = found.status;
        // Undo returns a hidden thing to what it was before its hide: shown, or still held (a crisis, or
        // flagged) and back in the queue, never published by the undo.
        let wanted: ContentState = body.action === 'hide' ? 'hidden' : 'shown';
        if (body.action === 'undo') {
          const previous = before === 'hidden' ? await txRepo.statusBeforeHide(target) : null;
          if (!previous) throw badRequest(messages.nothingToUndo);
          wanted = previous;
        }
        const status = target.kind === 'message' ? await setMessage(target.id, wanted, tx) : await setTopic(target.id, wanted, tx);
        if (body.action !== 'undo') await txRepo.settleFlags(target, now);
        await txRepo.addDecision({
          adminId: admin.id,
          adminName: admin.fullname,
          kind: target.kind,
          action: body.action === 'hide' ? 'hide' : 'restore',
          ...(target.kind === 'message' ? { messageId: target.id } : { topicId: target.id }),
          summary: 'text' in found ? found.text : found.topic,
          note: body.note || (body.action === 'undo' ? 'Undo of a hide' : null),
          previousStatus: before,
          createdAt: now,
        });
        return status;
      });
      const isMessage = target.kind === 'message';
      const message =
        result === 'hidden'
          ? isMessage
            ? messages.messageHidden
            : messages.topicHidden
          : result === 'held'
            ? isMessage
              ? messages.messageBackInQueue
              : messages.topicBackInQueue
            : isMessage
              ? messages.messageRestored
              : messages.topicRestored;
      return { message, status: result };
    },

    /** SilenceMember: no posting until a time (0 hours lifts it); the decision kept. Only customers take part. */
    async silence(admin: SessionUser, memberId: string, body: SilenceBody) {
      const [member] = [...(await auth.contacts([memberId])).entries()];
      if (member?.[1].role !== 'Customer') throw notFound(messages.memberNotFound);
      const now = clock();
      const until = body.hours > 0 ? new Date(now.getTime() + body.hours * HOUR_MS) : null;
      await db.transaction(async (tx) => {
        const txRepo = createCommunityRepository(tx);
        await txRepo.silence(memberId, until);
        await txRepo.addDecision({
          adminId: admin.id,
          adminName: admin.fullname,
          kind: 'member',
          action: until ? 'silence' : 'unsilence',
          memberId,
          summary: until ? `${member[1].fullname}, for ${body.hours} h` : member[1].fullname,
          note: body.note || null,
          createdAt: now,
        });
      });
      return { message: until ? messages.memberSilenced : messages.memberUnsilenced, silencedUntil: until?.toISOString() ?? null };
    },

    /** The same service on another clock (sharing this one's live streams): the demo writes its conversations "then". */
    withClock: (at: () => Date) => createCommunityService({ ...deps, clock: at }, { live }),

    /** CommunityDecisions: every decision, newest first. */
    async decisions(page: number) {
      const { rows, total } = await repo.decisions((page - 1) * REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE);
      return numberedPage(
        rows.map((d) => ({
          id: d.id,
          at: d.createdAt.toISOString(),
          adminName: d.adminName,
          kind: d.kind,
          action: d.action,
          summary: d.summary,
          note: d.note,
          targetId: d.messageId ?? d.topicId ?? d.memberId,
          restorable: d.restorable,
        })),
        page,
        REVIEW_PAGE_SIZE,
        total,
      );
    },
  };
}
export type CommunityService = ReturnType<typeof createCommunityService>;
