import { fillMessage } from '@chokdee/contracts';
import { useI18n } from '../i18n';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next over the server's pages, with where we are; nothing when everything fits one page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="pager" aria-label={t.pagerLabel}>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.pagePrevious}
      </button>
      <span className="pager__where">{fillMessage(t.pageOf, { page, pages })}</span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.pageNext}
      </button>
    </nav>
  );
}
