CREATE TABLE "marketing_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"href" text NOT NULL,
	"image_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_banners_schedule_check" CHECK ("marketing_banners"."ends_at" is null or "marketing_banners"."ends_at" > "marketing_banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "marketing_image_files" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "marketing_image_files_image_id_width_format_pk" PRIMARY KEY("image_id","width","format"),
	CONSTRAINT "marketing_image_files_format_check" CHECK ("marketing_image_files"."format" in ('webp', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "marketing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_banners" ADD CONSTRAINT "marketing_banners_image_id_marketing_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."marketing_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_image_files" ADD CONSTRAINT "marketing_image_files_image_id_marketing_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."marketing_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_banners_live_idx" ON "marketing_banners" USING btree ("sort_order","starts_at");