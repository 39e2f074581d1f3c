import type { ChatCitation, RoutineOffer } from '@iyl/core/coach-chat/contract';
import { CHAT_TURNS_MAX, type ChatSource, type ChatTurnState } from '@iyl/core/coach-chat/constants';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../platform/db/database.ts';
import { likeAny, withTotal } from '../../platform/db/paging.ts';
import { type Holders, leftByGoneProcess } from '../../platform/db/presence.ts';
import { chatConversations, chatSettings, chatTurns, customerDataVersions } from './schema.ts';
import { shownTurns } from './transcript.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type TurnRow = Omit<typeof chatTurns.$inferSelect, 'search'>;
export type NewConversation = typeof chatConversations.$inferInsert;

/** Every column of a turn but its search vector (the database's own). */
const turnColumns = {
  id: chatTurns.id,
  conversationId: chatTurns.conversationId,
  position: chatTurns.position,
  version: chatTurns.version,
  question: chatTurns.question,
  answer: chatTurns.answer,
  state: chatTurns.state,
  source: chatTurns.source,
  citations: chatTurns.citations,
  offer: chatTurns.offer,
  personal: chatTurns.personal,
  heartbeatAt: chatTurns.heartbeatAt,
  resumes: chatTurns.resumes,
  epoch: chatTurns.epoch,
  createdAt: chatTurns.createdAt,
};

/**
 * An answer's text as the history's search reads it (the `search` column, schema.ts): an AI answer's own
 * words, and the built-in coach's from the customer's own records; of another built-in or a care answer
 * only the passages it quotes, not the set lines around them.
 */
const searchedAnswer = sql.raw(
  `case when t.source = 'ai' or t.personal then t.answer else coalesce((select string_agg(concat_ws(': ', c->>'title', c->>'quote'), ' … ') from jsonb_array_elements(t.citations) c), '') end`,
);

/** The only module that touches the chat tables. */
/** The presence key its writer holds while an answer is written: the prefix, then the answer's id. */
export const WRITER_KEY_PREFIX = 'chat-answer:';
export const writerKey = (turnId: string) => `${WRITER_KEY_PREFIX}${turnId}`;

/** An answer being written was left by a process that is gone: its writer's key held by none, and silent for the grace. */
const leftBehind = (writers: Holders) => leftByGoneProcess(writers, sql`${WRITER_KEY_PREFIX} || ${chatTurns.id}::text`, chatTurns.heartbeatAt);

/** Only the writer of the answer's last take-up (0: its first writer) writes to it, while it is being written. */
const writtenBy = (id: string, writer: number | undefined) =>
  and(eq(chatTurns.id, id), eq(chatTurns.state, 'writing'), writer === undefined ? undefined : eq(chatTurns.resumes, writer));

