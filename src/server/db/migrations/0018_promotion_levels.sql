CREATE TABLE "partner_totals" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"promoted_count" integer DEFAULT 0 NOT NULL,
	"purchases" bigint DEFAULT 0 NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_totals_money" CHECK ("partner_totals"."purchases" >= 0 AND "partner_totals"."reward" >= 0 AND "partner_totals"."owed" >= 0 AND "partner_totals"."promoted_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_channels" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"spend_ref" text NOT NULL,
	"promoted_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"spent" bigint NOT NULL,
	"level" smallint NOT NULL,
	"ratio_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"offset" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "referral_rebates_money" CHECK ("referral_rebates"."spent" > 0 AND "referral_rebates"."amount" >= 0 AND "referral_rebates"."offset" >= 0 AND "referral_rebates"."offset" <= "referral_rebates"."amount" AND "referral_rebates"."ratio_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"promoted_id" bigint PRIMARY KEY NOT NULL,
	"partner_id" bigint NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purchases" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"flag" smallint DEFAULT 0 NOT NULL,
	"flag_reason" text,
	"flagged_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "referrals_flag" CHECK ("referrals"."flag" BETWEEN 0 AND 3),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."promoted_id" <> "referrals"."partner_id"),
	CONSTRAINT "referrals_money" CHECK ("referrals"."purchases" >= 0 AND "referrals"."rebate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "level_tables" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_tables_kind" CHECK ("level_tables"."kind" IN ('rebate', 'vip'))
);
--> statement-breakpoint
CREATE TABLE "rebate_levels" (
	"table_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"min_purchases" bigint NOT NULL,
	"ratio_bp" integer NOT NULL,
	CONSTRAINT "rebate_levels_table_id_level_pk" PRIMARY KEY("table_id","level"),
	CONSTRAINT "rebate_levels_values" CHECK ("rebate_levels"."level" >= 1 AND "rebate_levels"."min_purchases" >= 0 AND "rebate_levels"."ratio_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"table_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"min_growth" bigint NOT NULL,
	"reward_coins" bigint NOT NULL,
	CONSTRAINT "vip_levels_table_id_level_pk" PRIMARY KEY("table_id","level"),
	CONSTRAINT "vip_levels_values" CHECK ("vip_levels"."level" >= 1 AND "vip_levels"."min_growth" > 0 AND "vip_levels"."reward_coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"user_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"table_id" bigint NOT NULL,
	"coins" bigint NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rewards_user_id_level_pk" PRIMARY KEY("user_id","level")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "growth" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "identity_hash" text;--> statement-breakpoint
ALTER TABLE "partner_totals" ADD CONSTRAINT "partner_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rebates" ADD CONSTRAINT "referral_rebates_promoted_id_users_id_fk" FOREIGN KEY ("promoted_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rebates" ADD CONSTRAINT "referral_rebates_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_promoted_id_users_id_fk" FOREIGN KEY ("promoted_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tables" ADD CONSTRAINT "level_tables_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_levels" ADD CONSTRAINT "rebate_levels_table_id_level_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."level_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_table_id_level_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."level_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_table_id_level_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."level_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_totals_count_idx" ON "partner_totals" USING btree ("promoted_count");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rebates_spend_idx" ON "referral_rebates" USING btree ("spend_ref");--> statement-breakpoint
CREATE INDEX "referral_rebates_partner_idx" ON "referral_rebates" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "referral_rebates_promoted_idx" ON "referral_rebates" USING btree ("promoted_id");--> statement-breakpoint
CREATE INDEX "referrals_partner_idx" ON "referrals" USING btree ("partner_id","bound_at");--> statement-breakpoint
CREATE INDEX "referrals_flagged_idx" ON "referrals" USING btree ("flag") WHERE "referrals"."flag" = 1;--> statement-breakpoint
CREATE INDEX "level_tables_kind_idx" ON "level_tables" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "certifications_identity_idx" ON "certifications" USING btree ("identity_hash");
--> statement-breakpoint
-- Hand-written: the house's accounts for issue 17 (rebates paid to partners' secondary balances,
-- member-level rewards paid in gold coins).
INSERT INTO accounts (code, type, external) VALUES ('house:rebates', 'house', true), ('house:vip', 'house', true);
--> statement-breakpoint
-- The built-in tables (shared/level-constants.ts says the same): five partner levels, 3% to 7%;
-- ten member levels from ¥50 to ¥20,000 of deposits.
INSERT INTO level_tables (kind) VALUES ('rebate');
--> statement-breakpoint
INSERT INTO rebate_levels (table_id, level, min_purchases, ratio_bp)
SELECT (SELECT max(id) FROM level_tables WHERE kind = 'rebate'), l, m, r
FROM (VALUES (1, 0, 300), (2, 100000, 400), (3, 500000, 500), (4, 2000000, 600), (5, 5000000, 700)) AS v(l, m, r);
--> statement-breakpoint
INSERT INTO level_tables (kind) VALUES ('vip');
--> statement-breakpoint
INSERT INTO vip_levels (table_id, level, min_growth, reward_coins)
SELECT (SELECT max(id) FROM level_tables WHERE kind = 'vip'), l, m, c
FROM (VALUES (1, 5000, 200), (2, 20000, 500), (3, 50000, 1000), (4, 100000, 1800), (5, 200000, 3000),
  (6, 300000, 4000), (7, 500000, 6000), (8, 800000, 9000), (9, 1200000, 12000), (10, 2000000, 18800)) AS v(l, m, c);
--> statement-breakpoint
-- Inviters bound before this migration get their book; their past spending earned no rebate.
INSERT INTO referrals (promoted_id, partner_id, bound_at)
SELECT id, inviter_id, created_at FROM users WHERE inviter_id IS NOT NULL AND inviter_id <> id;
--> statement-breakpoint
INSERT INTO partner_totals (user_id, promoted_count)
SELECT partner_id, count(*) FROM referrals GROUP BY partner_id;
--> statement-breakpoint
-- Growth from the deposits completed before this migration; their levels' rewards are paid by the
-- next deposit (vip/growth.ts pays every level reached and not yet received).
UPDATE users u SET growth = d.total
FROM (SELECT user_id, sum(amount) AS total FROM recharge_orders WHERE pay_state = 1 GROUP BY user_id) d
WHERE u.id = d.user_id;
--> statement-breakpoint
UPDATE users u SET vip_level = (SELECT coalesce(max(v.level), 0) FROM vip_levels v
  WHERE v.table_id = (SELECT max(id) FROM level_tables WHERE kind = 'vip') AND v.min_growth <= u.growth)
WHERE u.growth > 0;
