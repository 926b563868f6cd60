import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { walletAnswer, walletId, walletPath, walletUsername } from './wallet-common';

export const walletRollbackBody = z
  .object({ username: walletUsername, transactionId: walletId, refTransactionId: walletId })
  .strict();
export type WalletRollbackBody = z.infer<typeof walletRollbackBody>;

export const walletRollback = defineCall({
  method: 'POST',
  path: walletPath('rollback'),
  summary:
    'Partner → us (signed): refunds the bet `refTransactionId` of a round still open. A bet not seen yet is ' +
    'recorded as cancelled (RS_OK), so that bet is refused if it arrives later; a bet of a settled round ' +
    'gives RS_ERROR_ROUND_CLOSED',
  body: walletRollbackBody,
  response: walletAnswer,
});
