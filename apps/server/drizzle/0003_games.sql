CREATE TABLE "game_partner_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner" text NOT NULL,
	"member_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "game_partner_transfers_direction_check" CHECK ("game_partner_transfers"."direction" in ('in', 'out')),
	CONSTRAINT "game_partner_transfers_status_check" CHECK ("game_partner_transfers"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "game_partner_transfers_amount_check" CHECK ("game_partner_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"result" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" in ('open', 'settled', 'refunded')),
	CONSTRAINT "game_rounds_settled_check" CHECK (("game_rounds"."status" = 'open') = ("game_rounds"."settled_at" is null)),
	CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."bet_amount" >= 0 and "game_rounds"."win_amount" >= 0 and "game_rounds"."refund_amount" between 0 and "game_rounds"."bet_amount"
        and "game_rounds"."turnover" between 0 and "game_rounds"."bet_amount" - "game_rounds"."refund_amount"),
	CONSTRAINT "game_rounds_result_check" CHECK (("game_rounds"."status" = 'settled') = ("game_rounds"."result" is not null))
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid NOT NULL,
	"round_id" uuid,
	"amount" bigint DEFAULT 0 NOT NULL,
	"ref_transaction_id" text,
	"fingerprint" text,
	"status" text NOT NULL,
	"answer_status" text NOT NULL,
	"answer_balance" bigint NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_transactions_kind_check" CHECK ("game_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "game_transactions_status_check" CHECK ("game_transactions"."status" in ('accepted', 'refused', 'rolled_back', 'cancelled')),
	CONSTRAINT "game_transactions_amount_check" CHECK ("game_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"game" text NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_status_check" CHECK ("house_rounds"."status" in ('pending', 'placed', 'settled', 'refused', 'cancelled')),
	CONSTRAINT "house_rounds_amounts_check" CHECK ("house_rounds"."stake" > 0 and "house_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "house_seed_pairs_nonce_check" CHECK ("house_seed_pairs"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"channel" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_name" text NOT NULL,
	"status" text NOT NULL,
	"hold_id" uuid NOT NULL,
	"payout_key" text NOT NULL,
	"payout_reference" text,
	"bonus_promotion_id" text,
	"forfeit_transfer_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paying_since" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'paying', 'paid', 'failed', 'rejected')),
	CONSTRAINT "withdrawals_paying_check" CHECK (("withdrawals"."status" in ('paying', 'paid', 'failed')) = ("withdrawals"."paying_since" is not null)),
	CONSTRAINT "withdrawals_resolved_check" CHECK (("withdrawals"."status" in ('paid', 'failed', 'rejected')) = ("withdrawals"."resolved_at" is not null)),
	CONSTRAINT "withdrawals_paid_check" CHECK ("withdrawals"."status" <> 'paid' or "withdrawals"."payout_reference" is not null)
);
--> statement-breakpoint
ALTER TABLE "game_partner_transfers" ADD CONSTRAINT "game_partner_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_pair_id_house_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."house_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_forfeit_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("forfeit_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_partner_transfers_pending_idx" ON "game_partner_transfers" USING btree ("member_id") WHERE "game_partner_transfers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_partner_round_key" ON "game_rounds" USING btree ("partner","provider_round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_opened_idx" ON "game_rounds" USING btree ("member_id","opened_at" desc);--> statement-breakpoint
CREATE INDEX "game_rounds_member_settled_idx" ON "game_rounds" USING btree ("member_id","settled_at") WHERE "game_rounds"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("settled_at") WHERE "game_rounds"."status" = 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_partner_tx_key" ON "game_transactions" USING btree ("partner","transaction_id");--> statement-breakpoint
CREATE INDEX "game_transactions_round_idx" ON "game_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_seed_nonce_key" ON "house_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "house_rounds_username_idx" ON "house_rounds" USING btree ("username","created_at" desc);--> statement-breakpoint
CREATE INDEX "house_rounds_unfinished_idx" ON "house_rounds" USING btree ("username") WHERE "house_rounds"."status" in ('pending', 'placed');--> statement-breakpoint
CREATE UNIQUE INDEX "house_seed_pairs_active_key" ON "house_seed_pairs" USING btree ("username") WHERE "house_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_hold_id_key" ON "withdrawals" USING btree ("hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payout_key_key" ON "withdrawals" USING btree ("payout_key");--> statement-breakpoint
CREATE INDEX "withdrawals_member_id_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");