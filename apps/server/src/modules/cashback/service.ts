import type { Rolling } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { toBaht, toSatang } from '../../lib/money';
import type { ConfigService } from '../config/service';
import { netLossBetween } from '../games/turnover';
import { balancesOf } from '../ledger';
import { claimWallet } from '../rewards/claim';
import { periodAt, type PeriodUnit } from '../rewards/periods';
import { applyRate, ratePpm } from '../rewards/rates';

interface Deps {
  ctx: Pick<AppContext, 'db'>;
  config: ConfigService;
  unit: PeriodUnit;
}

export function createCashbackService({ ctx, config, unit }: Deps) {
  const { db } = ctx;
  return {
    /** The running period so far and what can be claimed now. */
    async rolling(memberId: string, now = new Date()): Promise<Rolling> {
      const { cashBack } = await config.get();
      const period = periodAt(unit, now);
      const [mine] = await netLossBetween(db, period.start, period.end, memberId);
      const loss = mine && mine.netLoss > 0n ? mine.netLoss : 0n;
      const balances = await balancesOf(db, memberId);
      return {
        period: { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() },
        turnover: toBaht(mine?.turnover ?? 0n),
        loss: toBaht(loss),
        projectedCashback: cashBack.usecashBack ? toBaht(applyRate(loss, ratePpm(cashBack.Payout))) : 0,
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
