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
