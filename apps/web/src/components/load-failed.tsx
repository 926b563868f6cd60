import { errorMessage } from '../api/client';
import { Icon } from './icons';
import { TEXT } from '../lib/text';

/** A block that could not load: what went wrong (the server's Thai message) and a retry button. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="empty" role="alert">
      <p className="empty__title">{TEXT.loadFailed}</p>
      <p className="empty__note">{errorMessage(error)}</p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        {TEXT.retry}
      </button>
    </div>
  );
}
