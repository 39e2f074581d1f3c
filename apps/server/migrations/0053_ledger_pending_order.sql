-- Issue 50: the admin's pending payouts (GetPayouts) are listed oldest first, then by id; the pending index
-- held the time only, so requests made at the same moment (or many within one) were all read and sorted
-- before a page was cut (at 100k users, 1,000 pending: every one read for each page). The index now holds
-- the list's whole order.
DROP INDEX IF EXISTS "ledger_entries_pending_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_pending_idx" ON "ledger_entries" USING btree ("created_at","id") WHERE "ledger_entries"."kind" = 'payout' and "ledger_entries"."paid_at" is null;
