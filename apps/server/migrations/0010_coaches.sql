CREATE TABLE "booking_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"message" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"coach_name" text NOT NULL,
	"coach_email" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"fee_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"meeting_details" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reschedules" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bookings_times_ordered" CHECK ("bookings"."starts_at" < "bookings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "coach_availability" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"session_minutes" smallint NOT NULL,
	"windows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"fullname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"specialization" text NOT NULL,
	"payment_address" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_profiles_fee_positive" CHECK ("coach_profiles"."fee_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"booking_id" uuid,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_session_has_booking" CHECK (("ledger_entries"."kind" = 'session') = ("ledger_entries"."booking_id" is not null)),
	CONSTRAINT "ledger_entries_only_payouts_paid" CHECK ("ledger_entries"."kind" = 'payout' or "ledger_entries"."paid_at" is null)
);
--> statement-breakpoint
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_availability" ADD CONSTRAINT "coach_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_mails_once_key" ON "booking_mails" USING btree ("booking_id","kind","sequence");--> statement-breakpoint
CREATE INDEX "booking_mails_unsent_idx" ON "booking_mails" USING btree ("created_at") WHERE "booking_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_coach_idx" ON "bookings" USING btree ("coach_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_profiles_name_idx" ON "coach_profiles" USING btree ("fullname");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_key" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_booking_key" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_coach_idx" ON "ledger_entries" USING btree ("coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_pending_idx" ON "ledger_entries" USING btree ("created_at") WHERE "ledger_entries"."kind" = 'payout' and "ledger_entries"."paid_at" is null;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coach_no_overlap" EXCLUDE USING gist ("coach_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');
