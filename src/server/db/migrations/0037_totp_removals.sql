-- A player's authenticator removed by staff under four eyes (the player lost it and its recovery
-- codes): a proposal with a reason, approved by a second, independent staff member. enabled_at names
-- the enrolment proposed for removal, so a new one set up before the approval is never removed.
-- state: 0 pending, 1 approved, 2 rejected, 3 cancelled by its proposer, 4 stale.
CREATE TABLE "totp_removals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"enabled_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"requested_by" bigint NOT NULL REFERENCES "staff"("id"),
	"state" smallint DEFAULT 0 NOT NULL,
	"decided_by" bigint REFERENCES "staff"("id"),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "totp_removals_reason" CHECK (length(btrim("totp_removals"."reason")) > 0),
	CONSTRAINT "totp_removals_state" CHECK ("totp_removals"."state" IN (0, 1, 2, 3, 4)),
	CONSTRAINT "totp_removals_four_eyes" CHECK ("totp_removals"."state" NOT IN (1, 2) OR "totp_removals"."decided_by" <> "totp_removals"."requested_by"),
	CONSTRAINT "totp_removals_cancel" CHECK ("totp_removals"."state" <> 3 OR "totp_removals"."decided_by" = "totp_removals"."requested_by")
);--> statement-breakpoint
CREATE UNIQUE INDEX "totp_removals_pending_idx" ON "totp_removals" ("user_id") WHERE "totp_removals"."state" = 0;--> statement-breakpoint
CREATE INDEX "totp_removals_user_idx" ON "totp_removals" ("user_id", "id");
