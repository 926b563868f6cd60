import { DepositPanel } from '../components/deposit-panel';
import { Page } from '../components/page';
import { TEXT } from '../lib/text';

/** /deposit: the deposit popup's content as a page (a link or a reload lands on the same screen). */
export function DepositRoute() {
  return (
    <Page title={TEXT.depositTitle} className="narrow">
      <section className="card">
        <DepositPanel />
      </section>
    </Page>
  );
}
