import { fillMessage, type AdminHedgePair, type AdminRewardReview } from '@chokdee/contracts';
import { Link } from 'react-router';
import { useDecideRewardReview } from '../../api/decide-reward-review';
import { useHedgePairs } from '../../api/get-hedge-pairs';
import { useRewardReviews } from '../../api/get-reward-reviews';
import { QueryState } from '../../components/query-state';
import { memberPath } from '../../config/paths';
import { DecisionButtons } from '../../components/decision-buttons';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { confirmAction, reportAnswer } from '../../lib/alerts';
import { At } from '../members/list-cells';

/**
 * Cashback waiting for review and the hedging pairs behind it (docs/ABUSE.md 16.5): each waiting row names the
 * member's flagged partners, so staff decide without opening another page. Approve and refuse need
 * `promotions.write`; the server checks it.
 */
export function HedgingSection({ canWrite }: { canWrite: boolean }) {
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
                  <ReviewsTable rows={waiting.items} pairs={flagged.items} canWrite={canWrite} />
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

function ReviewsTable(props: { rows: AdminRewardReview[]; pairs: AdminHedgePair[]; canWrite: boolean }) {
  const { t } = useI18n();
  const partnersOf = (memberId: string) =>
    props.pairs.flatMap((p) => (p.a.memberId === memberId ? [p.b] : p.b.memberId === memberId ? [p.a] : []));
  return (
    <div className="data-table" role="region" aria-label={t.rwReviewsTable} tabIndex={0}>
      <table>
        <caption className="sr-only">{t.rwReviewsTable}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colMember}</th>
            <th scope="col">{t.rwPeriod}</th>
            <th scope="col">{t.rwReviewBase}</th>
            <th scope="col">{t.colAmount}</th>
            <th scope="col">{t.rwReviewPartners}</th>
            {props.canWrite && <th scope="col">{t.colActions}</th>}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.id}>
              <td data-label={t.colMember}>
                <MemberLink id={r.memberId} phone={r.memberPhone} />
              </td>
              <td data-label={t.rwPeriod} className="nowrap">
                {r.period}
              </td>
              <td data-label={t.rwReviewBase}>{formatMoney(r.base)}</td>
              <td data-label={t.colAmount}>
                <strong>{formatMoney(r.amount)}</strong>
              </td>
              <td data-label={t.rwReviewPartners}>
                {partnersOf(r.memberId).map((p) => (
                  <span key={p.memberId} className="stack">
                    <MemberLink id={p.memberId} phone={p.phone} />
                  </span>
                ))}
              </td>
              {props.canWrite && (
                <td data-label={t.colActions}>
                  <ReviewActions row={r} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReviewActions({ row }: { row: AdminRewardReview }) {
  const { t } = useI18n();
  const decide = useDecideRewardReview();
  const what = fillMessage(t.rwReviewWhat, {
    amount: formatMoney(row.amount),
    member: row.memberPhone,
    period: row.period,
  });
  const act = async (approve: boolean) => {
    const asked = await confirmAction(
      fillMessage(approve ? t.rwApproveQuestion : t.rwRefuseQuestion, { what }),
      undefined,
      approve ? t.approve : t.reject,
    );
    if (asked) await reportAnswer(() => decide.mutateAsync({ id: row.id, approve }));
  };
  return (
    <DecisionButtons
      label={what}
      busy={decide.isPending}
      onApprove={() => void act(true)}
      onReject={() => void act(false)}
    />
  );
}

function PairsTable({ pairs }: { pairs: AdminHedgePair[] }) {
  const { t } = useI18n();
  return (
    <div className="data-table" role="region" aria-label={t.rwPairsTitle} tabIndex={0}>
      <table>
        <caption className="sr-only">{t.rwPairsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.rwPairMembers}</th>
            <th scope="col">{t.rwPairFlagged}</th>
            <th scope="col">{t.rwPairRounds}</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((p) => (
            <tr key={p.id}>
              <td data-label={t.rwPairMembers}>
                <span className="stack">
                  <MemberLink id={p.a.memberId} phone={p.a.phone} />
                  <MemberLink id={p.b.memberId} phone={p.b.phone} />
                </span>
              </td>
              <td data-label={t.rwPairFlagged}>
                <span className="stack">
                  <span className="nowrap">{p.flaggedPeriod}</span>
                  <At at={p.flaggedAt} />
                </span>
              </td>
              <td data-label={t.rwPairRounds}>
                <ul className="stack rw-rounds">
                  {p.rounds.map((r) => (
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
