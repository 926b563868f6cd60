import { Dialog } from '../components/dialog';
import { PasswordChangeForm } from '../components/password-change-form';
import { TEXT } from '../lib/text';

/** Change password (PUT /auth-service/v1/change-password) as a popup. */
export function PasswordChangeDialog({ onClose, temporary }: { onClose: () => void; temporary?: boolean }) {
  return (
    <Dialog title={TEXT.changePassword} onClose={onClose}>
      {temporary && <p className="lead">{TEXT.temporaryPasswordLead}</p>}
      <PasswordChangeForm onDone={onClose} />
    </Dialog>
  );
}
