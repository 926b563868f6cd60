import { useDepositHistory } from '../api/get-deposit-history';
import { TransactionList } from './transaction-list';
import { TEXT } from '../lib/text';

/** SPEC §7: the cashback history is the CASHBACK rows of GET history/deposit. */
export function CashbackHistory() {
  const history = useDepositHistory();
  return (
    <section className="card" aria-labelledby="cashback-history-title">
      <h2 id="cashback-history-title" className="card__title">
        {TEXT.cashbackHistory}
      </h2>
      <TransactionList query={history} filter="cashback" />
    </section>
  );
}
