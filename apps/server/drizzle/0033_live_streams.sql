CREATE TABLE "live_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"table_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "live_streams_open_idx" ON "live_streams" USING btree ("username") WHERE "live_streams"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "live_streams_opened_at_idx" ON "live_streams" USING btree ("opened_at");