import type { Rolling } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { toBaht, toSatang } from '../../lib/money';
import type { ConfigService } from '../config';
import { netLossBetween } from '../games';
import { balancesOf, PLAYABLE_WALLET, walletFlowsBetween } from '../ledger';
import { claimWallet, periodAt, type PeriodUnit, applyRate, ratePpm } from '../rewards';
import { FREE_MONEY_KINDS, ownLosses } from './own-loss';
import { unspentOf } from './repo';

interface Deps {
  ctx: Pick<AppContext, 'db'>;
  config: ConfigService;
  unit: PeriodUnit;
}

export function createCashbackService({ ctx, config, unit }: Deps) {
  const { db } = ctx;
  return {
    /**
     * The running period so far and what can be claimed now. The projection counts own money only, as the
     * run will (own-loss.ts), from the free money left after the last computed period.
     */
    async rolling(memberId: string, now = new Date()): Promise<Rolling> {
      const { cashBack } = await config.get();
      const period = periodAt(unit, now);
      const [mine] = await netLossBetween(db, period.start, period.end, memberId);
      const loss = mine && mine.netLoss > 0n ? mine.netLoss : 0n;
      const given = await walletFlowsBetween(db, {
        wallet: PLAYABLE_WALLET,
        kinds: FREE_MONEY_KINDS,
        from: period.start,
        to: period.end,
        memberId,
      });
      const [own] = ownLosses(mine ? [mine] : [], given, await unspentOf(db, [memberId])).results;
      const ownLoss = own && own.netLoss > 0n ? own.netLoss : 0n;
      const balances = await balancesOf(db, memberId);
      return {
        period: { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() },
        turnover: toBaht(mine?.turnover ?? 0n),
        loss: toBaht(loss),
        projectedCashback: cashBack.usecashBack ? toBaht(applyRate(ownLoss, ratePpm(cashBack.Payout))) : 0,
        cashback: toBaht(balances.cashbackWallet.available),
        payout: cashBack.Payout,
        minWithdraw: cashBack.minWithdraw,
        usecashBack: cashBack.usecashBack,
      };
    },

    /** Moves the cashback wallet to the playable credit; answers the baht moved. */
    async claim(memberId: string): Promise<number> {
      const { cashBack } = await config.get();
      return claimWallet(db, memberId, {
        wallet: 'cashbackWallet',
        kind: 'cashback',
        minimum: toSatang(cashBack.minWithdraw),
        nothing: 'noCashback',
        belowMin: 'cashbackBelowMin',
      });
    },
  };
}
export type CashbackService = ReturnType<typeof createCashbackService>;
