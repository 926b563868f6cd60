import { fillMessage, type AdminHedgePair, type AdminRewardReview } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useDecideRewardReview } from '../../api/decide-reward-review';
import { useHedgePairs } from '../../api/get-hedge-pairs';
import { useRewardReviews } from '../../api/get-reward-reviews';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { QueryState } from '../../components/query-state';
import { memberPath } from '../../config/paths';
import { ConfirmedDecisionButtons } from '../../components/decision-buttons';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { At } from '../members/list-cells';

/**
 * Cashback waiting for review and the hedging pairs behind it (docs/ABUSE.md 16.5): each waiting row names the
 * member's flagged partners, so staff decide without opening another page. Approve and refuse need
 * `approvals.decide` (`canDecide`); the server checks it.
 */
export function HedgingSection({ canDecide }: { canDecide: boolean }) {
  const { t } = useI18n();
  const reviews = useRewardReviews();
  const pairs = useHedgePairs();
  return (
    <section className="section" aria-labelledby="hedging-title">
      <h2 id="hedging-title" className="section__title">
        {t.rwReviewsTitle}
      </h2>
      <p className="muted">{t.rwReviewsIntro}</p>
      <QueryState query={pairs}>
        {(flagged) => (
          <>
            <QueryState query={reviews}>
              {(waiting) =>
                waiting.items.length === 0 ? (
                  <p className="muted">{t.rwReviewsNone}</p>
                ) : (
                  <ReviewsTable rows={waiting.items} pairs={flagged.items} canDecide={canDecide} />
                )
              }
            </QueryState>
            <h3 className="section__title">{t.rwPairsTitle}</h3>
            {flagged.items.length === 0 ? (
              <p className="muted">{t.rwPairsNone}</p>
            ) : (
              <PairsTable pairs={flagged.items} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

const MemberLink = ({ id, phone }: { id: string; phone: string }) => (
  <Link className="member-link tabular" to={memberPath(id)}>
    {phone}
  </Link>
);

const reviewColumn = createColumnHelper<PlainTable, AdminRewardReview>();
const pairColumn = createColumnHelper<PlainTable, AdminHedgePair>();

export function ReviewsTable(props: {
  rows: AdminRewardReview[];
  pairs: AdminHedgePair[];
  canDecide: boolean;
}) {
  const { t } = useI18n();
  const { pairs, canDecide } = props;
  const columns = useMemo(() => {
    const partnersOf = (memberId: string) =>
      pairs.flatMap((p) => (p.a.memberId === memberId ? [p.b] : p.b.memberId === memberId ? [p.a] : []));
    return reviewColumn.columns([
      reviewColumn.accessor('memberPhone', {
        header: t.colMember,
        cell: (c) => <MemberLink id={c.row.original.memberId} phone={c.getValue()} />,
      }),
      reviewColumn.accessor('period', {
        header: t.rwPeriod,
        cell: (c) => <span className="nowrap">{c.getValue()}</span>,
      }),
      reviewColumn.accessor('base', { header: t.rwReviewBase, cell: (c) => formatMoney(c.getValue()) }),
      reviewColumn.accessor('amount', {
        header: t.colAmount,
        cell: (c) => <strong>{formatMoney(c.getValue())}</strong>,
      }),
      reviewColumn.display({
        id: 'partners',
        header: t.rwReviewPartners,
        cell: (c) =>
          partnersOf(c.row.original.memberId).map((p) => (
            <span key={p.memberId} className="stack">
              <MemberLink id={p.memberId} phone={p.phone} />
            </span>
          )),
      }),
      ...(canDecide
        ? [
            reviewColumn.display({
              id: 'actions',
              header: t.colActions,
              cell: (c) => <ReviewActions row={c.row.original} />,
            }),
          ]
        : []),
    ]);
  }, [t, pairs, canDecide]);
  const table = useTable({ features: plainTable, columns, data: props.rows, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.rwReviewsTable} />;
}

function ReviewActions({ row }: { row: AdminRewardReview }) {
  const { t } = useI18n();
  const decide = useDecideRewardReview();
  const what = fillMessage(t.rwReviewWhat, {
    amount: formatMoney(row.amount),
    member: row.memberPhone,
    period: row.period,
  });
  return (
    <ConfirmedDecisionButtons
      what={what}
      questions={{ approve: t.rwApproveQuestion, reject: t.rwRefuseQuestion }}
      busy={decide.isPending}
      decide={(approve) => decide.mutateAsync({ id: row.id, approve })}
    />
  );
}

export function PairsTable({ pairs }: { pairs: AdminHedgePair[] }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      pairColumn.columns([
        pairColumn.display({
          id: 'members',
          header: t.rwPairMembers,
          cell: (c) => (
            <span className="stack">
              <MemberLink id={c.row.original.a.memberId} phone={c.row.original.a.phone} />
              <MemberLink id={c.row.original.b.memberId} phone={c.row.original.b.phone} />
            </span>
          ),
        }),
        pairColumn.accessor('flaggedAt', {
          header: t.rwPairFlagged,
          cell: (c) => (
            <span className="stack">
              <span className="nowrap">{c.row.original.flaggedPeriod}</span>
              <At at={c.getValue()} />
            </span>
          ),
        }),
        pairColumn.accessor('rounds', {
          header: t.rwPairRounds,
          cell: (c) => (
            <ul className="stack rw-rounds">
              {c.getValue().map((r) => (
                <li key={r.roundId}>
                  <At at={r.settledAt} />{' '}
                  {fillMessage(t.rwPairRound, {
                    game: r.game,
                    a: `${r.a.spot} ${formatMoney(r.a.amount)}`,
                    b: `${r.b.spot} ${formatMoney(r.b.amount)}`,
                  })}
                </li>
              ))}
            </ul>
          ),
        }),
      ]),
    [t],
  );
  const table = useTable({ features: plainTable, columns, data: pairs, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.rwPairsTitle} />;
}
