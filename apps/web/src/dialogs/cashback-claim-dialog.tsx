import { TH_WEB } from '@chokdee/contracts';
import { Link } from 'react-router';
import { CashbackPanel } from '../components/cashback-panel';
import { Dialog } from '../components/dialog';
import { paths } from '../config/paths';
import '../styles/games-rewards.css';

/** SPEC §2 cashback popup (returncreditct): remaining cashback, payout percent and the claim button. */
export function CashbackClaimDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={TH_WEB.navCashBack} onClose={onClose}>
      <CashbackPanel />
      <p className="dialog__more">
        <Link to={paths.cashBack.getHref()} className="text-link">
          {TH_WEB.cashbackHistory}
        </Link>
      </p>
    </Dialog>
  );
}
