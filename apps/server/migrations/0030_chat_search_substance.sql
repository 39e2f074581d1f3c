-- The history's search reads the question and the answer's substance (an AI answer's words; the passages a built-in or care answer quotes), not the built-in coach's set lines. The column is made anew (its expression cannot be altered before PostgreSQL 17), and its index with it.
ALTER TABLE "chat_turns" drop column "search";--> statement-breakpoint
ALTER TABLE "chat_turns" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', question) || case when source = 'ai' then to_tsvector('english', answer) else jsonb_to_tsvector('english', jsonb_path_query_array(citations, '$[*].title') || jsonb_path_query_array(citations, '$[*].quote'), '["string"]') end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_turns_search_idx" ON "chat_turns" USING gin ("search");
