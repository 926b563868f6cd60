import { TH_WEB } from '@chokdee/contracts';
import { DepositPanel } from '../components/deposit-panel';
import { Dialog } from '../components/dialog';

/** SPEC §2 deposit popup, modal id `depositct`. */
export function DepositDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog id="depositct" title={TH_WEB.depositTitle} onClose={onClose}>
      <DepositPanel />
    </Dialog>
  );
}
