CREATE TABLE "member_favourite_games" (
	"member_id" uuid NOT NULL,
	"partner" text NOT NULL,
	"ch" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_favourite_games_member_id_partner_ch_pk" PRIMARY KEY("member_id","partner","ch")
);
--> statement-breakpoint
CREATE TABLE "member_recent_games" (
	"member_id" uuid NOT NULL,
	"partner" text NOT NULL,
	"ch" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_recent_games_member_id_partner_ch_pk" PRIMARY KEY("member_id","partner","ch")
);
--> statement-breakpoint
ALTER TABLE "member_favourite_games" ADD CONSTRAINT "member_favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recent_games" ADD CONSTRAINT "member_recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_recent_games_played_idx" ON "member_recent_games" USING btree ("member_id","played_at");