CREATE TABLE "spin_ticket_progress" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"carried" bigint DEFAULT 0 NOT NULL,
	"last_granted" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spin_ticket_progress_amounts_check" CHECK ("spin_ticket_progress"."carried" >= 0 and "spin_ticket_progress"."last_granted" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bet_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spin_ticket_progress" ADD CONSTRAINT "spin_ticket_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bet_count_check" CHECK ("game_rounds"."bet_count" >= 0);