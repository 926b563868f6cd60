import { DepositPanel } from '../components/deposit-panel';
import { Dialog } from '../components/dialog';
import { TEXT } from '../lib/text';

/** SPEC §2 deposit popup, modal id `depositct`. */
export function DepositDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog id="depositct" title={TEXT.depositTitle} onClose={onClose}>
      <DepositPanel />
    </Dialog>
  );
}
