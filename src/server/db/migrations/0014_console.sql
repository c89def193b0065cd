CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"account_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_adjustments_account" CHECK ("balance_adjustments"."account_type" IN ('main', 'secondary')),
	CONSTRAINT "balance_adjustments_amount" CHECK ("balance_adjustments"."amount" <> 0),
	CONSTRAINT "balance_adjustments_reason" CHECK (length(btrim("balance_adjustments"."reason")) > 0),
	CONSTRAINT "balance_adjustments_state" CHECK ("balance_adjustments"."state" IN (0, 1, 2)),
	CONSTRAINT "balance_adjustments_four_eyes" CHECK ("balance_adjustments"."decided_by" IS NULL OR "balance_adjustments"."decided_by" <> "balance_adjustments"."requested_by"),
	CONSTRAINT "balance_adjustments_posted" CHECK (("balance_adjustments"."state" = 1) = ("balance_adjustments"."transaction_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "box_proposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"box_id" integer,
	"base_version" integer,
	"payload" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"proposed_by" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"result_box_id" integer,
	"result_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_proposals_state" CHECK ("box_proposals"."state" IN (0, 1, 2)),
	CONSTRAINT "box_proposals_four_eyes" CHECK ("box_proposals"."decided_by" IS NULL OR "box_proposals"."decided_by" <> "box_proposals"."proposed_by")
);
--> statement-breakpoint
CREATE TABLE "console_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint,
	"staff_name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_name_unique" UNIQUE("name"),
	CONSTRAINT "staff_role" CHECK ("staff"."role" IN ('owner', 'operator', 'finance', 'support'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boxes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_proposals" ADD CONSTRAINT "box_proposals_proposed_by_staff_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_proposals" ADD CONSTRAINT "box_proposals_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_user_idx" ON "balance_adjustments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_pending_idx" ON "balance_adjustments" USING btree ("id") WHERE "balance_adjustments"."state" = 0;--> statement-breakpoint
CREATE INDEX "box_proposals_pending_idx" ON "box_proposals" USING btree ("id") WHERE "box_proposals"."state" = 0;--> statement-breakpoint
CREATE INDEX "console_audit_created_idx" ON "console_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "console_audit_action_idx" ON "console_audit" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "console_audit_staff_idx" ON "console_audit" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "console_audit_target_idx" ON "console_audit" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "player_notes_user_idx" ON "player_notes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
-- Hand-written: the audit log and player notes are append-only. A wrong note is answered by a
-- later note; nobody, whatever their role or code path, rewrites what staff did.
CREATE FUNCTION console_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER console_audit_append_only BEFORE UPDATE OR DELETE ON console_audit
  FOR EACH ROW EXECUTE FUNCTION console_forbid_change();
--> statement-breakpoint
CREATE TRIGGER console_audit_no_truncate BEFORE TRUNCATE ON console_audit
  FOR EACH STATEMENT EXECUTE FUNCTION console_forbid_change();
--> statement-breakpoint
CREATE TRIGGER player_notes_append_only BEFORE UPDATE OR DELETE ON player_notes
  FOR EACH ROW EXECUTE FUNCTION console_forbid_change();
--> statement-breakpoint
CREATE TRIGGER player_notes_no_truncate BEFORE TRUNCATE ON player_notes
  FOR EACH STATEMENT EXECUTE FUNCTION console_forbid_change();
--> statement-breakpoint
-- The other side of staff balance adjustments.
INSERT INTO accounts (code, type, external) VALUES ('house:adjustments', 'house', true);
