import { TH_WEB, type TransactionRow, type TransType } from '@chokdee/contracts';

/**
 * SPEC §7: GET history/deposit answers every kind; each screen keeps only its own kinds.
 * `all` is the history/withdraw dialog's list, `deposit` the deposit list, `cashback` the cashback history.
 */
export const HISTORY_FILTERS = {
  all: ['DEPOSIT', 'AFFILIATE', 'CASHBACK', 'WITHDRAW', 'FORFEIT'],
  deposit: ['DEPOSIT', 'AFFILIATE', 'CASHBACK'],
  cashback: ['CASHBACK'],
  // A forfeit belongs to the withdrawal that ended its bonus (docs/ABUSE.md 5).
  withdraw: ['WITHDRAW', 'FORFEIT'],
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
  if (status === 2) return { text: TH_WEB.statusPending, tone: 'wait' };
  if (status === 3) return { text: TH_WEB.statusFailed, tone: 'bad' };
  return { text: TH_WEB.statusApproved, tone: 'ok' };
}

/**
 * SPEC §4 deposit bonus label: free credit when the bonus id is the item-code marker (the user info's
 * `ItemCode`), no bonus when empty, bonus otherwise. Only deposit rows carry one.
 */
export function bonusLabel(row: TransactionRow, itemCodeMarker: string | undefined): string | null {
  if (row.TransType !== 'DEPOSIT') return null;
  const id = row.BonusInfo._id;
  if (!id) return TH_WEB.bonusNone;
  if (itemCodeMarker && id === itemCodeMarker) return TH_WEB.bonusFreeCredit;
  return TH_WEB.bonusReceived;
}

const KIND_LABEL: Record<TransType, string> = {
  DEPOSIT: TH_WEB.transDeposit,
  AFFILIATE: TH_WEB.transAffiliate,
  CASHBACK: TH_WEB.transCashback,
  WITHDRAW: TH_WEB.transWithdraw,
  FORFEIT: TH_WEB.transForfeit,
};

export const transTypeLabel = (type: TransType) => KIND_LABEL[type];

/** Money that left the wallet: a withdrawal, or a forfeit (shown with a minus). */
export const isOutgoing = (type: TransType) => type === 'WITHDRAW' || type === 'FORFEIT';
