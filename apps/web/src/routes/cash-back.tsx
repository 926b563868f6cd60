import { CashbackHistory } from '../components/cashback-history';
import { CashbackPanel } from '../components/cashback-panel';
import { Page } from '../components/page';
import '../styles/games-rewards.css';
import { TEXT } from '../lib/text';

/** /cash_back (Rolling): the cashback panel and the member's cashback claims. */
export function CashBackRoute() {
  return (
    <Page title={TEXT.navCashBack} className="narrow">
      <section className="card">
        <CashbackPanel />
      </section>
      <CashbackHistory />
    </Page>
  );
}
