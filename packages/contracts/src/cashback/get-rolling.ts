import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';

/** A reward period: its key (`day:2026-11-23`), start (inclusive) and end (exclusive), ISO times. */
export const rewardPeriod = z.object({ key: z.string(), start: z.string(), end: z.string() });
export type RewardPeriod = z.infer<typeof rewardPeriod>;

/** The cashback dialog (SPEC §2 returncreditct); amounts in baht. */
export const rolling = z.object({
  /** The running period: its rounds are paid back after it ends. */
  period: rewardPeriod,
  /** Settled turnover of the running period. */
  turnover: baht,
  /** Net loss of the running period (stakes minus wins), 0 when the member is ahead. */
  loss: baht,
  /** What the running period would pay back at today's percent if it ended now. */
  projectedCashback: baht,
  /** Claimable now: the cashback wallet, filled when a period ends. */
  cashback: baht,
  /** Site config `cashBack.Payout`: the percent of the net loss paid back. */
  payout: z.number(),
  /** Site config `cashBack.minWithdraw`: the least that can be claimed. */
  minWithdraw: baht,
  /** Site config `cashBack.usecashBack`: whether periods pay cashback at all. */
  usecashBack: z.boolean(),
});
export type Rolling = z.infer<typeof rolling>;

export const getRolling = defineCall({
  method: 'GET',
  path: '/rolling-composite/v1/get-rolling',
  summary:
    'The cashback dialog: `data: { period: {key, start, end}, turnover, loss, projectedCashback, cashback, payout, ' +
    'minWithdraw, usecashBack }`, amounts in baht. The running period (REWARDS_PERIOD, Bangkok time) shows its ' +
    'settled turnover, net loss and the cashback it would pay; `cashback` is what finished periods paid into ' +
    'the cashback wallet and can be claimed now',
  response: okEnvelope(rolling),
});
