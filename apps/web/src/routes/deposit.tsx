import { TH_WEB } from '@chokdee/contracts';
import { DepositPanel } from '../components/deposit-panel';
import { Page } from '../components/page';

/** /deposit: the deposit popup's content as a page (a link or a reload lands on the same screen). */
export function DepositRoute() {
  return (
    <Page title={TH_WEB.depositTitle} className="narrow">
      <section className="card">
        <DepositPanel />
      </section>
    </Page>
  );
}
