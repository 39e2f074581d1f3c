import { lengths, personalities, tones, wordChoices } from '@iyl/core/brand-voice/constants';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/** A generated brand-voice piece, kept for the history (a stopped one keeps what was written). */
export const brandContents = pgTable(
  'brand_contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personality: text('personality', { enum: personalities }).notNull(),
    tone: text('tone', { enum: tones }).notNull(),
    wordChoice: text('word_choice', { enum: wordChoices }).notNull(),
    length: text('length', { enum: lengths }).notNull(),
    description: text('description').notNull(),
    contentHtml: text('content_html').notNull(),
    /** 'complete', or 'stopped' when the customer stopped it part way. */
    status: text('status', { enum: ['complete', 'stopped'] }).notNull(),
    source: text('source', { enum: ['ai', 'builtin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_contents_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
