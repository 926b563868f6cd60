CREATE TABLE "member_addresses" (
	"member_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_addresses_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_addresses_ip_idx" ON "member_addresses" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "members_holder_key_idx" ON "members" USING btree ("holder_key");--> statement-breakpoint
-- Custom: the signup addresses of existing members, as recordAddress would have kept them (public only).
INSERT INTO "member_addresses" ("member_id", "ip", "first_seen", "last_seen")
SELECT "id", "signup_ip", "created_at", "created_at" FROM "members"
WHERE "signup_ip" ~ '^[0-9a-fA-F:.]+$'
  AND NOT ("signup_ip"::inet <<= ANY (ARRAY['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8',
    '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16', '::/127', 'fc00::/7', 'fe80::/10']::inet[]))
ON CONFLICT DO NOTHING;
