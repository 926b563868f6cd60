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
  })
  .strict();
export type WalletWinBody = z.infer<typeof walletWinBody>;

export const walletWin = defineCall({
  method: 'POST',
  path: walletPath('win'),
  summary:
    'Partner → us (signed): pays `amount` satang (stake included; 0 closes a lost round) and settles the ' +
    'round. RS_ERROR_TRANSACTION_DOES_NOT_EXIST when the round has no bet; RS_ERROR_ROUND_CLOSED when it ' +
    'is already settled or all its bets were rolled back',
  body: walletWinBody,
  response: walletAnswer,
});
