CREATE TABLE "live_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"username" text NOT NULL,
	"bets" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_bets_status_check" CHECK ("live_bets"."status" in ('pending', 'placed', 'refused', 'rolledBack')),
	CONSTRAINT "live_bets_stake_check" CHECK ("live_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_payouts" (
	"round_id" uuid NOT NULL,
	"username" text NOT NULL,
	"stake" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "live_payouts_round_id_username_pk" PRIMARY KEY("round_id","username"),
	CONSTRAINT "live_payouts_status_check" CHECK ("live_payouts"."status" in ('pending', 'paid')),
	CONSTRAINT "live_payouts_amounts_check" CHECK ("live_payouts"."amount" >= 0 and "live_payouts"."turnover" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" text NOT NULL,
	"round_no" integer NOT NULL,
	"shoe_id" uuid NOT NULL,
	"hand_no" integer NOT NULL,
	"card_from" integer DEFAULT 0 NOT NULL,
	"card_to" integer DEFAULT 0 NOT NULL,
	"phase" text DEFAULT 'betting' NOT NULL,
	"bets_close_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"revealed" integer DEFAULT 0 NOT NULL,
	"draw" jsonb NOT NULL,
	"dealt_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_rounds_phase_check" CHECK ("live_rounds"."phase" in ('betting', 'dealing', 'settling', 'done'))
);
--> statement-breakpoint
CREATE TABLE "live_shoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" text NOT NULL,
	"shoe_no" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"lease_holder" text,
	"lease_expires_at" timestamp with time zone,
	CONSTRAINT "live_tables_kind_check" CHECK ("live_tables"."kind" in ('baccarat', 'dragonTiger', 'hilo', 'fishPrawnCrab'))
);
--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_payouts" ADD CONSTRAINT "live_payouts_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_table_id_live_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."live_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_shoe_id_live_shoes_id_fk" FOREIGN KEY ("shoe_id") REFERENCES "public"."live_shoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shoes" ADD CONSTRAINT "live_shoes_table_id_live_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."live_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_bets_round_user_idx" ON "live_bets" USING btree ("round_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_table_no_key" ON "live_rounds" USING btree ("table_id","round_no");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_shoe_hand_key" ON "live_rounds" USING btree ("shoe_id","hand_no");--> statement-breakpoint
CREATE UNIQUE INDEX "live_shoes_table_no_key" ON "live_shoes" USING btree ("table_id","shoe_no");