CREATE TABLE "event_handled" (
	"event_id" bigint NOT NULL,
	"handler" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_handled_event_id_handler_pk" PRIMARY KEY("event_id","handler")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"subject" text,
	"handlers" text[] DEFAULT '{}'::text[] NOT NULL,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_handled" ADD CONSTRAINT "event_handled_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_tx_idx" ON "events" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "events_owed_idx" ON "events" USING btree ("created_at") WHERE "events"."handlers" <> '{}'::text[];--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");