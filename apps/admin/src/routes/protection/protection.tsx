import { fillMessage } from '@chokdee/contracts';
import { useSearchParams } from 'react-router';
import { PROTECTION_FLAGS_PAGE_SIZE, useProtectionFlags } from '../../api/get-protection-flags';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { FlagsTable } from './flags-table';
import { ProtectionFilters } from './protection-filters';
import {
  protectionFilterOf,
  protectionSearchParams,
  readProtectionSearch,
  type ProtectionSearch,
} from './protection-search';

/**
 * การดูแลผู้เล่น (issue 27): the deposits credited over a member's own deposit limit or during their break,
 * newest first, filters in the URL. Read-only: limits and breaks are the member's, and no one ends a break.
 */
export function ProtectionRoute() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const search = readProtectionSearch(params);
  const flags = useProtectionFlags(protectionFilterOf(search));
  const go = (next: ProtectionSearch) => setParams(protectionSearchParams(next));
  return (
    <Page title={t.navProtection}>
      <p className="muted">{t.protectionIntro}</p>
      <ProtectionFilters key={params.toString()} search={search} onSearch={go} />
      <QueryState query={flags}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t.protectionEmptyTitle} text={t.protectionEmptyText} />
          ) : (
            <>
              <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
              <FlagsTable rows={data.items} label={t.protectionFlagsLabel} />
              <Pager
                page={search.page}
                pageSize={PROTECTION_FLAGS_PAGE_SIZE}
                total={data.total}
                onPage={(page) => go({ ...search, page })}
              />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
