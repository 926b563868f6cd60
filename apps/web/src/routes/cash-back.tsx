import { TH_WEB } from '@chokdee/contracts';
import { CashbackHistory } from '../components/cashback-history';
import { CashbackPanel } from '../components/cashback-panel';
import { Page } from '../components/page';
import '../styles/games-rewards.css';

/** /cash_back (Rolling): the cashback panel and the member's cashback claims. */
export function CashBackRoute() {
  return (
    <Page title={TH_WEB.navCashBack} className="narrow">
      <section className="card">
        <CashbackPanel />
      </section>
      <CashbackHistory />
    </Page>
  );
}
