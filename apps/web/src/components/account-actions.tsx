import { signOut } from '../api/logout';
import { useOpenDialog } from './dialog-host';
import { Icon } from './icons';
import { TEXT } from '../lib/text';

/** Change password and sign out: what the personal-info popup and the profile page offer under the info. */
export function AccountActions() {
  const openDialog = useOpenDialog();
  return (
    <div className="stack">
      <button type="button" className="btn btn-ghost btn-block" onClick={() => openDialog('password-change')}>
        <Icon name="lock" size={18} />
        {TEXT.changePassword}
      </button>
      <button type="button" className="link-btn link-btn--danger" onClick={() => void signOut()}>
        <Icon name="logout" size={18} />
        {TEXT.signOut}
      </button>
    </div>
  );
}
