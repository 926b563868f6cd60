import type { AffiliateData } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { maskPhone } from '../../lib/mask';
import { toBaht, toSatang } from '../../lib/money';
import type { ConfigService } from '../config';
import { fromTransfer, HISTORY_SIZE } from '../history';
import { balancesOf, memberAccount, PLAYABLE_WALLET, recentTransfers } from '../ledger';
import { claimWallet, creditsOf, percentOf } from '../rewards';
import { basisOf } from './computation';
import { referredMembers } from './repo';

const USERS_PER_LEVEL = 200;
const INCOMES = 50;

interface Deps {
  ctx: Pick<AppContext, 'db'>;
  config: ConfigService;
}

export function createAffiliateService({ ctx, config }: Deps) {
  const { db } = ctx;
  return {
    /** SPEC §3 "Affiliate data" for the member. */
    async data(memberId: string): Promise<AffiliateData> {
      const { Affiliate } = await config.get();
      const balances = await balancesOf(db, memberId);
      const playable = memberAccount(memberId, PLAYABLE_WALLET).id;
      const moves = await recentTransfers(
        db,
        playable,
        { incoming: ['affiliate'], outgoing: [] },
        HISTORY_SIZE,
      );
      const users = await referredMembers(db, memberId, USERS_PER_LEVEL);
      const incomes = await creditsOf(db, memberId, 'affiliate', INCOMES);
      return {
        balance: toBaht(balances.affiliateWallet.available),
        transaction: moves.map(fromTransfer),
        Users: users.map((u) => ({
          phoneNumber: maskPhone(u.phoneNumber),
          level: u.level,
          regisdate: u.createdAt.toISOString(),
        })),
        transaction_incomes: incomes.map((c) => ({
          _id: c.id,
          period: c.period,
          start: c.start.toISOString(),
          end: c.end.toISOString(),
          level: c.level === 2 ? 2 : 1,
          base: toBaht(c.base),
          percent: percentOf(c.ratePpm),
          members: c.sources,
          Amount: toBaht(c.amount),
          createdAt: c.createdAt.toISOString(),
        })),
        setting: { ...Affiliate, basis: basisOf(Affiliate) },
      };
    },

    /** Moves the affiliate wallet to the playable credit; answers the baht moved. */
    async claim(memberId: string): Promise<number> {
      const { Affiliate } = await config.get();
      return claimWallet(db, memberId, {
        wallet: 'affiliateWallet',
        kind: 'affiliate',
        minimum: toSatang(Affiliate.minWithdraw),
        nothing: 'affiliateNothing',
        belowMin: 'affiliateBelowMin',
      });
    },
  };
}
export type AffiliateService = ReturnType<typeof createAffiliateService>;
