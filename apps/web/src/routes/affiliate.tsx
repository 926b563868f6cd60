import { AffiliateLists } from '../components/affiliate-lists';
import { AffiliatePanel } from '../components/affiliate-panel';
import { Page } from '../components/page';
import '../styles/games-rewards.css';
import { TEXT } from '../lib/text';

/** /affiliate: refer a friend, with the referred members and the income. */
export function AffiliateRoute() {
  return (
    <Page title={TEXT.navAffiliate} className="narrow">
      <section className="card">
        <AffiliatePanel />
      </section>
      <AffiliateLists />
    </Page>
  );
}
