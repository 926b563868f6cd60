import { Link } from 'react-router';
import { usePromotions } from '../api/get-promotions';
import { EmptyState } from '../components/empty-state';
import { LoadFailed } from '../components/load-failed';
import { Page } from '../components/page';
import { PromotionCard } from '../components/promotion-card';
import { PromotionSwitch } from '../components/promotion-choice';
import { paths } from '../config/paths';
import { useToken } from '../lib/session';
import '../styles/money.css';
import { TEXT } from '../lib/text';

function PromotionList() {
  const promotions = usePromotions();
  if (promotions.isPending)
    return (
      <div className="promo-list" aria-busy="true">
        <span className="sr-only">{TEXT.loading}</span>
        <div className="skeleton skeleton--block" aria-hidden="true" />
      </div>
    );
  if (promotions.isError)
    return <LoadFailed error={promotions.error} onRetry={() => void promotions.refetch()} />;
  if (promotions.data.length === 0) return <EmptyState note={TEXT.promotionEmpty} />;
  return (
    <ul className="promo-list">
      {promotions.data.map((promotion) => (
        <PromotionCard key={promotion._id} promotion={promotion} />
      ))}
    </ul>
  );
}

/** /promotion: public (SPEC §1, §4); members get the opt-in toggle, visitors a way to log in. */
export function PromotionRoute() {
  const token = useToken();
  return (
    <Page title={TEXT.promotionListTitle}>
      <div className="money">
        <section className="card">
          {token ? (
            <>
              <PromotionSwitch />
              <p className="note">{TEXT.promotionSwitchBack}</p>
            </>
          ) : (
            <Link to={paths.login.getHref()} className="btn btn-primary btn-block">
              {TEXT.promotionLoginToChoose}
            </Link>
          )}
        </section>
        <PromotionList />
      </div>
    </Page>
  );
}
