-- The fairness watchdog's record (modules/fairness/watchdog.ts): every stored roll it re-computed,
-- when, by which run (the job's id), and whether the roll matched its seeds.
CREATE TABLE "fair_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"roll_ref" text NOT NULL,
	"job_id" bigint,
	"checked_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"detail" text,
	CONSTRAINT "fair_checks_game" CHECK ("fair_checks"."game" IN ('case', 'battle', 'dream', 'giveaway'))
);
--> statement-breakpoint
CREATE INDEX "fair_checks_checked_idx" ON "fair_checks" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "fair_checks_mismatch_idx" ON "fair_checks" USING btree ("checked_at") WHERE NOT "fair_checks"."ok";
