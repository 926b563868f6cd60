ALTER TABLE "deposit_channels" ADD COLUMN "min_amount" bigint;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "max_amount" bigint;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "hidden_from_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "limit_breach" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_limits_check" CHECK (("deposit_channels"."min_amount" is null or "deposit_channels"."min_amount" > 0) and ("deposit_channels"."max_amount" is null or "deposit_channels"."max_amount" >= coalesce("deposit_channels"."min_amount", 1)));--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_limit_breach_check" CHECK ("bank_statements"."limit_breach" in ('belowMinimum', 'aboveMaximum'));