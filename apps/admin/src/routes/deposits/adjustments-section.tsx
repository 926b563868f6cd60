import { fillMessage, type AdjustmentStatus } from '@chokdee/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADJUSTMENT_PAGE_SIZE, useAdjustments } from '../../api/get-adjustments';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useI18n, type MessageKey } from '../../i18n';
import { AdjustmentForm } from './adjustment-form';
import { AdjustmentTable } from './adjustment-table';

type Shown = AdjustmentStatus | 'all';
const FILTERS: { value: Shown; label: MessageKey }[] = [
  { value: 'all', label: 'adjustmentsAll' },
  { value: 'pending', label: 'adjStatusPending' },
  { value: 'applied', label: 'adjStatusApplied' },
  { value: 'rejected', label: 'adjStatusRejected' },
];
const isShown = (v: string | null): v is Shown => FILTERS.some((f) => f.value === v);

/** `?adjusted=pending&adjustedPage=2`: the list's filter, apart from the queue's. */
function useAdjustmentParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('adjusted');
  const shown: Shown = isShown(raw) ? raw : 'all';
  const page = Math.max(1, Number.parseInt(params.get('adjustedPage') ?? '1', 10) || 1);
  const go = (next: { shown: Shown; page: number }) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.delete('adjusted');
        search.delete('adjustedPage');
        if (next.shown !== 'all') search.set('adjusted', next.shown);
        if (next.page > 1) search.set('adjustedPage', String(next.page));
        return search;
      },
      { preventScrollReset: true },
    );
  return { shown, page, go };
}

/** Manual credits and debits: the form (a new request id each time it opens), then the list to decide. */
export function AdjustmentsSection() {
  const { t } = useI18n();
  const { shown, page, go } = useAdjustmentParams();
  const list = useAdjustments({ status: shown === 'all' ? undefined : shown, page });
  // Each opening of the form is a new request: its key gives the form a fresh requestId. Renewed on closing,
  // not on opening: the toggle event comes after the panel opens, and typing that started would be lost.
  const [opening, setOpening] = useState(0);
  return (
    <section className="section" aria-labelledby="adjustments-title">
      <h2 id="adjustments-title" className="section__title">
        {t.adjustmentsTitle}
      </h2>
      <p className="muted">{t.adjustmentsIntro}</p>
      <details
        className="panel"
        onToggle={(event) => {
          if (!event.currentTarget.open) setOpening((n) => n + 1);
        }}
      >
        <summary className="panel__summary">{t.adjustmentNew}</summary>
        <div className="panel__body">
          <AdjustmentForm key={opening} onDone={() => setOpening((n) => n + 1)} />
        </div>
      </details>
      <div className="list-switch" role="group" aria-label={t.adjustmentsShow}>
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="list-switch__item"
            aria-pressed={shown === f.value}
            onClick={() => go({ shown: f.value, page: 1 })}
          >
            {t[f.label]}
          </button>
        ))}
      </div>
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 && page === 1 ? (
            <EmptyState title={t.adjustmentsEmptyTitle} text={t.adjustmentsEmptyText} />
          ) : (
            <>
              <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
              <AdjustmentTable rows={data.items} />
              <Pager
                page={page}
                pageSize={ADJUSTMENT_PAGE_SIZE}
                total={data.total}
                onPage={(next) => go({ shown, page: next })}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
