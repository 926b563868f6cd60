import { useUser } from '../api/get-user';
import { AccountActions } from '../components/account-actions';
import { Dialog } from '../components/dialog';
import { PersonalInfo } from '../components/personal-info';
import { TEXT } from '../lib/text';

/** SPEC §2 personal info popup (personalct), with the way to change the password and to sign out. */
export function PersonalInfoViewDialog({ onClose }: { onClose: () => void }) {
  const { data: user } = useUser();
  return (
    <Dialog title={TEXT.personalTitle} onClose={onClose}>
      <PersonalInfo user={user} />
      <AccountActions />
    </Dialog>
  );
}
