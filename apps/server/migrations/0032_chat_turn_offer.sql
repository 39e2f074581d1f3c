-- Issue 47: an answer that made a plan for the week keeps the routines it offers to add (its repeated steps) and when they were added, once; null for every other answer.
ALTER TABLE "chat_turns" ADD COLUMN "offer" jsonb;
