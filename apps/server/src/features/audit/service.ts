import type { Role } from '@iyl/core/access/roles';
import { CONSOLE_PAGE_SIZE } from '@iyl/core/admin/constants';
import type { AuditAction } from '@iyl/core/admin/constants';
import type { AuditEntry, AuditPage } from '@iyl/core/admin/contract';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import type { AuthService } from '../auth/service.ts';
import { type Field, fieldsOf, mapStrings, type Named, type People, redact, render } from './redact.ts';
import { createAuditRepository } from './repository.ts';

/** How many people a search by name or e-mail may match (rows by or about them). */
const PEOPLE_MAX = 200;
/** A search's words looked up as people (each a name or address part), for reasons that name them. */
const WORDS_MAX = 6;
const WORD_MIN = 2;

/** The free text of a row (its reason, and the strings of before and after), each changed by `change`. */
function freeText<T extends { reason?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null }>(row: T, change: (text: string) => string) {
  return {
    reason: row.reason ? change(row.reason) : (row.reason ?? null),
    before: row.before ? mapStrings(row.before, change) : null,
    after: row.after ? mapStrings(row.after, change) : null,
  };
}

/** One action, as a feature records it inside the transaction that made the change. */
export interface AuditRecord {
  actor: { id: string | null; role: Role | 'System' };
  action: AuditAction;
  /**
   * The record acted on: its kind ('user', 'payout'…), id, and for an account its role (an Admin never
   * sees a Global account's rows). A 'user' is kept as its subject (see schema.ts), never by id.
   */
  target: { kind: string; id: string | null; role?: Role | null };
  /**
   * The record's state before and after: facts of the change, never a person's id, name or e-mail. The
   * actor's and a 'user' target's name and address in these and in the reason are kept as placeholders
   * (redact.ts), read with the people as they are then: a deleted one is "A former member".
   */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

export interface AuditDeps {
  db: Db;
  auth: AuthService;
  clock: () => Date;
}

/** The audit log: appended in the transaction of each admin and Global action, read by staff, changed by nobody. */
export function createAuditService(deps: AuditDeps) {
  const { db, auth, clock } = deps;
  const repo = createAuditRepository(db);

  /**
   * The accounts the words of a search find, as their placeholders read (redact.ts): the search reads
   * the reasons of rows by or about them so, and "Spam from Sunny" finds "Spam from {{target.first}}".
   */
  async function namedBy(q: string): Promise<Record<string, Record<Field, string>>> {
    const words = [...new Set(q.split(/\s+/u).filter((w) => [...w].length >= WORD_MIN))].slice(0, WORDS_MAX);
    const found = await Promise.all(words.map((word) => auth.accountsMatching(word, PEOPLE_MAX)));
    const contacts = await auth.contacts(found.flat().map((p) => p.id));
    return Object.fromEntries([...contacts].map(([id, c]) => [id, fieldsOf({ name: c.fullname, email: c.email })]));
  }

  return {
    /**
     * Appends one row in `tx`: it commits with the change, or neither does. The accounts it names (the
     * actor, a 'user' target) are written as their subjects, never by id.
     */
    async record(tx: DbOrTx, entry: AuditRecord) {
      const txRepo = createAuditRepository(tx);
      const person = entry.target.kind === 'user' ? entry.target.id : null;
      const ids = [entry.actor.id, person].filter((id): id is string => Boolean(id));
      const subjects = await txRepo.subjects(ids);
      const contacts = await auth.mailContacts(ids, tx);
      const named = (id: string | null): Named | null => {
        const contact = id ? contacts.get(id) : undefined;
        return contact ? { name: contact.fullname, email: contact.email } : null;
      };
      const people: People = { actor: named(entry.actor.id), target: named(person) };
      await txRepo.insert({
        at: clock(),
        actorSubject: entry.actor.id ? (subjects.get(entry.actor.id) ?? null) : null,
        actorRole: entry.actor.role,
        action: entry.action,
        targetKind: entry.target.kind,
        targetId: entry.target.kind === 'user' ? null : entry.target.id,
        targetSubject: person ? (subjects.get(person) ?? null) : null,
        targetRole: entry.target.role ?? null,
        ...freeText(entry, (text) => redact(text, people)),
      });
    },

    /**
     * GetAuditLog: newest first, paged; `q` matches the action, the reason, the record's kind or id, or
     * the name or e-mail of who acted or was acted on. An Admin never sees a row by or about a Global account.
     * A person is named (id and name) while their account exists; a deleted one's rows name no one.
     */
    async page(viewer: { role: Role }, query: { page: number; q: string }): Promise<AuditPage> {
      const offset = (query.page - 1) * CONSOLE_PAGE_SIZE;
      const people = query.q ? (await auth.accountsMatching(query.q, PEOPLE_MAX)).map((p) => p.id) : [];
      const filter = { hideGlobal: viewer.role !== 'Global', q: query.q, people, named: query.q ? await namedBy(query.q) : {} };
      const rows = await repo.page(filter, offset, CONSOLE_PAGE_SIZE);
      // The kept total rides on the rows without a search; else a first page that is not full is the whole list; any other is counted.
      const total = rows[0]?.total ?? (offset === 0 && rows.length < CONSOLE_PAGE_SIZE ? rows.length : await repo.count(filter));
      const contacts = await auth.contacts(rows.flatMap((r) => [r.actorUser, r.targetUser]).filter((id): id is string => Boolean(id)));
      const named = (id: string | null): Named | null => {
        const contact = id ? contacts.get(id) : undefined;
        return contact ? { name: contact.fullname, email: contact.email } : null;
      };
      const items = rows.map(({ row, actorUser, targetUser }): AuditEntry => {
        const people: People = { actor: named(actorUser), target: named(targetUser) };
        return {
          id: row.id,
          at: row.at.toISOString(),
          actor: { id: actorUser, name: people.actor?.name ?? null, role: row.actorRole },
          action: row.action,
          target: {
            kind: row.targetKind,
            id: row.targetKind === 'user' ? targetUser : row.targetId,
            name: people.target?.name ?? null,
            role: row.targetRole,
          },
          ...freeText(row, (text) => render(text, people)),
        };
      });
      return numberedPage(items, query.page, CONSOLE_PAGE_SIZE, total);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
