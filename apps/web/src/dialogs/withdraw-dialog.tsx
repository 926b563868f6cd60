import { Dialog } from '../components/dialog';
import { WithdrawPanel } from '../components/withdraw-panel';
import { TEXT } from '../lib/text';

/** SPEC §2 withdraw popup; closes after a successful withdrawal. */
export function WithdrawDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={TEXT.withdrawTitle} onClose={onClose}>
      <WithdrawPanel onDone={onClose} />
    </Dialog>
  );
}
