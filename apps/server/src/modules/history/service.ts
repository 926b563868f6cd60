import {
  ITEM_CODE_BONUS_ID,
  TRANSACTION_STATUS,
  type TransactionRow,
  type TransType,
} from '@chokdee/contracts';
import type { Executor } from '../../db/types';
import { toBaht } from '../../lib/money';
import { memberAccount, PLAYABLE_WALLET } from '../ledger';
import {
  recentHolds,
  recentTransfers,
  type HistoryHold,
  type HistoryTransfer,
  type TransferKinds,
} from './repo';

/** SPEC §9: the history shows the 20 latest items. */
export const HISTORY_SIZE = 20;

const TYPE_OF_KIND: Record<string, TransType> = {
  deposit: 'DEPOSIT',
  // Item-code credit is shown as a deposit labelled free credit (SPEC §4), without counting as deposited money.
  itemcode: 'DEPOSIT',
  affiliate: 'AFFILIATE',
  cashback: 'CASHBACK',
  withdrawal: 'WITHDRAW',
  // Credit above a bonus's limit, taken when a withdrawal ended it; shown failed once undone (docs/ABUSE.md 5).
  forfeit: 'FORFEIT',
};

const HOLD_STATUS = {
  pending: TRANSACTION_STATUS.pending,
  posted: TRANSACTION_STATUS.approved,
  voided: TRANSACTION_STATUS.failed,
} as const;

export function fromTransfer(t: HistoryTransfer): TransactionRow {
  const bonusId = t.kind === 'itemcode' ? ITEM_CODE_BONUS_ID : t.meta?.bonusId;
  return {
    _id: t.id,
    Amount: toBaht(t.amount),
    createdAt: t.createdAt.toISOString(),
    // A corrected (reversed) credit did not stand: shown as failed, and its correction is not listed.
    Status: t.reversedBy ? TRANSACTION_STATUS.failed : TRANSACTION_STATUS.approved,
    TransType: TYPE_OF_KIND[t.kind]!,
    BonusInfo: { _id: typeof bonusId === 'string' ? bonusId : null },
  };
}

function fromHold(h: HistoryHold): TransactionRow {
  return {
    _id: h.id,
    Amount: toBaht(h.amount),
    createdAt: h.createdAt.toISOString(),
    Status: HOLD_STATUS[h.status as keyof typeof HOLD_STATUS] ?? TRANSACTION_STATUS.pending,
    TransType: 'WITHDRAW',
    BonusInfo: { _id: null },
  };
}

const ALL: TransferKinds = {
  incoming: ['deposit', 'itemcode', 'affiliate', 'cashback'],
  outgoing: ['withdrawal', 'forfeit'],
};
const WITHDRAWALS: TransferKinds = { incoming: [], outgoing: ['withdrawal', 'forfeit'] };

/**
 * The member's latest rows from the ledger: credits into the playable wallet, withdrawals as their
 * holds (pending, posted, voided) and any withdrawal moved out directly. Newest first.
 */
export async function historyOf(ex: Executor, memberId: string, only?: 'withdrawals') {
  const account = memberAccount(memberId, PLAYABLE_WALLET).id;
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const transfers = await recentTransfers(ex, account, only ? WITHDRAWALS : ALL, HISTORY_SIZE);
  const holds = await recentHolds(ex, account, 'withdrawal', HISTORY_SIZE);
  const rows = [
    ...transfers.map((x) => ({ at: BigInt(x.at), row: fromTransfer(x) })),
    ...holds.map((x) => ({ at: BigInt(x.at), row: fromHold(x) })),
  ];
  // Stable: rows of the same instant keep the database's order.
  rows.sort((a, b) => (a.at === b.at ? 0 : a.at > b.at ? -1 : 1));
  return rows.slice(0, HISTORY_SIZE).map((r) => r.row);
}
