-- A version writes down its items' prices: what its tableHash commits to and an opening pays
-- (docs/decisions/0110). Versions written before take the prices the catalogue holds now, the ones
-- their hash was computed from until today.
ALTER TABLE "box_version_items" ADD COLUMN "price" bigint;
--> statement-breakpoint
UPDATE "box_version_items" AS i SET "price" = o."price" FROM "ornaments" AS o WHERE o."id" = i."ornament_id";
--> statement-breakpoint
ALTER TABLE "box_version_items" ALTER COLUMN "price" SET NOT NULL;
