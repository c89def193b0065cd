ALTER TABLE "vip_levels" ADD COLUMN "free_box_id" integer;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "free_box_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD COLUMN "free_box_id" integer;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD COLUMN "free_box_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_free_box_id_boxes_id_fk" FOREIGN KEY ("free_box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_free_box_id_boxes_id_fk" FOREIGN KEY ("free_box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_free_box" CHECK ("vip_levels"."free_box_count" BETWEEN 0 AND 10 AND ("vip_levels"."free_box_count" > 0) = ("vip_levels"."free_box_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_free_box" CHECK ("vip_rewards"."free_box_count" BETWEEN 0 AND 10 AND ("vip_rewards"."free_box_count" > 0) = ("vip_rewards"."free_box_id" IS NOT NULL));