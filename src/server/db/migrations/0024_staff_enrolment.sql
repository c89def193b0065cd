ALTER TABLE "staff" ALTER COLUMN "totp_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
-- An authenticator secret another staff member was shown (the account was made or reset in the
-- console) is no longer trusted: its owner enrols a new one, seen only by them, at the next sign-in.
UPDATE "staff" SET "totp_secret" = NULL, "totp_last_step" = 0
WHERE "created_by" IS NOT NULL
   OR EXISTS (SELECT 1 FROM "console_audit" a WHERE a."action" = 'staff.reset' AND a."staff_id" IS NOT NULL AND a."target" = 'staff:' || "staff"."id");--> statement-breakpoint
CREATE TABLE "staff_role_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"role" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_requests_role" CHECK ("staff_role_requests"."role" = 'owner'),
	CONSTRAINT "staff_role_requests_state" CHECK ("staff_role_requests"."state" IN (0, 1, 2)),
	CONSTRAINT "staff_role_requests_four_eyes" CHECK ("staff_role_requests"."state" <> 1 OR "staff_role_requests"."decided_by" <> "staff_role_requests"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "staff_role_requests" ADD CONSTRAINT "staff_role_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role_requests" ADD CONSTRAINT "staff_role_requests_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role_requests" ADD CONSTRAINT "staff_role_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_role_requests_pending_idx" ON "staff_role_requests" USING btree ("staff_id") WHERE "staff_role_requests"."state" = 0;--> statement-breakpoint
CREATE INDEX "staff_role_requests_created_idx" ON "staff_role_requests" USING btree ("created_at");
