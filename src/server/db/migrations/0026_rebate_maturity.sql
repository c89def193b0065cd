ALTER TABLE "referral_rebates" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "referral_rebates_pending_idx" ON "referral_rebates" USING btree ("partner_id") WHERE "referral_rebates"."pending";--> statement-breakpoint
-- Battle seats used to be rebated when taken: the rebates of seats whose room is still waiting can
-- still be taken back by a dissolve, so they stay out of the transferable balance until it starts.
UPDATE "referral_rebates" r SET "pending" = true
FROM "battle_rooms" b
WHERE r."source" = 'battle' AND r."reversed_at" IS NULL AND r."amount" > r."offset"
  AND b."id"::text = split_part(r."spend_ref", ':', 2) AND b."state" = 0;
