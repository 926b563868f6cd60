ALTER TABLE "member_bonuses" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD COLUMN "own_at_start" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD COLUMN "start_entry_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "game_partner_transfers_member_idx" ON "game_partner_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_member_open_idx" ON "game_rounds" USING btree ("member_id") WHERE "game_rounds"."status" = 'open';