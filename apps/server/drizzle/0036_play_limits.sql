CREATE TABLE "play_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "play_breaks_kind_check" CHECK ("play_breaks"."kind" in ('timeout', 'exclusion'))
);
--> statement-breakpoint
CREATE TABLE "play_limit_pending" (
	"member_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_limit_pending_member_id_field_pk" PRIMARY KEY("member_id","field")
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"deposit_day" bigint,
	"deposit_week" bigint,
	"deposit_month" bigint,
	"loss_day" bigint,
	"loss_week" bigint,
	"loss_month" bigint,
	"session_minutes" integer,
	"reality_check_minutes" integer DEFAULT 60,
	"break_kind" text,
	"break_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_break_kind_check" CHECK ("play_limits"."break_kind" is null or "play_limits"."break_kind" in ('timeout', 'exclusion')),
	CONSTRAINT "play_limits_amounts_check" CHECK (coalesce("play_limits"."deposit_day", 1) > 0 and coalesce("play_limits"."deposit_week", 1) > 0 and coalesce("play_limits"."deposit_month", 1) > 0
        and coalesce("play_limits"."loss_day", 1) > 0 and coalesce("play_limits"."loss_week", 1) > 0 and coalesce("play_limits"."loss_month", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "play_protection_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_protection_flags_reason_check" CHECK ("play_protection_flags"."reason" in ('depositLimit', 'break'))
);
--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limit_pending" ADD CONSTRAINT "play_limit_pending_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_protection_flags" ADD CONSTRAINT "play_protection_flags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_breaks_member_idx" ON "play_breaks" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "play_protection_flags_created_idx" ON "play_protection_flags" USING btree ("created_at");