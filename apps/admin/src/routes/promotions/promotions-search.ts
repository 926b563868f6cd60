import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';

/**
 * What the promotions screen shows lives in the URL, so a link to it can be shared:
 * `?claims=<id>&page=2` a promotion's claims, `?view=codes&batch=<id>&page=3` a batch's codes.
 */
export type PromotionsView = 'promotions' | 'codes';

export function usePromotionsSearch() {
  const [params, setParams] = useSearchParams();
  const view: PromotionsView = params.get('view') === 'codes' ? 'codes' : 'promotions';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const claims = view === 'promotions' ? params.get('claims') : null;
  const batch = view === 'codes' ? params.get('batch') : null;
  const go = (next: {
    view: PromotionsView;
    claims?: string | null;
    batch?: string | null;
    page?: number;
  }) => {
    const search = new URLSearchParams();
    if (next.view === 'codes') search.set('view', 'codes');
    if (next.claims) search.set('claims', next.claims);
    if (next.batch) search.set('batch', next.batch);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return { view, page, claims, batch, go };
}

export const claimsHref = (id: string) => `${paths.promotions}?claims=${encodeURIComponent(id)}`;
export const batchHref = (id: string) => `${paths.promotions}?view=codes&batch=${encodeURIComponent(id)}`;
