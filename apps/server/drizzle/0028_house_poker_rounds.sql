CREATE TABLE "house_poker_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"game" text NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"stake" bigint NOT NULL,
	"call_stake" bigint DEFAULT 0 NOT NULL,
	"call_attempts" integer DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"bet" jsonb NOT NULL,
	"decision" jsonb,
	"decided_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_poker_rounds_game_check" CHECK ("house_poker_rounds"."game" in ('videoPoker', 'holdem')),
	CONSTRAINT "house_poker_rounds_status_check" CHECK ("house_poker_rounds"."status" in ('pending', 'open', 'calling', 'paying', 'settled', 'refused', 'cancelled')),
	CONSTRAINT "house_poker_rounds_decided_by_check" CHECK ("house_poker_rounds"."decided_by" in ('member', 'timeout')),
	CONSTRAINT "house_poker_rounds_amounts_check" CHECK ("house_poker_rounds"."stake" > 0 and "house_poker_rounds"."call_stake" >= 0 and "house_poker_rounds"."payout" >= 0 and "house_poker_rounds"."call_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "house_poker_rounds" ADD CONSTRAINT "house_poker_rounds_seed_pair_id_house_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."house_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_poker_rounds_seed_nonce_key" ON "house_poker_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "house_poker_rounds_undecided_key" ON "house_poker_rounds" USING btree ("username","game") WHERE "house_poker_rounds"."status" in ('pending', 'open', 'calling');--> statement-breakpoint
CREATE INDEX "house_poker_rounds_username_idx" ON "house_poker_rounds" USING btree ("username","game","created_at" desc);--> statement-breakpoint
CREATE INDEX "house_poker_rounds_unfinished_idx" ON "house_poker_rounds" USING btree ("updated_at") WHERE "house_poker_rounds"."status" in ('pending', 'open', 'calling', 'paying');