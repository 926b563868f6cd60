import { Dialog } from '../components/dialog';
import { PrizeWheel } from '../components/prize-wheel';
import '../styles/games-rewards.css';
import { TEXT } from '../lib/text';

/** SPEC §2 prize wheel popup: the same wheel as /spinner. */
export function WheelSpinDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={TEXT.navSpinner} onClose={onClose}>
      <PrizeWheel />
    </Dialog>
  );
}
