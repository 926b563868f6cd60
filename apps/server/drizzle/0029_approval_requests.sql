CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"value" bigint,
	"subject" text,
	"member_id" uuid,
	"requested_by" text NOT NULL,
	"requested_role" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('alone', 'pending', 'approved', 'rejected')),
	CONSTRAINT "approval_requests_decided_check" CHECK (("approval_requests"."status" in ('pending', 'alone')) = ("approval_requests"."decided_by" is null and "approval_requests"."decided_at" is null)),
	CONSTRAINT "approval_requests_checker_check" CHECK ("approval_requests"."status" <> 'approved' or "approval_requests"."decided_by" <> "approval_requests"."requested_by"),
	CONSTRAINT "approval_requests_alone_check" CHECK ("approval_requests"."status" <> 'alone' or "approval_requests"."value" is not null)
);
--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_maker_idx" ON "approval_requests" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_checker_idx" ON "approval_requests" USING btree ("decided_by","decided_at");--> statement-breakpoint
CREATE INDEX "approval_requests_member_idx" ON "approval_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_pending_subject_key" ON "approval_requests" USING btree ("subject") WHERE "approval_requests"."status" = 'pending' and "approval_requests"."subject" is not null;--> statement-breakpoint
-- Hand-written (drizzle cannot express triggers): a request is evidence of who asked for what. Once stored,
-- only its decision may be written (pending → approved | rejected, with who, when, why and the result, or
-- an alone one's result); what was asked, by whom and for how much never changes, and no row is deleted.
CREATE FUNCTION "approval_requests_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE'
    OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.payload IS DISTINCT FROM OLD.payload
    OR NEW.before IS DISTINCT FROM OLD.before OR NEW.after IS DISTINCT FROM OLD.after
    OR NEW.value IS DISTINCT FROM OLD.value OR NEW.subject IS DISTINCT FROM OLD.subject
    OR NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.requested_by IS DISTINCT FROM OLD.requested_by
    OR NEW.requested_role IS DISTINCT FROM OLD.requested_role OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR (OLD.status <> 'pending' AND (NEW.status, NEW.decided_by, NEW.decided_at, NEW.note)
      IS DISTINCT FROM (OLD.status, OLD.decided_by, OLD.decided_at, OLD.note))
  THEN
    RAISE EXCEPTION 'approval_requests: only a pending request''s decision may change';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "approval_requests_guard" BEFORE UPDATE OR DELETE ON "approval_requests"
  FOR EACH ROW EXECUTE FUNCTION "approval_requests_guard"();--> statement-breakpoint
CREATE TRIGGER "approval_requests_no_truncate" BEFORE TRUNCATE ON "approval_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "approval_requests_guard"();
