CREATE TABLE "known_devices" (
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_user_id_token_hash_pk" PRIMARY KEY("user_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;