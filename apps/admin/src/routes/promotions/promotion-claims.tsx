import { fillMessage, type AdminPromotion } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CLAIMS_PAGE_SIZE, usePromotionClaims } from '../../api/get-promotion-claims';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useSignedIn } from '../../components/require-session';
import { memberPath } from '../../config/paths';
import { useI18n } from '../../i18n';
import { formatDateTime, formatMoney } from '../../i18n/format';

type Claim = NonNullable<ReturnType<typeof usePromotionClaims>['data']>['items'][number];
const column = createColumnHelper<PlainTable, Claim>();

/** Who took a promotion, newest first, with the signup IP: several accounts from one address stand out. */
export function PromotionClaims({
  promotion,
  page,
  onPage,
  onClose,
}: {
  promotion: AdminPromotion;
  page: number;
  onPage: (page: number) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const claims = usePromotionClaims(promotion.id, page);
  const title = fillMessage(t.promoClaimsOf, { title: promotion.title });
  return (
    <section className="section" aria-labelledby="promotion-claims-title">
      <div className="batch-codes__head">
        <h2 id="promotion-claims-title" className="section__title">
          {title}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          {t.promoClose}
        </button>
      </div>
      <p className="muted">{t.promoClaimsHint}</p>
      <QueryState query={claims}>
        {(data) =>
          data.items.length === 0 && page === 1 ? (
            <EmptyState title={t.promoClaimsEmptyTitle} text={t.promoClaimsEmptyText} />
          ) : (
            <>
              <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
              <ClaimsTable claims={data.items} />
              <Pager page={page} pageSize={CLAIMS_PAGE_SIZE} total={data.total} onPage={onPage} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function ClaimsTable({ claims }: { claims: Claim[] }) {
  const { t, lang } = useI18n();
  // Without members.read the phone comes masked and the member's page would say "no access": plain text.
  const readsMembers = useSignedIn().permissions.includes('members.read');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('phoneNumber', {
          header: t.colMember,
          cell: (c) =>
            readsMembers ? (
              <Link to={memberPath(c.row.original.memberId)}>{c.getValue()}</Link>
            ) : (
              c.getValue()
            ),
        }),
        column.accessor('signupIp', { header: t.colSignupIp, cell: (c) => c.getValue() ?? '-' }),
        column.accessor('depositRef', {
          header: t.colDepositRef,
          cell: (c) => <span className="break">{c.getValue()}</span>,
        }),
        column.accessor('depositAmount', { header: t.colDeposit, cell: (c) => formatMoney(c.getValue()) }),
        column.accessor('bonusAmount', { header: t.colBonusAmount, cell: (c) => formatMoney(c.getValue()) }),
        column.accessor('receivedAt', {
          header: t.colClaimedAt,
          cell: (c) => <time dateTime={c.getValue()}>{formatDateTime(c.getValue(), lang)}</time>,
        }),
        column.accessor('status', {
          header: t.colStatus,
          cell: (c) => (
            <span className={c.getValue() === 'active' ? 'chip chip--info' : 'chip'}>
              {c.getValue() === 'active' ? t.claimActive : t.claimEnded}
            </span>
          ),
        }),
      ]),
    [t, lang, readsMembers],
  );
  const table = useTable({
    features: plainTable,
    columns,
    data: claims,
    getRowId: (row) => `${row.memberId}:${row.depositRef}`,
  });
  return <DataTable table={table} label={t.promoClaimsTable} numeric={['depositAmount', 'bonusAmount']} />;
}
