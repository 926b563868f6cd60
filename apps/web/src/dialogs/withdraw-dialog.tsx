import { TH_WEB } from '@chokdee/contracts';
import { Dialog } from '../components/dialog';
import { WithdrawPanel } from '../components/withdraw-panel';

/** SPEC §2 withdraw popup; closes after a successful withdrawal. */
export function WithdrawDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={TH_WEB.withdrawTitle} onClose={onClose}>
      <WithdrawPanel onDone={onClose} />
    </Dialog>
  );
}
