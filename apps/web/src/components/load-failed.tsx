import { TH_WEB } from '@chokdee/contracts';
import { errorMessage } from '../api/client';
import { Icon } from './icons';

/** A block that could not load: what went wrong (the server's Thai message) and a retry button. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="empty" role="alert">
      <p className="empty__title">{TH_WEB.loadFailed}</p>
      <p className="empty__note">{errorMessage(error)}</p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        {TH_WEB.retry}
      </button>
    </div>
  );
}
