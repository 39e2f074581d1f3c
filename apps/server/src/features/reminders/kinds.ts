import type { ReminderRow } from './repository.ts';
import type { ReminderKind, ReminderSubject } from './service.ts';

/**
 * The kinds the features registered (`defineKind`, once each, at build time), and what reminders are
 * about, asked of them.
 */
export function createReminderKinds() {
  const kinds = new Map<string, ReminderKind>();
  function kindOf(name: string) {
    const kind = kinds.get(name);
    if (!kind) throw new Error(`No reminder kind ${name} is defined`);
    return kind;
  }

  /**
   * What some reminders are about, asked of their kinds (two reads per kind, whatever the number): each
   * subject, and whether it is done on the day `dayOf` names for its reminder (none: not asked). A kind
   * no longer defined has no subjects: its reminders apply to nothing.
   */
  async function subjectsOf(
    rows: ReminderRow[],
    userId: string | undefined,
    dayOf: (r: ReminderRow, subject: ReminderSubject | undefined) => string | undefined,
  ) {
    const names = [...new Set(rows.map((r) => r.kind))].filter((name) => kinds.has(name));
    const answers = await Promise.all(
      names.map(async (name) => {
        const kind = kindOf(name);
        const own = rows.filter((r) => r.kind === name);
        const subjects = await kind.describe([...new Set(own.map((r) => r.subjectId))], userId);
        const pairs = own.flatMap((r) => {
          const day = dayOf(r, subjects.get(r.subjectId));
          return day === undefined ? [] : [{ id: r.subjectId, day }];
        });
        const done = pairs.length ? await kind.doneOn(pairs) : () => false;
        return [name, { kind, subjects, done }] as const;
      }),
    );
    const byKind = new Map(answers);
    return {
      kind: (r: ReminderRow) => byKind.get(r.kind)?.kind,
      subject: (r: ReminderRow) => byKind.get(r.kind)?.subjects.get(r.subjectId),
      doneOn: (r: ReminderRow, day: string) => Boolean(byKind.get(r.kind)?.done(r.subjectId, day)),
    };
  }

  return {
    /**
     * A feature registers the kind of thing its reminders are about, once, at build time (before any
     * request or sweep): a kind's reminders are sent and shown only through it.
     */
    define(name: string, kind: ReminderKind) {
      if (kinds.has(name)) throw new Error(`The reminder kind ${name} is defined twice`);
      kinds.set(name, kind);
    },
    /** The kind of that name; throws when none is defined. */
    kindOf,
    /** The kind of that name, if one is defined. */
    find: (name: string) => kinds.get(name),
    subjectsOf,
  };
}
export type ReminderKinds = ReturnType<typeof createReminderKinds>;
