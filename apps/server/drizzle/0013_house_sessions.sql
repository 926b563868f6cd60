CREATE TABLE "house_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"launch_token_id" text NOT NULL,
	"username" text NOT NULL,
	"operator_session" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "house_sessions_launch_token_id_key" ON "house_sessions" USING btree ("launch_token_id");--> statement-breakpoint
CREATE INDEX "house_sessions_created_at_idx" ON "house_sessions" USING btree ("created_at");