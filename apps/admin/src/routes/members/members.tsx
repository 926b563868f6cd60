import { fillMessage } from '@chokdee/contracts';
import { useSearchParams } from 'react-router';
import { MEMBER_SEARCH_PAGE_SIZE, useMemberSearch } from '../../api/get-members';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { MemberResults } from './member-results';
import { MemberSearchForm } from './member-search-form';
import './members.css';

/** `?q=0812&page=2`: the search lives in the URL, so the back button and a shared link bring it back. */
function useMemberSearchParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { q: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return { q, page, go };
}

/**
 * Member search (issue 12): one box for a phone, an account number (in full or its last digits), a name, a
 * game username or a referral key; with nothing typed, the newest members. Each row opens the member's page.
 */
export function MembersRoute() {
  const { t } = useI18n();
  const { q, page, go } = useMemberSearchParams();
  const search = useMemberSearch({ q, page });
  return (
    <Page title={t.navMembers}>
      <MemberSearchForm key={q} q={q} onSearch={(next) => go({ q: next, page: 1 })} />
      <QueryState query={search}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title={q ? t.memberSearchEmptyTitle : t.membersNoneTitle}
              text={q ? fillMessage(t.memberSearchEmptyText, { q }) : t.membersNoneText}
            />
          ) : (
            <>
              <p className="muted" role="status">
                {q ? fillMessage(t.memberSearchFound, { count: data.total, q }) : t.membersNewest}
              </p>
              <MemberResults rows={data.items} />
              <Pager
                page={page}
                pageSize={MEMBER_SEARCH_PAGE_SIZE}
                total={data.total}
                onPage={(next) => go({ q, page: next })}
              />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
