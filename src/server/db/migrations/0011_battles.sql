CREATE TABLE "battle_results" (
	"room_id" bigint NOT NULL,
	"round" smallint NOT NULL,
	"pos" smallint NOT NULL,
	"box_id" integer NOT NULL,
	"box_version" integer NOT NULL,
	"ticket" integer NOT NULL,
	"ticket_from" integer NOT NULL,
	"ticket_to" integer NOT NULL,
	"ornament_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"awarded_pos" smallint NOT NULL,
	"item_id" bigint,
	CONSTRAINT "battle_results_room_id_round_pos_pk" PRIMARY KEY("room_id","round","pos"),
	CONSTRAINT "battle_results_ticket" CHECK ("battle_results"."ticket" BETWEEN "battle_results"."ticket_from" AND "battle_results"."ticket_to")
);
--> statement-breakpoint
CREATE TABLE "battle_rooms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"creator_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"team" boolean DEFAULT false NOT NULL,
	"seats" smallint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"cases" jsonb NOT NULL,
	"rounds" smallint NOT NULL,
	"cost_per_seat" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"salt" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"room_public_seed" text,
	"winners" jsonb,
	"tiebreak" jsonb,
	"round_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dissolve_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"dissolved_at" timestamp with time zone,
	CONSTRAINT "battle_rooms_mode" CHECK ("battle_rooms"."mode" IN ('classic', 'reverse')),
	CONSTRAINT "battle_rooms_state" CHECK ("battle_rooms"."state" IN (0, 1, 2, 3)),
	CONSTRAINT "battle_rooms_seats" CHECK ("battle_rooms"."seats" IN (2, 3, 4)),
	CONSTRAINT "battle_rooms_team_seats" CHECK (NOT "battle_rooms"."team" OR "battle_rooms"."seats" = 4),
	CONSTRAINT "battle_rooms_rounds" CHECK ("battle_rooms"."rounds" BETWEEN 1 AND 20),
	CONSTRAINT "battle_rooms_cost" CHECK ("battle_rooms"."cost_per_seat" > 0),
	CONSTRAINT "battle_rooms_round_ms" CHECK ("battle_rooms"."round_ms" > 0),
	CONSTRAINT "battle_rooms_started" CHECK (("battle_rooms"."state" IN (1, 2)) = ("battle_rooms"."started_at" IS NOT NULL AND "battle_rooms"."room_public_seed" IS NOT NULL AND "battle_rooms"."ends_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "battle_seats" (
	"room_id" bigint NOT NULL,
	"pos" smallint NOT NULL,
	"user_id" bigint,
	"bot_id" smallint,
	"client_seed" text NOT NULL,
	"paid_transaction_id" bigint NOT NULL,
	"refund_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_seats_room_id_pos_pk" PRIMARY KEY("room_id","pos"),
	CONSTRAINT "battle_seats_pos" CHECK ("battle_seats"."pos" BETWEEN 1 AND 4),
	CONSTRAINT "battle_seats_one_occupant" CHECK (("battle_seats"."user_id" IS NULL) <> ("battle_seats"."bot_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "battle_results" ADD CONSTRAINT "battle_results_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_results" ADD CONSTRAINT "battle_results_ornament_id_ornaments_id_fk" FOREIGN KEY ("ornament_id") REFERENCES "public"."ornaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_results" ADD CONSTRAINT "battle_results_item_id_backpack_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."backpack_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_rooms" ADD CONSTRAINT "battle_rooms_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_paid_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("paid_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_results_item_idx" ON "battle_results" USING btree ("item_id") WHERE "battle_results"."item_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "battle_rooms_state_idx" ON "battle_rooms" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "battle_rooms_creator_idx" ON "battle_rooms" USING btree ("creator_id","id");--> statement-breakpoint
CREATE INDEX "battle_rooms_ended_idx" ON "battle_rooms" USING btree ("ended_at") WHERE "battle_rooms"."state" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_seats_player_once" ON "battle_seats" USING btree ("room_id","user_id") WHERE "battle_seats"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "battle_seats_user_idx" ON "battle_seats" USING btree ("user_id","room_id") WHERE "battle_seats"."user_id" IS NOT NULL;--> statement-breakpoint
-- Hand-written: the house's battle accounts. Seats are paid into house:battle (and refunded from it
-- when a room dissolves); bots pay their seats from house:bots.
INSERT INTO accounts (code, type, external) VALUES
  ('house:battle', 'house', true),
  ('house:bots', 'house', true);
