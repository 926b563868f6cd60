CREATE TABLE "reward_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"member_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"base" bigint NOT NULL,
	"rate_ppm" integer NOT NULL,
	"amount" bigint NOT NULL,
	"sources" integer DEFAULT 1 NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_credits_kind_check" CHECK (("reward_credits"."kind" = 'cashback' and "reward_credits"."level" = 0) or ("reward_credits"."kind" = 'affiliate' and "reward_credits"."level" in (1, 2))),
	CONSTRAINT "reward_credits_amount_check" CHECK ("reward_credits"."amount" > 0 and "reward_credits"."base" > 0 and "reward_credits"."rate_ppm" > 0 and "reward_credits"."sources" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_periods" (
	"key" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_periods_range_check" CHECK ("reward_periods"."starts_at" < "reward_periods"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_period_key_reward_periods_key_fk" FOREIGN KEY ("period_key") REFERENCES "public"."reward_periods"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_credits_once_key" ON "reward_credits" USING btree ("kind","period_key","member_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_credits_transfer_id_key" ON "reward_credits" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "reward_credits_member_idx" ON "reward_credits" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "reward_periods_ends_at_idx" ON "reward_periods" USING btree ("ends_at");--> statement-breakpoint
-- Hand-written (drizzle cannot express triggers): a member's referrer is chosen once, at signup, among
-- members that already exist, and never changes. So nobody refers themselves and the referral graph
-- can hold no cycle (each member points only at an older one): affiliate commissions walk it safely.
CREATE FUNCTION "members_referrer_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.referrer_id = NEW.id THEN
    RAISE EXCEPTION 'a member cannot be their own referrer' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.referrer_id IS DISTINCT FROM OLD.referrer_id THEN
    RAISE EXCEPTION 'a member''s referrer is fixed at signup' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_referrer_fixed" BEFORE INSERT OR UPDATE OF "referrer_id" ON "members"
  FOR EACH ROW EXECUTE FUNCTION "members_referrer_fixed"();
