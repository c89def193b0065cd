CREATE TABLE "sandbox_skin_orders" (
	"ref" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"market_hash_name" text NOT NULL,
	"max_price" bigint NOT NULL,
	"trade_url" text NOT NULL,
	"status" text NOT NULL,
	"plan" text NOT NULL,
	"price" bigint NOT NULL,
	"trade_offer_id" text,
	"offer_expires_at" timestamp with time zone,
	"failure" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_skin_orders_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"from_state" smallint,
	"to_state" smallint NOT NULL,
	"event" text NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"staff_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"ornament_id" integer NOT NULL,
	"market_hash_name" text NOT NULL,
	"value" bigint NOT NULL,
	"max_price" bigint NOT NULL,
	"trade_url" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"supplier" text NOT NULL,
	"supplier_ref" text NOT NULL,
	"supplier_order_id" text,
	"paid_price" bigint,
	"trade_offer_id" text,
	"offer_expires_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"protected_until" timestamp with time zone,
	"redispatches" smallint DEFAULT 0 NOT NULL,
	"reviewed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_state" CHECK ("withdrawals"."state" BETWEEN 0 AND 5),
	CONSTRAINT "withdrawals_money" CHECK ("withdrawals"."value" >= 0 AND "withdrawals"."max_price" >= "withdrawals"."value" AND ("withdrawals"."paid_price" IS NULL OR "withdrawals"."paid_price" >= 0)),
	CONSTRAINT "withdrawals_offer" CHECK ("withdrawals"."state" <> 2 OR "withdrawals"."trade_offer_id" IS NOT NULL),
	CONSTRAINT "withdrawals_success" CHECK ("withdrawals"."state" <> 3 OR ("withdrawals"."delivered_at" IS NOT NULL AND "withdrawals"."protected_until" IS NOT NULL)),
	CONSTRAINT "withdrawals_reason" CHECK ("withdrawals"."state" NOT IN (4, 5) OR "withdrawals"."reason" IS NOT NULL),
	CONSTRAINT "withdrawals_redispatches" CHECK ("withdrawals"."redispatches" BETWEEN 0 AND 1)
);
--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_item_id_backpack_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."backpack_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_ornament_id_ornaments_id_fk" FOREIGN KEY ("ornament_id") REFERENCES "public"."ornaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_events_withdrawal_idx" ON "withdrawal_events" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_live_item" ON "withdrawals" USING btree ("item_id") WHERE "withdrawals"."state" <> 4;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_supplier_ref" ON "withdrawals" USING btree ("supplier","supplier_ref");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_day_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","updated_at");--> statement-breakpoint
-- Hand-written: the house's accounts for issue 16. A delivered take-back is what the operator paid
-- the supplier (house:supplier, the funds held there) for a skin the house owed (house:withdrawals).
INSERT INTO accounts (code, type, external) VALUES ('house:supplier', 'house', true), ('house:withdrawals', 'house', true);
