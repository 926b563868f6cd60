import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { walletAnswer, walletPath } from './wallet-common';
import { walletWinBody } from './wallet-win';

/** The most wins one call carries: a table's bettors go in a few calls, each one short transaction. */
export const WALLET_WINS_MAX = 200;

export const walletWinsBody = z
  .object({ wins: z.array(walletWinBody).min(1).max(WALLET_WINS_MAX) })
  .strict()
  .refine(({ wins }) => new Set(wins.map((w) => w.transactionId)).size === wins.length, {
    message: 'each transactionId once',
  })
  .refine(({ wins }) => new Set(wins.map((w) => w.username)).size === wins.length, {
    message: 'each username once',
  });
export type WalletWinsBody = z.infer<typeof walletWinsBody>;

export const walletWinsAnswer = z.object({ answers: z.array(walletAnswer) });
export type WalletWinsAnswer = z.infer<typeof walletWinsAnswer>;

export const walletWins = defineCall({
  method: 'POST',
  path: walletPath('wins'),
  summary:
    "Partner → us (signed): the wins of many members at once (a live round's bettors), each exactly as " +
    'if sent alone to `win`: same transaction ids, same answers, a repeat (alone or in another call) gets ' +
    `the first answer. At most ${WALLET_WINS_MAX}, each transactionId and each username once. ` +
    '`answers[i]` answers `wins[i]`. One transaction for the call. A call refused as a whole (its ' +
    'signature, an unreadable body) answers `{ status, balance }` like every wallet call',
  body: walletWinsBody,
  response: z.union([walletWinsAnswer, walletAnswer]),
});
