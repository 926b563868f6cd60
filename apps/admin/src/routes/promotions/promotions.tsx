import { Page } from '../../components/page';
import { useSignedIn } from '../../components/require-session';
import { useI18n } from '../../i18n';
import { BatchesSection } from './batches-section';
import { PromotionsSection } from './promotions-section';
import { usePromotionsSearch, type PromotionsView } from './promotions-search';
import './promotions.css';

const VIEWS: { view: PromotionsView; label: 'promoTabPromotions' | 'promoTabCodes' }[] = [
  { view: 'promotions', label: 'promoTabPromotions' },
  { view: 'codes', label: 'promoTabCodes' },
];

/**
 * Promotions and item codes (issue 12 screen 6): read with `promotions.read`, changed with
 * `promotions.write` (owner, marketing). The server checks every call; this only hides the forms.
 */
export function PromotionsRoute() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  const canWrite = permissions.includes('promotions.write');
  const { view, go } = usePromotionsSearch();
  return (
    <Page title={t.navPromotions}>
      <div className="segmented" role="group" aria-label={t.promoTabsLabel}>
        {VIEWS.map((v) => (
          <button
            key={v.view}
            type="button"
            className="segmented__item"
            aria-pressed={view === v.view}
            onClick={() => go({ view: v.view })}
          >
            {t[v.label]}
          </button>
        ))}
      </div>
      {view === 'promotions' ? (
        <PromotionsSection canWrite={canWrite} />
      ) : (
        <BatchesSection canWrite={canWrite} />
      )}
    </Page>
  );
}
