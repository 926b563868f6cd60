import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { walletAmount, walletAnswer, walletId, walletPath, walletUsername } from './wallet-common';

export const walletWinBody = z
  .object({
    username: walletUsername,
    transactionId: walletId,
    roundId: walletId,
    gameCode: z.string().min(1).max(64),
    amount: walletAmount,
    /**
     * Optional: the satang of the round's stake that count as turnover, opposing bets netted (a
     * provider's "valid bet"). Used when it does not exceed the stake; otherwise, or when absent, the
     * wallet counts what it can see (docs/decisions/054-turnover-stake-at-risk.md).
     */
    turnover: walletAmount.optional(),
  })
  .strict();
export type WalletWinBody = z.infer<typeof walletWinBody>;

export const walletWin = defineCall({
  method: 'POST',
  path: walletPath('win'),
  summary:
    'Partner → us (signed): pays `amount` satang (stake included; 0 closes a lost round) and settles the ' +
    'round. RS_ERROR_TRANSACTION_DOES_NOT_EXIST when the round has no bet; RS_ERROR_ROUND_CLOSED when it ' +
    'is already settled or all its bets were rolled back. `turnover` (optional) is the part of the stake ' +
    'at risk once opposing bets are netted (player/banker, up/down…): what counts toward bonus turnover, ' +
    'spin tickets and the affiliate base; without it a round of several bets counts at most its net result',
  body: walletWinBody,
  response: walletAnswer,
});
