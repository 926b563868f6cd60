-- Two channels sharing one receiving number would make the unique index below fail with a bare duplicate-key
-- error; say what to do instead (docs/decisions/023-receiving-numbers.md: the feed finds a channel by its
-- number alone).
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM deposit_channels
             GROUP BY regexp_replace(coalesce(bank_account, phone_number, ''), '[^0-9]', '', 'g') HAVING count(*) > 1) THEN
    RAISE EXCEPTION 'deposit_channels: two channels share one receiving number; change or remove one before upgrading';
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "bank_statements" DROP CONSTRAINT "bank_statements_status_check";--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "receiving_number" text GENERATED ALWAYS AS (regexp_replace(coalesce(bank_account, phone_number, ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "same_as" uuid;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_same_as_bank_statements_id_fk" FOREIGN KEY ("same_as") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_receiving_number_key" ON "deposit_channels" USING btree ("receiving_number");--> statement-breakpoint
CREATE INDEX "bank_statements_transfer_idx" ON "bank_statements" USING btree ("channel_id","amount","transferred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_same_as_key" ON "bank_statements" USING btree ("same_as");--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_same_as_check" CHECK (("bank_statements"."status" = 'duplicate') = ("bank_statements"."same_as" is not null));--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_status_check" CHECK ("bank_statements"."status" in ('unmatched', 'credited', 'rejected', 'internal', 'duplicate'));