export function createChatRepository(db: DbOrTx) {
  const countConversations = async (customerId: string) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(chatConversations).where(eq(chatConversations.customerId, customerId));
    return row?.n ?? 0;
  };

  /** The answers shown before `position` (the highest version of each), the latest `limit` of them, oldest first. */
  async function shownBefore(conversationId: string, position: number, limit: number): Promise<TurnRow[]> {
    const rows = await db
      .selectDistinctOn([chatTurns.position], turnColumns)
      .from(chatTurns)
      .where(and(eq(chatTurns.conversationId, conversationId), sql`${chatTurns.position} < ${position}`))
      .orderBy(desc(chatTurns.position), desc(chatTurns.version))
      .limit(limit);
    return rows.reverse();
  }

  return {
    countConversations,

    async insertConversation(conversation: NewConversation) {
      const [row] = await db.insert(chatConversations).values(conversation).returning();
      if (!row) throw new Error('chat insert returned nothing');
      return row;
    },

    /** The customer's chat, locked for the rest of the transaction when asked (one question at a time). */
    async conversation(id: string, customerId: string, lock = false) {
      const query = db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.customerId, customerId)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async ownsTurn(turnId: string, customerId: string) {
      const [row] = await db
        .select({ id: chatTurns.id })
        .from(chatTurns)
        .innerJoin(chatConversations, eq(chatConversations.id, chatTurns.conversationId))
        .where(and(eq(chatTurns.id, turnId), eq(chatConversations.customerId, customerId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * A page of the customer's chats, latest first. With a search: those whose title holds it, or any of
     * whose questions and answers match it (English stemming; an answer by its substance, as the search
     * column reads it), each with the best matching words.
     */
    async page(customerId: string, q: string, offset: number, limit: number) {
      if (!q) {
        const rows = await db
          .select({ conversation: chatConversations, total: sql<number>`count(*) over ()::int` })
          .from(chatConversations)
          .where(eq(chatConversations.customerId, customerId))
          .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
          .offset(offset)
          .limit(limit);
        const page = await withTotal(rows, offset, () => countConversations(customerId));
        return { rows: page.rows.map((r) => ({ conversation: r.conversation, match: null as string | null })), total: page.total };
      }
      const result = (await db.execute(sql`
        with q as (select websearch_to_tsquery('english', ${q}) as query)
        select c.id, count(*) over ()::int as total, m.match
        from chat_conversations c
        cross join q
        left join lateral (
          select ts_headline('english', t.question || ' ' || ${searchedAnswer}, q.query, 'MaxWords=18, MinWords=6, StartSel=«, StopSel=»') as match
          from chat_turns t
          where t.conversation_id = c.id and t.search @@ q.query
          order by t.position desc, t.version desc
          limit 1
        ) m on true
        where c.customer_id = ${customerId} and (m.match is not null or c.title ilike ${likeAny(q)})
        order by c.updated_at desc, c.id desc
        offset ${offset} limit ${limit}
      `)) as unknown as { rows: { id: string; total: number; match: string | null }[] };
      const found = result.rows;
      const ids = found.map((r) => r.id);
      const conversations = ids.length ? await db.select().from(chatConversations).where(sql`${chatConversations.id} in ${ids}`) : [];
      const byId = new Map(conversations.map((c) => [c.id, c]));
      const rows = found.flatMap((r) => {
        const conversation = byId.get(r.id);
        return conversation ? [{ conversation, match: r.match }] : [];
      });
      return { rows, total: found[0]?.total ?? 0 };
    },

    async update(id: string, customerId: string, change: { title?: string; savedAt?: Date | null }) {
      const [row] = await db
        .update(chatConversations)
        .set(change)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.customerId, customerId)))
        .returning();
      return row;
    },

    async remove(id: string, customerId: string) {
      const rows = await db
        .delete(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.customerId, customerId)))
        .returning({ id: chatConversations.id });
      return rows.length > 0;
    },

    /** Every question and answer of a chat, by position and version. */
    async turns(conversationId: string): Promise<TurnRow[]> {
      return db.select(turnColumns).from(chatTurns).where(eq(chatTurns.conversationId, conversationId)).orderBy(asc(chatTurns.position), asc(chatTurns.version));
    },

    /** The chat's last question as shown (its highest version), if any. */
    async lastTurn(conversationId: string): Promise<TurnRow | undefined> {
      const [row] = await db
        .select(turnColumns)
        .from(chatTurns)
        .where(eq(chatTurns.conversationId, conversationId))
        .orderBy(desc(chatTurns.position), desc(chatTurns.version))
        .limit(1);
      return row;
    },

    shownBefore,

    /** The earlier versions of a question (regenerated or edited), oldest first: at most CHAT_VERSIONS_MAX rows. */
    async versionsBefore(conversationId: string, position: number, version: number): Promise<Pick<TurnRow, 'question' | 'answer'>[]> {
      return db
        .select({ question: chatTurns.question, answer: chatTurns.answer })
        .from(chatTurns)
        .where(and(eq(chatTurns.conversationId, conversationId), eq(chatTurns.position, position), lt(chatTurns.version, version)))
        .orderBy(asc(chatTurns.version));
    },

    /** The answered questions as the chat shows them: the latest version of each, written and not empty, in order. */
    async answered(conversationId: string): Promise<TurnRow[]> {
      // A chat holds at most CHAT_TURNS_MAX questions: this reads all of them.
      return shownTurns(await shownBefore(conversationId, CHAT_TURNS_MAX + 1, CHAT_TURNS_MAX));
    },

    async insertTurn(turn: {
      /** Made by the caller when the answer is started before the question is kept. */
      id?: string;
      conversationId: string;
      position: number;
      version: number;
      question: string;
      state: ChatTurnState;
      source: ChatSource;
      answer?: string;
    }): Promise<TurnRow> {
      const [row] = await db.insert(chatTurns).values(turn).returning(turnColumns);
      if (!row) throw new Error('chat turn insert returned nothing');
      await db.update(chatConversations).set({ updatedAt: sql`now()` }).where(eq(chatConversations.id, turn.conversationId));
      return row;
    },

    async turn(id: string): Promise<TurnRow | undefined> {
      const [row] = await db.select(turnColumns).from(chatTurns).where(eq(chatTurns.id, id)).limit(1);
      return row;
    },

    /**
     * One of the customer's answers, locked until the transaction ends (its offer is added once: of two
     * clicks at once, the second reads what the first kept).
     */
    async ownedTurnForUpdate(turnId: string, customerId: string): Promise<TurnRow | undefined> {
      const [row] = await db
        .select(turnColumns)
        .from(chatTurns)
        .innerJoin(chatConversations, eq(chatConversations.id, chatTurns.conversationId))
        .where(and(eq(chatTurns.id, turnId), eq(chatConversations.customerId, customerId)))
        .limit(1)
        .for('update', { of: chatTurns });
      return row;
    },

    /** An answer's offer, as it now stands (added). */
    async keepOffer(turnId: string, offer: RoutineOffer): Promise<TurnRow | undefined> {
      const [row] = await db.update(chatTurns).set({ offer }).where(eq(chatTurns.id, turnId)).returning(turnColumns);
      return row;
    },

    /**
     * What an answer being written holds so far, by its writer (`writer`: the take-up it writes for); a
     * sign of life for the sweep. `restart`: the text begins again here (its epoch moves). Whether it was
     * kept: not once the answer has ended, or another process has taken it up.
     */
    async keepWriting(id: string, answer: string, writer = 0, restart = false) {
      const rows = await db
        .update(chatTurns)
        .set({ answer, heartbeatAt: sql`now()`, ...(restart ? { epoch: sql`${chatTurns.epoch} + 1` } : {}) })
        .where(writtenBy(id, writer))
        .returning({ id: chatTurns.id });
      return rows.length > 0;
    },

    /**
     * What an answer holds as its writer's process stops (a shutdown): kept being written, with its last
     * sign of life past the grace, so another process takes it up as soon as this one lets go of its key.
     */
    async handOver(id: string, answer: string, writer: number, graceSeconds: number) {
      await db
        .update(chatTurns)
        .set({ answer, heartbeatAt: sql`now() - make_interval(secs => ${graceSeconds + 1})` })
        .where(writtenBy(id, writer));
    },

    /**
     * Takes up answers whose writer's process is gone (the one of `id`, or up to `limit` of them), written
     * by `source` and taken up fewer than `max` times: each counts its take-up and shows a sign of life,
     * in one statement, so that of processes racing for an answer one takes it. Returns those taken.
     */
    async takeUp(claim: Holders & { source: ChatSource; max: number; id?: string; limit?: number }): Promise<TurnRow[]> {
      const lost = db
        .select({ id: chatTurns.id })
        .from(chatTurns)
        .where(
          and(
            eq(chatTurns.state, 'writing'),
            claim.id === undefined ? undefined : eq(chatTurns.id, claim.id),
            eq(chatTurns.source, claim.source),
            lt(chatTurns.resumes, claim.max),
            leftBehind(claim),
          ),
        )
        .orderBy(asc(chatTurns.heartbeatAt))
        .limit(claim.limit ?? 1)
        .for('update', { skipLocked: true });
      return db
        .update(chatTurns)
        .set({ resumes: sql`${chatTurns.resumes} + 1`, epoch: sql`${chatTurns.epoch} + 1`, heartbeatAt: sql`now()` })
        .where(and(sql`${chatTurns.id} in ${lost}`, eq(chatTurns.state, 'writing'), lt(chatTurns.resumes, claim.max), leftBehind(claim)))
        .returning(turnColumns);
    },

    /** A chat by its id alone (an answer taken up is written for the chat's customer). */
    async conversationById(id: string) {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
      return row;
    },

    /**
     * Ends an answer being written (by `writer`, the take-up it writes for, when given); nothing when it
     * was ended already (the sweep, or a delete), or taken up by another process. An offer is kept only
     * with an answer that ended done.
     */
    async finish(
      id: string,
      end: { answer: string; state: Exclude<ChatTurnState, 'writing'>; citations: ChatCitation[]; offer?: RoutineOffer | null; personal?: boolean },
      writer?: number,
    ): Promise<TurnRow | undefined> {
      const offer = end.state === 'done' ? (end.offer ?? null) : null;
      const [row] = await db
        .update(chatTurns)
        .set({ answer: end.answer, state: end.state, citations: end.citations, offer, personal: end.personal ?? false, heartbeatAt: sql`now()` })
        .where(writtenBy(id, writer))
        .returning(turnColumns);
      return row;
    },

    /** The customer's chat settings, or undefined when they never changed one (the defaults hold). */
    async settings(customerId: string) {
      const [row] = await db.select({ shareSummary: chatSettings.shareSummary }).from(chatSettings).where(eq(chatSettings.customerId, customerId)).limit(1);
      return row;
    },

    /**
     * In one read: the customer's sharing setting (undefined: never changed) and their data version
     * (0 before their first change; the sum over their rows, migration 0028), which moves whenever what
     * their summary is read from changes.
     */
    async sharing(customerId: string): Promise<{ shareSummary: boolean | undefined; dataVersion: number }> {
      const [row] = rowsOf<{ share: boolean | null; version: string | number | null }>(
        await db.execute(sql`
        select (select ${chatSettings.shareSummary} from ${chatSettings} where ${chatSettings.customerId} = ${customerId}) as share,
               (select sum(${customerDataVersions.version}) from ${customerDataVersions} where ${customerDataVersions.customerId} = ${customerId}) as version`),
      );
      return { shareSummary: row?.share ?? undefined, dataVersion: Number(row?.version ?? 0) };
    },

    async saveSettings(customerId: string, settings: { shareSummary: boolean }) {
      const [row] = await db
        .insert(chatSettings)
        .values({ customerId, ...settings })
        .onConflictDoUpdate({ target: chatSettings.customerId, set: { ...settings, updatedAt: sql`now()` } })
        .returning({ shareSummary: chatSettings.shareSummary });
      if (!row) throw new Error('chat settings upsert returned nothing');
      return row;
    },

    /**
     * Ends the answers being written (all, or the one of `id`) whose writer is gone, kept as they are,
     * failed (or as `state` says: a Stop): those no process has written to for `silentSeconds`, and
     * those left by a process that is gone (leftBehind). Returns how many.
     */
    async endLost(lost: Holders & { silentSeconds: number; id?: string; state?: 'failed' | 'stopped' }) {
      const rows = await db
        .update(chatTurns)
        .set({ state: lost.state ?? 'failed' })
        .where(
          and(
            eq(chatTurns.state, 'writing'),
            lost.id === undefined ? undefined : eq(chatTurns.id, lost.id),
            sql`(${chatTurns.heartbeatAt} < now() - make_interval(secs => ${lost.silentSeconds}) or ${leftBehind(lost)})`,
          ),
        )
        .returning({ id: chatTurns.id });
      return rows.length;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
