-- Issue 49, the Global administrator's admin accounts. An invitation to become an admin: the address it
-- was sent to, the single-use token (only its SHA-256 is kept), who invited and until when it works
-- (7 days). Accepting it creates the admin account and deletes the row; a new invitation to the same
-- address replaces a pending one. Disabling an admin reuses the users' suspension columns.
CREATE TABLE "admin_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "admin_invites" ADD CONSTRAINT "admin_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invites_token_hash_key" ON "admin_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invites_email_key" ON "admin_invites" USING btree ("email");
