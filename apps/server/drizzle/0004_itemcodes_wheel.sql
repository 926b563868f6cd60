CREATE TABLE "item_code_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_code_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"promotion_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_codes_amount_check" CHECK ("item_codes"."amount" > 0 and "item_codes"."turnover" >= 0),
	CONSTRAINT "item_codes_uses_check" CHECK ("item_codes"."used_count" >= 0 and ("item_codes"."max_uses" is null or ("item_codes"."max_uses" > 0 and "item_codes"."used_count" <= "item_codes"."max_uses")))
);
--> statement-breakpoint
CREATE TABLE "wheel_seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "wheel_seed_pairs_nonce_check" CHECK ("wheel_seed_pairs"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"prize_index" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"ticket_transfer_id" uuid NOT NULL,
	"prize_transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_spins_kind_check" CHECK ("wheel_spins"."kind" in ('CREDIT', 'COIN', 'NONE')),
	CONSTRAINT "wheel_spins_amount_check" CHECK ("wheel_spins"."amount" >= 0 and "wheel_spins"."prize_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "item_code_redemptions" ADD CONSTRAINT "item_code_redemptions_item_code_id_item_codes_id_fk" FOREIGN KEY ("item_code_id") REFERENCES "public"."item_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_code_redemptions" ADD CONSTRAINT "item_code_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_code_redemptions" ADD CONSTRAINT "item_code_redemptions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_codes" ADD CONSTRAINT "item_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_seed_pairs" ADD CONSTRAINT "wheel_seed_pairs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_seed_pair_id_wheel_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."wheel_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_ticket_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ticket_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_prize_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("prize_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_code_redemptions_code_member_key" ON "item_code_redemptions" USING btree ("item_code_id","member_id");--> statement-breakpoint
CREATE INDEX "item_code_redemptions_member_idx" ON "item_code_redemptions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_codes_code_key" ON "item_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_seed_pairs_active_key" ON "wheel_seed_pairs" USING btree ("member_id") WHERE "wheel_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_seed_nonce_key" ON "wheel_spins" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "wheel_spins_member_idx" ON "wheel_spins" USING btree ("member_id","created_at" desc);