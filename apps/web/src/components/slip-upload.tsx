import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../api/client';
import { usePullSlip } from '../api/pull-slip';
import { showError, showNotice } from '../lib/alerts';
import { readSlipQr } from '../lib/slip-scan';
import { MESSAGE, TEXT } from '../lib/text';

/**
 * SPEC §2/§5/§8 slip upload: the slip's QR is read in the browser and only its text is sent. No file →
 * 'no files'; no readable QR → our Thai alert; the server's answer in a 'แจ้งเตือน' or an error popup.
 */
export function SlipUpload() {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const pull = usePullSlip();
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState<string>();
  const busy = reading || pull.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      await showError(MESSAGE.noFiles);
      return;
    }
    setReading(true);
    // The scanner's code loads on first use: a failed load is a connection problem, not a bad slip.
    const barcode = await readSlipQr(file)
      .catch(() => undefined)
      .finally(() => setReading(false));
    if (barcode === undefined) {
      await showError(MESSAGE.connectionFailed);
      return;
    }
    if (!barcode) {
      await showError(TEXT.slipNoQr);
      return;
    }
    try {
      const res = await pull.mutateAsync(barcode);
      if (fileRef.current) fileRef.current.value = '';
      setFileName(undefined);
      await showNotice(res.message);
    } catch (err) {
      await showError(errorMessage(err));
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="section-title">{TEXT.slipTitle}</h3>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {TEXT.slipFileLabel}
        </label>
        {/* The browser's own control says "Choose File / No file chosen" in English: it stays for the
            keyboard and screen readers (visually hidden, still focusable), and a Thai one is shown. */}
        <input
          ref={fileRef}
          id={inputId}
          type="file"
          accept="image/*"
          className="file-input sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setFileName(event.target.files?.[0]?.name)}
        />
        <div className="file-pick" aria-hidden="true" onClick={() => fileRef.current?.click()}>
          <span className="file-pick__button">{TEXT.slipChoose}</span>
          <span className="file-pick__name">{fileName ?? TEXT.slipNoneChosen}</span>
        </div>
        <p id={`${inputId}-hint`} className="field__hint">
          {TEXT.slipHint}
        </p>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {reading ? TEXT.slipReading : pull.isPending ? TEXT.loading : TEXT.slipSubmit}
      </button>
    </form>
  );
}
