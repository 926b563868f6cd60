import { fillMessage } from '@chokdee/contracts';
import { useState } from 'react';
import { BATCHES_PAGE_SIZE, useItemCodeBatches } from '../../api/get-item-code-batches';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { BatchCodes } from './batch-codes';
import { BatchForm } from './batch-form';
import { BatchTable } from './batch-table';
import { usePromotionsSearch } from './promotions-search';

/**
 * Item-code batches: generate one (`promotions.write`), the list, and the chosen batch's codes. The list's
 * page is kept while a batch is open (`?batch=`), whose own codes page the URL carries.
 */
export function BatchesSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useI18n();
  const { batch: openId, page, go } = usePromotionsSearch();
  const [listPage, setListPage] = useState(openId ? 1 : page);
  const batches = useItemCodeBatches(listPage);
  const [creating, setCreating] = useState(false);

  return (
    <section className="section" aria-labelledby="batches-title">
      <h2 id="batches-title" className="section__title">
        {t.batchListTitle}
      </h2>
      {canWrite && (
        <details className="panel" open={creating} onToggle={(e) => setCreating(e.currentTarget.open)}>
          <summary className="panel__summary">{t.batchCreateTitle}</summary>
          <div className="panel__body">
            {creating && (
              <BatchForm
                onCreated={(id) => {
                  setCreating(false);
                  setListPage(1);
                  go({ view: 'codes', batch: id });
                }}
              />
            )}
          </div>
        </details>
      )}
      <QueryState query={batches}>
        {(data) => {
          const open = openId ? data.items.find((b) => b.id === openId) : undefined;
          return data.items.length === 0 && listPage === 1 ? (
            <EmptyState title={t.batchEmptyTitle} text={t.batchEmptyText} />
          ) : (
            <>
              <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
              <BatchTable batches={data.items} />
              <Pager page={listPage} pageSize={BATCHES_PAGE_SIZE} total={data.total} onPage={setListPage} />
              {open && (
                <BatchCodes
                  batch={open}
                  canWrite={canWrite}
                  page={page}
                  onPage={(next) => go({ view: 'codes', batch: open.id, page: next })}
                  onClose={() => go({ view: 'codes' })}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
