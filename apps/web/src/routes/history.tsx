import { TH_WEB } from '@chokdee/contracts';
import { HistoryTabs } from '../components/history-tabs';
import { Page } from '../components/page';

/** /history: the history popup (20 latest, deposit and withdraw tabs) as a page. */
export function HistoryRoute() {
  return (
    <Page title={TH_WEB.navHistory} className="narrow">
      <HistoryTabs />
    </Page>
  );
}
