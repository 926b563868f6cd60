import { NavLink } from 'react-router';
import { useDepositHistory } from '../api/get-deposit-history';
import { useWithdrawHistory } from '../api/get-withdraw-history';
import { Page } from '../components/page';
import { TransactionList } from '../components/transaction-list';
import { paths } from '../config/paths';
import { TEXT } from '../lib/text';

export type TransactionsVariant = 'all' | 'deposit' | 'withdraw';

const VARIANTS = [
  { key: 'all', to: paths.transactions.getHref(), label: TEXT.historyAll, title: TEXT.navTransactions },
  {
    key: 'deposit',
    to: paths.transactionsDeposit.getHref(),
    label: TEXT.historyDeposit,
    title: TEXT.navTransactionsDeposit,
  },
  {
    key: 'withdraw',
    to: paths.transactionsWithdraw.getHref(),
    label: TEXT.historyWithdraw,
    title: TEXT.navTransactionsWithdraw,
  },
] as const;

// SPEC §7: every kind but cashback-only comes from history/deposit and is filtered here.
const AllList = () => <TransactionList query={useDepositHistory()} filter="all" />;
const DepositList = () => <TransactionList query={useDepositHistory()} filter="deposit" />;
const WithdrawList = () => <TransactionList query={useWithdrawHistory()} filter="withdraw" />;

/** /transactions, /transactions-deposit, /transactions-withdraw: the 20 latest rows of each kind. */
export function TransactionsRoute({ variant }: { variant: TransactionsVariant }) {
  const current = VARIANTS.find((v) => v.key === variant) ?? VARIANTS[0];
  return (
    <Page title={current.title} className="narrow">
      <nav className="tabs tabs--3" aria-label={TEXT.navTransactions}>
        {VARIANTS.map((v) => (
          <NavLink key={v.key} to={v.to} className="tabs__tab" end>
            {v.label}
          </NavLink>
        ))}
      </nav>
      {variant === 'all' ? <AllList /> : variant === 'deposit' ? <DepositList /> : <WithdrawList />}
    </Page>
  );
}
