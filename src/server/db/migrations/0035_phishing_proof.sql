-- When the trade link last changed from one link to another (not its first setting): take-backs
-- wait 24 hours after it (docs/decisions/0104).
ALTER TABLE "users" ADD COLUMN "trade_url_changed_at" timestamp with time zone;--> statement-breakpoint
-- The player's anti-phishing phrase, shown in every mail and inbox message the site sends them ('' none).
ALTER TABLE "users" ADD COLUMN "anti_phishing_phrase" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The devices a player has signed in from (a hash of the user and the device's browser, OS and
-- type): a sign-in from one not here yet posts an inbox message. In the database, so every process agrees.
CREATE TABLE "known_devices" (
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"fingerprint" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_pk" PRIMARY KEY("user_id","fingerprint")
);
--> statement-breakpoint
-- How the sign-in waiting for its second step began (password, sms, steam): its new-device message says so.
ALTER TABLE "totp_challenges" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;
