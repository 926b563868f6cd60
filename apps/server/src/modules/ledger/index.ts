/**
 * The ledger's public API. Other modules move money only through these functions, passing their own
 * transaction (`Executor`) so their writes and the ledger's commit or roll back together.
 */
export {
  WALLET_KINDS,
  PLAYABLE_WALLET,
  HOUSE_SHARDS,
  assetOfWallet,
  houseAccount,
  memberAccount,
  memberAccounts,
  type AccountRef,
  type Asset,
  type HouseName,
  type WalletKind,
} from './accounts';
export {
  ensureMemberAccounts,
  isInsufficientFunds,
  reverse,
  transfer,
  type ReverseInput,
  type TransferInput,
  type TransferKind,
  type TransferResult,
} from './service';
export { creditMany } from './credit-many';
export {
  getHold,
  hold,
  lockForHold,
  postHold,
  voidHold,
  type HoldInput,
  type HoldResult,
  type HoldStatus,
  type HoldView,
} from './hold-service';
export {
  availableSql,
  creditsAfterSql,
  holdSinceSql,
  lastEntryIdSql,
  standingAmountSql,
} from './account-reads';
export { walletFlowsBetween, type WalletFlowQuery } from './wallet-flows';
export {
  balancesOf,
  playableOfMany,
  readMemberMoney,
  type MemberBalances,
  type WalletBalance,
} from './balances';
export { houseBalance } from './house-balance';
export { onMemberMoneyMoved, type MemberMoneyMoved, type MoneyChange } from './money-moved';
export { checkInvariants, type CheckResult, type InvariantName, type InvariantReport } from './invariants';
export { ledgerRoutes } from './routes';
export { memberMoneySubqueries, toMemberMoney } from './balances';
export {
  recentHolds,
  recentPlayDays,
  recentReleases,
  recentTransfers,
  type HistoryHold,
  type HistoryPlayDay,
  type HistoryRelease,
  type HistoryTransfer,
  type TransferKinds,
} from './history-reads';
export {
  statementLines,
  statementSummary,
  type StatementLine,
  type StatementQuery,
  type StatementSummary,
} from './statement-reads';
export { memberEntriesPage, memberEntryCountSql } from './member-entries';
export {
  activeMembers,
  activeMembersByDay,
  firstDepositorsByDay,
  gamesByProvider,
  moneyByDay,
  type GameRow,
  type KindRow,
  type MoneyKind,
} from './report-reads';
export { recentDepositsOf } from './recent-deposits';
export {
  defineMoneyQuery,
  NO_MONEY,
  type MemberMoney,
  type MemberMoneyQuery,
  type MemberMoneySource,
  type MoneyFields,
} from './member-money';
