-- Each user's notification preferences that no other feature keeps (no row: all on). Reminder e-mails and
-- the weekly insight e-mail stay in reminder_settings and insight_settings (their unsubscribe generations).
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"push" boolean DEFAULT true NOT NULL,
	"booking_emails" boolean DEFAULT true NOT NULL,
	"community_replies" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
