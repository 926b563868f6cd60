import { fillMessage, type AdminPromotion } from '@chokdee/contracts';
import { useState } from 'react';
import { usePromotions } from '../../api/get-promotions';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { PromotionClaims } from './promotion-claims';
import { PromotionForm } from './promotion-form';
import { PromotionTable } from './promotion-table';
import { usePromotionsSearch } from './promotions-search';

/** The promotions: the list, a form to add or change one (`promotions.write`), and one's claims. */
export function PromotionsSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useI18n();
  const promotions = usePromotions();
  const { claims, page, go } = usePromotionsSearch();
  // The promotion being changed; the form opens above the list, a new form each time (its own values).
  const [editing, setEditing] = useState<AdminPromotion | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <section className="section" aria-labelledby="promotions-title">
      <h2 id="promotions-title" className="section__title">
        {t.promoListTitle}
      </h2>
      {canWrite && editing && (
        <div className="panel">
          <p className="panel__summary">{fillMessage(t.promoEditTitle, { title: editing.title })}</p>
          <div className="panel__body">
            <PromotionForm key={editing.id} promotion={editing} onDone={() => setEditing(null)} />
          </div>
        </div>
      )}
      {canWrite && !editing && (
        <details className="panel" open={creating} onToggle={(e) => setCreating(e.currentTarget.open)}>
          <summary className="panel__summary">{t.promoCreateTitle}</summary>
          <div className="panel__body">
            {creating && <PromotionForm promotion={null} onDone={() => setCreating(false)} />}
          </div>
        </details>
      )}
      <QueryState query={promotions}>
        {(list) => {
          const shown = claims ? list.find((p) => p.id === claims) : undefined;
          return (
            <>
              {list.length === 0 ? (
                <EmptyState title={t.promoEmptyTitle} text={t.promoEmptyText} />
              ) : (
                <PromotionTable
                  promotions={list}
                  onEdit={
                    canWrite
                      ? (p) => {
                          setCreating(false);
                          setEditing(p);
                          window.scrollTo({ top: 0 });
                        }
                      : undefined
                  }
                />
              )}
              {shown && (
                <PromotionClaims
                  promotion={shown}
                  page={page}
                  onPage={(next) => go({ view: 'promotions', claims: shown.id, page: next })}
                  onClose={() => go({ view: 'promotions' })}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
