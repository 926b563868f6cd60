import { Dialog } from '../components/dialog';
import { HistoryTabs } from '../components/history-tabs';
import { TEXT } from '../lib/text';

/** SPEC §2 history popup: the 20 latest transactions, deposit and withdraw tabs. */
export function HistoryDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={TEXT.navHistory} onClose={onClose}>
      <HistoryTabs />
    </Dialog>
  );
}
