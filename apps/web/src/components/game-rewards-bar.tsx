import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useOpenDialog } from './dialog-host';
import { Icon } from './icons';
import { TEXT } from '../lib/text';

/** Above the catalogue: the reward popups of SPEC §2 (cashback, prize wheel, affiliate) and free credit. */
export function GameRewardsBar() {
  const openDialog = useOpenDialog();
  return (
    <ul className="rewards-bar" aria-label={TEXT.rewardsNav}>
      <li>
        <button type="button" className="rewards-bar__item" onClick={() => openDialog('cashback')}>
          <Icon name="undo" size={20} />
          {TEXT.navCashBack}
        </button>
      </li>
      <li>
        <button type="button" className="rewards-bar__item" onClick={() => openDialog('wheel')}>
          <Icon name="star" size={20} />
          {TEXT.navSpinner}
        </button>
      </li>
      <li>
        <button type="button" className="rewards-bar__item" onClick={() => openDialog('affiliate')}>
          <Icon name="users" size={20} />
          {TEXT.navAffiliate}
        </button>
      </li>
      <li>
        <Link to={paths.freeCredit.getHref()} className="rewards-bar__item">
          <Icon name="gift" size={20} />
          {TEXT.navFreeCredit}
        </Link>
      </li>
    </ul>
  );
}
