import { APPROVAL_STATUSES, fillMessage, type ApprovalStatus } from '@chokdee/contracts';
import { useSearchParams } from 'react-router';
import { APPROVAL_PAGE_SIZE, useApprovals } from '../../api/get-approvals';
import { useAdjustments } from '../../api/get-adjustments';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useSignedIn } from '../../components/require-session';
import { useI18n, type MessageKey } from '../../i18n';
import { AdjustmentTable } from '../deposits/adjustment-table';
import { ApprovalTable } from './approval-table';
import '../members/members.css';

/** The filters in the order staff look: what waits first, what was done alone last. */
const FILTERS: Record<ApprovalStatus, MessageKey> = {
  pending: 'apStatusPending',
  approved: 'apStatusApproved',
  rejected: 'apStatusRejected',
  alone: 'apStatusAlone',
};
const SHOWN = Object.keys(FILTERS) as ApprovalStatus[];
const isStatus = (v: string | null): v is ApprovalStatus => APPROVAL_STATUSES.includes(v as ApprovalStatus);

/** `?status=approved&page=2`, shareable; pending first. */
function useApprovalParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ApprovalStatus = isStatus(raw) ? raw : 'pending';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { status: ApprovalStatus; page: number }) =>
    setParams(() => {
      const search = new URLSearchParams();
      if (next.status !== 'pending') search.set('status', next.status);
      if (next.page > 1) search.set('page', String(next.page));
      return search;
    });
  return { status, page, go };
}

/**
 * Approvals (issue 23, four eyes on money): every staff action that can create withdrawable value or change
 * how money leaves, beyond what its maker may do alone, waits here for a second person; manual adjustments
 * above their limit too (their own list, decided the same way).
 */
export function ApprovalsRoute() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  const { status, page, go } = useApprovalParams();
  const list = useApprovals({ status, page });
  return (
    <Page title={t.navApprovals}>
      <p className="muted">{t.apIntro}</p>
      <div className="list-switch" role="group" aria-label={t.apShow}>
        {SHOWN.map((value) => (
          <button
            key={value}
            type="button"
            className="list-switch__item"
            aria-pressed={status === value}
            onClick={() => go({ status: value, page: 1 })}
          >
            {t[FILTERS[value]]}
          </button>
        ))}
      </div>
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 && page === 1 ? (
            <EmptyState title={t.apEmptyTitle} text={t.apEmptyText} />
          ) : (
            <>
              <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
              <ApprovalTable rows={data.items} />
              <Pager
                page={page}
                pageSize={APPROVAL_PAGE_SIZE}
                total={data.total}
                onPage={(next) => go({ status, page: next })}
              />
            </>
          )
        }
      </QueryState>
      {status === 'pending' && permissions.includes('money.adjust') && <AdjustmentsWaiting />}
    </Page>
  );
}

/** Manual credits and debits above their limit: the same queue's other half (they have their own calls). */
function AdjustmentsWaiting() {
  const { t } = useI18n();
  const list = useAdjustments({ status: 'pending', page: 1 });
  return (
    <section className="section" aria-labelledby="adjustments-waiting-title">
      <h2 id="adjustments-waiting-title" className="section__title">
        {t.apAdjustmentsTitle}
      </h2>
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="muted">{t.apAdjustmentsNone}</p>
          ) : (
            <AdjustmentTable rows={data.items} />
          )
        }
      </QueryState>
    </section>
  );
}
