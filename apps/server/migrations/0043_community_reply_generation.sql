-- Issue 49, community reply e-mails: a bulk list with one-click unsubscribe (RFC 8058), as reminder e-mails
-- and the weekly insight e-mail are. Its links are signed for the generation of the subscription, raised
-- whenever community replies are turned on again, so a link from before that no longer turns them off.
ALTER TABLE "notification_preferences" ADD COLUMN "community_replies_generation" integer DEFAULT 0 NOT NULL;
