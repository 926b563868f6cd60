import { HistoryTabs } from '../components/history-tabs';
import { Page } from '../components/page';
import { TEXT } from '../lib/text';

/** /history: the history popup (20 latest, deposit and withdraw tabs) as a page. */
export function HistoryRoute() {
  return (
    <Page title={TEXT.navHistory} className="narrow">
      <HistoryTabs />
    </Page>
  );
}
