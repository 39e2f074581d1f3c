-- Review stop-57 L7: a passage of a coach's PDF whose last sentence runs onto the next page (kept whole on the page it starts on) records that page too, so it is cited "pp. 1–2", not "p. 1". Null, as every passage stored before has it: on its page only.
ALTER TABLE "knowledge_passages" ADD COLUMN "page_end" integer;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_page_end_check" CHECK ("knowledge_passages"."page_end" is null or "knowledge_passages"."page_end" > "knowledge_passages"."page");
