-- Issue 49 (review M7): the moderators' list of members silenced now. Only the silenced few are in the
-- first index (the soonest to end first); the second finds a member's latest silence decision (and a
-- member's decisions when their account goes: the foreign key's ON DELETE SET NULL).
CREATE INDEX "community_members_silenced_idx" ON "community_members" USING btree ("silenced_until") WHERE "community_members"."silenced_until" is not null;--> statement-breakpoint
CREATE INDEX "community_decisions_member_idx" ON "community_decisions" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "community_decisions"."member_id" is not null;
