-- Issue 49: the coach directory, a coach's card, slots and booking all ask which coaches are suspended
-- (auth's suspendedCoachIds). Without an index that is a scan of every account on each directory read;
-- this partial index holds only the suspended accounts, a handful among many.
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("role") WHERE "users"."suspended_at" is not null;
