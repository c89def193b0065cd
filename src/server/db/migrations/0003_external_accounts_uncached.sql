ALTER TABLE "accounts" DROP CONSTRAINT "accounts_balance_nonnegative";--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
-- External accounts stop caching a balance (their postings hold it), so every cached balance fits the check.
UPDATE "accounts" SET "balance" = 0 WHERE "external";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_balance_never_negative" CHECK ("accounts"."balance" >= 0);