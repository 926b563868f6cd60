CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"member_id" uuid,
	"name" text NOT NULL,
	"asset" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_id_asset_key" UNIQUE("id","asset"),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."owner" = 'member') = ("ledger_accounts"."member_id" is not null) and "ledger_accounts"."owner" in ('member', 'house')),
	CONSTRAINT "ledger_accounts_asset_check" CHECK ("ledger_accounts"."asset" in ('THB', 'TICKET')),
	CONSTRAINT "ledger_accounts_held_check" CHECK ("ledger_accounts"."held" >= 0),
	CONSTRAINT "ledger_accounts_member_funds_check" CHECK ("ledger_accounts"."owner" = 'house' or "ledger_accounts"."balance" >= "ledger_accounts"."held")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"account_id" text NOT NULL,
	"to_account_id" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"meta" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_check" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_accounts_check" CHECK ("ledger_holds"."account_id" <> "ledger_holds"."to_account_id"),
	CONSTRAINT "ledger_holds_status_check" CHECK ("ledger_holds"."status" in ('pending', 'posted', 'voided')),
	CONSTRAINT "ledger_holds_posted_check" CHECK (("ledger_holds"."status" = 'posted') = ("ledger_holds"."transfer_id" is not null)),
	CONSTRAINT "ledger_holds_resolved_check" CHECK (("ledger_holds"."status" = 'pending') = ("ledger_holds"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"from_account_id" text NOT NULL,
	"to_account_id" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"meta" jsonb,
	"reverses_transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_accounts_check" CHECK ("ledger_transfers"."from_account_id" <> "ledger_transfers"."to_account_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_fk" FOREIGN KEY ("account_id","asset") REFERENCES "public"."ledger_accounts"("id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_to_fk" FOREIGN KEY ("to_account_id","asset") REFERENCES "public"."ledger_accounts"("id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_from_fk" FOREIGN KEY ("from_account_id","asset") REFERENCES "public"."ledger_accounts"("id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_to_fk" FOREIGN KEY ("to_account_id","asset") REFERENCES "public"."ledger_accounts"("id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_reverses_fk" FOREIGN KEY ("reverses_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_id_idx" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_transfer_account_key" ON "ledger_entries" USING btree ("transfer_id","account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_id_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_idempotency_key_key" ON "ledger_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_transfer_id_key" ON "ledger_holds" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_pending_idx" ON "ledger_holds" USING btree ("account_id") WHERE "ledger_holds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key_key" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reverses_transfer_id_key" ON "ledger_transfers" USING btree ("reverses_transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_from_kind_idx" ON "ledger_transfers" USING btree ("from_account_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_transfers_to_kind_idx" ON "ledger_transfers" USING btree ("to_account_id","kind");--> statement-breakpoint
-- Hand-written (drizzle cannot express triggers): transfers and entries are append-only; a mistake
-- is corrected by a reversing transfer, never by editing history.
CREATE FUNCTION "ledger_forbid_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: record a reversing transfer instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_forbid_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_forbid_change"();--> statement-breakpoint
-- A hold changes once, from pending to posted or voided, and nothing but its outcome changes.
CREATE FUNCTION "ledger_hold_resolve_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.status <> 'pending' OR NEW.status = 'pending'
     OR (NEW.id, NEW.idempotency_key, NEW.kind, NEW.reference, NEW.account_id, NEW.to_account_id,
         NEW.asset, NEW.amount, NEW.meta, NEW.created_at)
        IS DISTINCT FROM
        (OLD.id, OLD.idempotency_key, OLD.kind, OLD.reference, OLD.account_id, OLD.to_account_id,
         OLD.asset, OLD.amount, OLD.meta, OLD.created_at) THEN
    RAISE EXCEPTION 'a ledger hold is resolved once, from pending to posted or voided'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_holds_resolve_once" BEFORE UPDATE OR DELETE ON "ledger_holds"
  FOR EACH ROW EXECUTE FUNCTION "ledger_hold_resolve_once"();
