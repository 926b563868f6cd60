import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { BREAK_KINDS, playLimits } from './get-play-limits';

/** Time-outs take the short periods, self-exclusions the long ones (issue 27 item 3). */
export const BREAK_PERIODS = { timeout: ['24h', '7d', '30d'], exclusion: ['6m', '1y', '5y'] } as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[keyof typeof BREAK_PERIODS][number];

export const takePlayBreak = defineCall({
  method: 'POST',
  path: '/user-profile-composite/v1/play-break',
  summary:
    'Takes a break: `timeout` for 24h, 7d or 30d, `exclusion` for 6m, 1y or 5y, with `confirm: true`. During ' +
    'it game launches, wallet bets, promotions, the wheel, item codes, cashback and affiliate claims are ' +
    'refused; sign-in, the balance and withdrawals work, deposits are credited and flagged. Nobody can end ' +
    'it early: a new break may only extend it (a shorter one is refused, 409). Answers the limits as GET does.',
  body: z
    .object({
      kind: z.enum(BREAK_KINDS, { error: TH.playBreakInvalid }),
      period: z.enum(['24h', '7d', '30d', '6m', '1y', '5y'], { error: TH.playBreakInvalid }),
      confirm: z.literal(true, { error: TH.playBreakConfirm }),
    })
    .strict()
    .refine((b) => (BREAK_PERIODS[b.kind] as readonly string[]).includes(b.period), {
      error: TH.playBreakInvalid,
      path: ['period'],
    }),
  response: okEnvelope(playLimits),
});
