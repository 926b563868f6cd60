import { Link } from 'react-router';
import { AffiliatePanel } from '../components/affiliate-panel';
import { Dialog } from '../components/dialog';
import { paths } from '../config/paths';
import '../styles/games-rewards.css';
import { TEXT } from '../lib/text';

/** SPEC §2 affiliate popup (refer a friend); the lists live on /affiliate. */
export function AffiliateDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={TEXT.navAffiliate} onClose={onClose}>
      <AffiliatePanel />
      <p className="dialog__more">
        <Link to={paths.affiliate.getHref()} className="text-link">
          {TEXT.affiliateMembers} / {TEXT.affiliateIncomes}
        </Link>
      </p>
    </Dialog>
  );
}
