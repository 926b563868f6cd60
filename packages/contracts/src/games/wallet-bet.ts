import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { walletAmount, walletAnswer, walletId, walletPath, walletUsername } from './wallet-common';

export const walletBetBody = z
  .object({
    username: walletUsername,
    transactionId: walletId,
    roundId: walletId,
    gameCode: z.string().min(1).max(64),
    amount: walletAmount.min(1),
  })
  .strict();
export type WalletBetBody = z.infer<typeof walletBetBody>;

export const walletBet = defineCall({
  method: 'POST',
  path: walletPath('bet'),
  summary:
    'Partner → us (signed): takes `amount` satang from the playable credit for round `roundId` (opened by ' +
    'its first bet). RS_ERROR_NOT_ENOUGH_MONEY with the real balance when it does not cover the bet; ' +
    'RS_ERROR_ROUND_CLOSED once the round is settled or refunded; RS_ERROR_UNKNOWN when the id was already ' +
    'rolled back or names another call, or when the bet would open a round while the site is in maintenance ' +
    '(bets in a round already open still go through)',
  body: walletBetBody,
  response: walletAnswer,
});
