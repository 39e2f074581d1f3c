import { randomBytes } from 'node:crypto';
import { messages } from '@iyl/core/catalog/messages';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuthService } from '../auth/service.ts';
import { keptKey } from './kept-key.ts';
import { createRemindersRepository } from './repository.ts';
import { type EmailList, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * The unsubscribe links e-mails carry (reminder e-mails, the weekly insight e-mail, whose list is
 * insights', and community reply e-mails, community's), signed with a secret kept in the database.
 */
export function createUnsubscribeLinks(deps: { db: Db; clock: () => Date; publicUrl: string; auth: Pick<AuthService, 'contacts'> }) {
  const { clock } = deps;
  const repo = createRemindersRepository(deps.db);
  const unsubscribeSecret = keptKey(deps.db, 'unsubscribe', () => ({ secret: randomBytes(32).toString('base64url') }), (v) => String(v.secret));

  /**
   * What an unsubscribe link of that list says, when this server signed it, it is fresh, and it names a
   * customer's account (the lists are customers'; a coach, an admin or an account gone gets nothing);
   * otherwise undefined. Whether the subscription is still the generation it names is the list's to check.
   */
  async function unsubscribedBy(token: string, list: EmailList) {
    const claim = verifyUnsubscribeToken(await unsubscribeSecret(), token, list, clock());
    if (!claim) return undefined;
    const account = (await deps.auth.contacts([claim.userId])).get(claim.userId);
    return account?.role === 'Customer' ? claim : undefined;
  }

  return {
    /**
     * The /Unsubscribe link an e-mail of that list carries: it turns that list off for the account, without
     * signing in, while the subscription is still the generation given and for UNSUBSCRIBE_LINK_DAYS.
     */
    async unsubscribeLink(userId: string, list: EmailList, generation: number) {
      const token = encodeURIComponent(unsubscribeToken(await unsubscribeSecret(), list, { userId, generation, issuedAt: clock() }));
      return `${deps.publicUrl}/Unsubscribe?${list === 'reminders' ? '' : `list=${list}&`}token=${token}`;
    },

    /**
     * A bulk e-mail's two links from one signed token: the one-click URL of List-Unsubscribe (RFC 8058,
     * answered by the notifications feature, which hands the token back to the list) and the page link.
     */
    async unsubscribeLinks(userId: string, list: EmailList, generation: number) {
      const token = unsubscribeToken(await unsubscribeSecret(), list, { userId, generation, issuedAt: clock() });
      return {
        oneClickUrl: `${deps.publicUrl}/api/v1/unsubscribe/${list}.${token}`,
        pageUrl: `${deps.publicUrl}/Unsubscribe?${list === 'reminders' ? '' : `list=${list}&`}token=${encodeURIComponent(token)}`,
      };
    },

    unsubscribedBy,

    /**
     * The e-mail's unsubscribe link: a fresh token this server signed for a customer turns reminder e-mails
     * off, unless they were turned on again since it was signed (then, like any other, it changes nothing).
     */
    async unsubscribe(token: string) {
      const claim = await unsubscribedBy(token, 'reminders');
      if (!claim || !(await repo.emailOffFor(claim.userId, claim.generation))) throw new AppError(400, 'VALIDATION', messages.reminderUnsubscribeInvalid);
    },

    /** Makes (or reads) the kept secret. */
    ensureKey: () => unsubscribeSecret(),
  };
}
export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
