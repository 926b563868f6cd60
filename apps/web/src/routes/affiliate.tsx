import { TH_WEB } from '@chokdee/contracts';
import { AffiliateLists } from '../components/affiliate-lists';
import { AffiliatePanel } from '../components/affiliate-panel';
import { Page } from '../components/page';
import '../styles/games-rewards.css';

/** /affiliate: refer a friend, with the referred members and the income. */
export function AffiliateRoute() {
  return (
    <Page title={TH_WEB.navAffiliate} className="narrow">
      <section className="card">
        <AffiliatePanel />
      </section>
      <AffiliateLists />
    </Page>
  );
}
