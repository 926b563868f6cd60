import { Link } from 'react-router';
import { Icon } from '../components/icons';
import { Page } from '../components/page';
import { WithdrawPanel } from '../components/withdraw-panel';
import { paths } from '../config/paths';
import { TEXT } from '../lib/text';

/** /withdraw: the withdraw popup's content as a page, with a link to the withdrawals list. */
export function WithdrawRoute() {
  return (
    <Page title={TEXT.withdrawTitle} className="narrow">
      <section className="card">
        <WithdrawPanel />
      </section>
      <Link to={paths.transactionsWithdraw.getHref()} className="btn btn-ghost btn-block">
        <Icon name="list" size={18} />
        {TEXT.navTransactionsWithdraw}
      </Link>
    </Page>
  );
}
