CREATE TABLE "marketing_popup_views" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"banner_id" uuid NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_popup_views_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "marketing_banners" ADD COLUMN "placement" text DEFAULT 'carousel' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_popup_views" ADD CONSTRAINT "marketing_popup_views_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_banners" ADD CONSTRAINT "marketing_banners_placement_check" CHECK ("marketing_banners"."placement" in ('carousel', 'signin'));