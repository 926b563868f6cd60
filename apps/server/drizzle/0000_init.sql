CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"wallet_id" text,
	"affiliate_key" text NOT NULL,
	"referrer_id" uuid,
	"is_bonus" boolean DEFAULT false NOT NULL,
	"game_username" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_single_row" CHECK ("site_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"bank_code" text,
	"bank_account" text,
	"full_name" text NOT NULL,
	"phone_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner" text NOT NULL,
	"ch" text NOT NULL,
	"name" text NOT NULL,
	"img" text NOT NULL,
	"game_type" text NOT NULL,
	"category" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"minimum_deposit" bigint DEFAULT 0 NOT NULL,
	"bonus_percent" integer NOT NULL,
	"turnover_amount" bigint DEFAULT 0 NOT NULL,
	"deposit_type" smallint DEFAULT 1 NOT NULL,
	"max_bonus" bigint DEFAULT 0 NOT NULL,
	"max_bonus_type" smallint DEFAULT 0 NOT NULL,
	"max_withdraw_amount" bigint DEFAULT 0 NOT NULL,
	"max_withdraw_type" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_number_key" ON "members" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "members_bank_account_key" ON "members" USING btree ("bank_code","bank_account");--> statement-breakpoint
CREATE UNIQUE INDEX "members_affiliate_key_key" ON "members" USING btree ("affiliate_key");--> statement-breakpoint
CREATE UNIQUE INDEX "members_game_username_key" ON "members" USING btree ("game_username");--> statement-breakpoint
CREATE INDEX "members_referrer_id_idx" ON "members" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_checks_token_hash_key" ON "bank_checks" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bank_checks_expires_at_idx" ON "bank_checks" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_id_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_partner_ch_key" ON "game_providers" USING btree ("partner","ch");