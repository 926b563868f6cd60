import {
  ITEM_CODE_BONUS_ID,
  TRANSACTION_STATUS,
  type TransactionRow,
  type TransType,
} from '@chokdee/contracts';
import type { Executor } from '../../db/types';
import { toBaht } from '../../lib/money';
import {
  memberAccount,
  PLAYABLE_WALLET,
  recentHolds,
  recentPlayDays,
  recentReleases,
  recentTransfers,
  type HistoryHold,
  type HistoryPlayDay,
  type HistoryRelease,
  type HistoryTransfer,
  type TransferKinds,
} from '../ledger';

/** SPEC §9: the history shows the 20 latest items. */
export const HISTORY_SIZE = 20;

const TYPE_OF_KIND: Record<string, TransType> = {
  deposit: 'DEPOSIT',
  // Item-code credit is shown as a deposit labelled free credit (SPEC §4), without counting as deposited money.
  itemcode: 'DEPOSIT',
  affiliate: 'AFFILIATE',
  cashback: 'CASHBACK',
  // A wheel prize of credit (a prize of coins goes to the prize wallet, not the playable credit).
  prize: 'PRIZE',
  withdrawal: 'WITHDRAW',
  // Credit above a bonus's limit, taken when a withdrawal ended it (docs/ABUSE.md 5).
  forfeit: 'FORFEIT',
  // A manual credit or debit by staff (modules/adjustments); BalanceChange carries its sign.
  adjustment: 'ADJUSTMENT',
};

/** A correction (reversal) by the kind it undoes: a forfeit or a withdrawal given back, else a correction. */
const TYPE_OF_CORRECTION: Record<string, TransType> = {
  forfeit: 'FORFEIT_RETURN',
  withdrawal: 'WITHDRAW_RETURN',
};

const HOLD_STATUS = {
  pending: TRANSACTION_STATUS.pending,
  posted: TRANSACTION_STATUS.approved,
  voided: TRANSACTION_STATUS.failed,
} as const;

const NO_BONUS = { _id: null, title: null, Amount: 0 };

export function fromTransfer(t: HistoryTransfer): TransactionRow {
  const sign = t.incoming ? 1n : -1n;
  if (t.correction) {
    return {
      _id: t.id,
      Amount: toBaht(t.amount),
      createdAt: t.createdAt.toISOString(),
      Status: TRANSACTION_STATUS.approved,
      TransType: TYPE_OF_CORRECTION[t.kind] ?? 'CORRECTION',
      BonusInfo: NO_BONUS,
      BalanceChange: toBaht(sign * t.amount),
    };
  }
  const bonusId = t.kind === 'itemcode' ? ITEM_CODE_BONUS_ID : t.meta?.bonusId;
  const bonus = t.bonusAmount ?? 0n;
  return {
    _id: t.id,
    Amount: toBaht(t.amount),
    createdAt: t.createdAt.toISOString(),
    // A corrected (reversed) movement did not stand: shown as failed; its correction is a row of its own.
    Status: t.reversedBy ? TRANSACTION_STATUS.failed : TRANSACTION_STATUS.approved,
    TransType: TYPE_OF_KIND[t.kind]!,
    BonusInfo: {
      _id: typeof bonusId === 'string' ? bonusId : null,
      title: t.bonusTitle ?? null,
      Amount: toBaht(bonus),
    },
    BalanceChange: toBaht(sign * (t.amount + bonus)),
  };
}

/** A withdrawal as its hold: the money left the playable credit when it was reserved, whatever came after. */
function fromHold(h: HistoryHold): TransactionRow {
  return {
    _id: h.id,
    Amount: toBaht(h.amount),
    createdAt: h.createdAt.toISOString(),
    Status: HOLD_STATUS[h.status as keyof typeof HOLD_STATUS] ?? TRANSACTION_STATUS.pending,
    TransType: 'WITHDRAW',
    BonusInfo: NO_BONUS,
    BalanceChange: -toBaht(h.amount),
  };
}

/** A voided withdrawal's money coming back, when it was voided. */
function fromRelease(r: HistoryRelease): TransactionRow {
  return {
    _id: `${r.id}:return`,
    Amount: toBaht(r.amount),
    createdAt: r.releasedAt!.toISOString(),
    Status: TRANSACTION_STATUS.approved,
    TransType: 'WITHDRAW_RETURN',
    BonusInfo: NO_BONUS,
    BalanceChange: toBaht(r.amount),
  };
}

/**
 * A day of game play as one row (Bangkok day), at its last movement: its net, won (+) or lost (−). Bets one
 * by one would push everything else out of the 20 rows; the games keep their own round history.
 */
function fromPlayDay(d: HistoryPlayDay): TransactionRow {
  const net = BigInt(d.net);
  return {
    _id: `game:${d.day}`,
    Amount: toBaht(net < 0n ? -net : net),
    createdAt: new Date(Number(BigInt(d.at) / 1000n)).toISOString(),
    Status: TRANSACTION_STATUS.approved,
    TransType: 'GAME',
    BonusInfo: NO_BONUS,
    BalanceChange: toBaht(net),
  };
}

/** What games move on the playable credit (games/wallet, games/transfer-wallet). */
export const PLAY_KINDS = ['bet', 'win', 'refund', 'rollback', 'game_transfer'];

const ALL: TransferKinds = {
  incoming: ['deposit', 'itemcode', 'affiliate', 'cashback', 'prize', 'adjustment'],
  outgoing: ['withdrawal', 'forfeit', 'adjustment'],
  folded: ['bonus'],
};
const WITHDRAWALS: TransferKinds = { incoming: [], outgoing: ['withdrawal', 'forfeit'] };

/**
 * The member's latest rows from the ledger, newest first: every movement of the playable credit (issue 17
 * item 3) — credits with a deposit's bonus folded into its row, withdrawals as their holds (pending, posted,
 * voided) and the release of a voided one, forfeits, corrections, any withdrawal moved out directly, and
 * game play as one row per day. `BalanceChange` summed over them is the credit the member sees.
 */
export async function historyOf(ex: Executor, memberId: string, only?: 'withdrawals') {
  const account = memberAccount(memberId, PLAYABLE_WALLET).id;
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const transfers = await recentTransfers(ex, account, only ? WITHDRAWALS : ALL, HISTORY_SIZE);
  const holds = await recentHolds(ex, account, 'withdrawal', HISTORY_SIZE);
  const releases = await recentReleases(ex, account, 'withdrawal', HISTORY_SIZE);
  const play = only ? [] : await recentPlayDays(ex, account, PLAY_KINDS, HISTORY_SIZE);
  // At one instant (one database transaction) a release is the newest and a hold the oldest: a withdrawal's
  // hold is made before the forfeit it causes, and a voided one is released after its forfeit comes back.
  const rows = [
    ...releases.map((x) => ({ at: BigInt(x.at), row: fromRelease(x) })),
    ...transfers.map((x) => ({ at: BigInt(x.at), row: fromTransfer(x) })),
    ...holds.map((x) => ({ at: BigInt(x.at), row: fromHold(x) })),
    ...play.map((x) => ({ at: BigInt(x.at), row: fromPlayDay(x) })),
  ];
  // Stable: rows of the same instant keep the order above, then the database's.
  rows.sort((a, b) => (a.at === b.at ? 0 : a.at > b.at ? -1 : 1));
  return rows.slice(0, HISTORY_SIZE).map((r) => r.row);
}
