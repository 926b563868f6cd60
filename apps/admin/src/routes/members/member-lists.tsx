import { fillMessage, type AdminMemberPage } from '@chokdee/contracts';
import { useSearchParams } from 'react-router';
import {
  MEMBER_LIST_KINDS,
  MEMBER_LIST_PAGE_SIZE,
  MEMBER_LISTS,
  useMemberList,
  type MemberListKind,
  type MemberListPage,
} from '../../api/get-member-list';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useI18n, type MessageKey } from '../../i18n';
import {
  BonusesTable,
  DepositsTable,
  LedgerTable,
  RoundsTable,
  WithdrawalsTable,
} from './member-money-lists';
import { LoginsTable, NotesTable, ReferralsTable } from './member-people-lists';

const LABEL: Record<MemberListKind, MessageKey> = {
  ledger: 'listLedger',
  deposits: 'listDeposits',
  withdrawals: 'listWithdrawals',
  bonuses: 'listBonuses',
  rounds: 'listRounds',
  referrals1: 'listReferrals1',
  referrals2: 'listReferrals2',
  logins: 'listLogins',
  notes: 'listNotes',
};

const isKind = (value: string | null): value is MemberListKind =>
  value !== null && (MEMBER_LIST_KINDS as string[]).includes(value);

/** `?list=deposits&page=2`: the open list and its page live in the URL. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const list = params.get('list');
  const kind: MemberListKind = isKind(list) ? list : 'ledger';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { kind: MemberListKind; page: number }) => {
    const search = new URLSearchParams();
    if (next.kind !== 'ledger') search.set('list', next.kind);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return { kind, page, go };
}

/** The member's lists, one at a time: a row of buttons naming each with its size, then its page. */
export function MemberLists({ id, counts }: { id: string; counts: AdminMemberPage['counts'] }) {
  const { t } = useI18n();
  const { kind, page, go } = useListParams();
  return (
    <section className="section" aria-labelledby="member-lists-title">
      <h2 id="member-lists-title" className="section__title">
        {t.memberListsTitle}
      </h2>
      <div className="list-switch" role="group" aria-label={t.memberListsTitle}>
        {MEMBER_LIST_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className="list-switch__item"
            aria-pressed={k === kind}
            onClick={() => go({ kind: k, page: 1 })}
          >
            {t[LABEL[k]]} <span className="list-switch__count">{counts[MEMBER_LISTS[k].count]}</span>
          </button>
        ))}
      </div>
      <MemberList key={kind} id={id} kind={kind} page={page} onPage={(next) => go({ kind, page: next })} />
    </section>
  );
}

function MemberList({
  id,
  kind,
  page,
  onPage,
}: {
  id: string;
  kind: MemberListKind;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  const list = useMemberList(id, kind, page);
  const label = t[LABEL[kind]];
  return (
    <QueryState query={list}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState title={fillMessage(t.listEmptyTitle, { list: label })} text={t.listEmptyText} />
        ) : (
          <>
            <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
            <ListTable kind={kind} data={data} label={label} />
            <Pager page={page} pageSize={MEMBER_LIST_PAGE_SIZE} total={data.total} onPage={onPage} />
          </>
        )
      }
    </QueryState>
  );
}

/** The table of the list `kind`. */
function ListTable({
  kind,
  data,
  label,
}: {
  kind: MemberListKind;
  data: MemberListPage<MemberListKind>;
  label: string;
}) {
  // Each branch's page came from that kind's contract (get-member-list.ts).
  switch (kind) {
    case 'ledger':
      return <LedgerTable rows={(data as MemberListPage<'ledger'>).items} label={label} />;
    case 'deposits':
      return <DepositsTable rows={(data as MemberListPage<'deposits'>).items} label={label} />;
    case 'withdrawals':
      return <WithdrawalsTable rows={(data as MemberListPage<'withdrawals'>).items} label={label} />;
    case 'bonuses':
      return <BonusesTable rows={(data as MemberListPage<'bonuses'>).items} label={label} />;
    case 'rounds':
      return <RoundsTable rows={(data as MemberListPage<'rounds'>).items} label={label} />;
    case 'referrals1':
    case 'referrals2':
      return <ReferralsTable rows={(data as MemberListPage<'referrals1'>).items} label={label} />;
    case 'logins':
      return <LoginsTable rows={(data as MemberListPage<'logins'>).items} label={label} />;
    case 'notes':
      return <NotesTable rows={(data as MemberListPage<'notes'>).items} label={label} />;
  }
}
