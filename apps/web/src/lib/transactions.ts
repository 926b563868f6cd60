import { fillMessage, TRANS_TYPES, type TransactionRow, type TransType } from '@chokdee/contracts';
import { TEXT } from './text';

/**
 * SPEC §7: GET history/deposit answers every kind; each screen keeps only its own kinds.
 * `all` is the history/withdraw dialog's list, `deposit` the deposit list, `cashback` the cashback history.
 */
export const HISTORY_FILTERS = {
  // Every row, a day's game play too: summed, they explain the balance (issue 17 item 3).
  all: TRANS_TYPES,
  // Money in: deposits with their bonus, free credit, rewards, prizes, and a credit's correction.
  deposit: ['DEPOSIT', 'AFFILIATE', 'CASHBACK', 'PRIZE', 'CORRECTION'],
  cashback: ['CASHBACK'],
  // A forfeit belongs to the withdrawal that ended its bonus (docs/ABUSE.md 5); a failed one gives both back.
  withdraw: ['WITHDRAW', 'WITHDRAW_RETURN', 'FORFEIT', 'FORFEIT_RETURN'],
} as const satisfies Record<string, readonly TransType[]>;

export type HistoryFilter = keyof typeof HISTORY_FILTERS;

/** SPEC §9: at most the 20 latest rows are shown. */
export const HISTORY_LIMIT = 20;

export function filterTransactions(rows: readonly TransactionRow[], filter: HistoryFilter) {
  const kinds: readonly TransType[] = HISTORY_FILTERS[filter];
  return rows.filter((row) => kinds.includes(row.TransType)).slice(0, HISTORY_LIMIT);
}

export type StatusTone = 'ok' | 'wait' | 'bad';

/** SPEC §4: 0 and 1 approved, 2 pending, 3 failed. */
export function statusOf(status: number): { text: string; tone: StatusTone } {
  if (status === 2) return { text: TEXT.statusPending, tone: 'wait' };
  if (status === 3) return { text: TEXT.statusFailed, tone: 'bad' };
  return { text: TEXT.statusApproved, tone: 'ok' };
}

/**
 * SPEC §4 deposit bonus label: free credit when the bonus id is the item-code marker (the user info's
 * `ItemCode`), no bonus when empty, bonus otherwise. Only deposit rows carry one.
 */
export function bonusLabel(row: TransactionRow, itemCodeMarker: string | undefined): string | null {
  if (row.TransType !== 'DEPOSIT') return null;
  const id = row.BonusInfo._id;
  if (!id) return TEXT.bonusNone;
  if (itemCodeMarker && id === itemCodeMarker) return TEXT.bonusFreeCredit;
  return TEXT.bonusReceived;
}

const KIND_LABEL: Record<TransType, string> = {
  DEPOSIT: TEXT.transDeposit,
  AFFILIATE: TEXT.transAffiliate,
  CASHBACK: TEXT.transCashback,
  WITHDRAW: TEXT.transWithdraw,
  FORFEIT: TEXT.transForfeit,
  FORFEIT_RETURN: TEXT.transForfeitReturn,
  WITHDRAW_RETURN: TEXT.transWithdrawReturn,
  PRIZE: TEXT.transPrize,
  CORRECTION: TEXT.transCorrection,
  GAME: TEXT.transGame,
  ADJUSTMENT: TEXT.transAdjustment,
};

export const transTypeLabel = (type: TransType) => KIND_LABEL[type];

/**
 * What a row says (issue 17 item 3): `text` its Thai label, `chip` the SPEC §4 bonus kind of a deposit
 * without a promotion. Item-code credit is free credit; a deposit that earned a bonus names both amounts and
 * the promotion ("ฝาก 1,500 + โบนัส 500 · สมาชิกใหม่ รับโบนัส 50%").
 */
export function describeRow(
  row: TransactionRow,
  itemCodeMarker: string | undefined,
): { text: string; chip: string | null } {
  if (row.TransType !== 'DEPOSIT') return { text: transTypeLabel(row.TransType), chip: null };
  const { _id: id, title, Amount: bonus } = row.BonusInfo;
  if (id && itemCodeMarker && id === itemCodeMarker) return { text: TEXT.transFreeCredit, chip: null };
  if (id && bonus > 0) {
    const amounts = fillMessage(TEXT.transDepositBonus, { deposit: row.Amount, bonus });
    return { text: `${amounts} · ${title ?? TEXT.bonusReceived}`, chip: null };
  }
  return { text: TEXT.transDeposit, chip: bonusLabel(row, itemCodeMarker) };
}

/** Money that left the wallet (shown with a minus): the row's `BalanceChange` below zero. */
export const isOutgoing = (row: TransactionRow) => row.BalanceChange < 0;
