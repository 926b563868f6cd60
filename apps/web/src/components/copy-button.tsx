import { TH, TH_WEB } from '@chokdee/contracts';
import { showError, showSuccess } from '../lib/alerts';
import { copyText } from '../lib/clipboard';
import { Icon } from './icons';

/** Copies `text` and confirms with SPEC §8's 'คัดลอกแล้ว' popup; `what` names it for screen readers. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  async function copy() {
    if (await copyText(text)) await showSuccess(TH.copied);
    else await showError(TH_WEB.copyFailed);
  }
  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void copy()}>
      <Icon name="copy" size={16} />
      {TH_WEB.copy}
      <span className="sr-only"> {what}</span>
    </button>
  );
}
