import type { SessionUser } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import { type ContentState, ESTABLISHED_MEMBER_DAYS, FLAGS_PER_DAY_MAX, FLAGS_TO_HOLD, REVIEW_PAGE_SIZE } from '@iyl/core/community/constants';
import type { DecisionBody, FlagBody, ReviewItem, SilenceBody } from '@iyl/core/community/contract';
import type { Db, Tx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import type { Events } from '../../platform/events/events.ts';
import { badRequest, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';
import { type CommunityRepository, createCommunityRepository, type FlagTarget } from './repository.ts';
import { author, DAY_MS, feedMoved, HOUR_MS, messageShown, notSilenced, visible } from './rules.ts';

/**
 * Moderation: members' flags (enough from established members hold a thing), the moderators' review
 * queue, their decisions (hide, restore, undo) and silencing a member, each decision kept.
 */
export function createModeration(deps: { db: Db; events: Events; clock: () => Date; auth: Pick<AuthService, 'contacts'>; audit: Pick<AuditService, 'record'> }) {
  const { db, events, clock, auth, audit } = deps;
  const repo = createCommunityRepository(db);

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

  /**
   * Shows, holds or hides a message under its topic's lock; open chats get the change (shown: it appears,
   * restored in place; otherwise: it disappears), and the topic's author may be e-mailed of one shown
   * (`tx` then is one of events.transaction()). Returns its state.
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
      await feedMoved(events, tx, current.topicId);
    }
    if (status === 'shown') await messageShown(events, tx, current.id);
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
      await feedMoved(events, tx, topicId);
    }
    return status;
  }

  return {
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

    /**
     * DecideMessage / DecideTopic: hide or restore, the open flags settled and the decision kept, in one
     * transaction (its events' handlers run after the commit: a message shown may e-mail its topic's author).
     */
    async decide(admin: SessionUser, target: FlagTarget, body: DecisionBody) {
      const now = clock();
      const result = await events.transaction(async (tx) => {
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
        const note = body.note || (body.action === 'undo' ? 'Undo of a hide' : null);
        await audit.record(tx, {
          actor: { id: admin.id, role: admin.role },
          action: `${target.kind}.${body.action === 'hide' ? 'hide' : 'restore'}`,
          target: { kind: target.kind, id: target.id },
          before: { status: before },
          // A message's topic, so the log can open the conversation it is in.
          after: { status, ...('topicId' in found ? { topicId: found.topicId } : {}) },
          reason: note,
        });
        await txRepo.addDecision({
          adminId: admin.id,
          adminName: admin.fullname,
          kind: target.kind,
          action: body.action === 'hide' ? 'hide' : 'restore',
          ...(target.kind === 'message' ? { messageId: target.id } : { topicId: target.id }),
          summary: 'text' in found ? found.text : found.topic,
          note,
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
        const previous = (await txRepo.member(memberId))?.silencedUntil;
        await txRepo.silence(memberId, until);
        await audit.record(tx, {
          actor: { id: admin.id, role: admin.role },
          action: until ? 'member.silence' : 'member.unsilence',
          target: { kind: 'user', id: memberId, role: member[1].role },
          // A silence that has run out is none.
          before: { silencedUntil: previous && previous > now ? previous.toISOString() : null },
          after: { silencedUntil: until?.toISOString() ?? null },
          reason: body.note || null,
        });
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
