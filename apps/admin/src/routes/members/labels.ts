import type { AdminBankStatement, WithdrawalStatus } from '@chokdee/contracts';
import type { MessageKey } from '../../i18n';

/** The wallets' names (the ledger's `wallet` and the member page's `wallets` keys). */
export const WALLET_LABEL: Partial<Record<string, MessageKey>> = {
  gameWallet: 'walletGame',
  mainWallet: 'walletMain',
  cashbackWallet: 'walletCashback',
  affiliateWallet: 'walletAffiliate',
  prizeWallet: 'walletPrize',
  residualWallet: 'walletResidual',
  spinWallet: 'walletSpin',
};

/** What a ledger movement was (the ledger's `kind`); an unknown one is shown as it is. */
export const LEDGER_KIND: Partial<Record<string, MessageKey>> = {
  deposit: 'ledgerKindDeposit',
  withdrawal: 'ledgerKindWithdrawal',
  bonus: 'ledgerKindBonus',
  cashback: 'ledgerKindCashback',
  affiliate: 'ledgerKindAffiliate',
  prize: 'ledgerKindPrize',
  spin: 'ledgerKindSpin',
  bet: 'ledgerKindBet',
  win: 'ledgerKindWin',
  refund: 'ledgerKindRefund',
  adjustment: 'ledgerKindAdjustment',
  itemcode: 'ledgerKindItemcode',
  forfeit: 'ledgerKindForfeit',
};

/** The site's own ledger accounts (`house:<name>`), named by what they pay for. */
export const HOUSE_ACCOUNT: Partial<Record<string, MessageKey>> = {
  payouts: 'ledgerKindWithdrawal',
  bonusExpense: 'ledgerKindBonus',
  cashbackExpense: 'ledgerKindCashback',
  affiliateExpense: 'ledgerKindAffiliate',
  prizeExpense: 'ledgerKindPrize',
  itemCodeExpense: 'ledgerKindItemcode',
  adjustments: 'ledgerKindAdjustment',
  spinTickets: 'ledgerKindSpin',
};

export const STATEMENT_STATUS: Record<AdminBankStatement['status'], MessageKey> = {
  unmatched: 'statementUnmatched',
  credited: 'statementCredited',
  rejected: 'statementRejected',
  internal: 'statementInternal',
  duplicate: 'statementDuplicate',
  not_ours: 'statementNotOurs',
};

export const STATEMENT_TONE: Record<string, 'ok' | 'warn' | 'danger' | 'info'> = {
  unmatched: 'warn',
  credited: 'ok',
  rejected: 'danger',
  duplicate: 'warn',
  not_ours: 'danger',
};

/** How a deposit was credited. */
export const VIA_LABEL: Partial<Record<string, MessageKey>> = {
  feed: 'viaFeed',
  slip: 'viaSlip',
  operator: 'viaOperator',
};

export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, MessageKey> = {
  pending: 'withdrawalPending',
  paying: 'withdrawalPaying',
  paid: 'withdrawalPaid',
  failed: 'withdrawalFailed',
  rejected: 'withdrawalRejected',
};
