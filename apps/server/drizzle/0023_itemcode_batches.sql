CREATE TABLE "item_code_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prefix" text,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"note" text NOT NULL,
	"promotion_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_code_batches_terms_check" CHECK ("item_code_batches"."count" > 0 and "item_code_batches"."amount" > 0 and "item_code_batches"."turnover" >= 0)
);
--> statement-breakpoint
ALTER TABLE "item_code_redemptions" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "item_codes" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "item_code_batches" ADD CONSTRAINT "item_code_batches_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_code_batches_created_idx" ON "item_code_batches" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "item_code_redemptions" ADD CONSTRAINT "item_code_redemptions_batch_id_item_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."item_code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_codes" ADD CONSTRAINT "item_codes_batch_id_item_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."item_code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_code_redemptions_batch_member_key" ON "item_code_redemptions" USING btree ("batch_id","member_id");--> statement-breakpoint
CREATE INDEX "item_codes_batch_idx" ON "item_codes" USING btree ("batch_id");