ALTER TABLE "battle_rooms" ALTER COLUMN "creator_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_rooms" ADD COLUMN "official" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "battle_rooms_official_idx" ON "battle_rooms" USING btree ("official","state","id");--> statement-breakpoint
ALTER TABLE "battle_rooms" ADD CONSTRAINT "battle_rooms_official" CHECK ("battle_rooms"."official" = ("battle_rooms"."creator_id" IS NULL));