import { TH_WEB } from '@chokdee/contracts';
import { Dialog } from '../components/dialog';
import { HistoryTabs } from '../components/history-tabs';

/** SPEC §2 history popup: the 20 latest transactions, deposit and withdraw tabs. */
export function HistoryDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={TH_WEB.navHistory} onClose={onClose}>
      <HistoryTabs />
    </Dialog>
  );
}
