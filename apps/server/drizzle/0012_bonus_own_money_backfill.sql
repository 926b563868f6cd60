-- Bonuses running before own money was recorded (docs/decisions/036-own-money-never-forfeited.md): their
-- start is the last entry of the member's playable account before the credit that started them (the deposit,
-- or the item code's credit; without one, its last entry now); own money at the start is taken as 0, so such
-- a bonus forfeits no more than before this change.
UPDATE "member_bonuses" b SET "start_entry_id" = coalesce((
  SELECT max(e."id") FROM "ledger_entries" e
  WHERE e."account_id" = 'member:' || b."member_id" || ':gameWallet'
    AND e."id" < coalesce((
      SELECT min(s."id") FROM "ledger_entries" s
      JOIN "ledger_transfers" t ON t."id" = s."transfer_id"
      WHERE s."account_id" = 'member:' || b."member_id" || ':gameWallet'
        AND t."idempotency_key" IN ('deposit:' || b."deposit_ref", b."deposit_ref")
    ), (
      SELECT max(l."id") + 1 FROM "ledger_entries" l
      WHERE l."account_id" = 'member:' || b."member_id" || ':gameWallet'
    ), 0)
), 0)
WHERE b."status" = 'active';
