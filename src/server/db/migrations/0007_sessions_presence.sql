CREATE TABLE "live_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"address" text NOT NULL,
	"viewer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "live_connections_address_idx" ON "live_connections" USING btree ("address");--> statement-breakpoint
CREATE INDEX "live_connections_seen_idx" ON "live_connections" USING btree ("seen_at");