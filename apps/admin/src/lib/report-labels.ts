import type { ReportColumn } from '@chokdee/contracts';
import type { MessageKey } from '../i18n';

/**
 * The catalogue key of each report column: in Thai the same words as the CSV files' header row
 * (`REPORT_COLUMNS`, a test holds them equal), in English their translation.
 */
export const REPORT_LABEL = {
  day: 'repDay',
  deposits: 'repDeposits',
  withdrawals: 'repWithdrawals',
  net: 'repNet',
  bonuses: 'repBonuses',
  cashback: 'repCashback',
  affiliate: 'repAffiliate',
  adjustments: 'repAdjustments',
  newMembers: 'repNewMembers',
  firstDepositors: 'repFirstDepositors',
  activeMembers: 'repActiveMembers',
  withdrawalsPending: 'repWithdrawalsPending',
  withdrawalsPaying: 'repWithdrawalsPaying',
  withdrawalsFailed: 'repWithdrawalsFailed',
  statementsUnmatched: 'repStatementsUnmatched',
  provider: 'repProvider',
  game: 'repGame',
  bets: 'repBets',
  refunds: 'repRefunds',
  wins: 'repWins',
  turnover: 'repTurnover',
  ggr: 'repGgr',
  costs: 'repCosts',
  ngr: 'repNgr',
} as const satisfies Partial<Record<ReportColumn, MessageKey>>;
