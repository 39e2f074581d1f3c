-- Issue 49, every user's own account. Signed-in devices: each session keeps a coarse description of
-- where it was last used (browser and system from the User-Agent, the address cut short: 203.0.113.x),
-- written at sign-in and refreshed with last_seen_at. Nothing finer is stored.
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "place" text;--> statement-breakpoint
-- An e-mail change waits for the code mailed to the new address (otp_codes purpose 'email').
ALTER TABLE "otp_codes" ADD COLUMN "new_email" text;
