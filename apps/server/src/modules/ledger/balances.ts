import type { InternalWallet } from '@chokdee/contracts';
import type { Executor } from '../../db/types';
import { toBaht } from '../../lib/money';
import { NO_MONEY, type MemberMoney } from '../auth/user-info';
import { memberAccount, PLAYABLE_WALLET, WALLET_KINDS, type WalletKind } from './accounts';
import { findMemberAccounts, sumByKind } from './repo';

export interface WalletBalance {
  /** Sum of the account's entries (satang, or tickets for spinWallet). */
  balance: bigint;
  /** Reserved by pending holds (e.g. a requested withdrawal). */
  held: bigint;
  /** What can be spent now: balance - held. The member sees this. */
  available: bigint;
}
export type MemberBalances = Record<WalletKind, WalletBalance>;

/** The member's seven wallets; a wallet whose account does not exist yet reads as zero. */
export async function balancesOf(ex: Executor, memberId: string): Promise<MemberBalances> {
  const rows = await findMemberAccounts(ex, memberId);
  const byName = new Map(rows.map((r) => [r.name, r]));
  const out = {} as MemberBalances;
  for (const wallet of WALLET_KINDS) {
    const row = byName.get(wallet);
    const balance = row?.balance ?? 0n;
    const held = row?.held ?? 0n;
    out[wallet] = { balance, held, available: balance - held };
  }
  return out;
}

/** SPEC §3 internalWallet on the wire: baht with 2 decimals, spin tickets as a count. */
export function toInternalWallet(balances: MemberBalances): InternalWallet {
  const baht = (w: WalletKind) => toBaht(balances[w].available);
  return {
    mainWallet: baht('mainWallet'),
    gameWallet: baht('gameWallet'),
    affiliateWallet: baht('affiliateWallet'),
    cashbackWallet: baht('cashbackWallet'),
    residualWallet: baht('residualWallet'),
    prizeWallet: baht('prizeWallet'),
    spinWallet: Number(balances.spinWallet.available),
  };
}

/** The /profile/balance answer: the seven wallets plus `balance`, the playable credit in baht. */
export async function memberBalanceView(ex: Executor, memberId: string) {
  const balances = await balancesOf(ex, memberId);
  return { ...toInternalWallet(balances), balance: toBaht(balances[PLAYABLE_WALLET].available) };
}

/**
 * The auth module's MemberMoneyReader (bind the db: `(id) => readMemberMoney(db, id)`). Totals are
 * net of reversals: a reversal keeps the kind of the transfer it undoes and flows the other way.
 */
export async function readMemberMoney(ex: Executor, memberId: string): Promise<MemberMoney> {
  const thbAccounts = WALLET_KINDS.filter((w) => w !== 'spinWallet').map(
    (w) => memberAccount(memberId, w).id,
  );
  // In sequence: `ex` may be a transaction, whose single connection takes one query at a time.
  const balances = await balancesOf(ex, memberId);
  const sums = await sumByKind(ex, thbAccounts, ['deposit', 'withdrawal']);
  const deposit = sums.get('deposit');
  const withdrawal = sums.get('withdrawal');
  return {
    internalWallet: toInternalWallet(balances),
    totalDeposit: toBaht(deposit ? deposit.incoming - deposit.outgoing : 0n),
    totalWithdraw: toBaht(withdrawal ? withdrawal.outgoing - withdrawal.incoming : 0n),
    // Promotions are not built yet: no active bonus.
    bonus: NO_MONEY.bonus,
  };
}
