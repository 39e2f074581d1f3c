-- Booking e-mails move into the one mail outbox: what was not sent yet is queued there (due now),
-- what was sent is kept as sent, so nothing is lost and nothing is sent twice.
INSERT INTO "mail_outbox" ("key", "message", "state", "attempts", "next_attempt_at", "created_at", "sent_at")
SELECT 'booking:' || "booking_id" || ':' || "kind" || ':' || "sequence",
       CASE WHEN "sent_at" IS NULL AND "attempts" < 10 THEN "message" END,
       CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "attempts" >= 10 THEN 'failed' ELSE 'queued' END,
       "attempts", now(), "created_at", "sent_at"
FROM "booking_mails"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DROP TABLE "booking_mails" CASCADE;
