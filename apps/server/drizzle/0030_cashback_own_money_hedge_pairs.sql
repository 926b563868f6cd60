CREATE TABLE "reward_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"member_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"base" bigint NOT NULL,
	"rate_ppm" integer NOT NULL,
	"amount" bigint NOT NULL,
	"sources" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_reviews_status_check" CHECK ("reward_reviews"."status" in ('review', 'approved', 'refused')),
	CONSTRAINT "reward_reviews_paid_check" CHECK (("reward_reviews"."status" = 'approved') = ("reward_reviews"."transfer_id" is not null)),
	CONSTRAINT "reward_reviews_decided_check" CHECK (("reward_reviews"."status" = 'review') = ("reward_reviews"."decided_at" is null)),
	CONSTRAINT "reward_reviews_amount_check" CHECK ("reward_reviews"."amount" > 0 and "reward_reviews"."base" > 0 and "reward_reviews"."rate_ppm" > 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_free_money" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"unspent" bigint NOT NULL,
	"period_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_free_money_unspent_check" CHECK ("cashback_free_money"."unspent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hedge_pair_rounds" (
	"pair_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"spot_a" text NOT NULL,
	"stake_a" bigint NOT NULL,
	"spot_b" text NOT NULL,
	"stake_b" bigint NOT NULL,
	CONSTRAINT "hedge_pair_rounds_pair_id_round_id_pk" PRIMARY KEY("pair_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "hedge_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_a" uuid NOT NULL,
	"member_b" uuid NOT NULL,
	"flagged_period" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hedge_pairs_order_check" CHECK ("hedge_pairs"."member_a" < "hedge_pairs"."member_b")
);
--> statement-breakpoint
ALTER TABLE "reward_reviews" ADD CONSTRAINT "reward_reviews_period_key_reward_periods_key_fk" FOREIGN KEY ("period_key") REFERENCES "public"."reward_periods"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_reviews" ADD CONSTRAINT "reward_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_reviews" ADD CONSTRAINT "reward_reviews_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_free_money" ADD CONSTRAINT "cashback_free_money_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_pair_rounds" ADD CONSTRAINT "hedge_pair_rounds_pair_id_hedge_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."hedge_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_pair_rounds" ADD CONSTRAINT "hedge_pair_rounds_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_pairs" ADD CONSTRAINT "hedge_pairs_member_a_members_id_fk" FOREIGN KEY ("member_a") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_pairs" ADD CONSTRAINT "hedge_pairs_member_b_members_id_fk" FOREIGN KEY ("member_b") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_reviews_once_key" ON "reward_reviews" USING btree ("kind","period_key","member_id","level");--> statement-breakpoint
CREATE INDEX "reward_reviews_status_idx" ON "reward_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hedge_pairs_members_key" ON "hedge_pairs" USING btree ("member_a","member_b");--> statement-breakpoint
CREATE INDEX "hedge_pairs_member_b_idx" ON "hedge_pairs" USING btree ("member_b");