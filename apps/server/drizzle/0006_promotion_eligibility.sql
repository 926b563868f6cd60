ALTER TABLE "members" ADD COLUMN "signup_ip" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "first_deposit_ref" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "claim_rule" text DEFAULT 'oncePerMember' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_claims_per_member" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD COLUMN "claim_no" integer;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD COLUMN "claim_day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_claim_no_key" ON "member_bonuses" USING btree ("member_id","promotion_id","claim_no");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_claim_day_key" ON "member_bonuses" USING btree ("member_id","promotion_id","claim_day");--> statement-breakpoint
CREATE INDEX "member_bonuses_promotion_idx" ON "member_bonuses" USING btree ("promotion_id","received_at");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_claim_rule_check" CHECK ("promotions"."claim_rule" in ('firstDeposit', 'oncePerMember', 'oncePerDay', 'everyDeposit'));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_window_check" CHECK ("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."starts_at" < "promotions"."ends_at");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_max_claims_check" CHECK ("promotions"."max_claims_per_member" is null or "promotions"."max_claims_per_member" > 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_hidden_check" CHECK (not ("promotions"."hidden" and "promotions"."active"));