CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"coach_id" uuid,
	"coach_name" text NOT NULL,
	"coach_specialization" text,
	"title" text NOT NULL,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"version" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', question || ' ' || answer)) STORED NOT NULL,
	CONSTRAINT "chat_turns_position_version_key" UNIQUE("conversation_id","position","version"),
	CONSTRAINT "chat_turns_position_check" CHECK ("chat_turns"."position" >= 1 and "chat_turns"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_turns" ADD CONSTRAINT "chat_turns_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_customer_updated_idx" ON "chat_conversations" USING btree ("customer_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_conversations_coach_idx" ON "chat_conversations" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "chat_turns_search_idx" ON "chat_turns" USING gin ("search");--> statement-breakpoint
CREATE INDEX "chat_turns_writing_idx" ON "chat_turns" USING btree ("heartbeat_at") WHERE "chat_turns"."state" = 'writing';--> statement-breakpoint
CREATE INDEX "coach_profiles_email_idx" ON "coach_profiles" USING btree (lower("email"));