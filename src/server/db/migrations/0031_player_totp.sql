-- A player's authenticator (TOTP): the secret while it is being confirmed, then the confirmed one;
-- last_step is the newest time step used, moved by a conditional UPDATE so a code is never used twice.
CREATE TABLE "user_totp" (
	"user_id" bigint PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Recovery codes: only their HMAC-SHA256 under APP_SECRET, like one-time codes; each used once.
CREATE TABLE "user_totp_recovery" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "user_totp_recovery_code_idx" ON "user_totp_recovery" ("user_id", "code_hash");--> statement-breakpoint
-- The second step of a sign-in from a new device: a short-lived token (its SHA-256 only) that the
-- password or SMS step handed out, spent once by a valid code.
CREATE TABLE "totp_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "totp_challenges_user_idx" ON "totp_challenges" ("user_id");
