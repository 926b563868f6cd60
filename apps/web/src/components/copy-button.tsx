import { copyWithToast } from '../lib/clipboard';
import { Icon } from './icons';
import { TEXT } from '../lib/text';

/** Copies `text` and confirms with the toast 'คัดลอกแล้ว' (SPEC §8's words); `what` names it for screen readers. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void copyWithToast(text)}>
      <Icon name="copy" size={16} />
      {TEXT.copy}
      <span className="sr-only"> {what}</span>
    </button>
  );
}
