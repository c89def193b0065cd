CREATE TABLE "backpack_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"ornament_id" integer NOT NULL,
	"module_id" smallint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"price" bigint NOT NULL,
	"roll_id" bigint,
	"box_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_version_items" (
	"box_id" integer NOT NULL,
	"version" integer NOT NULL,
	"position" smallint NOT NULL,
	"ornament_id" integer NOT NULL,
	"ticket_from" integer NOT NULL,
	"ticket_to" integer NOT NULL,
	CONSTRAINT "box_version_items_box_id_version_position_pk" PRIMARY KEY("box_id","version","position"),
	CONSTRAINT "box_version_items_range" CHECK ("box_version_items"."ticket_from" >= 1 AND "box_version_items"."ticket_to" >= "box_version_items"."ticket_from")
);
--> statement-breakpoint
CREATE TABLE "box_versions" (
	"box_id" integer NOT NULL,
	"version" integer NOT NULL,
	"price" bigint NOT NULL,
	"expected_value" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_versions_box_id_version_pk" PRIMARY KEY("box_id","version")
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"theme_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"image" text NOT NULL,
	"current_version" integer NOT NULL,
	CONSTRAINT "boxes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"salt" text NOT NULL,
	"public_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ornaments" (
	"id" integer PRIMARY KEY NOT NULL,
	"price" bigint NOT NULL,
	"grade" smallint NOT NULL,
	"weapon_type" text NOT NULL,
	"shop_category" text NOT NULL,
	"info" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rolls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"game" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"ticket" integer NOT NULL,
	"range" integer NOT NULL,
	"ticket_from" integer NOT NULL,
	"ticket_to" integer NOT NULL,
	"box_id" integer,
	"box_version" integer,
	"ornament_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rolls_ticket_in_range" CHECK ("rolls"."ticket" BETWEEN "rolls"."ticket_from" AND "rolls"."ticket_to")
);
--> statement-breakpoint
ALTER TABLE "backpack_items" ADD CONSTRAINT "backpack_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backpack_items" ADD CONSTRAINT "backpack_items_ornament_id_ornaments_id_fk" FOREIGN KEY ("ornament_id") REFERENCES "public"."ornaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backpack_items" ADD CONSTRAINT "backpack_items_roll_id_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."rolls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_version_items" ADD CONSTRAINT "box_version_items_ornament_id_ornaments_id_fk" FOREIGN KEY ("ornament_id") REFERENCES "public"."ornaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_versions" ADD CONSTRAINT "box_versions_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_theme_id_box_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."box_themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_ornament_id_ornaments_id_fk" FOREIGN KEY ("ornament_id") REFERENCES "public"."ornaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backpack_items_user_idx" ON "backpack_items" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "backpack_items_recent_idx" ON "backpack_items" USING btree ("id") WHERE "backpack_items"."module_id" IN (1, 2, 3, 5);--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_one_active_idx" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "rolls_seed_nonce_idx" ON "rolls" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "rolls_user_idx" ON "rolls" USING btree ("user_id","id");