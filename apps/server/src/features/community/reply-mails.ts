import { detectCrisis } from '@iyl/core/care/crisis';
import type { Tx } from '../../platform/db/database.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { AuthService } from '../auth/service.ts';
import { excerptOf, replyMail } from './mails.ts';
import { createCommunityRepository } from './repository.ts';
import { author, DAY_MS, HOUR_MS } from './rules.ts';

export interface ReplyMailDeps {
  auth: Pick<AuthService, 'mailContacts'>;
  outbox: Pick<MailOutbox, 'queueOnce' | 'sendSoon' | 'site'>;
  /** Whether this member wants community reply e-mails (their notification preferences), and the generation their links are signed for; in the caller's transaction. */
  subscription: (userId: string, tx: Tx) => Promise<{ on: boolean; generation: number }>;
  /** The list's signed links for this member and generation: the one-click URL (List-Unsubscribe) and the page. */
  links: (userId: string, generation: number) => Promise<{ oneClickUrl: string; pageUrl: string }>;
  clock: () => Date;
}

/**
 * "New reply to your topic" e-mails: the once-handler of `community.messageShown` (a message posted, or
 * approved or restored by a moderator; a held or hidden one publishes nothing). It runs after the commit
 * that showed the message, in a transaction of its own (retried by the events sweep, once in all), so
 * the posting transaction holds its topic's lock for no e-mail and no other feature's reads. At most one
 * per topic author, topic and hour: the outbox key names the hour.
 */
export function createReplyMails(deps: ReplyMailDeps) {
  const { auth, outbox, clock } = deps;

  /** Writes the e-mail the message's being shown calls for, if any; its outbox id (undefined: none, or one this hour already). */
  async function queue(messageId: string, tx: Tx): Promise<string | undefined> {
    const txRepo = createCommunityRepository(tx);
    const message = await txRepo.message(messageId);
    const topic = message && (await txRepo.topic(message.topicId));
    // Taken down since, or nobody to tell: a topic no one sees, its author's own message, an author whose account is gone.
    if (message?.status !== 'shown' || topic?.status !== 'shown' || !topic.authorId || topic.authorId === message.authorId) return undefined;
    const readerId = topic.authorId;
    const now = clock();
    const hour = Math.floor(now.getTime() / HOUR_MS);
    // One this hour already: nothing more is read and nothing rendered (a rendered e-mail costs milliseconds of CPU).
    return outbox.queueOnce(tx, `community-reply:${readerId}:${topic.id}:${hour}`, async () => {
      // Every read in this transaction: a handler holding a connection asks the pool for no other (ten at once would wait on each other).
      const people = await auth.mailContacts([readerId, message.authorId], tx);
      const reader = people.get(readerId);
      // Only members (customers) take part; a suspended account gets no e-mail.
      if (reader?.role !== 'Customer' || reader.suspended) return undefined;
      const { on, generation } = await deps.subscription(readerId, tx);
      if (!on) return undefined;
      // Crisis language is not quoted to another member: the e-mail says a reply came, no more.
      const quotable = !message.crisis && detectCrisis(message.text).length === 0;
      const mail = await replyMail(outbox.site, {
        to: reader.email,
        fullname: reader.fullname,
        replier: author(people.get(message.authorId)).name,
        topicId: topic.id,
        topicTitle: topic.topic,
        excerpt: quotable ? excerptOf(message.text) : null,
        unsubscribe: await deps.links(readerId, generation),
      });
      // Told a day late is not worth telling: unsent by then, it is not sent.
      return { message: mail, expiresAt: new Date(now.getTime() + DAY_MS) };
    });
  }

  return {
    /** The handler: queues the e-mail in its transaction and, after its commit, sends it in the background. */
    async handle({ messageId }: { messageId: string }, tx: Tx) {
      const id = await queue(messageId, tx);
      return id ? () => outbox.sendSoon([id]) : undefined;
    },
  };
}
