import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { isoDate } from '../common/fields';

const pairMember = z.object({ memberId: z.string(), phone: z.string() });
/** One member's side of a hedged round: the spot they backed and their stake on it, net of the other side, baht. */
const side = z.object({ spot: z.string(), amount: z.number().int() });

export const adminHedgePair = z.object({
  id: z.string(),
  a: pairMember,
  b: pairMember,
  /** The reward period whose run flagged the pair, and when. */
  flaggedPeriod: z.string(),
  flaggedAt: isoDate,
  /** The live rounds they bet opposite sides of, newest first. */
  rounds: z.array(
    z.object({
      roundId: z.string(),
      /** `live-baccarat`, `live-dragonTiger`, `live-hilo`. */
      game: z.string(),
      settledAt: isoDate,
      a: side,
      b: side,
    }),
  ),
});
export type AdminHedgePair = z.infer<typeof adminHedgePair>;

export const adminListHedgePairs = defineCall({
  method: 'GET',
  path: '/admin/v1/cashback/hedge-pairs',
  summary:
    'Staff: pairs of accounts, not linked, whose large opposite bets in the same live rounds recurred ' +
    '(HEDGE_PAIR_MIN_STAKE_BAHT, HEDGE_PAIR_MIN_ROUNDS within HEDGE_PAIR_WINDOW_DAYS), newest first, with ' +
    'those rounds: their cashback of a period with such a round waits in `GET /admin/v1/rewards/reviews`',
  querystring: z
    .object({
      memberId: z.uuid().optional(),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminHedgePair) })),
});
