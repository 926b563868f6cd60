CREATE TABLE "adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"needs_approval" boolean NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustments_amount_check" CHECK ("adjustments"."amount" > 0),
	CONSTRAINT "adjustments_direction_check" CHECK ("adjustments"."direction" in ('credit', 'debit')),
	CONSTRAINT "adjustments_status_check" CHECK ("adjustments"."status" in ('pending', 'applied', 'rejected')),
	CONSTRAINT "adjustments_applied_check" CHECK (("adjustments"."status" = 'applied') = ("adjustments"."transfer_id" is not null)),
	CONSTRAINT "adjustments_decided_check" CHECK (("adjustments"."status" = 'pending') = ("adjustments"."decided_by" is null and "adjustments"."decided_at" is null)),
	CONSTRAINT "adjustments_checker_check" CHECK (not "adjustments"."needs_approval" or "adjustments"."status" <> 'applied' or "adjustments"."decided_by" <> "adjustments"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "bank_statements" DROP CONSTRAINT "bank_statements_same_as_check";--> statement-breakpoint
ALTER TABLE "bank_statements" DROP CONSTRAINT "bank_statements_status_check";--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjustments_request_id_key" ON "adjustments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "adjustments_status_idx" ON "adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "adjustments_member_id_idx" ON "adjustments" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_same_as_check" CHECK (case when "bank_statements"."status" = 'duplicate' then "bank_statements"."same_as" is not null else "bank_statements"."same_as" is null or "bank_statements"."status" in ('credited', 'not_ours') end);--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_status_check" CHECK ("bank_statements"."status" in ('unmatched', 'credited', 'rejected', 'internal', 'duplicate', 'not_ours'));