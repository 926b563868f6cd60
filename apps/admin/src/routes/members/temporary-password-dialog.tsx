import { useEffect, useId, useRef } from 'react';
import { CopyButton } from '../../components/copy-button';
import { useI18n } from '../../i18n';

/**
 * The temporary password, shown this once in a modal dialog (the browser's own: focus kept inside, Escape
 * closes) with a copy button. It lives in this component's state only: closing the dialog forgets it.
 */
export function TemporaryPasswordDialog({
  password,
  who,
  onClose,
}: {
  password: string;
  who: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="secret-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="secret-dialog__title">
        {t.temporaryPasswordTitle}
      </h2>
      <p>{who}</p>
      <p className="secret" translate="no">
        {password}
      </p>
      <CopyButton text={password} what={t.temporaryPasswordTitle} />
      <p className="notice">{t.temporaryPasswordOnce}</p>
      <form method="dialog">
        <button type="submit" className="btn btn-primary">
          {t.ok}
        </button>
      </form>
    </dialog>
  );
}
