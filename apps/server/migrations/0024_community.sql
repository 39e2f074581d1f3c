CREATE TABLE "community_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"admin_name" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"message_id" uuid,
	"topic_id" uuid,
	"member_id" uuid,
	"summary" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_feed" (
	"topic_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_feed_topic_id_seq_pk" PRIMARY KEY("topic_id","seq"),
	CONSTRAINT "community_feed_kind" CHECK ("community_feed"."kind" in ('shown', 'hidden', 'topic-hidden'))
);
--> statement-breakpoint
CREATE TABLE "community_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flagger_id" uuid NOT NULL,
	"message_id" uuid,
	"topic_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "community_flags_one_target" CHECK (("community_flags"."message_id" is null) <> ("community_flags"."topic_id" is null))
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"silenced_until" timestamp with time zone,
	"last_posted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'shown' NOT NULL,
	"crisis" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "community_messages_status" CHECK ("community_messages"."status" in ('shown', 'held', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "community_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"topic" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"status" text DEFAULT 'shown' NOT NULL,
	"crisis" boolean DEFAULT false NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"feed_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_topics_status" CHECK ("community_topics"."status" in ('shown', 'held', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "community_decisions" ADD CONSTRAINT "community_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_decisions" ADD CONSTRAINT "community_decisions_message_id_community_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."community_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_decisions" ADD CONSTRAINT "community_decisions_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_decisions" ADD CONSTRAINT "community_decisions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_feed" ADD CONSTRAINT "community_feed_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_feed" ADD CONSTRAINT "community_feed_message_id_community_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."community_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_flagger_id_users_id_fk" FOREIGN KEY ("flagger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_message_id_community_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."community_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_messages" ADD CONSTRAINT "community_messages_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_messages" ADD CONSTRAINT "community_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_topics" ADD CONSTRAINT "community_topics_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_decisions_list_idx" ON "community_decisions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_feed_message_idx" ON "community_feed" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_flags_message_once" ON "community_flags" USING btree ("message_id","flagger_id") WHERE "community_flags"."message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "community_flags_topic_once" ON "community_flags" USING btree ("topic_id","flagger_id") WHERE "community_flags"."topic_id" is not null;--> statement-breakpoint
CREATE INDEX "community_flags_flagger_idx" ON "community_flags" USING btree ("flagger_id","created_at");--> statement-breakpoint
CREATE INDEX "community_flags_open_idx" ON "community_flags" USING btree ("created_at") WHERE "community_flags"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "community_messages_topic_idx" ON "community_messages" USING btree ("topic_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_messages_author_idx" ON "community_messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "community_messages_review_idx" ON "community_messages" USING btree ("created_at") WHERE "community_messages"."status" = 'held';--> statement-breakpoint
CREATE INDEX "community_topics_timeline_idx" ON "community_topics" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "community_topics"."status" = 'shown';--> statement-breakpoint
CREATE INDEX "community_topics_author_idx" ON "community_topics" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "community_topics_review_idx" ON "community_topics" USING btree ("created_at") WHERE "community_topics"."status" = 'held';