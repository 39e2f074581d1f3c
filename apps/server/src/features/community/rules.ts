import { FORMER_MEMBER } from '@iyl/core/account-data/constants';
import type { SessionUser } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import type { Tx } from '../../platform/db/database.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { Contact } from '../auth/service.ts';
import type { TopicRow } from './repository.ts';

/* What the topic service and moderation both hold to. */

declare module '../../platform/events/events.ts' {
  interface EventMap {
    /** A topic's live feed moved (a message shown or hidden, the topic hidden); the subject is the topic. */
    'community.feed': { topicId: string };
    /** A message became visible to the topic's members (posted, or approved or restored by a moderator). */
    'community.messageShown': { messageId: string };
  }
}

export const DAY_MS = 24 * 60 * 60_000;
export const HOUR_MS = 60 * 60_000;

/** How a writer is shown: their name and photo, or a former member's. */
export const author = (contact: (Pick<Contact, 'fullname'> & Partial<Pick<Contact, 'profilePic'>>) | undefined) => ({
  name: contact?.fullname ?? FORMER_MEMBER,
  profileImage: contact?.profilePic ?? null,
});

/** A topic the viewer may see: shown, or their own held one. Anything else reads as not found. */
export function visible(row: TopicRow | undefined, viewerId: string): TopicRow {
  if (!row || !(row.status === 'shown' || (row.status === 'held' && row.authorId === viewerId))) throw notFound(messages.topicNotFound);
  return row;
}

/** Refuses a silenced member, saying until when (in their own time zone). */
export function notSilenced(user: SessionUser, silencedUntil: Date | null | undefined, now: Date) {
  if (!silencedUntil || silencedUntil <= now) return;
  const until = new Intl.DateTimeFormat('en-US', { timeZone: user.timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(silencedUntil);
  throw new AppError(403, 'FORBIDDEN', `${messages.communitySilenced} ${messages.communitySilencedUntil} ${until}.`);
}

/** A message was shown (in a transaction of `events.transaction()`): the topic's author may be e-mailed after the commit. */
export async function messageShown(events: Events, tx: Tx, messageId: string) {
  await events.publish(tx, 'community.messageShown', { messageId });
}

/** Tells every process that the topic's feed moved (announced when the transaction commits). */
export async function feedMoved(events: Events, tx: Tx, topicId: string) {
  await events.publish(tx, 'community.feed', { topicId }, { subject: topicId });
}
