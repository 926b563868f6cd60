import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';

/** What the withdraw dialog shows before the member types an amount; every amount in baht. */
export const withdrawalCondition = z.object({
  /** Whether a withdrawal of at least `minWithdraw` could be made now. */
  canWithdraw: z.boolean(),
  /** Site config `Withdraw.minWithdraw`. */
  minWithdraw: baht,
  /** Site config `Withdraw.maxWithdraw`: the most one withdrawal may take. */
  maxWithdraw: baht,
  /** The playable credit that can be withdrawn (game wallet, net of pending withdrawals). */
  balance: baht,
  /** Settled turnover since the active bonus was received; 0 without a bonus. */
  nowTurnover: baht,
  /** Turnover the active bonus needs before a withdrawal; 0 without a bonus. */
  needTurnover: baht,
  /** The most a withdrawal may take under the active bonus; 0 means no bonus limit (SPEC §9). */
  maxWithdrawAmount: baht,
  /**
   * Credit a withdrawal now would forfeit (ours): what is above the bonus's max withdraw plus the member's
   * own money; 0 without one. The member confirms it by sending it as `Forfeit`.
   */
  forfeit: baht,
  /**
   * The most one withdrawal can take now (ours): the lowest of `maxWithdraw`, `maxWithdrawAmount` (0 being no
   * limit for both) and `balance`; 0 when `canWithdraw` is false. The member card's "ถอนได้สูงสุด".
   */
  maxNow: baht,
  /** Why not, in Thai, when `canWithdraw` is false; null otherwise. */
  reason: z.string().nullable(),
});
export type WithdrawalCondition = z.infer<typeof withdrawalCondition>;

export const getWithdrawalCondition = defineCall({
  method: 'GET',
  path: '/fund-composite/v1/withdrawal/condition',
  summary:
    'Whether the member can withdraw now: `data: { canWithdraw, minWithdraw, maxWithdraw, balance, nowTurnover, ' +
    'needTurnover, maxWithdrawAmount, forfeit, maxNow, reason }`, amounts in baht. min/max come from site config `Withdraw`; ' +
    '`balance` is the withdrawable game-wallet credit; the turnover pair and `maxWithdrawAmount` describe the ' +
    'active bonus (0 without one; `maxWithdrawAmount` 0 means no bonus limit, else the cap plus own money); ' +
    '`forfeit` what a withdrawal now would forfeit; `maxNow` the most one withdrawal can take now (0 when it ' +
    'cannot); `reason` says in Thai why not ' +
    '(null when `canWithdraw`)',
  response: okEnvelope(withdrawalCondition),
});
