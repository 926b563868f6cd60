import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { useI18n } from '../i18n';

/**
 * A query's loading and error states, the same on every screen: "Loading…" while the first answer is on
 * its way, the server's message and a retry when it failed; `children` once there is data.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  if (query.isPending)
    return (
      <p className="boot" role="status" aria-busy="true">
        {t.loading}
      </p>
    );
  if (query.isError)
    return (
      <div className="empty" role="alert">
        <p className="empty__title">{t.errorTitle}</p>
        <p className="empty__text">{errorMessage(query.error)}</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  return children(query.data);
}
