import { TH_WEB } from '@chokdee/contracts';
import { Dialog } from '../components/dialog';
import { PasswordChangeForm } from '../components/password-change-form';

/** Change password (PUT /auth-service/v1/change-password) as a popup. */
export function PasswordChangeDialog({ onClose, temporary }: { onClose: () => void; temporary?: boolean }) {
  return (
    <Dialog title={TH_WEB.changePassword} onClose={onClose}>
      {temporary && <p className="lead">{TH_WEB.temporaryPasswordLead}</p>}
      <PasswordChangeForm onDone={onClose} />
    </Dialog>
  );
}
