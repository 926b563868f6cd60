import { TH_WEB } from '@chokdee/contracts';
import { useUser } from '../api/get-user';
import { signOut } from '../api/logout';
import { useOpenDialog } from '../components/dialog-host';
import { Dialog } from '../components/dialog';
import { Icon } from '../components/icons';
import { PersonalInfo } from '../components/personal-info';

/** SPEC §2 personal info popup (personalct), with the way to change the password and to sign out. */
export function PersonalInfoViewDialog({ onClose }: { onClose: () => void }) {
  const { data: user } = useUser();
  const openDialog = useOpenDialog();
  return (
    <Dialog title={TH_WEB.personalTitle} onClose={onClose}>
      <PersonalInfo user={user} />
      <div className="stack">
        <button
          type="button"
          className="btn btn-ghost btn-block"
          onClick={() => openDialog('password-change')}
        >
          <Icon name="lock" size={18} />
          {TH_WEB.changePassword}
        </button>
        <button type="button" className="link-btn link-btn--danger" onClick={() => void signOut()}>
          <Icon name="logout" size={18} />
          {TH_WEB.signOut}
        </button>
      </div>
    </Dialog>
  );
}
