-- Promotion eligibility (docs/rules/promotions.md rule 2): fill the new columns for rows made before them.
-- An item code's turnover carrier is a hidden promotion: never listed, offered or reopened.
UPDATE "promotions" SET "hidden" = true
  WHERE "id" IN (SELECT "promotion_id" FROM "item_codes" WHERE "promotion_id" IS NOT NULL);--> statement-breakpoint
-- Bonuses already given are the members' claims 1, 2, ... of their promotion, in the order received.
UPDATE "member_bonuses" AS b SET "claim_no" = n.claim_no
  FROM (SELECT "id", row_number() OVER (PARTITION BY "member_id", "promotion_id" ORDER BY "received_at", "id") AS claim_no
        FROM "member_bonuses") AS n
  WHERE b."id" = n."id";--> statement-breakpoint
-- A member who was already credited a deposit has had their first one: the earliest credited statement.
UPDATE "members" AS m SET "first_deposit_ref" = f.ref
  FROM (SELECT DISTINCT ON ("member_id") "member_id", "ref" FROM "bank_statements"
        WHERE "status" = 'credited' ORDER BY "member_id", "credited_at", "ref") AS f
  WHERE m."id" = f."member_id" AND m."first_deposit_ref" IS NULL;
