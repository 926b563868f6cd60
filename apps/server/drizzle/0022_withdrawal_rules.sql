CREATE TABLE "withdrawal_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"auto_max_per_day" bigint NOT NULL,
	"first_needs_approval" boolean NOT NULL,
	"large_amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_rules_single_row" CHECK ("withdrawal_rules"."id" = 1),
	CONSTRAINT "withdrawal_rules_amounts_check" CHECK ("withdrawal_rules"."auto_max_per_day" >= 0 and "withdrawal_rules"."large_amount" >= 0)
);
