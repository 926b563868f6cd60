import { type AffiliateData } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { useAffiliate, useAffiliateMoves } from '../api/get-affiliate';
import { incomeDetail } from '../lib/affiliate';
import { formatDate, formatMoney } from '../lib/format';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';
import { TransactionList } from './transaction-list';
import '../styles/money.css';
import { TEXT } from '../lib/text';

function ListCard<T>({
  id,
  title,
  items,
  render,
}: {
  id: string;
  title: string;
  items: T[] | undefined;
  render: (item: T) => ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {items === undefined ? (
        <Skeleton width="100%" />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        // A long list scrolls inside its card; focusable so the keyboard can scroll it too.
        <ol className="row-list row-list--scroll" tabIndex={0} aria-labelledby={id}>
          {items.map(render)}
        </ol>
      )}
    </section>
  );
}

function MemberRow({ user }: { user: AffiliateData['Users'][number] }) {
  return (
    <li className="row-item">
      <div className="row-item__head">
        <span className="mono">{user.phoneNumber}</span>
        <span className="chip chip--muted">
          {TEXT.affiliateLevel} {user.level}
        </span>
      </div>
      <span className="row-item__sub">
        {TEXT.regisdateLabel} {formatDate(user.regisdate)}
      </span>
    </li>
  );
}

/** Referred members, commission per period and moves to the game wallet (the load error shows above). */
export function AffiliateLists() {
  const { data, isError } = useAffiliate();
  const moves = useAffiliateMoves();
  if (isError && !data) return null;
  return (
    <>
      <ListCard
        id="affiliate-members"
        title={TEXT.affiliateMembers}
        items={data?.Users}
        render={(user) => <MemberRow key={`${user.phoneNumber}-${user.regisdate}`} user={user} />}
      />
      <ListCard
        id="affiliate-incomes"
        title={TEXT.affiliateIncomes}
        items={data?.transaction_incomes}
        render={(income) => (
          <li key={income._id} className="row-item">
            <div className="row-item__head">
              <span>
                {formatDate(income.start)}
                <span className="chip chip--muted">
                  {TEXT.affiliateLevel} {income.level}
                </span>
              </span>
              <span className="amount amount--up">+{formatMoney(income.Amount)}</span>
            </div>
            <span className="row-item__sub">{incomeDetail(income)}</span>
          </li>
        )}
      />
      <section className="card" aria-labelledby="affiliate-moves">
        <h2 id="affiliate-moves" className="card__title">
          {TEXT.affiliateMoves}
        </h2>
        <TransactionList query={moves} filter="all" />
      </section>
    </>
  );
}
