CREATE TABLE "exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"length" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exclusions_values" CHECK ("exclusions"."kind" IN ('cooloff', 'self') AND "exclusions"."ends_at" > "exclusions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "limit_prompts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"skipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"from_fen" bigint,
	"to_fen" bigint,
	"state" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"staff_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limit_changes_state" CHECK ("play_limit_changes"."state" IN ('applied', 'pending', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_fen" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "play_limits_values" CHECK ("play_limits"."kind" IN ('deposit', 'loss') AND "play_limits"."period" IN ('day', 'week', 'month') AND ("play_limits"."amount_fen" IS NULL OR "play_limits"."amount_fen" > 0))
);
--> statement-breakpoint
CREATE TABLE "reality_check_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"continued" boolean NOT NULL,
	"session_minutes" integer NOT NULL,
	"net_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reality_checks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"interval_minutes" integer DEFAULT 60 NOT NULL,
	"session_started_at" timestamp with time zone,
	"last_play_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	CONSTRAINT "reality_checks_interval" CHECK ("reality_checks"."interval_minutes" IN (15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "exclusions" ADD CONSTRAINT "exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_prompts" ADD CONSTRAINT "limit_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limit_changes" ADD CONSTRAINT "play_limit_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limit_changes" ADD CONSTRAINT "play_limit_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_answers" ADD CONSTRAINT "reality_check_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD CONSTRAINT "reality_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exclusions_user_idx" ON "exclusions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "exclusions_created_idx" ON "exclusions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "play_limit_changes_user_idx" ON "play_limit_changes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "play_limit_changes_created_idx" ON "play_limit_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reality_check_answers_created_idx" ON "reality_check_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rolls_box_created_idx" ON "rolls" USING btree ("box_id","created_at");