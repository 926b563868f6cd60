import type { AdminHedgePair } from '@chokdee/contracts';
import type { Executor } from '../../db/types';
import { listPairs } from './repo';

/** Whole baht of a live stake (live bets are whole baht). */
const baht = (satang: bigint) => Number(satang / 100n);

/** The flagged hedging pairs as the back office shows them (GET /admin/v1/cashback/hedge-pairs). */
export async function hedgePairList(
  ex: Executor,
  q: { memberId?: string; page: number; pageSize: number },
): Promise<{ total: number; items: AdminHedgePair[] }> {
  const { total, pairs, rounds } = await listPairs(ex, q);
  return {
    total,
    items: pairs.map(({ pair, phoneA, phoneB }) => ({
      id: pair.id,
      a: { memberId: pair.memberA, phone: phoneA },
      b: { memberId: pair.memberB, phone: phoneB },
      flaggedPeriod: pair.flaggedPeriod,
      flaggedAt: pair.flaggedAt.toISOString(),
      rounds: rounds
        .filter((r) => r.pairId === pair.id)
        .map((r) => ({
          roundId: r.roundId,
          game: r.gameCode,
          settledAt: r.settledAt.toISOString(),
          a: { spot: r.spotA, amount: baht(r.stakeA) },
          b: { spot: r.spotB, amount: baht(r.stakeB) },
        })),
    })),
  };
}
