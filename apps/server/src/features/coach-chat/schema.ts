import { CHAT_SHARE_SUMMARY_DEFAULT, chatSources, chatTurnStates, knowledgeStates } from '@iyl/core/coach-chat/constants';
import type { ChatCitation, RoutineOffer } from '@iyl/core/coach-chat/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/** PostgreSQL's full-text vector: written by the database itself (a generated column), never by us. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A coach's knowledge PDF (issue 31): the file is in storage under `fileKey`; a job reads it into
 * passages. `state`: queued → reading → read (with passages), no-text (a scan), or failed (`failure`).
 */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    specialization: text('specialization').notNull(),
    fileKey: text('file_key').notNull(),
    bytes: integer('bytes').notNull(),
    state: text('state', { enum: knowledgeStates }).notNull().default('queued'),
    /** Why reading failed, in the words shown to the coach. */
    failure: text('failure'),
    /**
     * Readings started, counted as each starts (one cut short by a crash counts too): a document whose
     * reading failed or was cut short twice is failed for good, so a file that crashes its reader cannot
     * do so again and again.
     */
    attempts: integer('attempts').notNull().default(0),
    totalPages: integer('total_pages'),
    pagesRead: integer('pages_read'),
    passages: integer('passages').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_documents_coach_created_idx').on(t.coachId, t.createdAt.desc(), t.id.desc()),
    // The sweep's: documents whose reading was lost.
    index('knowledge_documents_unread_idx').on(t.updatedAt).where(sql`${t.state} in ('queued', 'reading')`),
  ],
);

/**
 * A passage of a knowledge document: its page and character offsets in that page's text (a citation
 * points at it), the next page when its last sentence runs onto it (`pageEnd`, cited "pp. 1–2"; null:
 * on its page only), and its full-text vector (English stemming) for the chat's retrieval.
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    pageEnd: integer('page_end'),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', text)`),
  },
  (t) => [
    index('knowledge_passages_document_page_idx').on(t.documentId, t.page, t.start),
    index('knowledge_passages_search_idx').using('gin', t.search),
    check('knowledge_passages_offsets_check', sql`${t.page} >= 1 and ${t.start} >= 0 and ${t.end} >= ${t.start}`),
    check('knowledge_passages_page_end_check', sql`${t.pageEnd} is null or ${t.pageEnd} > ${t.page}`),
  ],
);

/**
 * A customer's chat with a coach (`coachId`) or with the product's own AI coach (null). The coach's name
 * is kept as it was, so the history still names a coach who has since left.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachId: uuid('coach_id').references(() => users.id, { onDelete: 'set null' }),
    coachName: text('coach_name').notNull(),
    coachSpecialization: text('coach_specialization'),
    title: text('title').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_customer_updated_idx').on(t.customerId, t.updatedAt.desc(), t.id.desc()),
    // A coach's account removed sets their chats' coach to null: found by this, not by a scan.
    index('chat_conversations_coach_idx').on(t.coachId),
  ],
);

/**
 * One question and its answer. A question asked again (regenerated, or edited) is a new version at the
 * same position; the highest version is the one the chat shows, the earlier ones stay. `heartbeatAt`
 * moves while an answer is written: one that stops moving was cut short by a crash, and the sweep ends it.
 */
export const chatTurns = pgTable(
  'chat_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    version: integer('version').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    state: text('state', { enum: chatTurnStates }).notNull(),
    source: text('source', { enum: chatSources }).notNull(),
    citations: jsonb('citations').$type<ChatCitation[]>().notNull().default([]),
    /**
     * The routines a finished answer offers to add (a plan for the week's repeated steps, issue 47), and
     * whether they were added: AddOfferedRoutines reads them from here, under a lock on this row, once.
     */
    offer: jsonb('offer').$type<RoutineOffer>(),
    /** Whether the built-in coach answered from the customer's own records (personal.ts): its words are the answer's substance. */
    personal: boolean('personal').notNull().default(false),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How many times the answer was taken up by another process, its writer's being gone (chat-resuming.ts):
     * at most RESUMES_MAX. Only the writer that took it up last (this number) writes to it.
     */
    resumes: integer('resumes').notNull().default(0),
    /**
     * The text's epoch: it moves at each take-up, and when a take-up writes the answer again from its
     * start. A stream whose client last heard an earlier epoch gets the whole text again (chat-following.ts).
     */
    epoch: integer('epoch').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the history's search finds: the customer's question, and the answer's substance.
     * The AI's answer is all its own words, and so is the built-in coach's answer from the customer's own
     * records (their moods, routines, meals and plans, told in the coach's words; it quotes no passage).
     * The built-in coach's other answers and the care reply are set lines around the passages they quote
     * (the question said back, "A few things that tend to help:", a question to go on, the helplines):
     * only the quoted passages count, by their titles and quotes as cited.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', question) || case when source = 'ai' or personal then to_tsvector('english', answer) else jsonb_to_tsvector('english', jsonb_path_query_array(citations, '$[*].title') || jsonb_path_query_array(citations, '$[*].quote'), '["string"]') end`,
      ),
  },
  (t) => [
    unique('chat_turns_position_version_key').on(t.conversationId, t.position, t.version),
    index('chat_turns_search_idx').using('gin', t.search),
    // The sweep's: answers whose writing was lost.
    index('chat_turns_writing_idx').on(t.heartbeatAt).where(sql`${t.state} = 'writing'`),
    check('chat_turns_position_check', sql`${t.position} >= 1 and ${t.version} >= 1`),
  ],
);

/**
 * A customer's chat settings, a row only once they change one (no row: the defaults). `shareSummary`:
 * whether a short summary of their plans, routines, meals and mood goes with each question.
 */
export const chatSettings = pgTable('chat_settings', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shareSummary: boolean('share_summary').notNull().default(CHAT_SHARE_SUMMARY_DEFAULT),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's data version: raised, in the same transaction, whenever their plans, routines, meals or
 * mood change (database triggers on those tables, migration 0022), so what is computed from that data
 * (the chat's summary of the customer) is kept until the version moves, on every server process. Each
 * part has its own count too (migration 0026), so what reads one part only (an insight report) is kept
 * while the others change.
 *
 * A customer's version is the sum over their rows here (decision 0022): a committing transaction adds to
 * the first of their rows no other transaction holds, and adds a row only when every one is held, so
 * concurrent writes of one customer never queue on one row (migrations 0028, 0031). Most customers have one row.
 */
export const customerDataVersions = pgTable(
  'customer_data_versions',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which of the customer's rows: the key of the database session that added it (its process id, scrambled; only a label). */
    slot: integer('slot').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** Goals, tasks and habits. */
    plansVersion: bigint('plans_version', { mode: 'number' }).notNull().default(0),
    /** Routines, their days, pauses, completions and settings. */
    routinesVersion: bigint('routines_version', { mode: 'number' }).notNull().default(0),
    /** Meal setups, plans and meals. */
    mealsVersion: bigint('meals_version', { mode: 'number' }).notNull().default(0),
    moodVersion: bigint('mood_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.slot] })],
);
