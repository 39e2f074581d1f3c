import { knowledgeStates } from '@iyl/core/coach-chat/constants';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
 * points at it), and its full-text vector (English stemming) for the chat's retrieval.
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
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
  ],
);
