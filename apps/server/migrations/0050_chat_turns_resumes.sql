-- Issue 50 (scale-out): an answer whose writer's process is gone (killed, or stopped while writing) is
-- taken up by another process and written to its end instead of ending failed. `resumes` counts its
-- take-ups (at most 2): only the writer of the last one writes to it, so of two processes racing for it
-- one writes it. `epoch` moves at each take-up, and when the built-in coach writes the answer again from
-- its start: a stream whose client last heard an earlier epoch gets the whole text in place of its own.
ALTER TABLE "chat_turns" ADD COLUMN "resumes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_turns" ADD COLUMN "epoch" integer DEFAULT 0 NOT NULL;
