import { fillMessage } from '@chokdee/contracts';
import { useSearchParams } from 'react-router';
import { STATEMENT_PAGE_SIZE, useBankStatements, type WaitingStatus } from '../../api/get-bank-statements';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { StatementTable } from './statement-table';

/** `?status=duplicate&page=2`: the queue's filter in the URL (the adjustments keep theirs apart). */
function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const status: WaitingStatus = params.get('status') === 'duplicate' ? 'duplicate' : 'unmatched';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { status: WaitingStatus; page: number }) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.delete('status');
        search.delete('page');
        if (next.status !== 'unmatched') search.set('status', next.status);
        if (next.page > 1) search.set('page', String(next.page));
        return search;
      },
      { preventScrollReset: true },
    );
  return { status, page, go };
}

const FILTERS: { status: WaitingStatus; label: 'statementUnmatched' | 'statementDuplicate' }[] = [
  { status: 'unmatched', label: 'statementUnmatched' },
  { status: 'duplicate', label: 'statementDuplicate' },
];

/** The transfers no member was found for (and those that may repeat another), read again on request. */
export function StatementQueue({ canAct }: { canAct: boolean }) {
  const { t } = useI18n();
  const { status, page, go } = useQueueParams();
  const queue = useBankStatements({ status, page });
  return (
    <section className="section" aria-labelledby="statement-queue-title">
      <h2 id="statement-queue-title" className="section__title">
        {t.statementQueueTitle}
      </h2>
      <p className="muted">{t.statementQueueIntro}</p>
      <div className="queue-tools">
        <div className="segmented" role="group" aria-label={t.queueStatusLabel}>
          {FILTERS.map((f) => (
            <button
              key={f.status}
              type="button"
              className="segmented__item"
              aria-pressed={status === f.status}
              onClick={() => go({ status: f.status, page: 1 })}
            >
              {t[f.label]}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={queue.isFetching}
          aria-busy={queue.isFetching}
          onClick={() => void queue.refetch()}
        >
          {t.refresh}
        </button>
      </div>
      <QueryState query={queue}>
        {(data) =>
          data.items.length === 0 && page === 1 ? (
            <EmptyState
              title={status === 'unmatched' ? t.statementQueueEmptyTitle : t.statementDuplicatesEmptyTitle}
              text={status === 'unmatched' ? t.statementQueueEmptyText : t.statementDuplicatesEmptyText}
            />
          ) : (
            <>
              <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
              <StatementTable rows={data.items} canAct={canAct} />
              <Pager
                page={page}
                pageSize={STATEMENT_PAGE_SIZE}
                total={data.total}
                onPage={(next) => go({ status, page: next })}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
