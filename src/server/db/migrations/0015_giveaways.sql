CREATE TABLE "beacon_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret_key" text NOT NULL,
	"public_key" text NOT NULL,
	"genesis_time" bigint NOT NULL,
	"period_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beacon_keys_one" CHECK ("beacon_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "giveaway_entries" (
	"giveaway_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"code" integer NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_entries_giveaway_id_user_id_pk" PRIMARY KEY("giveaway_id","user_id"),
	CONSTRAINT "giveaway_entries_code" CHECK ("giveaway_entries"."code" >= 1)
);
--> statement-breakpoint
CREATE TABLE "giveaway_prizes" (
	"giveaway_id" bigint NOT NULL,
	"pos" smallint NOT NULL,
	"ornament_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"source_item_id" bigint,
	"winner_id" bigint,
	"winner_code" integer,
	"ticket" integer,
	"ticket_range" integer,
	"won_item_id" bigint,
	CONSTRAINT "giveaway_prizes_giveaway_id_pos_pk" PRIMARY KEY("giveaway_id","pos"),
	CONSTRAINT "giveaway_prizes_pos" CHECK ("giveaway_prizes"."pos" BETWEEN 1 AND 100),
	CONSTRAINT "giveaway_prizes_value" CHECK ("giveaway_prizes"."value" >= 0),
	CONSTRAINT "giveaway_prizes_ticket" CHECK ("giveaway_prizes"."ticket" IS NULL OR "giveaway_prizes"."ticket" BETWEEN 1 AND "giveaway_prizes"."ticket_range"),
	CONSTRAINT "giveaway_prizes_won" CHECK (("giveaway_prizes"."winner_id" IS NULL) = ("giveaway_prizes"."won_item_id" IS NULL) AND ("giveaway_prizes"."winner_id" IS NULL) = ("giveaway_prizes"."ticket" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_by_staff" bigint,
	"streamer_id" bigint,
	"demo" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"max_entrants" integer,
	"draw_mode" text NOT NULL,
	"draw_at" timestamp with time zone,
	"min_deposit" bigint,
	"deposit_days" smallint,
	"join_code_hash" text,
	"require_verified" boolean DEFAULT false NOT NULL,
	"invite_token" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"entrant_count" integer DEFAULT 0 NOT NULL,
	"pool_value" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"salt" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"closed_at" timestamp with time zone,
	"entrants_hash" text,
	"beacon_round" bigint,
	"beacon_randomness" text,
	"beacon_signature" text,
	"public_seed" text,
	"drawn_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_staff" bigint,
	"cost_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaways_kind" CHECK ("giveaways"."kind" IN ('official', 'streamer')),
	CONSTRAINT "giveaways_maker" CHECK (("giveaways"."kind" = 'official' AND "giveaways"."streamer_id" IS NULL) OR ("giveaways"."kind" = 'streamer' AND "giveaways"."streamer_id" IS NOT NULL AND "giveaways"."created_by_staff" IS NULL)),
	CONSTRAINT "giveaways_draw_mode" CHECK ("giveaways"."draw_mode" IN ('time', 'full')),
	CONSTRAINT "giveaways_when" CHECK (("giveaways"."draw_mode" = 'time' AND "giveaways"."draw_at" IS NOT NULL) OR ("giveaways"."draw_mode" = 'full' AND "giveaways"."max_entrants" IS NOT NULL)),
	CONSTRAINT "giveaways_max" CHECK ("giveaways"."max_entrants" IS NULL OR "giveaways"."max_entrants" BETWEEN 1 AND 100000),
	CONSTRAINT "giveaways_count" CHECK ("giveaways"."entrant_count" >= 0 AND ("giveaways"."max_entrants" IS NULL OR "giveaways"."entrant_count" <= "giveaways"."max_entrants")),
	CONSTRAINT "giveaways_deposit" CHECK (("giveaways"."min_deposit" IS NULL) = ("giveaways"."deposit_days" IS NULL) AND ("giveaways"."min_deposit" IS NULL OR ("giveaways"."min_deposit" > 0 AND "giveaways"."deposit_days" BETWEEN 1 AND 365))),
	CONSTRAINT "giveaways_state" CHECK ("giveaways"."state" IN (0, 1, 2, 3)),
	CONSTRAINT "giveaways_closed" CHECK (("giveaways"."state" IN (1, 2)) = ("giveaways"."closed_at" IS NOT NULL AND "giveaways"."entrants_hash" IS NOT NULL AND "giveaways"."beacon_round" IS NOT NULL)),
	CONSTRAINT "giveaways_drawn" CHECK (("giveaways"."state" = 2) = ("giveaways"."drawn_at" IS NOT NULL AND "giveaways"."public_seed" IS NOT NULL AND "giveaways"."beacon_randomness" IS NOT NULL)),
	CONSTRAINT "giveaways_cancelled" CHECK (("giveaways"."state" = 3) = ("giveaways"."cancelled_at" IS NOT NULL)),
	CONSTRAINT "giveaways_pool_value" CHECK ("giveaways"."pool_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streamer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_prizes" ADD CONSTRAINT "giveaway_prizes_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_prizes" ADD CONSTRAINT "giveaway_prizes_ornament_id_ornaments_id_fk" FOREIGN KEY ("ornament_id") REFERENCES "public"."ornaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_prizes" ADD CONSTRAINT "giveaway_prizes_source_item_id_backpack_items_id_fk" FOREIGN KEY ("source_item_id") REFERENCES "public"."backpack_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_prizes" ADD CONSTRAINT "giveaway_prizes_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_prizes" ADD CONSTRAINT "giveaway_prizes_won_item_id_backpack_items_id_fk" FOREIGN KEY ("won_item_id") REFERENCES "public"."backpack_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_created_by_staff_staff_id_fk" FOREIGN KEY ("created_by_staff") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_streamer_id_users_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_cancelled_by_staff_staff_id_fk" FOREIGN KEY ("cancelled_by_staff") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_cost_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("cost_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_entries_code_idx" ON "giveaway_entries" USING btree ("giveaway_id","code");--> statement-breakpoint
CREATE INDEX "giveaway_entries_user_idx" ON "giveaway_entries" USING btree ("user_id","giveaway_id");--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_prizes_source_idx" ON "giveaway_prizes" USING btree ("source_item_id") WHERE "giveaway_prizes"."source_item_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_prizes_winner_once" ON "giveaway_prizes" USING btree ("giveaway_id","winner_id") WHERE "giveaway_prizes"."winner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "giveaways_state_idx" ON "giveaways" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "giveaways_kind_idx" ON "giveaways" USING btree ("kind","state","id");--> statement-breakpoint
CREATE INDEX "giveaways_streamer_idx" ON "giveaways" USING btree ("streamer_id","id") WHERE "giveaways"."streamer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "giveaways_invite_idx" ON "giveaways" USING btree ("invite_token") WHERE "giveaways"."invite_token" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "giveaways_one_open_demo" ON "giveaways" USING btree ("demo") WHERE "giveaways"."demo" AND "giveaways"."state" IN (0, 1);--> statement-breakpoint
-- Hand-written: the house's accounts for issue 15. An official giveaway's awarded prizes are a cost
-- (house:giveaways) against the value of items the house has handed out (house:prizes).
INSERT INTO accounts (code, type, external) VALUES ('house:giveaways', 'house', true), ('house:prizes', 'house', true);
