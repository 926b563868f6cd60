ALTER TABLE "members" ADD COLUMN "adult_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "terms_accepted_at" timestamp with time zone;