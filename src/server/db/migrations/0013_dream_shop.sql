CREATE TABLE "dream_rolls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"ticket" integer NOT NULL,
	"chance_ppm" integer NOT NULL,
	"edge_ppm" integer NOT NULL,
	"target_ornament_id" integer NOT NULL,
	"target_price" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"stake_value" bigint DEFAULT 0 NOT NULL,
	"stake_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"won" boolean NOT NULL,
	"item_id" bigint,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dream_rolls_ticket" CHECK ("dream_rolls"."ticket" BETWEEN 1 AND 1000000),
	CONSTRAINT "dream_rolls_chance" CHECK ("dream_rolls"."chance_ppm" BETWEEN 1 AND 1000000),
	CONSTRAINT "dream_rolls_edge" CHECK ("dream_rolls"."edge_ppm" BETWEEN 0 AND 999999),
	CONSTRAINT "dream_rolls_won" CHECK ("dream_rolls"."won" = ("dream_rolls"."ticket" <= "dream_rolls"."chance_ppm")),
	CONSTRAINT "dream_rolls_item" CHECK ("dream_rolls"."won" = ("dream_rolls"."item_id" IS NOT NULL)),
	CONSTRAINT "dream_rolls_paid" CHECK ("dream_rolls"."fee" >= 0 AND "dream_rolls"."stake_value" >= 0 AND ("dream_rolls"."fee" > 0) <> ("dream_rolls"."stake_value" > 0))
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"ornament_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"coins_paid" bigint NOT NULL,
	"points_paid" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_paid" CHECK ("shop_orders"."price" > 0 AND "shop_orders"."coins_paid" >= 0 AND "shop_orders"."points_paid" >= 0 AND "shop_orders"."coins_paid" + "shop_orders"."points_paid" = "shop_orders"."price")
);
--> statement-breakpoint
ALTER TABLE "dream_rolls" ADD CONSTRAINT "dream_rolls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_rolls" ADD CONSTRAINT "dream_rolls_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_rolls" ADD CONSTRAINT "dream_rolls_target_ornament_id_ornaments_id_fk" FOREIGN KEY ("target_ornament_id") REFERENCES "public"."ornaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_rolls" ADD CONSTRAINT "dream_rolls_item_id_backpack_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."backpack_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_rolls" ADD CONSTRAINT "dream_rolls_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_ornament_id_ornaments_id_fk" FOREIGN KEY ("ornament_id") REFERENCES "public"."ornaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_item_id_backpack_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."backpack_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dream_rolls_seed_nonce_idx" ON "dream_rolls" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "dream_rolls_user_idx" ON "dream_rolls" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","id");--> statement-breakpoint
-- Hand-written: the house's accounts for issue 13. house:dream takes dream fees; house:points issues
-- the points players earn on spending; house:coins issues gold coins (promotions, the demo
-- account); house:shop takes what the shop sells for, in coins and points.
INSERT INTO accounts (code, type, external) VALUES
  ('house:dream', 'house', true),
  ('house:points', 'house', true),
  ('house:coins', 'house', true),
  ('house:shop', 'house', true);
