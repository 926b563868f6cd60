CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"source" text NOT NULL,
	"channel_id" uuid,
	"to_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"transferred_at" timestamp with time zone NOT NULL,
	"from_bank_code" text NOT NULL,
	"from_account" text NOT NULL,
	"from_name" text,
	"status" text NOT NULL,
	"reason" text,
	"member_id" uuid,
	"credited_via" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_amount_check" CHECK ("bank_statements"."amount" > 0),
	CONSTRAINT "bank_statements_source_check" CHECK ("bank_statements"."source" in ('feed', 'slip')),
	CONSTRAINT "bank_statements_status_check" CHECK ("bank_statements"."status" in ('unmatched', 'credited', 'rejected')),
	CONSTRAINT "bank_statements_credited_check" CHECK (("bank_statements"."status" = 'credited') = ("bank_statements"."member_id" is not null and "bank_statements"."credited_via" is not null and "bank_statements"."credited_at" is not null)),
	CONSTRAINT "bank_statements_channel_check" CHECK (("bank_statements"."status" = 'rejected') = ("bank_statements"."channel_id" is null)),
	CONSTRAINT "bank_statements_via_check" CHECK ("bank_statements"."credited_via" in ('feed', 'slip', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "member_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"promotion_id" uuid NOT NULL,
	"deposit_ref" text NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"turnover_type" smallint NOT NULL,
	"need_turnover" bigint DEFAULT 0 NOT NULL,
	"max_withdraw_type" smallint NOT NULL,
	"max_withdraw" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"end_reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "member_bonuses_status_check" CHECK ("member_bonuses"."status" in ('active', 'ended')),
	CONSTRAINT "member_bonuses_ended_check" CHECK (("member_bonuses"."status" = 'ended') = ("member_bonuses"."ended_at" is not null)),
	CONSTRAINT "member_bonuses_amounts_check" CHECK ("member_bonuses"."deposit_amount" > 0 and "member_bonuses"."bonus_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_ref_key" ON "bank_statements" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "bank_statements_status_idx" ON "bank_statements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bank_statements_member_id_idx" ON "bank_statements" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_one_active_key" ON "member_bonuses" USING btree ("member_id") WHERE "member_bonuses"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_deposit_ref_key" ON "member_bonuses" USING btree ("deposit_ref");--> statement-breakpoint
CREATE INDEX "member_bonuses_member_id_idx" ON "member_bonuses" USING btree ("member_id","received_at");