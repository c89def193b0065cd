CREATE TABLE "cdk_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"reward" jsonb NOT NULL,
	"uses_per_code" integer NOT NULL,
	"uses_per_player" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"staff_id" bigint,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cdk_batches_values" CHECK ("cdk_batches"."count" BETWEEN 1 AND 10000 AND "cdk_batches"."uses_per_code" >= 1 AND "cdk_batches"."uses_per_player" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cdk_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cdk_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "cdk_player_uses" (
	"batch_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "cdk_player_uses_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cdk_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" bigint NOT NULL,
	"batch_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reward" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coupon_type" smallint NOT NULL,
	"bonus_bp" integer DEFAULT 0 NOT NULL,
	"off_fen" bigint DEFAULT 0 NOT NULL,
	"min_fen" bigint DEFAULT 0 NOT NULL,
	"box_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"used_ref" text,
	"used_at" timestamp with time zone,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_values" CHECK ("coupons"."coupon_type" IN (1, 2) AND "coupons"."state" IN (0, 1) AND "coupons"."bonus_bp" BETWEEN 0 AND 10000
    AND "coupons"."off_fen" >= 0 AND "coupons"."min_fen" >= 0 AND ("coupons"."coupon_type" = 1 OR "coupons"."off_fen" < "coupons"."min_fen"))
);
--> statement-breakpoint
CREATE TABLE "daily_reward_claims" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"tier_id" bigint NOT NULL,
	"reward" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_reward_claims_user_id_day_tier_id_pk" PRIMARY KEY("user_id","day","tier_id")
);
--> statement-breakpoint
CREATE TABLE "daily_reward_tiers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"min_fen" bigint NOT NULL,
	"reward" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "daily_reward_tiers_min_fen_unique" UNIQUE("min_fen"),
	CONSTRAINT "daily_reward_tiers_min" CHECK ("daily_reward_tiers"."min_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "free_boxes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"box_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"roll_id" bigint,
	"item_id" bigint,
	"opened_at" timestamp with time zone,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_boxes_state" CHECK ("free_boxes"."state" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "user_virtual_items" (
	"user_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_virtual_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "virtual_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"value" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "virtual_items_values" CHECK ("virtual_items"."kind" IN (1, 2) AND "virtual_items"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"ornament_id" integer,
	"amount_fen" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"used_ref" text,
	"used_at" timestamp with time zone,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_one_kind" CHECK (("vouchers"."ornament_id" IS NULL) <> ("vouchers"."amount_fen" IS NULL) AND "vouchers"."state" IN (0, 1) AND ("vouchers"."amount_fen" IS NULL OR "vouchers"."amount_fen" > 0))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_frame" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_colour" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "cdk_batches" ADD CONSTRAINT "cdk_batches_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdk_codes" ADD CONSTRAINT "cdk_codes_batch_id_cdk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cdk_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdk_player_uses" ADD CONSTRAINT "cdk_player_uses_batch_id_cdk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cdk_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdk_player_uses" ADD CONSTRAINT "cdk_player_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdk_redemptions" ADD CONSTRAINT "cdk_redemptions_code_id_cdk_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."cdk_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdk_redemptions" ADD CONSTRAINT "cdk_redemptions_batch_id_cdk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cdk_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdk_redemptions" ADD CONSTRAINT "cdk_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reward_claims" ADD CONSTRAINT "daily_reward_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reward_claims" ADD CONSTRAINT "daily_reward_claims_tier_id_daily_reward_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."daily_reward_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_boxes" ADD CONSTRAINT "free_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_virtual_items" ADD CONSTRAINT "user_virtual_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_virtual_items" ADD CONSTRAINT "user_virtual_items_item_id_virtual_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."virtual_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cdk_codes_batch_idx" ON "cdk_codes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "cdk_redemptions_user_idx" ON "cdk_redemptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id","state","expires_at");--> statement-breakpoint
CREATE INDEX "free_boxes_user_idx" ON "free_boxes" USING btree ("user_id","state","expires_at");--> statement-breakpoint
CREATE INDEX "vouchers_user_idx" ON "vouchers" USING btree ("user_id","state","expires_at");--> statement-breakpoint
-- Hand-written: the house account every reward is paid from, the built-in daily deposit tiers
-- (shared/reward-constants.ts DEFAULT_DAILY_TIERS) and the virtual items for sale.
INSERT INTO accounts (code, type, external) VALUES ('house:rewards', 'house', true);
--> statement-breakpoint
INSERT INTO daily_reward_tiers (min_fen, reward) VALUES
  (10000, '{"kind":"coins","amountFen":"300"}'),
  (50000, '{"kind":"caseCoupon","offFen":"500","minFen":"1000","boxId":null,"days":7}'),
  (100000, '{"kind":"freeBox","boxId":1,"count":1,"days":7}');
--> statement-breakpoint
INSERT INTO virtual_items (id, kind, name, value, price_fen, sort) VALUES
  (1, 1, '{"zh-CN":"青铜边框","zh-TW":"青銅邊框","en":"Bronze frame"}', '/virtual/frame-bronze.svg', 500, 1),
  (2, 1, '{"zh-CN":"白银边框","zh-TW":"白銀邊框","en":"Silver frame"}', '/virtual/frame-silver.svg', 1500, 2),
  (3, 1, '{"zh-CN":"黄金边框","zh-TW":"黃金邊框","en":"Gold frame"}', '/virtual/frame-gold.svg', 5000, 3),
  (4, 1, '{"zh-CN":"烈焰边框","zh-TW":"烈焰邊框","en":"Blaze frame"}', '/virtual/frame-blaze.svg', 12000, 4),
  (11, 2, '{"zh-CN":"天青名字","zh-TW":"天青名字","en":"Sky name"}', '#38bdf8', 800, 11),
  (12, 2, '{"zh-CN":"翡翠名字","zh-TW":"翡翠名字","en":"Jade name"}', '#34d399', 800, 12),
  (13, 2, '{"zh-CN":"琥珀名字","zh-TW":"琥珀名字","en":"Amber name"}', '#fbbf24', 2000, 13),
  (14, 2, '{"zh-CN":"玫瑰名字","zh-TW":"玫瑰名字","en":"Rose name"}', '#fb7185', 2000, 14);
