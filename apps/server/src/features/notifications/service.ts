import type { Role } from '@iyl/core/access/roles';
import { messages } from '@iyl/core/catalog/messages';
import type { NotificationPreferences, PutNotificationPreferencesRequest } from '@iyl/core/notifications/contract';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { createNotificationsRepository, type OwnPreference, type OwnPreferences } from './repository.ts';

/** Who can start a community topic (its endpoints are customers'), so who gets reply e-mails. */
const COMMUNITY_ROLES: readonly Role[] = ['Customer'];

/** A preference another feature keeps with its list (its unsubscribe links are signed for its generation). */
export type KeptPreference = 'reminderEmails' | 'weeklyInsightEmail';

/** A bulk list's one-click unsubscribe: its name in the URL and what its signed tokens do. */
export interface OneClickList {
  /** The list's name in its one-click URL (`/api/v1/unsubscribe/<list>.<token>`). */
  list: string;
  /** Whether a token is one of this list's that names a live account (nothing changes). */
  knows(token: string): Promise<boolean>;
  /** Turns the list off for the account the token names; false when the token is not valid for it (nothing changes). */
  unsubscribe(token: string): Promise<boolean>;
}

/** What a feature that keeps a bulk list tells this one: who has it, how to read and set it, and its one-click unsubscribe. */
export interface BulkList extends OneClickList {
  /** The roles the list is for (others see no such preference). */
  roles: readonly Role[];
  read(userId: string): Promise<boolean>;
  write(userId: string, on: boolean): Promise<void>;
}

export interface NotificationsUser {
  id: string;
  role: Role;
}

/**
 * Notification preferences: push, booking e-mails and community replies are kept here (no row: on);
 * reminder e-mails and the weekly insight e-mail are kept by their lists, which register here
 * (`defineList`), so one endpoint reads and sets all five; community reply e-mails register their
 * one-click unsubscribe (`defineOneClick`), so one URL unsubscribes from any of the three lists.
 */
export function createNotificationsService(deps: { db: Db; clock: () => Date }) {
  const repo = createNotificationsRepository(deps.db);
  const lists = new Map<KeptPreference, BulkList>();
  const byName = new Map<string, OneClickList>();

  const applies = (pref: KeptPreference, role: Role) => {
    const list = lists.get(pref);
    return list?.roles.includes(role) ? list : undefined;
  };

  /** The list a one-click token is for, and the signed part; undefined for a token of no list. */
  function split(token: string) {
    const dot = token.indexOf('.');
    const list = dot > 0 ? byName.get(token.slice(0, dot)) : undefined;
    return list ? { list, signed: token.slice(dot + 1) } : undefined;
  }

  /** A preference kept here that only some roles have: community replies are for those who start topics (customers). */
  const ownApplies = (pref: OwnPreference, role: Role) => pref !== 'communityReplies' || COMMUNITY_ROLES.includes(role);

  async function preferences(user: NotificationsUser): Promise<NotificationPreferences> {
    const { communityReplies, ...everyones } = (await repo.ofUsers([user.id])).get(user.id) as OwnPreferences;
    const own = { ...everyones, ...(ownApplies('communityReplies', user.role) ? { communityReplies } : {}) };
    const kept: Partial<Record<KeptPreference, boolean>> = {};
    for (const pref of ['reminderEmails', 'weeklyInsightEmail'] as const) {
      const list = applies(pref, user.role);
      if (list) kept[pref] = await list.read(user.id);
    }
    return { ...kept, ...own };
  }

  return {
    /** A bulk list's preference, kept by its feature (reminders, insights). */
    defineList(pref: KeptPreference, list: BulkList) {
      lists.set(pref, list);
      byName.set(list.list, list);
    },
    /**
     * A bulk list whose preference is kept here (community replies): only its one-click unsubscribe is
     * the sending feature's, which signs the links (`communityReplies` gives the generation to sign for).
     */
    defineOneClick(list: OneClickList) {
      byName.set(list.list, list);
    },

    /** The one-click URL's path for a list's signed token (List-Unsubscribe, with List-Unsubscribe-Post). */
    oneClickPath: (list: string, signed: string) => `/api/v1/unsubscribe/${list}.${signed}`,

    preferences,

    /** Sets the preferences named; one that does not apply to the user (a coach's reminder e-mails) is refused. */
    async update(user: NotificationsUser, changes: PutNotificationPreferencesRequest): Promise<NotificationPreferences> {
      const own: Partial<OwnPreferences> = {};
      for (const key of ['push', 'bookingEmails', 'communityReplies'] as const) {
        if (changes[key] === undefined) continue;
        if (!ownApplies(key, user.role)) throw badRequest(messages.notificationPreferencesEmpty);
        own[key] = changes[key];
      }
      const kept = (['reminderEmails', 'weeklyInsightEmail'] as const).filter((k) => changes[k] !== undefined);
      if (Object.keys(own).length === 0 && kept.length === 0) throw badRequest(messages.notificationPreferencesEmpty);
      for (const pref of kept) if (!applies(pref, user.role)) throw badRequest(messages.notificationPreferencesEmpty);
      await repo.set(user.id, own, deps.clock());
      for (const pref of kept) await (applies(pref, user.role) as BulkList).write(user.id, changes[pref] as boolean);
      return preferences(user);
    },

    /** Of these users, those who want it (no row: yes); inside the caller's transaction when given one. */
    async wanting(userIds: readonly string[], pref: OwnPreference, tx?: DbOrTx): Promise<Set<string>> {
      const all = await (tx ? createNotificationsRepository(tx) : repo).ofUsers([...new Set(userIds)]);
      return new Set([...all].filter(([, p]) => p[pref]).map(([id]) => id));
    },

    /** Whether the user wants community reply e-mails, and the generation their unsubscribe links are signed for. */
    communityReplies: (userId: string, tx?: DbOrTx) => (tx ? createNotificationsRepository(tx) : repo).communityReplies(userId),
    /** A community replies link's way: off, while the subscription is still the generation the link names; whether it was. */
    communityRepliesOffFor: (userId: string, generation: number) => repo.communityRepliesOffFor(userId, generation, deps.clock()),
    /** OneClickUnsubscribe: that list off for the account the token names (again: nothing changes); anything else a bare 404. */
    async unsubscribe(token: string) {
      const target = split(token);
      if (!target || !(await target.list.unsubscribe(target.signed).catch(() => false))) throw notFound(messages.notFound);
    },

    /** UnsubscribePage: whether the token is a list's that names a live account (a bare 404 otherwise). */
    async check(token: string) {
      const target = split(token);
      if (!target || !(await target.list.knows(target.signed).catch(() => false))) throw notFound(messages.notFound);
      return target.list.list;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
