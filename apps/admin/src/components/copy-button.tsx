import { copyText } from '@chokdee/web-kit';
import { useState } from 'react';
import { useI18n } from '../i18n';

/** Copies `text` and says so beside the button (announced politely); `what` names it for screen readers. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useI18n();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  return (
    <span className="copy">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => void copyText(text).then((ok) => setResult(ok ? 'copied' : 'failed'))}
      >
        {t.copy}
        <span className="sr-only"> {what}</span>
      </button>
      <span className="copy__status" role="status">
        {result === 'copied' ? t.copied : result === 'failed' ? t.copyFailed : ''}
      </span>
    </span>
  );
}
