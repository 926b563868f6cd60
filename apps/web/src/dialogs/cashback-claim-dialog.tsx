import { Link } from 'react-router';
import { CashbackPanel } from '../components/cashback-panel';
import { Dialog } from '../components/dialog';
import { paths } from '../config/paths';
import '../styles/games-rewards.css';
import { TEXT } from '../lib/text';

/** SPEC §2 cashback popup (returncreditct): remaining cashback, payout percent and the claim button. */
export function CashbackClaimDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={TEXT.navCashBack} onClose={onClose}>
      <CashbackPanel />
      <p className="dialog__more">
        <Link to={paths.cashBack.getHref()} className="text-link">
          {TEXT.cashbackHistory}
        </Link>
      </p>
    </Dialog>
  );
}
