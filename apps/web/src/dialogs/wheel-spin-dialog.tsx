import { TH_WEB } from '@chokdee/contracts';
import { Dialog } from '../components/dialog';
import { PrizeWheel } from '../components/prize-wheel';
import '../styles/games-rewards.css';

/** SPEC §2 prize wheel popup: the same wheel as /spinner. */
export function WheelSpinDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={TH_WEB.navSpinner} onClose={onClose}>
      <PrizeWheel />
    </Dialog>
  );
}
