-- Issue 49: the admin console's customers and coaches at scale (paged and indexed: no scan of every
-- account, no query per row). users_role_name_idx holds the console's order, role then name (case
-- aside) then id: a page is read off it, the rows skipped before it too, without the table (the name
-- is included for that). The role index is small (each role's entries deduplicated): the console's
-- totals and the admin home's counts are index-only counts of it. The trigram indexes find a
-- search's matches (ILIKE '%q%' on the name or the e-mail, three characters or more) without
-- reading every account; pg_trgm is a trusted extension of PostgreSQL's contrib, in the embedded
-- server and in PostgreSQL 15 alike. A page's last sign-in is each account's newest session, revoked
-- or not: sessions_user_created_idx answers it (the live-sessions index leaves the revoked out).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role",lower("fullname"),"id") INCLUDE ("fullname");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_fullname_trgm_idx" ON "users" USING gin ("fullname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_created_idx" ON "sessions" USING btree ("user_id","created_at");
