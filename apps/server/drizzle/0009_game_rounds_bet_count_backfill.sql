-- Rounds still open when bet_count arrived: count their standing bets, so a hedged round opened
-- before the upgrade is still judged by what the wallet saw (docs/decisions/054-turnover-stake-at-risk.md).
-- Settled and refunded rounds keep 0: their turnover is already stored.
UPDATE "game_rounds" gr SET "bet_count" = (
  SELECT count(*) FROM "game_transactions" gt
  WHERE gt."round_id" = gr."id" AND gt."kind" = 'bet' AND gt."status" = 'accepted'
)
WHERE gr."status" = 'open';
