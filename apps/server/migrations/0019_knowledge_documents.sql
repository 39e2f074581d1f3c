CREATE TABLE "knowledge_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"title" text NOT NULL,
	"specialization" text NOT NULL,
	"file_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"failure" text,
	"total_pages" integer,
	"pages_read" integer,
	"passages" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED NOT NULL,
	CONSTRAINT "knowledge_passages_offsets_check" CHECK ("knowledge_passages"."page" >= 1 and "knowledge_passages"."start" >= 0 and "knowledge_passages"."end" >= "knowledge_passages"."start")
);
--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_documents_coach_created_idx" ON "knowledge_documents" USING btree ("coach_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_documents_unread_idx" ON "knowledge_documents" USING btree ("updated_at") WHERE "knowledge_documents"."state" in ('queued', 'reading');--> statement-breakpoint
CREATE INDEX "knowledge_passages_document_page_idx" ON "knowledge_passages" USING btree ("document_id","page","start");--> statement-breakpoint
CREATE INDEX "knowledge_passages_search_idx" ON "knowledge_passages" USING gin ("search");